import PageControlCore

/// A scroll-snap container the element is bound to (`for="slides"` or `bind(element)`), as the page measured
/// it: the core's ``PagingGeometry`` over the browser's scroll offsets.
///
/// The browser's `scrollLeft` runs from 0 to the largest offset left to right, and from 0 down to minus the
/// largest offset right to left (the first slide at the right, at 0); `scrollTop` runs from 0 down a vertical
/// container. The pager turns them into the core's offsets (0 at the leading end of the content) and back.
struct WebPager {
    /// The paging maths, in the content's direction.
    let geometry: PagingGeometry
    /// The largest scroll offset (`scrollWidth − clientWidth`, or the heights).
    let maximumOffset: Double
    /// Whether the container scrolls right to left (horizontal only).
    let isRightToLeft: Bool

    /// A pager from the page's measurements of the container and its slides (CSS pixels along the scrolling
    /// axis).
    ///
    /// - Parameters:
    ///   - pages: The number of slides.
    ///   - pageLength: The first slide's length.
    ///   - spacing: The gap from one slide to the next.
    ///   - leadingInset: From the content's leading edge to the first slide's.
    ///   - trailingInset: From the last slide's trailing edge to the content's.
    ///   - viewportLength: The container's visible length (`clientWidth` or `clientHeight`).
    ///   - centered: Whether the slides snap to the centre (`scroll-snap-align: center`) rather than the start.
    ///   - maximumOffset: The largest scroll offset.
    ///   - rightToLeft: Whether the container scrolls right to left.
    init(
        pages: Int, pageLength: Double, spacing: Double, leadingInset: Double, trailingInset: Double,
        viewportLength: Double, centered: Bool, maximumOffset: Double, rightToLeft: Bool
    ) {
        geometry = PagingGeometry(
            pageLength: pageLength, numberOfPages: pages, layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            spacing: spacing, leadingInset: leadingInset, trailingInset: trailingInset,
            viewportLength: viewportLength, alignment: centered ? .center : .leading)
        self.maximumOffset = maximumOffset.isFinite ? Swift.max(maximumOffset, 0) : 0
        isRightToLeft = rightToLeft
    }

    /// The fractional page shown at the browser's scroll offset.
    func position(forScrollOffset offset: Double) -> Double {
        geometry.fractionalPage(forContentOffset: isRightToLeft ? offset + maximumOffset : offset)
    }

    /// The browser's scroll offset that shows `page`.
    func scrollOffset(forPage page: Int) -> Double {
        let offset = geometry.contentOffset(forPage: page)
        return isRightToLeft ? offset - maximumOffset : offset
    }
}
