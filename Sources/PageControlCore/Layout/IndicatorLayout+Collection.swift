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
    @inlinable @inline(__always) public subscript(index: Int) -> Indicator {
        precondition(index >= 0 && index < count, "Indicator index is outside the visible dots.")
        return indicator(virtualIndex: firstVirtualIndex + index)
    }

    /// The visible dot at `index` without the bounds check, for callers that have made it (inlined, so a
    /// display list reads its dots without copying the layout), by ``indicator(virtualIndex:plain:)``: pass
    /// `plain: true` as a constant only for a row known to be plain (``isPlainRow``); the default, false, is
    /// right for every row.
    #if hasFeature(Embedded)
    #elseif compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    @inlinable
    package func uncheckedIndicator(at index: Int, plain: Bool = false) -> Indicator {
        indicator(virtualIndex: firstVirtualIndex + index, plain: plain)
    }

    /// The dot of `page`, or nil when the page is out of range or outside the window.
    ///
    /// - Complexity: O(1), or O(visible dots) in a wrapping row.
    public func indicator(forPage page: Int) -> Indicator? {
        guard page >= 0, page < numberOfPages else { return nil }
        if isTrack { return page == trackPage ? trackIndicator : nil }
        if !wrapsAround {
            guard page >= firstVirtualIndex, page < firstVirtualIndex + count else { return nil }
            return indicator(virtualIndex: page)
        }
        for index in 0..<count where self.page(forVirtualIndex: firstVirtualIndex + index) == page {
            return indicator(virtualIndex: firstVirtualIndex + index)
        }
        return nil
    }

    /// The page a slot index stands for: itself, or modulo the page count in a wrapping row.
    @inlinable func page(forVirtualIndex index: Int) -> Int {
        guard wrapsAround, numberOfPages > 0 else { return index }
        let r = index % numberOfPages
        return r < 0 ? r + numberOfPages : r
    }

    /// Computes the dot of one slot index; it need not be visible.
    ///
    /// This is the per-dot hot path of every frame. A plain row (``isPlainRow``) and any other run the same
    /// arithmetic, ``indicator(virtualIndex:plain:)``, chosen by that flag. The web build, optimised for size,
    /// keeps only the version for every row.
    #if hasFeature(Embedded)
        @inlinable
        func indicator(virtualIndex index: Int) -> Indicator { indicator(virtualIndex: index, plain: false) }
    #else
        #if compiler(>=6.3)
            @inline(always)
        #else
            @inline(__always)
        #endif
        @inlinable
        func indicator(virtualIndex index: Int) -> Indicator {
            isPlainRow ? indicator(virtualIndex: index, plain: true) : indicator(virtualIndex: index, plain: false)
        }
    #endif

    /// The per-dot arithmetic, the only copy of it: the dot's emphasis (1 over the span, falling to 0 one page
    /// either side), its scale at a shrunk end, its length and lead along the row, and its frame.
    ///
    /// `plain` is a constant at both call sites in ``indicator(virtualIndex:)``, so the optimiser builds two
    /// versions of this one body: with `plain` true the features a plain row cannot have (the track, the loop,
    /// the span's tail, pages growing in or out, the swap, the scale effect) are left out, with their checks
    /// and the loads of their constants. The neutral values they would have in such a row (no loop, a tail of
    /// 0, no growing count, no shift, a gain of 0) give the same numbers to the last bit, which
    /// `IndicatorLayoutCollectionTests` checks over every direction, window and position. It is `@inline(always)`
    /// (with its callers here), so `plain` is a constant wherever it is used: Swift 6.3's guaranteed inlining
    /// (SE-0496); older compilers get the hint `@inline(__always)`, and the web build, optimised for size, leaves
    /// inlining to the optimiser.
    #if hasFeature(Embedded)
    #elseif compiler(>=6.3)
        @inline(always)
    #else
        @inline(__always)
    #endif
    @inlinable
    func indicator(virtualIndex index: Int, plain: Bool) -> Indicator {
        if !plain, isTrack { return trackIndicator }
        let k = Double(index)
        var page = index
        var p = position
        if !plain, wrapsAround {
            page = self.page(forVirtualIndex: index)
            p = position(near: k)
        }
        let ahead = k - p
        // 1 over the span p … p + span − 1, falling to 0 one page either side of it.
        let emphasis = Swift.max(0, 1 - (ahead < 0 ? -ahead : Swift.max(ahead - (plain ? 0 : spanTail), 0)))
        let slot = k - windowStart
        var scale = slot < fullScaleFrom || slot > fullScaleTo ? endsScale(ofSlot: slot) : 1
        if !plain, let count = animatedPageCount { scale *= Swift.min(Swift.max(count - Double(page), 0), 1) }
        // A plain row has no `indicatorLength`, so its dots are as long as they are wide.
        let length = (plain ? metrics.diameter : metrics.resolvedIndicatorLength) + extraLength * emphasis
        var lead = slot * pitch
        if extraLength != 0 {
            lead +=
                extraLength * (plain ? Swift.min(Swift.max(ahead, 0), 1) : currentLengthBefore(slot: k, ahead: ahead))
        }
        if !plain, swapShift != 0 { lead += swapOffset(ofVirtualIndex: index) }
        let center = axisOrigin + sense * (lead + length / 2)
        let grown = plain ? scale : scale * (1 + scaleGain * emphasis)
        let along = length * grown
        let across = metrics.diameter * grown
        let frame =
            isVerticalRow
            ? Rect(x: crossCenter - across / 2, y: center - along / 2, width: across, height: along)
            : Rect(x: center - along / 2, y: crossCenter - across / 2, width: along, height: across)
        return Indicator(page: page, frame: frame, scale: scale, emphasis: emphasis)
    }

    /// The one indicator of a track (``isTrack``): the displayed page's, as long as the row.
    @usableFromInline
    var trackIndicator: Indicator {
        let page = trackPage
        let thickness = metrics.diameter
        let frame =
            isVerticalRow
            ? Rect(
                x: crossCenter - thickness / 2, y: Swift.min(axisOrigin, axisOrigin + sense * rowLength),
                width: thickness, height: rowLength)
            : Rect(
                x: Swift.min(axisOrigin, axisOrigin + sense * rowLength), y: crossCenter - thickness / 2,
                width: rowLength, height: thickness)
        return Indicator(page: page, frame: frame, scale: 1, emphasis: 1)
    }

    /// The page a track shows: the position rounded to the nearest page (modulo the count in a loop).
    var trackPage: Int {
        guard numberOfPages > 0 else { return 0 }
        let nearest = CoreMath.nearestIndex(position, upper: Int.max - 1)
        return wrapsAround ? nearest % numberOfPages : Swift.min(nearest, numberOfPages - 1)
    }

    /// The dot of a page that is known to be visible, found from the window's first page (round the loop in a
    /// looping row) instead of searched for as ``indicator(forPage:)`` does. For a page outside the window the
    /// result is a dot outside it.
    @inlinable @inline(__always)
    package func uncheckedIndicator(forVisiblePage visiblePage: Int) -> Indicator {
        var slot = visiblePage &- page(forVirtualIndex: firstVirtualIndex)
        if slot < 0 { slot &+= numberOfPages }
        return uncheckedIndicator(at: slot)
    }

    /// How many current dots' worth of extra length (a longer current dot's, 0…span) lies before slot `k`, whose
    /// dot is `ahead` pages past the position: the span from the position, clamped, or in a looping row that
    /// shows every page the part of the span (round the seam) that lies in the row before the slot, so the
    /// dots never overlap however the span straddles the seam.
    @inlinable @inline(__always)
    func currentLengthBefore(slot k: Double, ahead: Double) -> Double {
        guard loopShowsEveryPage else { return Swift.min(Swift.max(ahead, 0), spanLength) }
        let n = Double(numberOfPages)
        func within(_ start: Double) -> Double { Swift.max(0, Swift.min(start + spanLength, k) - Swift.max(start, 0)) }
        return within(position) + within(position - n)
    }

    /// How far ``IndicatorEffect/swap`` moves a slot's dot along the row: back by ``swapShift`` for the dot
    /// after the current page's span, forward by ``swapAdvance`` for the span's own dots (they travel as the
    /// mark), 0 for the rest.
    @inlinable @inline(__always)
    func swapOffset(ofVirtualIndex index: Int) -> Double {
        guard swapShift != 0 else { return 0 }
        if index == swapIndex { return -swapShift }
        let before = swapIndex &- index
        return before > 0 && before <= visiblePageCount ? swapAdvance : 0
    }

    /// The size factor of a slot from the ends that hide pages: the smaller of the two ends' scales, each
    /// blended from 1 by how many pages hide beyond it.
    @inlinable @inline(__always)
    func endsScale(ofSlot slot: Double) -> Double {
        var scale = 1.0
        if hiddenBefore > 0 {
            scale = 1 - (1 - endScale(ofSlot: slot)) * hiddenBefore
        }
        if hiddenAfter > 0 {
            scale = Swift.min(scale, 1 - (1 - endScale(ofSlot: Double(visibleCount - 1) - slot)) * hiddenAfter)
        }
        return scale
    }

    /// The scale of a dot `slot` slots in from a shrunk end (0 is the outermost visible slot): the
    /// outermost of ``shrinkingCount`` shrunk dots is 1/3 and each slot inwards adds 1/3 up to a full dot;
    /// a dot sliding in from beyond the end (slot between −1 and 0) grows from nothing to the outermost
    /// scale, so the row stays continuous.
    @inlinable @inline(__always)
    func endScale(ofSlot slot: Double) -> Double {
        slot >= 0 ? Swift.min(1, edgeScale + slot / 3) : edgeScale * Swift.max(slot + 1, 0)
    }
}
