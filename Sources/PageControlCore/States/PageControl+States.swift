extension PageControl {
    /// After ``indicatorStates`` changed: pages past the page count are dropped, and the look takes the states'
    /// looks.
    func indicatorStatesDidChange() {
        storedIndicatorStates.drop(from: pages.numberOfPages)
        appearanceDidChange()
    }

    /// Marks the pages a person is leaving visited, when ``IndicatorStates/tracksVisitedPages`` is on.
    func markVisited(leaving from: Int, for to: Int) {
        guard indicatorStates.tracksVisitedPages, from != to else { return }
        _ = indicatorStates.markVisited(leaving: from, for: to, in: pages)
    }

    /// Drops the states of pages at or past `count` (after the page count is lowered).
    func dropStates(from count: Int) {
        guard !indicatorStates.isEmpty else { return }
        indicatorStatesDidChange()
    }
}
