import PageControlCore

/// The maths of keeping a control in step with a paging SwiftUI `ScrollView` (the SwiftUI modifier
/// `pageIndicatorPaging(currentPage:position:numberOfPages:axis:)`): its scroll geometry to the fractional page,
/// and a page to the id of the scroll target that shows it. Pages are the container's length
/// (`containerRelativeFrame`), with the ids 0, 1, 2, ….
package struct ScrollGeometryPaging: Sendable, Hashable {
    /// The number of pages. Negative values count as 0.
    package var numberOfPages: Int
    /// Whether the scroll view pages vertically.
    package var isVertical: Bool

    package init(numberOfPages: Int, isVertical: Bool) {
        self.numberOfPages = max(numberOfPages, 0)
        self.isVertical = isVertical
    }

    /// The fractional page the scroll geometry shows. SwiftUI mirrors a right-to-left scroll view's content, so
    /// its offsets count from the leading edge in either direction.
    ///
    /// - Parameters:
    ///   - contentOffset: `ScrollGeometry.contentOffset`.
    ///   - containerSize: `ScrollGeometry.containerSize`: a page's size.
    ///   - contentSize: `ScrollGeometry.contentSize`: its length bounds the offsets.
    ///   - leadingInset: The content inset before the first page (`ScrollGeometry.contentInsets`' leading, or
    ///     top when vertical), from which offsets count. Negative values count as 0.
    package func fractionalPage(contentOffset: Point, containerSize: Size, contentSize: Size, leadingInset: Double)
        -> Double
    {
        let page = isVertical ? containerSize.height : containerSize.width
        let content = isVertical ? contentSize.height : contentSize.width
        let count = Double(numberOfPages)
        // The content may hold more than the pages (padding, a footer): the gap is what is left, spread evenly.
        let extra = content.isFinite && count > 1 ? max(content - count * page, 0) : 0
        let paging = PagingGeometry(
            pageLength: page, numberOfPages: numberOfPages, trailingInset: extra, viewportLength: page)
        let inset = leadingInset.isFinite ? max(leadingInset, 0) : 0
        return paging.fractionalPage(forContentOffset: (isVertical ? contentOffset.y : contentOffset.x) + inset)
    }

    /// The id of the scroll target that shows `page`, within the pages; nil with no pages.
    package func scrollTargetID(forPage page: Int) -> Int? {
        numberOfPages > 0 ? min(max(page, 0), numberOfPages - 1) : nil
    }

    /// The page a scroll target's id stands for, within the pages; nil for no id or no pages.
    package func page(forScrollTargetID id: Int?) -> Int? {
        id.flatMap { scrollTargetID(forPage: $0) }
    }
}
