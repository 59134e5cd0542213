extension IndicatorLayout {
    /// The window's leading slot for a position: the centred start (the current page in slot
    /// (visible − 1) / 2, rounded down) or UIKit's edge rule around `anchor`, clamped to 0…pages − visible
    /// unless the row wraps, and snapped to a whole page within 10⁻⁹ of one. Positions, the anchor and the
    /// result are counted from the page `origin`.
    ///
    /// With a span of several pages, the span takes the current page's place: centred, the span's middle
    /// sits in the window's middle; at the edges, the margin keeps before its first page and after its last
    /// (less when the window has no room for both margins).
    static func windowStart(
        position p: Double, pages n: Int, origin: Int = 0, visible v: Int, margin: Int, following: WindowFollowing,
        anchor: Double, wrapsAround: Bool, span: Int = 1
    ) -> Double {
        let centred = p - Double((v - span) / 2)
        let m = Swift.min(margin, Swift.max((v - span) / 2, 0))
        var start: Double
        switch following {
        case .centered:
            start = centred
        case .edges:
            var a = anchor.isFinite ? anchor : centred
            // In a loop, take the copy of the anchor nearest the position, so the window never jumps a lap.
            if wrapsAround { a += Double(n) * ((centred - a) / Double(n)).rounded() }
            start = Swift.min(Swift.max(a, p + Double(span - 1) - Double(v - 1 - m)), p - Double(m))
        }
        if !wrapsAround { start = Swift.min(Swift.max(start, -Double(origin)), Double(n - v - origin)) }
        let whole = start.rounded()
        return Swift.abs(start - whole) <= 1e-9 ? whole : start
    }

    /// The largest coordinate or size the layout keeps (10¹⁵ points); larger finite values are lowered to it
    /// so that centres and frames stay finite.
    static let maximumCoordinate = 1e15

    /// Bounds with every non-finite value replaced by 0, negative sizes raised to 0, and huge values lowered
    /// to ±``maximumCoordinate``.
    static func sanitized(_ rect: Rect) -> Rect {
        // Usable bounds, as a control's nearly always are, come back as they are after six comparisons (NaN
        // compares false); the rest are mended one value at a time.
        let m = maximumCoordinate
        if rect.width >= 0, rect.width <= m, rect.height >= 0, rect.height <= m, Swift.abs(rect.minX) <= m,
            Swift.abs(rect.minY) <= m
        {
            return rect
        }
        func finite(_ v: Double) -> Double {
            v.isFinite ? Swift.min(Swift.max(v, -maximumCoordinate), maximumCoordinate) : 0
        }
        return Rect(
            x: finite(rect.minX), y: finite(rect.minY), width: Swift.max(finite(rect.width), 0),
            height: Swift.max(finite(rect.height), 0))
    }
}
