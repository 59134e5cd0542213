import PageControlCore

/// A UIKit scroll view's paging along one axis, in the scroll view's own terms: offsets count from its
/// adjusted content inset (the inset's left edge for horizontal paging, its top for vertical), so page 0 sits at
/// offset −inset. `ScrollViewPaging` (a paged scroll view) and `CollectionViewPaging` (a paging collection
/// view) differ only in how they make their ``paging``.
package protocol AxisPaging {
    /// The page maths along the paging axis.
    var paging: PagingGeometry { get }
    /// Whether paging runs vertically.
    var isVertical: Bool { get }
}

extension AxisPaging {
    /// The fractional page on screen at a content offset, with the adjusted content inset's top-left corner
    /// (`inset.x` its left, `inset.y` its top).
    package func fractionalPage(contentOffset: Point, inset: Point) -> Double {
        paging.fractionalPage(forContentOffset: isVertical ? contentOffset.y + inset.y : contentOffset.x + inset.x)
    }

    /// The content offset that shows `page`: `current` (the scroll view's offset) with the paging axis moved to
    /// the page, less the inset; the other axis is kept.
    package func contentOffset(forPage page: Int, from current: Point, inset: Point) -> Point {
        let target = paging.contentOffset(forPage: page)
        var offset = current
        if isVertical {
            offset.y = target - inset.y
        } else {
            offset.x = target - inset.x
        }
        return offset
    }
}
