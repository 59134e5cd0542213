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
    ///   - isRightToLeft: Whether item 0 sits at the right (the layout is mirrored); ignored when vertical.
    package init(
        boundsSize: Size, itemSize: Size?, spacing: Double, leadingInset: Double, trailingInset: Double,
        numberOfPages: Int, isVertical: Bool, isRightToLeft: Bool
    ) {
        let viewport = isVertical ? boundsSize.height : boundsSize.width
        let item = itemSize.map { isVertical ? $0.height : $0.width } ?? viewport
        paging = PagingGeometry(
            pageLength: item, numberOfPages: numberOfPages,
            layoutDirection: isRightToLeft && !isVertical ? .rightToLeft : .leftToRight, spacing: spacing,
            leadingInset: leadingInset, trailingInset: trailingInset, viewportLength: viewport)
        self.isVertical = isVertical
    }
}
