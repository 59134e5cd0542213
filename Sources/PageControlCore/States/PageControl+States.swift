extension PageControl {
    /// The states, moved out of their storage (left empty until ``keepStates(_:)``), so that changing them copies
    /// nothing and no access to the storage spans the change (the optimiser then checks none at run time).
    func takeStates() -> IndicatorStates {
        let states = storedIndicatorStates
        storedIndicatorStates = IndicatorStates()
        return states
    }

    /// Keeps `states` as ``indicatorStates`` without the pages past the page count, and the look takes the
    /// states' looks.
    func keepStates(_ states: consuming IndicatorStates) {
        states.drop(from: pages.numberOfPages)
        storedIndicatorStates = states
        appearanceDidChange()
    }

    /// Marks the pages a person is leaving visited, when ``IndicatorStates/tracksVisitedPages`` is on.
    func markVisited(leaving from: Int, for to: Int) {
        guard indicatorStates.tracksVisitedPages, from != to else { return }
        _ = indicatorStates.markVisited(leaving: from, for: to, in: pages)
    }

    /// Drops the states of pages at or past `count` (after the page count is lowered).
    func dropStates(from count: Int) {
        guard !storedIndicatorStates.isEmpty else { return }
        keepStates(takeStates())
    }
}
