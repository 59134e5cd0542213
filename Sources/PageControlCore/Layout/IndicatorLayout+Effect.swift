extension IndicatorLayout {
    /// How the current page is shown as the position moves; see ``IndicatorEffect``. A scale effect
    /// reads back with its factor as laid out (clamped to 0.25…3).
    public var effect: IndicatorEffect {
        switch effectKind {
        case .none: return .none
        case .worm: return .worm
        case .thinWorm: return .thinWorm
        case .slide: return .slide
        case .jump: return .jump
        case .swap: return .swap
        case .fill: return .fill
        case .scale: return .scale(scaleGain + 1)
        }
    }

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

    /// An effect's case, one byte.
    package enum EffectKind: UInt8, Sendable, Hashable {
        case none, worm, thinWorm, slide, jump, swap, fill, scale

        package init(_ effect: IndicatorEffect) {
            switch effect {
            case .none: self = .none
            case .worm: self = .worm
            case .thinWorm: self = .thinWorm
            case .slide: self = .slide
            case .jump: self = .jump
            case .swap: self = .swap
            case .fill: self = .fill
            case .scale: self = .scale
            }
        }

        /// Whether the effect has a moving mark.
        package var hasMark: Bool {
            switch self {
            case .worm, .thinWorm, .slide, .jump, .swap: return true
            case .none, .fill, .scale: return false
            }
        }
    }
}
