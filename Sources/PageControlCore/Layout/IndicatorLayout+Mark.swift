extension IndicatorLayout {
    /// The moving current-page mark of an ``IndicatorEffect``: a capsule drawn over the dots, cut in two
    /// where it crosses a looping row's seam.
    public struct Mark: Sendable, Hashable {
        /// The mark's frame in the control's bounds coordinates; at a whole position, the current dot's frame.
        /// While the mark crosses the seam of a looping row that shows every page, the piece still at the
        /// row's trailing end (over the last page), leaving it.
        public var frame: Rect
        /// While the mark crosses the seam of a looping row that shows every page, the piece that has come in
        /// at the row's leading end (over the first page); nil otherwise. Along the row the two pieces' lengths
        /// add up to the length of the whole mark between two neighbouring dots at the same fraction.
        public var wrappedFrame: Rect?

        /// Creates a mark of one piece, or of two across a looping row's seam.
        public init(frame: Rect, wrappedFrame: Rect? = nil) {
            self.frame = frame
            self.wrappedFrame = wrappedFrame
        }

        /// The number of pieces: 2 while the mark crosses a looping row's seam, else 1.
        public var pieceCount: Int { wrappedFrame == nil ? 1 : 2 }
    }

    /// The moving mark of ``effect``, or nil for effects without one (``IndicatorEffect/none``,
    /// ``IndicatorEffect/fill``, ``IndicatorEffect/scale(_:)``) and for an empty layout.
    ///
    /// It is built from the frames of the two dots the position lies between, so it follows their size at
    /// a shrunk end and mirrors with the direction; see ``IndicatorEffect`` for each effect's geometry. With
    /// ``snapsMark`` it sits on the nearest page. In a looping row that shows every page the row's two ends
    /// are joined at the seam: between the last page and the first the first dot follows the last one
    /// directly (the seam has no spacing of its own), and the mark is cut there, into ``Mark/frame`` leaving
    /// the trailing end and ``Mark/wrappedFrame`` entering at the leading end. A span of pages that straddles
    /// the seam is cut the same way at rest. In a looping window the pages on both sides of the seam stand
    /// side by side, so the mark crosses it whole.
    ///
    /// - Complexity: O(1).
    public var mark: Mark? {
        guard effect.hasMark, count > 0 else { return nil }
        // A loop with every page in the span: every dot is current, wherever the position is.
        let (k, f) = wrapsAround && visiblePageCount >= numberOfPages ? (-origin, 0) : markPosition
        // Where the row's ends are joined, measured once for every frame below.
        let seam = joinsEnds ? self.seam : nil
        let here = spanFrame(from: k, seam: seam)
        guard f > 0, wrapsAround || k + visiblePageCount < numberOfPages - origin else {
            let (low, high) = rowInterval(here)
            let (rowLow, rowHigh) = rowInterval(contentFrame)
            if let seam, high > seam.point {
                return cutMark((low, high), at: seam, thickness: crossSize(here), lift: 0)
            }
            // The current dot itself, exactly, unless it stands outside the row.
            if low >= rowLow, high <= rowHigh { return Mark(frame: here) }
            return Mark(frame: rect((low, high), thickness: crossSize(here), lift: 0))
        }
        let next = spanFrame(from: k + 1, seam: seam)
        let (a0, a1) = rowInterval(here)
        let (b0, b1) = rowInterval(next)
        let thickness = crossSize(here) + (crossSize(next) - crossSize(here)) * f
        let interval: (Double, Double)
        var lift = 0.0
        var thin = thickness
        switch effect {
        case .worm, .thinWorm:
            interval = f <= 0.5 ? (a0, a1 + 2 * f * (b1 - a1)) : (a0 + (2 * f - 1) * (b0 - a0), b1)
            if effect == .thinWorm { thin = thickness * (1 - Swift.min(f, 1 - f)) }
        default:
            let start = a0 + f * (b0 - a0)
            interval = (start, start + (a1 - a0) + f * ((b1 - b0) - (a1 - a0)))
            if effect == .jump { lift = thickness * CoreMath.sine(Double.pi * f) }
        }
        if let seam, interval.1 > seam.point { return cutMark(interval, at: seam, thickness: thin, lift: lift) }
        return Mark(frame: rect(interval, thickness: thin, lift: lift))
    }

    /// Whether the row's two ends are joined at a seam the mark crosses: a looping row that shows every page.
    ///
    /// Not while pages grow in or shrink out at the end (the last dot is then on its way in or out, so the
    /// mark runs along the row as in any other), nor with every page in the span (every dot is current).
    package var joinsEnds: Bool {
        loopShowsEveryPage && visiblePageCount < numberOfPages && animatedPageCount == nil
    }

    /// The seam of a row whose ends are joined, in row coordinates: `point`, the trailing end of the last
    /// page's dot at rest, and `shift`, how far along the row a slot past the last page lies from the page it
    /// stands for (the first page comes right after the last one: the last dot's trailing end less the first
    /// dot's leading end).
    var seam: (point: Double, shift: Double) {
        let point = rowInterval(restFrame(slot: numberOfPages - 1 - origin)).1
        return (point, point - rowInterval(restFrame(slot: -origin)).0)
    }

    /// The two pieces of a mark whose row interval runs past the seam: the part before it stays at the
    /// trailing end, the part after it enters at the leading end (shifted back by the seam's `shift`).
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    func cutMark(
        _ interval: (Double, Double), at seam: (point: Double, shift: Double), thickness: Double, lift: Double
    ) -> Mark {
        let (seam, shift) = seam
        let (x0, x1) = interval
        guard x0 < seam else { return Mark(frame: rect((x0 - shift, x1 - shift), thickness: thickness, lift: lift)) }
        // The entering piece never reaches back over the leaving one (a span of every page).
        let entering = (seam - shift, Swift.min(x1 - shift, x0))
        return Mark(
            frame: rect((x0, seam), thickness: thickness, lift: lift),
            wrappedFrame: rect(entering, thickness: thickness, lift: lift))
    }

    /// The frame over the dots of a span of ``visiblePageCount`` slots from `first` (one dot's frame for a
    /// span of 1), as the dots stand before ``IndicatorEffect/swap`` moves any: from its first dot to its
    /// last, which the row's order puts at its two ends. Given the `seam` of a row whose ends are joined, a
    /// slot past the last page is its page's dot moved past the seam, so a span that straddles the seam
    /// reaches beyond the trailing end and ``cutMark(_:at:thickness:lift:)`` cuts it.
    func spanFrame(from first: Int, seam: (point: Double, shift: Double)?) -> Rect {
        let head = unrolledFrame(first, seam: seam)
        guard visiblePageCount > 1 else { return head }
        return head.union(unrolledFrame(first + visiblePageCount - 1, seam: seam))
    }

    /// The rest frame of a slot, or given the `seam` of a row whose ends are joined, of a slot at or past the
    /// last page's successor: its page's dot moved past the seam.
    func unrolledFrame(_ index: Int, seam: (point: Double, shift: Double)?) -> Rect {
        guard let seam, index >= numberOfPages - origin else { return restFrame(slot: index) }
        var dot = restFrame(slot: index - numberOfPages)
        let shift = sense * seam.shift
        if direction.isVertical { dot.origin.y += shift } else { dot.origin.x += shift }
        return dot
    }

    /// A slot's dot where it stands before ``IndicatorEffect/swap`` moves it.
    func restFrame(slot index: Int) -> Rect {
        var dot = indicator(slot: index).frame
        let moved = swapOffset(ofSlot: index)
        if moved != 0 {
            if direction.isVertical { dot.origin.y -= sense * moved } else { dot.origin.x -= sense * moved }
        }
        return dot
    }

    /// The slot index of the dot at or before the position the mark follows, and how far past it the
    /// position is (0…1): the position (rounded with ``snapsMark``), in a wrapping row the copy nearest the
    /// window's middle.
    var markPosition: (index: Int, fraction: Double) {
        var p = offset
        let loopsInWindow = wrapsAround && !loopShowsEveryPage
        if loopsInWindow { p = offset(near: windowOffset + Double(visibleCount - 1) / 2) }
        if snapsMark {
            p = p.rounded()
            if wrapsAround, !loopsInWindow, numberOfPages > 0 {
                p = CoreMath.positiveRemainder(p, Double(numberOfPages))
            }
        }
        let k = p.rounded(.down)
        return (CoreMath.floorInt(k), p - k)
    }

    /// A frame's extent along the row, in the row's own sense (growing from its leading end).
    package func rowInterval(_ frame: Rect) -> (Double, Double) {
        let (low, high) = direction.isVertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
        return sense > 0 ? (low, high) : (-high, -low)
    }

    /// A frame's thickness across the row.
    func crossSize(_ frame: Rect) -> Double { direction.isVertical ? frame.width : frame.height }

    /// The rectangle over a row interval (kept within the row: a dot sliding in beyond a one-dot window, or
    /// a current dot outside a window that springs back, cannot take the mark out of it), `thickness` thick,
    /// centred on the row and lifted toward the top (the left of a vertical row) by `lift`, no further than
    /// the bounds allow.
    func rect(_ interval: (Double, Double), thickness: Double, lift: Double) -> Rect {
        let (rowLow, rowHigh) = rowInterval(contentFrame)
        let start = Swift.min(Swift.max(interval.0, rowLow), rowHigh)
        let end = Swift.min(Swift.max(interval.1, start), rowHigh)
        let (low, high) = sense > 0 ? (start, end) : (-end, -start)
        let room = Swift.max(crossCenter - thickness / 2 - (direction.isVertical ? bounds.minX : bounds.minY), 0)
        let middle = crossCenter - Swift.min(lift, room)
        return direction.isVertical
            ? Rect(x: middle - thickness / 2, y: low, width: thickness, height: high - low)
            : Rect(x: low, y: middle - thickness / 2, width: high - low, height: thickness)
    }
}
