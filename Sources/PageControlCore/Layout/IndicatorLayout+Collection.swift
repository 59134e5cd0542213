extension IndicatorLayout {
    /// The index of the first visible dot, 0.
    @inlinable public var startIndex: Int { 0 }
    /// One past the index of the last visible dot, ``count``.
    @inlinable public var endIndex: Int { count }
    /// The index after `i`.
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    /// The visible dot at `index` (0 is the first visible dot, not page 0).
    ///
    /// - Precondition: `0 <= index < count`.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    @inlinable public subscript(index: Int) -> Indicator {
        precondition(index >= 0 && index < count, "Indicator index is outside the visible dots.")
        return indicator(slot: firstSlot + index)
    }

    /// The dot of the open end's slot `index` (0 is the slot right after the last page) while ``hasMorePages``:
    /// where it goes and how far it has tapered. Its ``Indicator/page`` is the page it stands for, past the last
    /// one; its emphasis is 0.
    ///
    /// - Precondition: `0 <= index < openEndCount`.
    public func openEndIndicator(at index: Int) -> Indicator {
        precondition(index >= 0 && index < openEndCount, "Open end index is outside the open end's visible slots.")
        let dot = indicator(slot: firstSlot + count + index)
        guard shrinkingCount == 0 else { return dot }
        // A row too short to taper (fewer than four slots) draws its one open slot at half size.
        let f = dot.frame
        let frame = Rect(x: f.midX - f.width / 4, y: f.midY - f.height / 4, width: f.width / 2, height: f.height / 2)
        return Indicator(page: dot.page, frame: frame, scale: dot.scale / 2, emphasis: 0)
    }

    /// The dot of `page`, or nil when the page is out of range or outside the window.
    ///
    /// - Complexity: O(1).
    public func indicator(forPage page: Int) -> Indicator? {
        guard page >= 0, page < numberOfPages else { return nil }
        if isTrack { return page == trackPage ? trackIndicator : nil }
        let index = self.index(ofPage: page)
        return index < count ? indicator(slot: firstSlot + index) : nil
    }

    /// Where a page's dot is among the visible dots: its distance from the first visible page along the row
    /// (round the loop in a looping row), which is at or past ``count`` for a page outside the window.
    func index(ofPage page: Int) -> Int {
        let first = firstVisiblePage
        guard wrapsAround else { return page >= first ? page - first : Int.max }
        return page >= first ? page - first : page + (numberOfPages - first)
    }

    /// The page a slot stands for: the origin plus the slot, taken round the loop in a looping row.
    @usableFromInline func page(ofSlot slot: Int) -> Int {
        guard wrapsAround, numberOfPages > 0 else { return origin + slot }
        return CoreMath.wrappedSum(origin, slot, modulo: numberOfPages)
    }

    /// The dot of one slot (counted from ``origin``); it need not be visible.
    ///
    /// Its emphasis is 1 over the span from the position, falling to 0 one page either side of it; it shrinks
    /// at a scrolled end (and while pages grow in or out), grows with a scale effect, and takes its place
    /// along the row after the dots before it, the current one (longer when the metrics say so) included.
    @inlinable func indicator(slot index: Int) -> Indicator {
        if isTrack { return trackIndicator }
        let k = Double(index)
        let ahead = k - (wrapsAround ? offset(near: k) : offset)
        let emphasis = Swift.max(0, 1 - (ahead < 0 ? -ahead : Swift.max(ahead - Double(visiblePageCount - 1), 0)))
        let page = wrapsAround ? self.page(ofSlot: index) : origin + index
        let slot = k - windowOffset
        var scale = hiddenBefore > 0 || hiddenAfter > 0 ? endsScale(ofSlot: slot) : 1
        if let count = animatedPageCount, page < numberOfPages { scale *= CoreMath.clamp(count - Double(page), 0, 1) }
        let extra = extraLength
        let length = metrics.resolvedIndicatorLength + extra * emphasis
        var lead = slot * metrics.pitch
        if extra != 0 { lead += extra * currentLengthBefore(slot: k, ahead: ahead) }
        if case .swap = effect { lead += swapOffset(ofSlot: index) }
        var grown = scale
        if case .scale = effect { grown *= 1 + scaleGain * emphasis }
        let along = length * grown
        let across = metrics.diameter * grown
        let vertical = direction.isVertical
        let sense = self.sense
        let start = (vertical ? bounds.midY : bounds.midX) - sense * rowLength / 2
        let center = start + sense * (lead + length / 2)
        let middle = vertical ? bounds.midX : bounds.midY
        let frame =
            vertical
            ? Rect(x: middle - across / 2, y: center - along / 2, width: across, height: along)
            : Rect(x: center - along / 2, y: middle - across / 2, width: along, height: across)
        return Indicator(page: page, frame: frame, scale: scale, emphasis: emphasis)
    }

    /// The one indicator of a track (``isTrack``): the displayed page's, as long as the row.
    @usableFromInline var trackIndicator: Indicator {
        let thickness = metrics.diameter
        let start = Swift.min(axisOrigin, axisOrigin + sense * rowLength)
        let frame =
            direction.isVertical
            ? Rect(x: crossCenter - thickness / 2, y: start, width: thickness, height: rowLength)
            : Rect(x: start, y: crossCenter - thickness / 2, width: rowLength, height: thickness)
        return Indicator(page: trackPage, frame: frame, scale: 1, emphasis: 1)
    }

    /// The page a track shows: the position rounded to the nearest page (round the loop in a looping row).
    var trackPage: Int {
        guard numberOfPages > 0 else { return 0 }
        return page(ofSlot: CoreMath.floorInt(offset.rounded()))
    }

    /// The position counted from ``origin``, or in a looping row the copy of it (plus or minus whole loops)
    /// nearest to slot `k`.
    @usableFromInline func offset(near k: Double) -> Double {
        guard wrapsAround, numberOfPages > 0 else { return offset }
        let n = Double(numberOfPages)
        return offset + n * ((k - offset) / n).rounded()
    }

    /// The current dot's extra length over the others' (a pill, a longer current line), or 0.
    @inlinable var extraLength: Double { metrics.resolvedCurrentIndicatorLength - metrics.resolvedIndicatorLength }

    /// The scale effect's extra growth of the current dot (its factor − 1), or 0 for other effects.
    @inlinable var scaleGain: Double { effect.scaleFactor - 1 }

    /// +1 when the row runs along its axis (left to right, top to bottom), −1 when it runs against it.
    @inlinable var sense: Double { direction.isReversed ? -1 : 1 }

    /// The bounds coordinate of the row's leading end along its axis.
    var axisOrigin: Double {
        (direction.isVertical ? bounds.midY : bounds.midX) - sense * rowLength / 2
    }

    /// The bounds coordinate of the row's centre line across its axis.
    var crossCenter: Double { direction.isVertical ? bounds.midX : bounds.midY }

    /// How many current dots' worth of extra length (a longer current dot's, 0…span) lies before slot `k`, whose
    /// dot is `ahead` pages past the position: the span from the position, clamped, or in a looping row that
    /// shows every page the part of the span (round the seam) that lies in the row before the slot, so the
    /// dots never overlap however the span straddles the seam.
    @usableFromInline func currentLengthBefore(slot k: Double, ahead: Double) -> Double {
        let span = Double(visiblePageCount)
        guard loopShowsEveryPage else { return Swift.min(Swift.max(ahead, 0), span) }
        let n = Double(numberOfPages)
        func within(_ start: Double) -> Double { Swift.max(0, Swift.min(start + span, k) - Swift.max(start, 0)) }
        return within(offset) + within(offset - n)
    }

    /// The size factor of a slot from the ends that hide pages: the smaller of the two ends' scales, each
    /// blended from 1 by how many pages (0…1) hide beyond it.
    @usableFromInline func endsScale(ofSlot slot: Double) -> Double {
        // Past the shrinking dots an end's scale is 1 (at least 4/3 before its clamp), so only they are worked out.
        let shrinking = Double(shrinkingCount + 1)
        if slot >= shrinking, Double(visibleCount - 1) - slot >= shrinking { return 1 }
        let fromEnd = Double(visibleCount - 1) - slot
        var scale = 1.0
        if hiddenBefore > 0, slot < shrinking {
            scale = 1 - (1 - endScale(ofSlot: slot)) * hiddenBefore
        }
        if hiddenAfter > 0, fromEnd < shrinking {
            scale = Swift.min(scale, 1 - (1 - endScale(ofSlot: fromEnd)) * hiddenAfter)
        }
        return scale
    }

    /// The scale of a dot `slot` slots in from a shrunk end (0 is the outermost visible slot): the
    /// outermost of ``shrinkingCount`` shrunk dots is 1/3 and each slot inwards adds 1/3 up to a full dot;
    /// a dot sliding in from beyond the end (slot between −1 and 0) grows from nothing to the outermost
    /// scale, so the row stays continuous.
    func endScale(ofSlot slot: Double) -> Double {
        let outermost = 1 - Double(shrinkingCount) / 3
        return slot >= 0 ? Swift.min(1, outermost + slot / 3) : outermost * Swift.max(slot + 1, 0)
    }
}
