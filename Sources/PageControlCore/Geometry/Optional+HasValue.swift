extension Optional {
    /// Whether there is a value: a test of the optional's case alone.
    ///
    /// `x != nil` on an optional of an `Equatable` type type-checks as `Equatable`'s `!=` on two optionals (Swift
    /// 6.3), and where the type is not small the optimiser may leave the comparison of two values in place of the
    /// test: the web module is smaller with this where a frame asks it of a layout's indicator, an outline colour or
    /// the metrics (Guides/Web.md). Inlinable, so that a frame in another module tests the case in place rather than
    /// calling a generic function (`Scripts/bench/instructions.sh`).
    @inlinable package var hasValue: Bool {
        if case .some = self { return true }
        return false
    }
}
