/// Where every visible dot goes: a pure function of the page count, the continuous position, the
/// bounds, the metrics, the direction and the window.
///
/// The layout is a lazy, random-access collection of ``Indicator`` values in page order. It stores a
/// handful of numbers and computes each indicator when asked, so building and reading it costs
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

        /// Creates an indicator from its parts.
        @inlinable
        init(page: Int, frame: Rect, scale: Double, emphasis: Double) {
            self.page = page
            self.frame = frame
            self.scale = scale
            self.emphasis = emphasis
        }
    }

    /// The number of pages, at least 0.
    public private(set) var numberOfPages: Int
    /// The continuous position, clamped to 0…numberOfPages − visiblePageCount (0 with no pages; NaN becomes
    /// 0). In a wrapping layout it is taken modulo the page count instead, into 0..<numberOfPages.
    public private(set) var position: Double
    /// The bounds the row is centred in, with non-finite values replaced by 0.
    public private(set) var bounds: Rect
    /// The metrics used, with the padding removed when the layout has no padding.
    public private(set) var metrics: IndicatorMetrics
    /// The number of dot slots in the window: the page count, capped by the maximum visible
    /// indicators and by what fits in the bounds (never less than 1 when there are pages).
    public private(set) var visibleCount: Int
    /// The fractional slot at the leading end of the window: 0 when the window does not scroll, a whole
    /// page at a whole position. In a wrapping layout it may be negative or beyond the last page (the row
    /// is an endless loop).
    public private(set) var windowStart: Double
    /// The first page with a visible dot.
    public var firstVisiblePage: Int { page(forVirtualIndex: firstVirtualIndex) }
    /// The number of visible dots: ``visibleCount``, or one more while the window is between pages.
    public private(set) var count: Int
    /// How many dots at each end shrink when pages are hidden beyond that end:
    /// clamp((visibleCount − 2) / 2, 0, 2), as UIKit. It is also the margin that
    /// ``WindowFollowing/edges`` keeps between the current page and an end of the window.
    public private(set) var shrinkingCount: Int
    /// The length of the row of visible dots along its axis.
    public private(set) var rowLength: Double

    /// The slot index of the first visible dot (a page index, or beyond the pages in a wrapping row).
    @usableFromInline var firstVirtualIndex: Int
    /// Per-layout constants, computed once so each dot costs a few multiplications: the current dot's
    /// extra length, the scale of the outermost dot of a shrunk end (1 − shrinkingCount / 3), and how
    /// many pages hide before and after the window (0…1).
    @usableFromInline var extraLength = 0.0
    @usableFromInline var edgeScale = 1.0
    @usableFromInline var hiddenBefore = 0.0
    @usableFromInline var hiddenAfter = 0.0
    /// Per-layout constants of the frame maths: the bounds coordinate of the row's leading end along the axis,
    /// the centre across it, +1 or −1 for the axis's sense, and whether the row is vertical.
    @usableFromInline var axisOrigin = 0.0
    @usableFromInline var crossCenter = 0.0
    @usableFromInline var sense = 1.0
    /// Per-layout constants of the effects: the current dot's extra scale (``IndicatorEffect/scale(_:)``
    /// factor − 1, else 0), and the slot index of the dot that ``IndicatorEffect/swap`` moves back with how
    /// far (in points along the row; 0 for none), and how far the current page's dots (the ``visiblePageCount``
    /// slots before it) move forward to trade places with it.
    @usableFromInline var scaleGain = 0.0
    @usableFromInline var swapIndex = Int.min
    @usableFromInline var swapShift = 0.0
    @usableFromInline var swapAdvance = 0.0
    /// Per-layout constants of the per-dot fast path: the distance between dot starts (the metrics' pitch),
    /// and the slots between which no end shrinks a dot (every slot from one past the shrinking dots at a
    /// hiding end inwards; ±infinity for an end that hides nothing), so most dots skip the end scales.
    @usableFromInline var pitch = 0.0
    @usableFromInline var fullScaleFrom = -Double.infinity
    @usableFromInline var fullScaleTo = Double.infinity
    // The small fields last, so they share one word (the layout is copied every frame).
    /// The continuous page count while pages grow in or shrink out at the end, or nil when none do.
    public private(set) var animatedPageCount: Double?
    /// The concrete direction of the row (never `.natural`).
    public private(set) var direction: PageControlDirection
    /// How the window follows the position; see ``WindowFollowing``.
    public private(set) var windowFollowing: WindowFollowing
    /// Whether the row is an endless loop: after the last page comes the first (infinite carousels).
    public private(set) var wrapsAround: Bool
    @usableFromInline var isVerticalRow = false
    /// The effect without its scale (kept in ``scaleGain``): one byte.
    package var effectKind = EffectKind.none
    /// Whether the moving mark goes to the nearest page at once (Reduce Motion).
    public private(set) var snapsMark: Bool
    /// What stands for the pages; see ``IndicatorPresentation``.
    public private(set) var presentation: IndicatorPresentation = .dots
    /// Whether the row is one continuous track instead of a dot per page: ``IndicatorPresentation/numeric``,
    /// and ``IndicatorPresentation/segments`` whose segments would be shorter than
    /// ``IndicatorPresentation/minimumSegmentLength``. A track has one indicator (the displayed page's, as
    /// long as the row) and gives each page an equal share of its length for taps and scrubbing.
    public private(set) var isTrack = false
    /// The span, 32 bits wide so it packs with the small fields (the layout is copied every frame).
    @usableFromInline var span: Int32 = 1
    /// Whether every dot takes the plain version of ``indicator(virtualIndex:plain:)``: no loop, no pages
    /// growing in or out, a span of one page, no scale effect and no swap. Decided once per layout, so a row
    /// that uses none of these features pays for none of their checks per dot.
    @usableFromInline package internal(set) var isPlainRow = false

    /// Whether the row loops and shows every page at once, so its seam is on screen between its two ends (a
    /// looping window instead scrolls past the seam endlessly).
    @inlinable var loopShowsEveryPage: Bool { wrapsAround && numberOfPages <= visibleCount }

    /// The number of pages emphasised together, at least 1 and at most the page count (1 with no pages).
    public var visiblePageCount: Int { Int(span) }
    /// The most pages a span can hold: 100. Carousels show two to five cards; the cap keeps every cost that
    /// grows with the span (the dots the window must show, the pages a step marks visited) bounded.
    public static let maximumVisiblePageCount = 100
    /// The most pages a row can have: 2^52 (4,503,599,627,370,496). Larger counts (an endless feed's `Int.max`)
    /// become 2^52, so that every page is a `Double` exactly, and so is every whole page a looping row's
    /// arithmetic reaches (up to half a loop past either end of the pages, below 2^53): pages stay exact, a
    /// loop crosses its seam, and the window never shows more dots than slots. Far up the row a position
    /// between pages is accurate to the nearest representable `Double` (half pages between 2^51 and 2^52), so
    /// the dots there move in coarser steps. Where `Int` has 32 bits (WebAssembly) the most is 2^30 − 1
    /// (1,073,741,823), so that the same arithmetic stays within `Int`.
    public static let maximumNumberOfPages = Int(Swift.min(4_503_599_627_370_496, Double(Int.max >> 1)))
    /// The span as a length in pages, for the per-dot emphasis and lead.
    @inlinable var spanLength: Double { Double(span) }
    /// The pages of the span after the first.
    @inlinable var spanTail: Double { Double(span &- 1) }

    /// Lays out the dots.
    ///
    /// - Parameters:
    ///   - numberOfPages: The page count. Negative values become 0, values above ``maximumNumberOfPages``
    ///     (2^52) become 2^52.
    ///   - position: The continuous current page. It is clamped to 0…numberOfPages − 1 (taken modulo the
    ///     count when `wrapsAround`); NaN becomes 0.
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
    public init(
        numberOfPages: Int, position: Double, bounds: Rect, metrics: IndicatorMetrics = .classic,
        direction: PageControlDirection = .leftToRight, maximumVisibleIndicators: Int? = nil, hasPadding: Bool = true,
        wrapsAround: Bool = false, animatedPageCount: Double? = nil, windowFollowing: WindowFollowing = .edges,
        windowAnchor: Double = 0, effect: IndicatorEffect = .none, snapsMark: Bool = false,
        visiblePageCount: Int = 1, presentation: IndicatorPresentation = .dots
    ) {
        let n = Self.clampedPageCount(numberOfPages)
        let span = Swift.min(Swift.max(visiblePageCount, 1), Swift.max(n, 1), Self.maximumVisiblePageCount)
        var m = metrics
        // Only what is not 0 already is set: each setter clamps its value again, which a frame need not pay for.
        if !hasPadding {
            if m.horizontalPadding != 0 { m.horizontalPadding = 0 }
            if m.verticalPadding != 0 { m.verticalPadding = 0 }
            if m.minimumHeight != 0 { m.minimumHeight = 0 }
        }
        let sanitizedBounds = Self.sanitized(bounds)
        let shape = Self.presentationShape(
            presentation, metrics: &m, pages: n,
            axisLength: direction.isVertical ? sanitizedBounds.height : sanitizedBounds.width)
        self.presentation = presentation
        self.isTrack = shape.isTrack

        self.numberOfPages = n
        self.direction = direction == .natural ? .leftToRight : direction
        self.bounds = sanitizedBounds
        self.metrics = m
        self.wrapsAround = wrapsAround
        let last = Double(Swift.max(n - span, 0))
        let p: Double
        if wrapsAround, n > 0 {
            p = position.isFinite ? CoreMath.positiveRemainder(position, Double(n)) : 0
        } else {
            p = position.isNaN ? 0 : Swift.min(Swift.max(position, 0), last)
        }
        self.position = p
        let windows = presentation == .dots || presentation == .lines
        var v = windows ? Swift.min(n, Swift.max(1, maximumVisibleIndicators ?? n)) : n
        let axisLength = self.direction.isVertical ? self.bounds.height : self.bounds.width
        let extra = m.resolvedCurrentIndicatorLength - m.resolvedIndicatorLength
        let gain = presentation == .dots ? effect.scaleFactor - 1 : 0
        if windows, n > 0, axisLength > 0, m.pitch > 0 {
            let inset = Self.endInset(metrics: m, scaleGain: gain)
            let fit = ((axisLength - 2 * inset + m.spacing - extra) / m.pitch).rounded(.down)
            if fit < Double(v) { v = Swift.max(1, Int(Swift.max(fit, 1))) }
        }
        v = Swift.max(v, Swift.min(span, n))  // the whole span stays visible
        if shape.isTrack { v = Swift.min(n, 1) }
        self.visibleCount = v
        self.windowFollowing = windowFollowing
        let margin = Swift.min(Swift.max((v - 2) / 2, 0), 2)
        self.shrinkingCount = margin
        let w =
            n > v && !shape.isTrack
            ? Self.windowStart(
                position: p, pages: n, visible: v, margin: margin, following: windowFollowing, anchor: windowAnchor,
                wrapsAround: wrapsAround, span: span)
            : 0
        self.windowStart = w
        self.extraLength = extra
        self.edgeScale = 1 - Double(margin) / 3
        let growing = n > v ? nil : animatedPageCount.map { CoreMath.clamp($0, 0, Double(n)) }
        self.animatedPageCount = growing
        self.firstVirtualIndex = 0
        self.count = 0
        self.rowLength = 0
        let kind = EffectKind(effect)
        switch presentation {
        case .dots: self.effectKind = kind
        case .lines: self.effectKind = kind.hasMark ? kind : .slide
        case .segments, .numeric: self.effectKind = .none
        }
        self.snapsMark = snapsMark
        self.span = Int32(span)
        scaleGain = gain
        pitch = m.pitch
        isPlainRow =
            !wrapsAround && growing == nil && span == 1 && scaleGain == 0 && effectKind != .swap && !shape.isTrack
            && m.indicatorLength == nil
        if shape.isTrack {
            rowLength = n > 0 ? shape.trackLength : 0
            count = Swift.min(n, 1)
        } else if n > 0 {
            let slots = growing.map { Swift.min($0, Double(v)) } ?? Double(v)
            rowLength =
                Swift.max(slots * m.resolvedIndicatorLength + (slots - 1) * m.spacing, 0)
                + extra * Swift.min(slots, spanLength)
            setWindow(start: w)
        }
        isVerticalRow = self.direction.isVertical
        sense = self.direction.isReversed ? -1 : 1
        axisOrigin = (isVerticalRow ? self.bounds.midY : self.bounds.midX) - sense * rowLength / 2
        crossCenter = isVerticalRow ? self.bounds.midX : self.bounds.midY
    }

    /// A page count in 0…``maximumNumberOfPages``.
    @inlinable static func clampedPageCount(_ count: Int) -> Int {
        Swift.min(Swift.max(0, count), maximumNumberOfPages)
    }

    /// How a presentation shapes the row: whether it is one track and how long. Segments take their length
    /// from the bounds (a track below the minimum), written into the metrics' indicator length; the number's
    /// track is as long as its widest text ("888 / 888" for up to 999 pages) and as thick as a dot (the text
    /// is centred on it, so the control keeps a row of dots' height).
    static func presentationShape(
        _ presentation: IndicatorPresentation, metrics m: inout IndicatorMetrics, pages n: Int, axisLength: Double
    ) -> (isTrack: Bool, trackLength: Double) {
        switch presentation {
        case .dots, .lines:
            return (false, 0)
        case .segments:
            m.currentIndicatorLength = nil
            guard n > 0 else { return (false, 0) }
            let pages = Double(n)
            // With no length to divide, each segment keeps its own, up to `maximumUnboundedSegments` of them.
            let unbounded = Double(Swift.min(n, IndicatorPresentation.maximumUnboundedSegments))
            let available = axisLength > 0 ? axisLength - 2 * m.horizontalPadding : unbounded * m.pitch - m.spacing
            let length = (available - (pages - 1) * m.spacing) / pages
            if length >= IndicatorPresentation.minimumSegmentLength, axisLength > 0 || unbounded == pages {
                m.indicatorLength = length
                return (false, 0)
            }
            return (true, Swift.max(available, 0))
        case .numeric:
            m.currentIndicatorLength = nil
            let fontSize = OverflowLabel.fontSize(forDiameter: m.diameter)
            let characters = 2 * Double(CoreMath.decimalDigits(Swift.max(n, 1))) + 3
            return (true, characters * OverflowLabel.characterWidth * fontSize)
        }
    }

    /// Moves the window's leading end to `start` and recomputes which dots are visible.
    mutating func setWindow(start: Double) {
        let scrolls = numberOfPages > visibleCount
        let w: Double
        if !scrolls {
            w = 0
        } else if wrapsAround {
            w = start.isFinite ? start : windowStart
        } else {
            w = CoreMath.clamp(start, 0, Double(numberOfPages - visibleCount))
        }
        windowStart = w
        let loops = wrapsAround && scrolls
        hiddenBefore = loops ? 1 : Swift.min(w, 1)
        hiddenAfter = loops ? 1 : Swift.min(Double(numberOfPages - visibleCount) - w, 1)
        // One slot past the shrinking dots, an end scale is at least 4/3 before its clamp to 1, so rounding
        // cannot make these slots anything but full.
        let full = Double(shrinkingCount + 1)
        fullScaleFrom = hiddenBefore > 0 ? full : -.infinity
        fullScaleTo = hiddenAfter > 0 ? Double(visibleCount - 1) - full : .infinity
        if !scrolls {
            firstVirtualIndex = 0
            count = numberOfPages
            updateSwap()
            return
        }
        // The slots, plus the one sliding in while the window is between pages; counted from the first slot
        // rather than from a last slot rounded on its own, which far from 0 rounds apart from the first.
        let first = CoreMath.floorInt(w)
        var shown = w == Double(first) ? visibleCount : visibleCount + 1
        if !wrapsAround { shown = Swift.min(shown, numberOfPages - first) }
        firstVirtualIndex = first
        count = Swift.max(shown, 0)
        updateSwap()
    }

    /// Finds the dot ``IndicatorEffect/swap`` moves back (the one after the current page's span) and how
    /// far, and how far the span's dots move forward as the mark (one pitch, and the current dot's extra
    /// length as it passes to the next page, times the fraction). Across the seam of a row whose ends are
    /// joined no dot moves: the dots cannot be cut as the mark is.
    mutating func updateSwap() {
        swapIndex = Int.min
        swapShift = 0
        swapAdvance = 0
        guard effectKind == .swap, numberOfPages > 0 else { return }
        let (k, f) = markPosition
        let partner = k + visiblePageCount
        // Nothing trades places across a seam that every page shows (nor in a loop whose span is every page).
        let pastSeam = loopShowsEveryPage && partner >= numberOfPages
        guard f > 0, !pastSeam else { return }
        swapIndex = partner
        swapShift = f * metrics.pitch * Double(visiblePageCount)
        swapAdvance = f * (metrics.pitch + extraLength * (1 - f))
    }

    /// The same layout with the window's leading end at `start` (clamped to the pages unless the row
    /// wraps), used while a scrub holds the window still and while the window springs back after one.
    func withWindowStart(_ start: Double) -> IndicatorLayout {
        guard numberOfPages > visibleCount, !isTrack else { return self }
        var copy = self
        copy.setWindow(start: start)
        return copy
    }
}
