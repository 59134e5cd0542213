extension PageControl {
    /// After ``indicatorStates`` changed: pages past the page count are dropped, the states' looks go to the
    /// appearance inputs, and the kept drawing of the states is cleared.
    func indicatorStatesDidChange() {
        storedIndicatorStates.drop(from: pages.numberOfPages)
        inputs.setStateStyles(storedIndicatorStates.styles)
        cachedStateDrawing = nil
    }

    /// Marks the pages a person is leaving visited, when ``IndicatorStates/tracksVisitedPages`` is on.
    func markVisited(leaving from: Int, for to: Int) {
        guard indicatorStates.tracksVisitedPages, from != to else { return }
        _ = indicatorStates.markVisited(leaving: from, for: to, in: pages)
    }

    /// The states as a frame draws them, built when the states or the look change; nil with no states.
    ///
    /// Inlined, so a frame without states pays for one check, not a call.
    @inline(__always)
    package var stateDrawing: IndicatorStateDrawing? {
        storedIndicatorStates.isEmpty ? nil : keptStateDrawing()
    }

    /// The kept drawing of the states, or a fresh one when the look changed since it was made.
    @inline(never)
    func keptStateDrawing() -> IndicatorStateDrawing {
        let look = currentLook
        if let cached = cachedStateDrawing, cached.look === look { return cached }
        let fresh = IndicatorStateDrawing(states: storedIndicatorStates.byPage, look: look)
        cachedStateDrawing = fresh
        return fresh
    }

    /// Drops the states of pages at or past `count` (after the page count is lowered).
    func dropStates(from count: Int) {
        guard !indicatorStates.isEmpty else { return }
        indicatorStatesDidChange()
    }
}
