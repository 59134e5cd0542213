import PageControlCore

/// The maths of keeping a control in step with a paging `UICollectionView` whose items are the pages (the UIKit
/// view's `bind(to:section:)`), from its flow layout: the item size, the gap between items
/// (`minimumLineSpacing`) and the section's insets, over the collection view's bounds. Offsets count from the
/// adjusted content inset, as `ScrollViewPaging`'s; the page maths is `PageControlCore/PagingGeometry`'s, with
/// pages held at the leading inset.
package struct CollectionViewPaging: AxisPaging, Sendable, Hashable {
    /// The page maths along the scrolling axis.
    package var paging: PagingGeometry
    /// Whether the collection view scrolls vertically.
    package var isVertical: Bool

    /// The paging of a collection view.
    ///
    /// - Parameters:
    ///   - boundsSize: The collection view's bounds size: the viewport.
    ///   - itemSize: One item's size, or nil for items as large as the bounds.
    ///   - spacing: The gap between items along the axis. Negative values count as 0.
    ///   - leadingInset: The section's inset before the first item (its left, or top when vertical). Negative
    ///     values count as 0.
    ///   - trailingInset: The section's inset after the last item. Negative values count as 0.
    ///   - numberOfPages: The number of items. Negative values count as 0.
    ///   - isVertical: Whether the collection view scrolls vertically.
    ///   - contentDirection: Where item 0 sits: `.rightToLeft` at the largest offset, `.leftToRight` at offset 0
    ///     (see ``contentDirection(_:isRightToLeft:layoutFlipsHorizontally:)``); ignored when vertical.
    package init(
        boundsSize: Size, itemSize: Size?, spacing: Double, leadingInset: Double, trailingInset: Double,
        numberOfPages: Int, isVertical: Bool, contentDirection: LayoutDirection
    ) {
        let viewport = isVertical ? boundsSize.height : boundsSize.width
        let item = itemSize.map { isVertical ? $0.height : $0.width } ?? viewport
        paging = PagingGeometry(
            pageLength: item, numberOfPages: numberOfPages,
            layoutDirection: isVertical ? .leftToRight : contentDirection, spacing: spacing,
            leadingInset: leadingInset, trailingInset: trailingInset, viewportLength: viewport)
        self.isVertical = isVertical
    }

    /// Where item 0 sits along a horizontal collection view's offsets: `override` when given, else the collection
    /// view's own convention. Left to right, item 0 is at offset 0. Right to left, a layout whose
    /// `flipsHorizontallyInOppositeLayoutDirection` is true keeps `bounds.origin` at the leading edge (the
    /// `UICollectionViewLayout` header: "a UICollectionView showing this layout will ensure its bounds.origin is
    /// always found at the leading edge, flipping its coordinate system horizontally if necessary"), so offsets count
    /// from item 0 as left to right; one whose property is false (the base class's default) mirrors the items and
    /// keeps the coordinates, so item 0 is at the largest offset.
    ///
    /// - Parameters:
    ///   - override: The binding's `contentDirection`: `.rightToLeft` for item 0 at the largest offset,
    ///     `.leftToRight` for item 0 at offset 0; nil follows the collection view.
    ///   - isRightToLeft: Whether the collection view's `effectiveUserInterfaceLayoutDirection` is right to left.
    ///   - layoutFlipsHorizontally: Its layout's `flipsHorizontallyInOppositeLayoutDirection`.
    package static func contentDirection(
        _ override: LayoutDirection?, isRightToLeft: Bool, layoutFlipsHorizontally: Bool
    ) -> LayoutDirection {
        override ?? (isRightToLeft && !layoutFlipsHorizontally ? .rightToLeft : .leftToRight)
    }
}
