/// Where every visible dot goes: a pure function of the page count, the continuous position, the
/// bounds, the metrics, the direction and the window.
///
/// The layout is a lazy, random-access collection of ``Indicator`` values in page order. It stores the
/// numbers it was made from and computes each indicator when asked, so building and reading it costs
/// O(visible dots) whatever the page count, and allocates nothing.
///
/// When there are more pages than ``visibleCount``, the window of dots scrolls with the position as
/// ``windowFollowing`` says: by UIKit's rule (``WindowFollowing/edges``, the row stands still until the
/// current page comes within two dots of an end) or keeping the current dot in the middle
/// (``WindowFollowing/centered``). At a whole position the window shows exactly ``visibleCount`` dots,
/// starting on a whole page; between pages it may show one more as it slides, and it never jumps. Up to
/// two dots at an end shrink (the outermost to 1/3, the next to 2/3) only while pages are hidden beyond
/// that end.
///
/// Any page count up to `Int.max` is exact: pages are counted from a whole page near the position (0 while
/// every page is a `Double` exactly, below 2^53), so the dots of an endless feed's last pages are drawn
/// and named exactly. A position far up such a row (``position``, ``windowStart``) reads back as the nearest
/// `Double`.
///
/// - Complexity: Creating a layout and reading one indicator are O(1).
public struct IndicatorLayout: Sendable, Hashable, RandomAccessCollection {
    /// One visible dot.
    public struct Indicator: Sendable, Hashable {
        /// The page the dot stands for, 0-based.
        public var page: Int
        /// The dot's frame in the control's bounds coordinates, already scaled.
        public var frame: Rect
        /// The size factor from the window's shrinking ends: 1 for a full dot, less near a scrolled edge.
        public var scale: Double
        /// How much the dot is the current one: 1 at the current page (and every page of a span of
        /// ``IndicatorLayout/visiblePageCount`` pages), 0 for others, and in between while the position
        /// moves between two pages.
        public var emphasis: Double

        /// A dot from its parts.
        @usableFromInline init(page: Int, frame: Rect, scale: Double, emphasis: Double) {
            (self.page, self.frame, self.scale, self.emphasis) = (page, frame, scale, emphasis)
        }
    }

    /// The number of pages, at least 0.
    public let numberOfPages: Int
    /// The page the layout counts from: 0 while every page is a `Double` exactly, else the page the position
    /// rests on, so that pages far up an endless feed stay exact.
    @usableFromInline let origin: Int
    /// The position, counted from ``origin``: clamped to the pages that can start a screen, or in a looping
    /// row any copy of the position (whole loops apart).
    @usableFromInline private(set) var offset: Double
    /// The bounds the row is centred in, with non-finite values replaced by 0.
    public let bounds: Rect
    /// The metrics used, with the padding removed when the layout has no padding.
    public let metrics: IndicatorMetrics
    /// The concrete direction of the row (never `.natural`).
    public let direction: PageControlDirection
    /// The number of dot slots in the window: the page count, capped by the maximum visible
    /// indicators and by what fits in the bounds (never less than 1 when there are pages).
    public let visibleCount: Int
    /// How many dots at each end shrink when pages are hidden beyond that end:
    /// clamp((visibleCount − 2) / 2, 0, 2), as UIKit. It is also the margin that
    /// ``WindowFollowing/edges`` keeps between the current page and an end of the window.
    public let shrinkingCount: Int
    /// The window's leading slot, counted from ``origin``; see ``windowStart``.
    @usableFromInline private(set) var windowOffset: Double
    /// The first visible dot's slot, counted from ``origin`` (a page index less the origin, beyond the pages
    /// in a wrapping row).
    @usableFromInline private(set) var firstSlot: Int
    /// The number of visible dots: ``visibleCount``, or one more while the window is between pages (never
    /// past the last page unless the row loops).
    public private(set) var count: Int
    /// How many pages (0…1) hide before and after the window: what shrinks the dots at each end (1 at both ends
    /// of a looping window, 0 at both ends of a window that does not scroll).
    @usableFromInline private(set) var hiddenBefore: Double
    @usableFromInline private(set) var hiddenAfter: Double
    /// How the window follows the position; see ``WindowFollowing``.
    public let windowFollowing: WindowFollowing
    /// Whether the row is an endless loop: after the last page comes the first (infinite carousels).
    public let wrapsAround: Bool
    #if hasFeature(Embedded)
        /// The continuous page count while dots grow in or shrink out: always nil in the web module, whose page
        /// count changes at once.
        public var animatedPageCount: Double? { nil }
    #else
        /// The continuous page count while pages grow in or shrink out at the end, or nil when none do.
        public let animatedPageCount: Double?
    #endif
    /// How the current page is shown as the position moves; see ``IndicatorEffect``. A scale effect
    /// reads back with its factor as laid out (clamped to 0.25…3); lines always move a mark.
    public let effect: IndicatorEffect
    /// Whether the moving mark goes to the nearest page at once (Reduce Motion).
    public let snapsMark: Bool
    #if hasFeature(Embedded)
        /// The number of pages emphasised together: always 1 in the web module, where nothing sets a span
        /// (`PageState.span`).
        public var visiblePageCount: Int { 1 }
    #else
        /// The number of pages emphasised together, at least 1 and at most the page count (1 with no pages).
        public let visiblePageCount: Int
    #endif
    /// What stands for the pages; see ``IndicatorPresentation``.
    public let presentation: IndicatorPresentation
    /// Whether the row is one continuous track instead of a dot per page: ``IndicatorPresentation/numeric``,
    /// and ``IndicatorPresentation/segments`` whose segments would be shorter than
    /// ``IndicatorPresentation/minimumSegmentLength``. A track has one indicator (the displayed page's, as
    /// long as the row) and gives each page an equal share of its length for taps and scrubbing.
    public let isTrack: Bool
    /// The length of the row of visible dots along its axis.
    public let rowLength: Double
    /// Whether more pages may follow the ones counted: the row's trailing end is open (``openEndCount``). False
    /// in a looping row, which ignores it.
    public let hasMorePages: Bool
    /// The slots past the last page that stand for the pages to come while ``hasMorePages``: the tapering slots
    /// at the window's trailing end (at least 1), or 1 for segments; 0 otherwise.
    package let openSlots: Int
    /// How many of the open end's slots the window shows: the dots past the last page, tapering, that say more
    /// pages may follow (see ``openEndIndicator(at:)``). 0 unless ``hasMorePages``.
    public private(set) var openEndCount: Int

    /// The most pages a span can hold: 100. Carousels show two to five cards; the cap keeps every cost that
    /// grows with the span (the dots the window must show, the pages a step marks visited) bounded.
    public static let maximumVisiblePageCount = 100
    /// The highest page count whose pages are all `Double`s exactly: 2^53 (2^30 where `Int` has 32 bits, so
    /// that a loop's arithmetic stays within `Int`). Above it a layout counts its pages from the page the
    /// position rests on.
    static let exactPageLimit = Int(Swift.min(9_007_199_254_740_992, Double(Int.max >> 1)))

    /// Lays out the dots.
    ///
    /// - Parameters:
    ///   - numberOfPages: The page count. Negative values become 0.
    ///   - position: The continuous current page. It is clamped to 0…numberOfPages − visiblePageCount (taken
    ///     modulo the count when `wrapsAround`); NaN becomes 0. Far up a row of more than 2^53 pages it names
    ///     the nearest representable page.
    ///   - bounds: The rectangle the dots are centred in. Non-finite coordinates become 0 and negative or
    ///     non-finite sizes become 0. A zero-width bounds does not limit the window.
    ///   - metrics: The dot sizes.
    ///   - direction: The row's direction; `.natural` is taken as `.leftToRight`, so resolve it first.
    ///   - maximumVisibleIndicators: The most dots in the window; nil for no cap. Values below 1 become 1.
    ///   - hasPadding: Whether the metrics' padding applies (it does not for `.minimal` backgrounds).
    ///   - wrapsAround: Whether the row loops: the default is false.
    ///   - animatedPageCount: While pages are added or removed at the end, the continuous count (for
    ///     example 5.4 while a sixth page grows in). Dots past it shrink; it is clamped to 0…numberOfPages
    ///     and applies only when every page fits in the window. The default, nil, shows every page fully.
    ///   - windowFollowing: How the window follows the position. The default is ``WindowFollowing/edges``.
    ///   - windowAnchor: For ``WindowFollowing/edges``, where the window's leading end was when the
    ///     control last rested: the window stays there unless the position comes within the margin of an
    ///     end. The default is 0 (the first page). Non-finite values count as the centred start; the
    ///     result is clamped to the pages unless the row wraps. Ignored by ``WindowFollowing/centered``.
    ///   - effect: How the current page is shown between pages. The default is ``IndicatorEffect/none``.
    ///   - snapsMark: Whether the moving mark of an effect goes to the nearest page at once (Reduce
    ///     Motion). The default is false.
    ///   - visiblePageCount: How many pages are on screen at once: the dots from the position to
    ///     position + count − 1 are emphasised together, and the window shows them all. Values below 1
    ///     become 1, and values above the page count or ``maximumVisiblePageCount`` become the smaller of
    ///     the two. The default is 1.
    ///   - presentation: What stands for the pages. The default is ``IndicatorPresentation/dots``. Segments
    ///     and numbers show every page (no window) and have no moving mark; lines move a mark
    ///     (``IndicatorEffect/slide`` unless `effect` has one of its own).
    ///   - hasMorePages: Whether more pages may follow the ones counted: the trailing end stays open, the
    ///     window tapering towards it as if pages lay beyond, with slots past the last page for the pages to come
    ///     (``openEndCount``). The default is false. Ignored in a looping row and by the number.
    public init(
        numberOfPages: Int, position: Double, bounds: Rect, metrics: IndicatorMetrics = .classic,
        direction: PageControlDirection = .leftToRight, maximumVisibleIndicators: Int? = nil, hasPadding: Bool = true,
        wrapsAround: Bool = false, animatedPageCount: Double? = nil, windowFollowing: WindowFollowing = .edges,
        windowAnchor: Double = 0, effect: IndicatorEffect = .none, snapsMark: Bool = false,
        visiblePageCount: Int = 1, presentation: IndicatorPresentation = .dots, hasMorePages: Bool = false
    ) {
        self.init(
            numberOfPages: numberOfPages, position: position, restingPage: nil, bounds: bounds, metrics: metrics,
            direction: direction, maximumVisibleIndicators: maximumVisibleIndicators, hasPadding: hasPadding,
            wrapsAround: wrapsAround, animatedPageCount: animatedPageCount, windowFollowing: windowFollowing,
            windowAnchor: windowAnchor, effect: effect, snapsMark: snapsMark, visiblePageCount: visiblePageCount,
            presentation: presentation, hasMorePages: hasMorePages)
    }

    /// Lays out the dots as the public initialiser does, counting the pages of a row of more than 2^53 from
    /// `restingPage` (the page the position rests on, which a control knows exactly) instead of from the
    /// page nearest `position`.
    // The web module keeps one copy for its four callers (2 KB smaller); natively the frame's copy is inlined,
    // which saves it 139 instructions.
    #if hasFeature(Embedded)
        @inline(never)
    #endif
    package init(
        numberOfPages: Int, position: Double, restingPage: Int?, bounds: Rect, metrics: IndicatorMetrics,
        direction: PageControlDirection, maximumVisibleIndicators: Int?, hasPadding: Bool, wrapsAround: Bool,
        animatedPageCount: Double?, windowFollowing: WindowFollowing, windowAnchor: Double, effect: IndicatorEffect,
        snapsMark: Bool, visiblePageCount: Int, presentation: IndicatorPresentation, hasMorePages: Bool
    ) {
        let n = Swift.max(numberOfPages, 0)
        let opens = hasMorePages && !wrapsAround && n > 0
        #if hasFeature(Embedded)
            let span = 1  // the web module's span (see visiblePageCount)
        #else
            let span = Swift.min(Swift.max(visiblePageCount, 1), Swift.max(n, 1), Self.maximumVisiblePageCount)
        #endif
        var m = metrics
        if !hasPadding {
            m.horizontalPadding = 0
            m.verticalPadding = 0
            m.minimumHeight = 0
        }
        let direction = direction == .natural ? PageControlDirection.leftToRight : direction
        let bounds = Self.sanitized(bounds)
        let axisLength = direction.isVertical ? bounds.height : bounds.width
        let shape = Self.presentationShape(
            presentation, metrics: &m, pages: n, openSlots: opens ? 1 : 0, axisLength: axisLength)

        // The page everything is counted from, and the position from it.
        let lastStart = Swift.max(n - span, 0)
        let origin = Self.origin(
            pages: n, lastStart: lastStart, position: position, restingPage: restingPage, wrapsAround: wrapsAround)
        let offset: Double
        if wrapsAround, n > 0 {
            offset = position.isFinite ? Self.loopOffset(position, origin: origin, pages: n) : -Double(origin)
        } else {
            let local = position - Double(origin)
            offset =
                position.isNaN ? -Double(origin) : CoreMath.clamp(local, -Double(origin), Double(lastStart - origin))
        }

        // How many dots fit: the most allowed, fewer when the bounds are too short, never fewer than a span. An
        // open end counts the slots past the last page as pages: up to two for a window (its tapering slots), one
        // for segments.
        let windows = presentation == .dots || presentation == .lines
        let effect = Self.drawnEffect(effect, presentation: presentation)
        // (No open slots past `Int.max − 2` pages: there is no page number left for them.)
        var open = opens && !shape.isTrack && n <= Int.max - 2 ? (windows ? 2 : 1) : 0
        var v = windows ? Swift.min(n + open, Swift.max(1, maximumVisibleIndicators ?? n + open)) : n + open
        let extra = m.resolvedCurrentIndicatorLength - m.resolvedIndicatorLength
        if windows, n > 0, axisLength > 0, m.pitch > 0 {
            let inset = Self.endInset(metrics: m, scaleGain: effect.scaleFactor - 1)
            let fit = ((axisLength - 2 * inset + m.spacing - extra) / m.pitch).rounded(.down)
            if fit < Double(v) { v = Swift.max(1, Int(Swift.max(fit, 1))) }
        }
        v = Swift.max(v, Swift.min(span, n))
        if shape.isTrack { v = Swift.min(n, 1) }
        if open > 0, windows {
            // The window tapers over its margin's slots (at least one), and always keeps room for a span of pages.
            open = Swift.min(Swift.max(1, Self.margin(visible: v)), Swift.max(v - span, 0))
            v = Swift.min(v, n + open)
        }

        #if hasFeature(Embedded)
            let growing: Double? = nil  // see animatedPageCount
        #else
            let growing = n + open > v ? nil : animatedPageCount.map { CoreMath.clamp($0, 0, Double(n)) }
        #endif
        var rowLength = 0.0
        if shape.isTrack {
            rowLength = n > 0 ? shape.trackLength : 0
        } else if n > 0 {
            let slots = growing.map { Swift.min($0 + Double(open), Double(v)) } ?? Double(v)
            rowLength =
                Swift.max(slots * m.resolvedIndicatorLength + (slots - 1) * m.spacing, 0)
                + extra * Swift.min(slots, Double(span))
        }

        self.numberOfPages = n
        self.origin = origin
        self.offset = offset
        self.bounds = bounds
        self.metrics = m
        self.direction = direction
        self.visibleCount = v
        self.shrinkingCount = Self.margin(visible: v)
        self.windowFollowing = windowFollowing
        self.wrapsAround = wrapsAround
        #if !hasFeature(Embedded)
            self.animatedPageCount = growing
        #endif
        self.effect = effect
        self.snapsMark = snapsMark
        #if !hasFeature(Embedded)
            self.visiblePageCount = span
        #endif
        self.presentation = presentation
        self.isTrack = shape.isTrack
        self.rowLength = rowLength
        self.hasMorePages = opens
        self.openSlots = open
        self.windowOffset = -Double(origin)
        self.firstSlot = -origin
        self.count = Swift.min(v, n)
        self.openEndCount = v - count
        (self.hiddenBefore, self.hiddenAfter) = (0, open > 0 && windows ? 1 : 0)
        if scrolls, !shape.isTrack {
            setWindow(
                start: Self.windowStart(
                    position: offset, pages: n + open, origin: origin, visible: v, margin: shrinkingCount,
                    following: windowFollowing, anchor: windowAnchor - Double(origin), wrapsAround: wrapsAround,
                    span: span))
        }
    }

    /// Puts the window's leading end at `start` (counted from ``origin``; clamped to the pages unless the row
    /// wraps) and works out which dots it shows.
    mutating func setWindow(start: Double) {
        let n = numberOfPages
        // The open end's slots count as pages for where the window may go.
        let slots = n + openSlots
        windowOffset =
            wrapsAround
            ? (start.isFinite ? start : windowOffset)
            : CoreMath.clamp(start, -Double(origin), Double(slots - visibleCount - origin))
        let slot = CoreMath.floorInt(windowOffset)
        firstSlot = wrapsAround ? slot : Swift.min(Swift.max(slot, -origin), slots - visibleCount - origin)
        // The slots, plus the one sliding in while the window is between pages (never past the last slot).
        var shown = windowOffset == Double(firstSlot) ? visibleCount : visibleCount + 1
        if wrapsAround {
            count = Swift.max(shown, 0)
        } else {
            shown = Swift.min(shown, slots - origin - firstSlot)
            count = Swift.max(Swift.min(shown, n - origin - firstSlot), 0)
        }
        openEndCount = Swift.max(shown, 0) - count
        (hiddenBefore, hiddenAfter) =
            wrapsAround
            ? (1, 1)
            : (
                Swift.min(Double(origin) + windowOffset, 1),
                openSlots > 0 ? 1 : Swift.min(Double(n - visibleCount - origin) - windowOffset, 1)
            )
    }

    /// The same layout with the window's leading end at `start` (clamped to the pages unless the row
    /// wraps), used while a scrub holds the window still and while the window springs back after one.
    func withWindowStart(_ start: Double) -> IndicatorLayout {
        guard scrolls, !isTrack else { return self }
        var copy = self
        copy.setWindow(start: start - Double(origin))
        return copy
    }
}

extension IndicatorLayout {
    /// Whether every visible dot and every dot of the open end has the same page, frame and scale here as in
    /// `other` (their emphasis may differ): the two layouts were made from the same numbers but the position,
    /// and the position moves no dot. It does not when the window is elsewhere (it scrolled, or a dot slides
    /// in), when the current dot is longer than the others, with ``IndicatorEffect/swap`` (the dots step aside)
    /// or a scale effect (the current dot grows), or in a track (its one indicator is the displayed page's).
    ///
    /// A host that has drawn `other` redraws only what follows the position itself (the mark) when this is true.
    ///
    /// - Complexity: O(1).
    package func placesTheSameDots(as other: IndicatorLayout) -> Bool {
        if case .swap = effect { return false }
        if case .scale = effect { return false }
        guard !isTrack, extraLength == 0 else { return false }
        // Everything the layout was made from and worked out but the position: a part added to the layout is
        // compared without a change here.
        var atThisPosition = other
        atThisPosition.offset = offset
        return atThisPosition == self
    }
}
