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
public struct PagingGeometry: Sendable, Hashable {
    /// The length of one page along the scrolling axis (the scroll view's width for horizontal paging).
    public var pageLength: Double
    /// The number of pages. Negative values count as 0.
    public var numberOfPages: Int
    /// The content's direction. With `.rightToLeft`, page 0 sits at the largest offset, as a right-to-left
    /// horizontal scroll view lays it out. The default is `.leftToRight`.
    public var layoutDirection: LayoutDirection

    /// Creates paging maths.
    ///
    /// - Parameters:
    ///   - pageLength: One page's length. Any value is accepted; see the type's discussion.
    ///   - numberOfPages: The page count. Negative values count as 0.
    ///   - layoutDirection: The content's direction. The default is `.leftToRight`.
    public init(pageLength: Double, numberOfPages: Int, layoutDirection: LayoutDirection = .leftToRight) {
        self.pageLength = pageLength
        self.numberOfPages = numberOfPages
        self.layoutDirection = layoutDirection
    }

    /// The index of the last page, or 0 with no pages.
    var lastPage: Int { max(numberOfPages - 1, 0) }

    /// Whether the page length can divide: finite and above 0.
    var hasUsableLength: Bool { pageLength.isFinite && pageLength > 0 }

    /// The fractional page shown at a content offset: 1.5 when the view is halfway between the second
    /// and third page. Clamped to 0…numberOfPages − 1.
    public func fractionalPage(forContentOffset offset: Double) -> Double {
        guard numberOfPages > 0, hasUsableLength else { return 0 }
        let o = offset.isNaN ? 0 : offset
        let last = Double(lastPage)
        let raw = CoreMath.clamp(o / pageLength, 0, last)
        return layoutDirection == .rightToLeft ? last - raw : raw
    }

    /// The page nearest to a content offset, clamped to 0…numberOfPages − 1.
    public func page(forContentOffset offset: Double) -> Int {
        CoreMath.nearestIndex(fractionalPage(forContentOffset: offset), upper: lastPage)
    }

    /// The content offset that shows a page. Pages outside the range are clamped; an unusable page length
    /// gives 0.
    public func contentOffset(forPage page: Int) -> Double {
        guard numberOfPages > 0, hasUsableLength else { return 0 }
        let p = min(max(page, 0), lastPage)
        let index = layoutDirection == .rightToLeft ? lastPage - p : p
        return Double(index) * pageLength
    }
}
