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
            self == .worm || self == .thinWorm || self == .slide || self == .jump || self == .swap
        }
    }
}
