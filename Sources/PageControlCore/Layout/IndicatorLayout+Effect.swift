extension IndicatorLayout {
    /// How far the effect draws past the row's resting dots, at each side: `along` past either end of the row
    /// (the scale effect's current dot, grown about its centre at the first or last page), `across` above and
    /// below it (the same dot, grown across). 0 for every effect but ``IndicatorEffect/scale(_:)`` with a factor
    /// above 1, which reaches (factor − 1) × half the current dot's length along and half its diameter across.
    ///
    /// ``contentSize`` makes room for it, and the window counts it when it fits dots in the bounds, so an effect
    /// never draws outside a control of its own size. The moving marks need no room: they stay on the dots, and
    /// ``IndicatorEffect/jump`` lifts its mark only as far as the bounds allow.
    package var effectReach: (along: Double, across: Double) {
        Self.effectReach(metrics: metrics, scaleGain: scaleGain)
    }

    /// ``effectReach`` for the metrics and scale gain (the scale factor − 1) a layout is built with.
    static func effectReach(metrics m: IndicatorMetrics, scaleGain: Double) -> (along: Double, across: Double) {
        let gain = Swift.max(scaleGain, 0)
        return (gain * m.resolvedCurrentIndicatorLength / 2, gain * m.diameter / 2)
    }

    /// The room kept at each end of the row, along it: the metrics' padding, or the effect's reach where that is
    /// larger (the padding holds what it can).
    static func endInset(metrics m: IndicatorMetrics, scaleGain: Double) -> Double {
        Swift.max(m.horizontalPadding, effectReach(metrics: m, scaleGain: scaleGain).along)
    }

    /// How ``IndicatorEffect/swap`` moves a slot's dot along the row while the position is between pages: the
    /// dot after the current page's span goes back by `shift` (a pitch for each page of the span, times the
    /// fraction), and the span's own dots go forward by `advance` (one pitch, and the current dot's extra length
    /// as it passes to the next page, times the fraction), so they trade places under the mark. Nil at a whole
    /// position, and across the seam of a row whose ends are joined (the dots cannot be cut as the mark is).
    var swap: (partner: Int, shift: Double, advance: Double)? {
        guard effect == .swap, numberOfPages > 0 else { return nil }
        let (k, f) = markPosition
        let partner = k + visiblePageCount
        // Nothing trades places across a seam that every page shows (nor in a loop whose span is every page).
        let pastSeam = loopShowsEveryPage && partner >= numberOfPages - origin
        guard f > 0, !pastSeam else { return nil }
        return (
            partner, f * metrics.pitch * Double(visiblePageCount),
            f * (metrics.pitch + extraLength * (1 - f))
        )
    }

    /// How far ``IndicatorEffect/swap`` moves a slot's dot along the row: back for the dot after the current
    /// page's span, forward for the span's own dots (they travel with the mark), 0 for the rest.
    @usableFromInline func swapOffset(ofSlot index: Int) -> Double {
        guard let swap else { return 0 }
        if index == swap.partner { return -swap.shift }
        let before = swap.partner - index
        return before > 0 && before <= visiblePageCount ? swap.advance : 0
    }
}
