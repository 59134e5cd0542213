import PageControlCore

extension IndicatorState {
    /// States in the order reports list them: the built-in states in `IndicatorState.builtIn` order,
    /// then custom states by name.
    ///
    /// - Complexity: O(k log k) for k states.
    static func inReportOrder(_ states: some Sequence<IndicatorState>) -> [IndicatorState] {
        func rank(_ state: IndicatorState) -> Int { builtIn.firstIndex(of: state) ?? builtIn.count }
        return states.sorted { lhs, rhs in
            rank(lhs) == rank(rhs) ? lhs.name < rhs.name : rank(lhs) < rank(rhs)
        }
    }
}
