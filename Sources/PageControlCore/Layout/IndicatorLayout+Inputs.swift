// The position as read back, and the rules the initialiser resolves its inputs by: the shrinking margin, the origin
// of the page count, a loop's offset, the effect and shape a presentation draws.
extension IndicatorLayout {
    /// The continuous position: clamped to 0…numberOfPages − visiblePageCount (0 with no pages; NaN becomes
    /// 0), or in a looping row taken modulo the page count into 0..<numberOfPages. Far up a row of more than
    /// 2^53 pages it reads back as the nearest `Double`.
    public var position: Double {
        let p = Double(origin) + offset
        guard wrapsAround, numberOfPages > 0 else { return p }
        return CoreMath.positiveRemainder(p, Double(numberOfPages))
    }

    /// The fractional slot at the leading end of the window: 0 when the window does not scroll, a whole
    /// page at a whole position. In a wrapping layout it may be negative or beyond the last page (the row
    /// is an endless loop).
    public var windowStart: Double { Double(origin) + windowOffset }

    /// Whether the window scrolls: more pages (and slots of the open end) than slots.
    var scrolls: Bool { numberOfPages + openSlots > visibleCount }

    /// The first page with a visible dot.
    public var firstVisiblePage: Int { page(ofSlot: firstSlot) }

    /// The margin of a window of `v` slots: clamp((v − 2) / 2, 0, 2).
    static func margin(visible v: Int) -> Int { Swift.min(Swift.max((v - 2) / 2, 0), 2) }

    /// Whether the row loops and shows every page at once, so its seam is on screen between its two ends (a
    /// looping window instead scrolls past the seam endlessly).
    var loopShowsEveryPage: Bool { wrapsAround && numberOfPages <= visibleCount }

    /// The page everything is counted from: 0 while every page is a `Double` exactly, else the resting page
    /// when the position is near it (within ``nearbyPages``, round the loop in a looping row), else the page
    /// nearest the position (a spring far up an endless feed, on its way across many pages).
    static func origin(pages n: Int, lastStart: Int, position: Double, restingPage: Int?, wrapsAround: Bool) -> Int {
        guard n > exactPageLimit else { return 0 }
        let upper = wrapsAround ? n - 1 : lastStart
        if let restingPage, (0...upper).contains(restingPage) {
            var distance = position - Double(restingPage)
            if wrapsAround { distance -= Double(n) * (distance / Double(n)).rounded() }
            if Swift.abs(distance) <= nearbyPages { return restingPage }
        }
        let page = CoreMath.nearestIndex(
            wrapsAround ? CoreMath.positiveRemainder(position, Double(n)) : position, upper: upper)
        return page
    }

    /// How far (in pages) the position may be from the page it rests on for a layout to count from that page:
    /// 2^20, far beyond any window, well within a `Double`'s whole numbers.
    static let nearbyPages = 1_048_576.0

    /// A looping row's position counted from `origin`: taken modulo the page count, and then, from an origin
    /// other than 0, the copy of it (whole loops of `n` pages apart) nearest the origin.
    static func loopOffset(_ position: Double, origin: Int, pages n: Int) -> Double {
        let p = CoreMath.positiveRemainder(position, Double(n))
        guard origin != 0 else { return p }
        let local = p - Double(origin)
        return local - Double(n) * (local / Double(n)).rounded()
    }

    /// The effect as a presentation draws it: dots draw any, lines always move a mark (a slide unless the
    /// effect has a mark of its own), segments and the number none.
    static func drawnEffect(_ effect: IndicatorEffect, presentation: IndicatorPresentation) -> IndicatorEffect {
        switch presentation {
        case .dots:
            if case .scale = effect { return .scale(effect.scaleFactor) }
            return effect
        case .lines: return effect.hasMark ? effect : .slide
        case .segments, .numeric: return .none
        }
    }

    /// How a presentation shapes the row: whether it is one track and how long. Segments take their length
    /// from the bounds (a track below the minimum), written into the metrics' indicator length; the number's
    /// track is as long as its widest text ("888 / 888" for up to 999 pages) and as thick as a dot (the text
    /// is centred on it, so the control keeps a row of dots' height).
    static func presentationShape(
        _ presentation: IndicatorPresentation, metrics m: inout IndicatorMetrics, pages n: Int, openSlots: Int,
        axisLength: Double
    ) -> (isTrack: Bool, trackLength: Double) {
        switch presentation {
        case .dots, .lines:
            return (false, 0)
        case .segments:
            m.currentIndicatorLength = nil
            guard n > 0 else { return (false, 0) }
            let pages = Double(n + openSlots)
            // With no length to divide, each segment keeps its own, up to `maximumUnboundedSegments` of them.
            let unbounded = Double(Swift.min(n + openSlots, IndicatorPresentation.maximumUnboundedSegments))
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
            let characters = 2 * Double(CoreMath.decimalDigits(Swift.max(n, 1))) + 3 + Double(openSlots)
            return (true, characters * OverflowLabel.characterWidth * fontSize)
        }
    }
}
