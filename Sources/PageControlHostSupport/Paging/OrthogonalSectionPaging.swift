import PageControlCore

/// The maths of keeping a control in step with an orthogonally scrolling section of a compositional layout,
/// from what its `visibleItemsInvalidationHandler` reports (the section's scroll offset and the container's
/// size) and how the section is set up (its groups' length, `interGroupSpacing`, `contentInsets` and
/// `orthogonalScrollingBehavior`). The pages are the section's groups, one item each.
package struct OrthogonalSectionPaging: Sendable, Hashable {
    /// How the section scrolls, as `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    package enum Behavior: Sendable, Hashable {
        /// `.paging`: by the section's whole width (groups as wide as the container).
        case paging
        /// `.groupPaging`, `.continuous` and `.continuousGroupLeadingBoundary`: groups held at the leading inset.
        case groupPaging
        /// `.groupPagingCentered`: groups centred in the container.
        case groupPagingCentered
    }

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
    ///   - isRightToLeft: Whether group 0 sits at the right; ignored when vertical.
    package init(
        behavior: Behavior, groupLength: Double, interGroupSpacing: Double, leadingInset: Double,
        trailingInset: Double, containerLength: Double, numberOfPages: Int, isVertical: Bool, isRightToLeft: Bool
    ) {
        let direction: LayoutDirection = isRightToLeft && !isVertical ? .rightToLeft : .leftToRight
        switch behavior {
        case .paging:
            paging = PagingGeometry(
                pageLength: containerLength, numberOfPages: numberOfPages, layoutDirection: direction)
        case .groupPaging, .groupPagingCentered:
            paging = PagingGeometry(
                pageLength: groupLength, numberOfPages: numberOfPages, layoutDirection: direction,
                spacing: interGroupSpacing, leadingInset: leadingInset, trailingInset: trailingInset,
                viewportLength: containerLength, alignment: behavior == .groupPagingCentered ? .center : .leading)
        }
        self.isVertical = isVertical
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
