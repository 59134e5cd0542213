extension IndicatorLayout {
    /// The moving current-page mark of an ``IndicatorEffect``: a capsule drawn over the dots.
    public struct Mark: Sendable, Hashable {
        /// The mark's frame in the control's bounds coordinates; at a whole position, the current dot's frame.
        public var frame: Rect

        /// Creates a mark.
        public init(frame: Rect) {
            self.frame = frame
        }
    }

    /// The moving mark of ``effect``, or nil for effects without one (``IndicatorEffect/none``,
    /// ``IndicatorEffect/fill``, ``IndicatorEffect/scale(_:)``) and for an empty layout.
    ///
    /// It is built from the frames of the two dots the position lies between, so it follows their size at
    /// a shrunk end, runs across a looping row's seam and mirrors with the direction; see
    /// ``IndicatorEffect`` for each effect's geometry. With ``snapsMark`` it sits on the nearest page.
    ///
    /// - Complexity: O(1), or O(visible dots) in a wrapping row.
    public var mark: Mark? {
        guard effectKind.hasMark, count > 0 else { return nil }
        let (k, f) = markPosition
        let here = spanFrame(from: k)
        guard f > 0, wrapsAround || k + visiblePageCount < numberOfPages else {
            let (low, high) = rowInterval(here)
            let (rowLow, rowHigh) = rowInterval(contentFrame)
            // The current dot itself, exactly, unless it stands outside the row.
            if low >= rowLow, high <= rowHigh { return Mark(frame: here) }
            return Mark(frame: rect((low, high), thickness: crossSize(here), lift: 0))
        }
        let next = spanFrame(from: nextMarkIndex(after: k))
        let (a0, a1) = rowInterval(here)
        let (b0, b1) = rowInterval(next)
        let thickness = crossSize(here) + (crossSize(next) - crossSize(here)) * f
        switch effectKind {
        case .worm, .thinWorm:
            let interval = f <= 0.5 ? (a0, a1 + 2 * f * (b1 - a1)) : (a0 + (2 * f - 1) * (b0 - a0), b1)
            let thin = effectKind == .thinWorm ? thickness * (1 - Swift.min(f, 1 - f)) : thickness
            return Mark(frame: rect(interval, thickness: thin, lift: 0))
        default:
            let start = a0 + f * (b0 - a0)
            let length = (a1 - a0) + f * ((b1 - b0) - (a1 - a0))
            let lift = effectKind == .jump ? thickness * CoreMath.sine(Double.pi * f) : 0
            return Mark(frame: rect((start, start + length), thickness: thickness, lift: lift))
        }
    }

    /// The frame over the dots of a span of ``visiblePageCount`` slots from `first` (one dot's frame for a
    /// span of 1): from its first dot to its last, which the row's order puts at its two ends. The dot
    /// ``IndicatorEffect/swap`` moves back counts where it was, so the mark goes there.
    func spanFrame(from first: Int) -> Rect {
        func frame(_ index: Int) -> Rect {
            var dot = indicator(virtualIndex: index).frame
            if index == swapIndex {
                if isVerticalRow { dot.origin.y += sense * swapShift } else { dot.origin.x += sense * swapShift }
            }
            return dot
        }
        let head = frame(first)
        guard visiblePageCount > 1 else { return head }
        return head.union(frame(nextIndex(first, plus: visiblePageCount - 1)))
    }

    /// The slot index `offset` slots after `index`, going round to page 0 in a looping row that shows
    /// every page (as ``nextMarkIndex(after:)``).
    func nextIndex(_ index: Int, plus offset: Int) -> Int {
        wrapsAround && numberOfPages <= visibleCount && numberOfPages > 0
            ? (index + offset) % numberOfPages : index + offset
    }

    /// The slot index of the dot at or before the position the mark follows, and how far past it the
    /// position is (0…1): the position (rounded with ``snapsMark``), in a wrapping row the copy nearest the
    /// window's middle.
    var markPosition: (index: Int, fraction: Double) {
        var p = position
        let loopsInWindow = wrapsAround && numberOfPages > visibleCount
        if loopsInWindow { p = position(near: windowStart + Double(visibleCount - 1) / 2) }
        if snapsMark {
            p = p.rounded()
            if wrapsAround, !loopsInWindow, numberOfPages > 0 {
                p = CoreMath.positiveRemainder(p, Double(numberOfPages))
            }
        }
        let k = p.rounded(.down)
        return (CoreMath.floorInt(k), p - k)
    }

    /// The slot index of the dot after slot `k` that the mark moves to: the next slot, or page 0 after the
    /// last page of a looping row that shows every page (the mark runs back across the row).
    func nextMarkIndex(after k: Int) -> Int {
        wrapsAround && numberOfPages <= visibleCount && numberOfPages > 0 ? (k + 1) % numberOfPages : k + 1
    }

    /// A frame's extent along the row, in the row's own sense (growing from its leading end).
    func rowInterval(_ frame: Rect) -> (Double, Double) {
        let (low, high) = isVerticalRow ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        return sense > 0 ? (low, high) : (-high, -low)
    }

    /// A frame's thickness across the row.
    func crossSize(_ frame: Rect) -> Double { isVerticalRow ? frame.width : frame.height }

    /// The rectangle over a row interval (kept within the row: a dot sliding in beyond a one-dot window, or
    /// a current dot outside a window that springs back, cannot take the mark out of it), `thickness` thick,
    /// centred on the row and lifted toward the top (the left of a vertical row) by `lift`, no further than
    /// the bounds allow.
    func rect(_ interval: (Double, Double), thickness: Double, lift: Double) -> Rect {
        let (rowLow, rowHigh) = rowInterval(contentFrame)
        let start = Swift.min(Swift.max(interval.0, rowLow), rowHigh)
        let end = Swift.min(Swift.max(interval.1, start), rowHigh)
        let (low, high) = sense > 0 ? (start, end) : (-end, -start)
        let room = Swift.max(crossCenter - thickness / 2 - (isVerticalRow ? bounds.minX : bounds.minY), 0)
        let middle = crossCenter - Swift.min(lift, room)
        return isVerticalRow
            ? Rect(x: middle - thickness / 2, y: low, width: thickness, height: high - low)
            : Rect(x: low, y: middle - thickness / 2, width: high - low, height: thickness)
    }
}
