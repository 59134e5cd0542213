import PageControlCore

/// The maths of keeping a control in step with an orthogonally scrolling section of a compositional layout,
/// from what its `visibleItemsInvalidationHandler` reports (the section's scroll offset and the container's
/// size) and how the section is set up (its groups' length, `interGroupSpacing`, `contentInsets` and
/// `orthogonalScrollingBehavior`). The pages are the section's groups, one item each.
package struct OrthogonalSectionPaging: Sendable, Hashable {
    /// How the section scrolls, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    package enum Behavior: Sendable, Hashable {
        /// `.continuous`: no resting place of its own; its pages are held at the leading inset, as `.groupPaging`'s.
        case continuous
        /// `.continuousGroupLeadingBoundary`: rests with a group's leading edge at the leading inset.
        case continuousGroupLeadingBoundary
        /// `.paging`: by the section's whole width (groups as wide as the container).
        case paging
        /// `.groupPaging`: one group at a time, held at the leading inset.
        case groupPaging
        /// `.groupPagingCentered`: one group at a time, centred in the container.
        case groupPagingCentered
    }

    /// How the section scrolls.
    package var behavior: Behavior
    /// The page maths along the section's axis.
    package var paging: PagingGeometry
    /// Whether the section scrolls vertically (in a horizontally scrolling layout).
    package var isVertical: Bool

    /// The paging of an orthogonal section.
    ///
    /// - Parameters:
    ///   - behavior: How the section scrolls.
    ///   - groupLength: One group's length along the section's axis.
    ///   - interGroupSpacing: The gap between groups. Negative values count as 0.
    ///   - leadingInset: The section's leading content inset. Negative values count as 0.
    ///   - trailingInset: The section's trailing content inset. Negative values count as 0.
    ///   - containerLength: The container's length along the axis (`environment.container.contentSize`).
    ///   - numberOfPages: The number of groups. Negative values count as 0.
    ///   - isVertical: Whether the section scrolls vertically.
    ///   - contentDirection: Where group 0 sits: `.rightToLeft` at the largest offset, `.leftToRight` at offset 0;
    ///     ignored when vertical.
    package init(
        behavior: Behavior, groupLength: Double, interGroupSpacing: Double, leadingInset: Double,
        trailingInset: Double, containerLength: Double, numberOfPages: Int, isVertical: Bool,
        contentDirection: LayoutDirection
    ) {
        self.behavior = behavior
        let direction: LayoutDirection = isVertical ? .leftToRight : contentDirection
        switch behavior {
        case .paging:
            paging = PagingGeometry(
                pageLength: containerLength, numberOfPages: numberOfPages, layoutDirection: direction)
        case .continuous, .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            paging = PagingGeometry(
                pageLength: groupLength, numberOfPages: numberOfPages, layoutDirection: direction,
                spacing: interGroupSpacing, leadingInset: leadingInset, trailingInset: trailingInset,
                viewportLength: containerLength, alignment: behavior == .groupPagingCentered ? .center : .leading)
        }
        self.isVertical = isVertical
    }

    /// The offset a swipe rests at with `page` shown, which a tap on the dots scrolls the section to: a group's
    /// leading edge at the leading inset (`.groupPaging` and the continuous behaviours), its centre at the
    /// container's (`.groupPagingCentered`), a container's length a page (`.paging`), within the section's
    /// scrolling limits. Pages outside the range are clamped to the first or the last.
    package func restingOffset(forPage page: Int) -> Double {
        paging.contentOffset(forPage: page)
    }

    /// The fractional page at the offset a `visibleItemsInvalidationHandler` reports.
    package func fractionalPage(contentOffset: Point) -> Double {
        paging.fractionalPage(forContentOffset: isVertical ? contentOffset.y : contentOffset.x)
    }

    /// One visible item of the section, as the handler reports it: its item index and its frame along the axis.
    package struct VisibleItem: Sendable, Hashable {
        /// The item's index in its section.
        package var item: Int
        /// The frame's start along the axis (its minimum x, or y when vertical).
        package var start: Double
        /// The frame's length along the axis.
        package var length: Double

        package init(item: Int, start: Double, length: Double) {
            self.item = item
            self.start = start
            self.length = length
        }
    }

    /// A group's length from the visible items: the distance between two neighbouring items less the gap
    /// (which item content insets do not change), else the first item's own length; nil with no items.
    package static func groupLength(of items: [VisibleItem], interGroupSpacing: Double) -> Double? {
        let sorted = items.sorted { $0.item < $1.item }
        for (a, b) in zip(sorted, sorted.dropFirst()) where b.item == a.item + 1 {
            return abs(b.start - a.start) - max(interGroupSpacing, 0)
        }
        return sorted.first?.length
    }
}
