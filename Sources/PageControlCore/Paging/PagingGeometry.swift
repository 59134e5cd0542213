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
///
/// Real pagers add a gap between pages (``spacing``: `UIPageViewController`'s `interPageSpacing`, a flow
/// layout's `minimumLineSpacing`, a section's `interGroupSpacing`), content insets before the first page and
/// after the last (``leadingInset``, ``trailingInset``), and pages narrower than the scroll view that let the
/// neighbours peek in (``viewportLength``), held at the leading edge or centred (``alignment``):
///
/// ```swift
/// // 300-point cards 10 points apart, centred in a 390-point view, 45-point insets: page 2 is at 620.
/// let cards = PagingGeometry(
///     pageLength: 300, numberOfPages: 5, spacing: 10, leadingInset: 45, trailingInset: 45,
///     viewportLength: 390, alignment: .center)
/// ```
///
/// Offsets run from 0 to the content's length less the viewport's (the scroll view's own limits): a page that
/// would need an offset outside them shows at the limit, and where several pages share a limit the offset
/// there means the first of them. Between two pages the fractional page moves evenly with the offset.
public struct PagingGeometry: Sendable, Hashable {
    /// Where a page narrower than the viewport sits when it is the page shown.
    public enum Alignment: Sendable, Hashable {
        /// The page's leading edge stays where page 0's is at offset 0: ``leadingInset`` from the viewport's
        /// leading edge (a flow layout's or a section's `.groupPaging`). The default.
        case leading
        /// The page's centre sits at the viewport's centre (a section's `.groupPagingCentered`).
        case center
    }

    /// The length of one page along the scrolling axis: the scroll view's width for horizontal paging, or
    /// one card's length (the width divided by ``visiblePageCount``) when several are on screen.
    public var pageLength: Double
    /// The number of pages. Negative values count as 0.
    public var numberOfPages: Int
    /// The content's direction. With `.rightToLeft`, page 0 sits at the largest offset, as a right-to-left
    /// horizontal scroll view lays it out. The default is `.leftToRight`; vertical paging uses `.leftToRight`
    /// (page 0 at the top).
    public var layoutDirection: LayoutDirection
    /// How many pages the scroll view shows at once. The default is 1; values below 1 count as 1. The
    /// last screen starts on page numberOfPages − visiblePageCount, so offsets and pages stop there. Used
    /// only when ``viewportLength`` is nil.
    public var visiblePageCount: Int
    /// The gap between two pages along the axis. The default is 0. Negative, NaN and infinite values count as 0.
    public var spacing: Double
    /// The content inset before page 0 (on its side: the right with `.rightToLeft`). The default is 0.
    /// Negative, NaN and infinite values count as 0.
    public var leadingInset: Double
    /// The content inset after the last page. The default is 0. Negative, NaN and infinite values count as 0.
    public var trailingInset: Double
    /// The scroll view's length along the axis (its bounds' width, horizontally). The default, nil, is as long as
    /// ``visiblePageCount`` pages and the gaps between them; values that are not finite and above 0 count as nil.
    public var viewportLength: Double?
    /// Where a page narrower than the viewport sits when shown. The default is ``Alignment/leading``.
    public var alignment: Alignment

    /// Creates paging maths.
    ///
    /// - Parameters:
    ///   - pageLength: One page's length. Any value is accepted; see the type's discussion.
    ///   - numberOfPages: The page count. Negative values count as 0.
    ///   - layoutDirection: The content's direction. The default is `.leftToRight`.
    ///   - visiblePageCount: How many pages are on screen at once. The default is 1; values below 1 count
    ///     as 1.
    ///   - spacing: The gap between pages. The default is 0; negative, NaN and infinite values count as 0.
    ///   - leadingInset: The content inset before page 0. The default is 0; negative, NaN and infinite values
    ///     count as 0.
    ///   - trailingInset: The content inset after the last page. The default is 0; negative, NaN and infinite
    ///     values count as 0.
    ///   - viewportLength: The scroll view's length along the axis. The default, nil, is `visiblePageCount`
    ///     pages; values that are not finite and above 0 count as nil.
    ///   - alignment: Where the page shown sits. The default is ``Alignment/leading``.
    public init(
        pageLength: Double, numberOfPages: Int, layoutDirection: LayoutDirection = .leftToRight,
        visiblePageCount: Int = 1, spacing: Double = 0, leadingInset: Double = 0, trailingInset: Double = 0,
        viewportLength: Double? = nil, alignment: Alignment = .leading
    ) {
        self.pageLength = pageLength
        self.numberOfPages = numberOfPages
        self.layoutDirection = layoutDirection
        self.visiblePageCount = visiblePageCount
        self.spacing = spacing
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.viewportLength = viewportLength
        self.alignment = alignment
    }

    /// The page shown at the largest reachable offset (the first page of the last screen, with several on
    /// screen), or 0 with no pages.
    var lastPage: Int { layout?.lastPage ?? 0 }

    /// Whether the pages certainly tile the scroll view edge to edge: no gap, no insets and no viewport of its
    /// own, so page i is at i × pageLength.
    var isEvenlyTiled: Bool {
        // One comparison each (NaN compares false). An infinite gap or inset, which counts as 0 too, takes the
        // general path, which gives the same pages.
        !(spacing > 0) && !(leadingInset > 0) && !(trailingInset > 0) && viewportLength == nil
    }

    /// Whether the page length can divide: finite and above 0.
    var hasUsableLength: Bool { pageLength > 0 && pageLength < .infinity }

    /// The fractional page shown at a content offset: 1.5 when the view is halfway between the second
    /// and third page (the first page on screen, with several). Clamped to 0…the page at the largest offset:
    /// numberOfPages − 1, or numberOfPages − visiblePageCount with several pages on screen.
    public func fractionalPage(forContentOffset offset: Double) -> Double {
        // A scroll view's own pages (no gap, inset or peek): one division, as a host runs it every frame.
        if isEvenlyTiled {
            guard numberOfPages > 0, hasUsableLength else { return 0 }
            let last = Double(max(numberOfPages - max(visiblePageCount, 1), 0))
            let raw = CoreMath.clamp((offset.isNaN ? 0 : offset) / pageLength, 0, last)
            return layoutDirection == .rightToLeft ? last - raw : raw
        }
        guard let layout else { return 0 }
        let o = CoreMath.clamp(offset, 0, layout.maxOffset)
        return layout.fractionalPage(atLeadingOffset: layoutDirection == .rightToLeft ? layout.maxOffset - o : o)
    }

    /// The page nearest to a content offset (the first on screen), clamped as
    /// ``fractionalPage(forContentOffset:)``.
    public func page(forContentOffset offset: Double) -> Int {
        CoreMath.nearestIndex(fractionalPage(forContentOffset: offset), upper: lastPage)
    }

    /// The content offset that shows a page (as the first on screen, with several), within the scroll view's
    /// limits. Pages outside the range are clamped to the first or the last; an unusable page length gives 0.
    public func contentOffset(forPage page: Int) -> Double {
        guard let layout else { return 0 }
        let target = layout.offset(ofPage: min(max(page, 0), layout.lastPage))
        return layoutDirection == .rightToLeft ? layout.maxOffset - target : target
    }

    /// The layout along the axis, or nil with no pages or an unusable page length.
    var layout: PagingLayout? {
        guard numberOfPages > 0, hasUsableLength else { return nil }
        let gap = Self.length(spacing)
        let span = max(visiblePageCount, 1)
        let viewport =
            viewportLength.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            ?? Double(span) * pageLength + Double(span - 1) * gap
        let leading = Self.length(leadingInset)
        return PagingLayout(
            numberOfPages: numberOfPages, pageLength: pageLength, spacing: gap, leadingInset: leading,
            trailingInset: Self.length(trailingInset), viewportLength: viewport,
            origin: alignment == .leading ? 0 : leading + pageLength / 2 - viewport / 2)
    }

    /// A length setting made usable: negative, NaN and infinite values count as 0.
    static func length(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
