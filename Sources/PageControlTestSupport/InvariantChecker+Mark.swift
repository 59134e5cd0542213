import PageControlCore

/// The indicator effect's mark: the capsule that moves over the dots (worm, slide, jump and swap effects).
extension InvariantChecker {
    /// The effect's mark is finite, inside the row along its axis and inside the bounds (or the dots, where
    /// they stand outside small bounds) across it, and at a whole position it is the current dot (with a
    /// span of pages on screen, the frame over the span's dots).
    func checkMark(_ layout: IndicatorLayout, into violations: inout [String]) {
        guard let mark = layout.mark?.frame else {
            if layout.effect.hasMark { violations.append("no mark for \(layout.effect) with \(layout.count) dots") }
            return
        }
        guard Self.isValid(mark) else { return violations.append("mark \(mark) is not a valid frame") }
        let row = layout.contentFrame
        let bounds = layout.bounds
        let slack = 1e-9 * max(1, abs(row.maxX), abs(row.maxY), abs(row.minX), abs(row.minY))
        let vertical = layout.direction.isVertical
        let (low, high) = vertical ? (mark.minY, mark.maxY) : (mark.minX, mark.maxX)
        let (rowLow, rowHigh) = vertical ? (row.minY, row.maxY) : (row.minX, row.maxX)
        let (crossLow, crossHigh) = vertical ? (mark.minX, mark.maxX) : (mark.minY, mark.maxY)
        let across =
            vertical
            ? (min(bounds.minX, row.minX), max(bounds.maxX, row.maxX))
            : (min(bounds.minY, row.minY), max(bounds.maxY, row.maxY))
        if low < rowLow - slack || high > rowHigh + slack || crossLow < across.0 - slack || crossHigh > across.1 + slack
        {
            violations.append("mark \(mark) leaves the row \(row) or the bounds \(bounds)")
        }
        let position = layout.position
        let inRow = { (f: Rect) in
            vertical ? f.minY >= rowLow && f.maxY <= rowHigh : f.minX >= rowLow && f.maxX <= rowHigh
        }
        let span = layout.visiblePageCount
        if position == position.rounded(), !layout.wrapsAround, let dot = layout.indicator(forPage: Int(position)),
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
}
