import PageControlCore

/// The indicator effect's mark: the capsule that moves over the dots (worm, slide, jump and swap effects).
extension InvariantChecker {
    /// The effect's mark is finite, each of its pieces inside the row along its axis (the content frame and
    /// the dots as they stand, so a swap cannot leave its mark beyond the dot it moved back) and inside the
    /// bounds (or the dots, where they stand outside small bounds) across it; cut at a looping row's seam,
    /// its pieces touch the row's two ends and add up to the mark's length between two neighbours; and at a
    /// whole position it is the current dot (with a span of pages on screen, the frame over the span's dots).
    func checkMark(_ layout: IndicatorLayout, into violations: inout [String]) {
        guard let whole = layout.mark else {
            if layout.effect.hasMark { violations.append("no mark for \(layout.effect) with \(layout.count) dots") }
            return
        }
        let mark = whole.frame
        let pieces = [mark] + (whole.wrappedFrame.map { [$0] } ?? [])
        for piece in pieces where !Self.isValid(piece) {
            return violations.append("mark piece \(piece) is not a valid frame")
        }
        let row = layout.contentFrame
        let bounds = layout.bounds
        let slack = 1e-9 * max(1, abs(row.maxX), abs(row.maxY), abs(row.minX), abs(row.minY))
        let vertical = layout.direction.isVertical
        func along(_ r: Rect) -> (Double, Double) { vertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        let (rowLow, rowHigh) = along(row)
        var dots = (Double.infinity, -Double.infinity)
        for dot in layout {
            let (low, high) = along(dot.frame)
            dots = (min(dots.0, low), max(dots.1, high))
        }
        // The dots' extent counts only for a row whose dots all stand inside it and hold still in number: not a
        // window of one or two dots (where every dot may be shrinking) or bounds smaller than the dots (the mark
        // keeps to the row while the dots may not), not while pages grow in or out, nor while a window springs
        // back after a scrub with the span partly outside it.
        let dotsInRow =
            dots.0 >= rowLow - slack && dots.1 <= rowHigh + slack && layout.visibleCount > 2
            && layout.animatedPageCount == nil
            && abs(layout.position) < 0x1p32 && Self.markDotsAreVisible(layout)
        let across =
            vertical
            ? (min(bounds.minX, row.minX), max(bounds.maxX, row.maxX))
            : (min(bounds.minY, row.minY), max(bounds.maxY, row.maxY))
        for piece in pieces {
            let (low, high) = along(piece)
            let (crossLow, crossHigh) = vertical ? (piece.minX, piece.maxX) : (piece.minY, piece.maxY)
            if low < rowLow - slack || high > rowHigh + slack || crossLow < across.0 - slack
                || crossHigh > across.1 + slack
            {
                violations.append("mark \(piece) leaves the row \(row) or the bounds \(bounds)")
            }
            // A mark of no length (squeezed by bounds smaller than the dots) has nothing to leave. A swap's dot
            // travels with the mark but keeps its own length as its emphasis fades, so with a current dot longer
            // than the others (a pill) the mark may reach past it by that difference.
            let leeway =
                layout.effect == .swap ? layout.metrics.resolvedCurrentIndicatorLength - layout.metrics.diameter : 0
            if dotsInRow, high - low > slack, low < dots.0 - slack - leeway || high > dots.1 + slack + leeway {
                violations.append("mark \(piece) of \(layout.effect) at \(layout.position) leaves the dots \(dots)")
            }
        }
        if let entering = whole.wrappedFrame {
            checkSeamPieces(leaving: mark, entering: entering, of: layout, slack: slack, into: &violations)
        }
        let position = layout.position
        let inRow = { (f: Rect) in
            vertical ? f.minY >= rowLow && f.maxY <= rowHigh : f.minX >= rowLow && f.maxX <= rowHigh
        }
        let span = layout.visiblePageCount
        if position == position.rounded(), abs(position) < 0x1p52, !layout.wrapsAround,
            let dot = layout.indicator(forPage: Int(position)),
            let end = layout.indicator(forPage: Int(position) + span - 1), inRow(dot.frame), inRow(end.frame)
        {
            // One dot exactly; a span's frame up to rounding (it is built from the dots' ends).
            let expected = span == 1 ? dot.frame : dot.frame.union(end.frame)
            let close = { (a: Double, b: Double) in abs(a - b) <= slack }
            let same =
                span == 1
                ? expected == mark
                : close(expected.minX, mark.minX) && close(expected.maxX, mark.maxX)
                    && close(expected.minY, mark.minY) && close(expected.maxY, mark.maxY)
            if !same { violations.append("at position \(position) the mark \(mark) is not the span \(expected)") }
        }
    }

    /// Whether the dots the mark spans are in the window (the current span's, and the next page's while the
    /// position lies between two pages; not so while the window springs back after a scrub), and for a swap
    /// full size.
    static func markDotsAreVisible(_ layout: IndicatorLayout) -> Bool {
        let n = Double(layout.numberOfPages)
        guard n > 0 else { return false }
        // The slots the mark spans, for the copy of the position nearest the window's middle in a loop.
        var p = layout.position
        let v = Double(layout.visibleCount)
        if layout.wrapsAround, n > v { p += n * ((layout.windowStart + (v - 1) / 2 - p) / n).rounded() }
        let k = p.rounded(.down)
        let last = k + Double(layout.visiblePageCount) - (p == k ? 1 : 0)
        let window = (layout.windowStart.rounded(.down), (layout.windowStart + v - 1).rounded(.up))
        guard n <= v || (k >= window.0 && last <= window.1) else { return false }
        let page = { (slot: Double) in
            Int(layout.wrapsAround ? slot.truncatingRemainder(dividingBy: n) : min(slot, n - 1))
        }
        guard let first = layout.indicator(forPage: page(k)), let end = layout.indicator(forPage: page(last)) else {
            return false
        }
        // A swap's dots keep their slots' end scales as they move, so beside a shrunk end its mark, blended
        // between the sizes, may reach past them by a fraction of a dot.
        return layout.effect != .swap || (first.scale == 1 && end.scale == 1)
    }

    /// A mark cut at the seam of a looping row that shows every page: the piece leaving ends where the last
    /// page's dot ends, the piece entering starts where the first page's dot starts, and with one page on
    /// screen their lengths add up to the effect's mark between two touching dots at the same fraction.
    func checkSeamPieces(
        leaving: Rect, entering: Rect, of layout: IndicatorLayout, slack: Double, into violations: inout [String]
    ) {
        let n = layout.numberOfPages
        guard layout.wrapsAround, n <= layout.visibleCount, let last = layout.indicator(forPage: n - 1),
            let first = layout.indicator(forPage: 0)
        else { return violations.append("the mark is cut in a row without a seam on screen") }
        // Extents along the row in its own sense (from its leading end), as the layout measures them.
        func along(_ r: Rect) -> Double { layout.direction.isVertical ? r.height : r.width }
        func trailing(_ r: Rect) -> Double { layout.rowInterval(r).1 }
        func leading(_ r: Rect) -> Double { layout.rowInterval(r).0 }
        if abs(trailing(leaving) - trailing(last.frame)) > slack
            || abs(leading(entering) - leading(first.frame)) > slack
        {
            violations.append("the mark's pieces \(leaving), \(entering) do not meet the seam at the row's ends")
        }
        let f = layout.position - Double(n - 1)
        guard layout.visiblePageCount == 1, f >= 0 else { return }
        let (a, b) = (along(last.frame), along(first.frame))
        var expected: Double
        switch layout.effect {
        case .worm, .thinWorm: expected = f <= 0.5 ? a + 2 * f * b : b + 2 * (1 - f) * a
        default: expected = a + f * (b - a)
        }
        // In a loop of two pages a worm can reach round to its own tail: then it covers the row, no more.
        expected = min(expected, trailing(last.frame) - leading(first.frame))
        let total = along(leaving) + along(entering)
        if abs(total - expected) > slack * 10 {
            violations.append("the mark's pieces at \(layout.position) add up to \(total), not \(expected)")
        }
    }
}
