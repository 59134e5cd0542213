/// Paging maths for keeping a page control in step with a paged scroll view.
///
/// It replaces the seeds' `Int(scrollView.contentOffset.x / scrollView.frame.width)`, which traps on a
/// zero-width view and floors instead of rounding. Every input is accepted: a zero, negative, NaN or
/// infinite page length gives page 0; a NaN offset counts as 0; infinite offsets go to the first or
/// last page; results are always within the pages.
///
/// ```swift
/// let paging = PagingGeometry(pageLength: scrollView.bounds.width, numberOfPages: 4)
/// control.position = paging.fractionalPage(forContentOffset: scrollView.contentOffset.x)
/// ```
///
/// Pages narrower than the scroll view (two or three cards on screen) take the card's length and the
/// number on screen, as the control's ``PagingOptions/visiblePageCount``:
///
/// ```swift
/// let paging = PagingGeometry(pageLength: scrollView.bounds.width / 2, numberOfPages: 8, visiblePageCount: 2)
/// paging.fractionalPage(forContentOffset: 3 * scrollView.bounds.width / 2)  // 3: pages 4 and 5 on screen
/// ```
public struct PagingGeometry: Sendable, Hashable {
    /// The length of one page along the scrolling axis: the scroll view's width for horizontal paging, or
    /// one card's length (the width divided by ``visiblePageCount``) when several are on screen.
    public var pageLength: Double
    /// The number of pages. Negative values count as 0.
    public var numberOfPages: Int
    /// The content's direction. With `.rightToLeft`, page 0 sits at the largest offset, as a right-to-left
    /// horizontal scroll view lays it out. The default is `.leftToRight`.
    public var layoutDirection: LayoutDirection
    /// How many pages the scroll view shows at once. The default is 1; values below 1 count as 1. The
    /// last screen starts on page numberOfPages − visiblePageCount, so offsets and pages stop there.
    public var visiblePageCount: Int

    /// Creates paging maths.
    ///
    /// - Parameters:
    ///   - pageLength: One page's length. Any value is accepted; see the type's discussion.
    ///   - numberOfPages: The page count. Negative values count as 0.
    ///   - layoutDirection: The content's direction. The default is `.leftToRight`.
    ///   - visiblePageCount: How many pages are on screen at once. The default is 1; values below 1 count
    ///     as 1.
    public init(
        pageLength: Double, numberOfPages: Int, layoutDirection: LayoutDirection = .leftToRight,
        visiblePageCount: Int = 1
    ) {
        self.pageLength = pageLength
        self.numberOfPages = numberOfPages
        self.layoutDirection = layoutDirection
        self.visiblePageCount = visiblePageCount
    }

    /// The first page of the last screen (the last page with one page on screen), or 0 with no pages.
    var lastPage: Int { max(numberOfPages - max(visiblePageCount, 1), 0) }

    /// Whether the page length can divide: finite and above 0.
    var hasUsableLength: Bool { pageLength.isFinite && pageLength > 0 }

    /// The fractional page shown at a content offset: 1.5 when the view is halfway between the second
    /// and third page (the first page on screen, with several). Clamped to 0…numberOfPages − 1, or to
    /// 0…numberOfPages − visiblePageCount.
    public func fractionalPage(forContentOffset offset: Double) -> Double {
        guard numberOfPages > 0, hasUsableLength else { return 0 }
        let o = offset.isNaN ? 0 : offset
        let last = Double(lastPage)
        let raw = CoreMath.clamp(o / pageLength, 0, last)
        return layoutDirection == .rightToLeft ? last - raw : raw
    }

    /// The page nearest to a content offset (the first on screen), clamped as
    /// ``fractionalPage(forContentOffset:)``.
    public func page(forContentOffset offset: Double) -> Int {
        CoreMath.nearestIndex(fractionalPage(forContentOffset: offset), upper: lastPage)
    }

    /// The content offset that shows a page (as the first on screen, with several). Pages outside the
    /// range are clamped to the last screen; an unusable page length gives 0.
    public func contentOffset(forPage page: Int) -> Double {
        guard numberOfPages > 0, hasUsableLength else { return 0 }
        let p = min(max(page, 0), lastPage)
        let index = layoutDirection == .rightToLeft ? lastPage - p : p
        return Double(index) * pageLength
    }
}
