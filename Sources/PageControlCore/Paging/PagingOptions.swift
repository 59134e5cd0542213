/// How a control's pages go by: how many are on screen at once, how far a person's step goes, and whether
/// the row loops; the value of ``PageControl/paging``.
///
/// ```swift
/// control.paging = PagingOptions(visiblePageCount: 2, stepsBySpan: true)
/// ```
public struct PagingOptions: Sendable, Hashable {
    /// How many pages are on screen at once, for carousels that show two or three cards per screen. The
    /// default is 1, as UIPageControl.
    ///
    /// Values below 1 become 1 and values above 100 (``IndicatorLayout/maximumVisiblePageCount``) become 100.
    /// With m pages on screen, the dots of pages ``PageControl/currentPage`` … currentPage + m − 1 are all
    /// emphasised and move together as the position moves (the span's first page is the current page); the
    /// current page runs from 0 to numberOfPages − m (the last screen shows the last m pages), or round the
    /// seam in a looping row. The window of dots always keeps the whole span visible. The accessibility value
    /// reads "Pages 3 to 4 of 8". Keep a scroll view in step with ``PagingGeometry`` built with the same count.
    public var visiblePageCount: Int {
        didSet { visiblePageCount = Self.clampedSpan(visiblePageCount) }
    }

    /// Whether a person's step (a tap, an arrow key, Space, a scroll notch, a VoiceOver swipe) moves by the
    /// whole span of ``visiblePageCount`` pages instead of one page. The default is false (one page, as
    /// UIKit). The timer always advances one page.
    public var stepsBySpan: Bool

    /// Whether the row loops, for infinite carousels: after the last page comes the first. The default is
    /// false.
    ///
    /// While it is on, the position is taken modulo the page count (5.5 of 6 pages is halfway between the
    /// last and the first page, and the current-page look moves smoothly across the seam), and a windowed row
    /// scrolls endlessly with both ends shrunk. Every change between the last page and the first is one step
    /// across the seam, never a sweep back along the row: code setting the page (animated), keys and
    /// commands, taps, VoiceOver's increment and decrement, a timer wrapping at the end, a scrub or a jog
    /// past either end (the row goes round), and a scroll view's position past the last page. Any animated
    /// change takes the shorter arc round the loop (halfway round, it goes forward); the spring's frames lie on
    /// that arc and ``PageControl/position`` reports them modulo the page count, in `0..<numberOfPages`
    /// (4.3, 4.8, then 0.1 from page 4 of 5 to page 0). `.valueChanged` and announcements go out once per
    /// step, as for any other. Page Up and Page Down still stop at the last and first pages.
    public var wrapsAround: Bool

    /// Creates paging options; every setting defaults as its property says, and is clamped as it says.
    public init(visiblePageCount: Int = 1, stepsBySpan: Bool = false, wrapsAround: Bool = false) {
        self.visiblePageCount = Self.clampedSpan(visiblePageCount)
        self.stepsBySpan = stepsBySpan
        self.wrapsAround = wrapsAround
    }

    /// A span in 1…``IndicatorLayout/maximumVisiblePageCount``.
    static func clampedSpan(_ count: Int) -> Int { min(max(1, count), IndicatorLayout.maximumVisiblePageCount) }
}
