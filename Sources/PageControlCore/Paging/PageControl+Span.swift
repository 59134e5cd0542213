extension PageControl {
    /// How many pages are on screen at once, for carousels that show two or three cards per screen. The
    /// default is 1, as UIPageControl.
    ///
    /// Values below 1 become 1 and values above 100 (``IndicatorLayout/maximumVisiblePageCount``) become 100.
    /// With m pages on screen, the dots of pages ``currentPage`` …
    /// ``currentPage`` + m − 1 are all emphasised and move together as ``position`` moves (the span's
    /// first page is the current page); the current page runs from 0 to numberOfPages − m (the last screen
    /// shows the last m pages), or round the seam in a looping row. The window of dots always keeps the
    /// whole span visible (it shows at least m dots). Taps, keys and accessibility actions step by one page,
    /// UIKit's rule, or by the span with ``stepsBySpan``. The accessibility value reads "Pages 3 to 4 of 8".
    /// Changing it moves the dots at once and never sends ``PageControlEvent/valueChanged``.
    ///
    /// Keep a scroll view in step with ``PagingGeometry`` built with the same count.
    public var visiblePageCount: Int {
        get { pages.span }
        set {
            guard pages.setSpan(newValue) else { return }
            motion.limitPositionTarget(to: Double(pages.highestPage))
            settleWindow()
        }
    }

    /// Whether a person's step (a tap, an arrow key, Space, a scroll notch, a VoiceOver swipe) moves by the
    /// whole span of ``visiblePageCount`` pages instead of one page. The default is false (one page, as
    /// UIKit). The timer always advances one page.
    public var stepsBySpan: Bool {
        get { storedStepsBySpan }
        set { storedStepsBySpan = newValue }
    }

    /// How far one step of a person goes: the span with ``stepsBySpan``, else 1.
    var personStep: Int { storedStepsBySpan ? max(pages.shownSpan, 1) : 1 }

    /// The pages on screen, first and last (0-based; the last may wrap round in a looping row), or nil
    /// with no pages.
    public var visiblePages: (first: Int, last: Int)? {
        guard pages.numberOfPages > 0 else { return nil }
        let last = pages.currentPage + pages.shownSpan - 1
        return (pages.currentPage, pages.wrapsAround ? pages.wrapped(last) : min(last, pages.numberOfPages - 1))
    }
}
