extension PageControl {
    /// Gives a page a state (``IndicatorState``): visited, completed, attention, unavailable or one of the
    /// app's own. ``IndicatorState/normal`` removes it.
    ///
    /// States are stored sparsely: memory grows with the pages that have one, never with the page count.
    /// Pages outside 0…numberOfPages − 1 are ignored, and lowering ``numberOfPages`` drops the states of
    /// the pages removed. Setting a state never sends ``PageControlEvent/valueChanged``.
    public func setIndicatorState(_ state: IndicatorState, forPage page: Int) {
        guard page >= 0, page < pages.numberOfPages else { return }
        let state = state.canonical
        if state == .normal {
            if indicatorStates.removeValue(forKey: page) != nil { cachedStateDrawing = nil }
        } else if indicatorStates[page] != state {
            indicatorStates[page] = state
            cachedStateDrawing = nil
        }
    }

    /// The state of a page: ``IndicatorState/normal`` unless one was set (or the visited trail marked it).
    public func indicatorState(forPage page: Int) -> IndicatorState { indicatorStates[page] ?? .normal }

    /// The pages that have a state, with their states, in page order.
    ///
    /// - Complexity: O(k log k) for k pages with a state.
    public var pagesWithState: [(page: Int, state: IndicatorState)] {
        indicatorStates.keys.sorted().map { ($0, indicatorStates[$0]!) }
    }

    /// Clears every page's state (and with it the visited trail).
    public func removeAllIndicatorStates() {
        guard !indicatorStates.isEmpty else { return }
        indicatorStates = [:]
        cachedStateDrawing = nil
    }

    /// Whether each page a person leaves becomes ``IndicatorState/visited``. The default is false.
    ///
    /// A person leaves a page with a tap, a key, a scroll over the control, a scrub (every page it passes
    /// is left in turn), an accessibility action or the timer's advance. Changes made by code
    /// (``currentPage``, ``setCurrentPage(_:animated:)``, ``position`` from a scroll view) mark nothing.
    /// Only pages in the ``IndicatorState/normal`` state are marked: a completed page stays completed. With
    /// a span (``visiblePageCount``), the pages that leave the screen are marked.
    public var tracksVisitedPages: Bool {
        get { storedTracksVisitedPages }
        set { storedTracksVisitedPages = newValue }
    }

    /// Marks the pages a person is leaving visited, when ``tracksVisitedPages`` is on: the pages of the span
    /// at `from` that the span at `to` does not cover.
    func markVisited(leaving from: Int, for to: Int) {
        guard storedTracksVisitedPages, from != to else { return }
        let span = pages.span
        for offset in 0..<span {
            let page = pages.wrapsAround ? pages.wrapped(from + offset) : from + offset
            guard page < pages.numberOfPages, !pages.spanContains(page, first: to) else { continue }
            if indicatorStates[page] == nil {
                indicatorStates[page] = .visited
                cachedStateDrawing = nil
            }
        }
    }

    /// Sets how dots in a state look on this control; nil falls back to the appearance proxy's style, then
    /// to ``IndicatorStateStyle/defaultStyle(for:diameter:)``. Styling ``IndicatorState/normal`` does nothing
    /// (the other dots' colour and shape are its style).
    public func setIndicatorStyle(_ style: IndicatorStateStyle?, for state: IndicatorState) {
        let state = state.canonical
        guard state != .normal else { return }
        inputs.values.stateStyles[state] = style
    }

    /// The style set on this control for a state, or nil.
    public func indicatorStyle(for state: IndicatorState) -> IndicatorStateStyle? {
        inputs.values.stateStyles[state.canonical]
    }

    /// The states as a frame draws them, built when the states or the look change; nil with no states.
    package var stateDrawing: IndicatorStateDrawing? {
        guard !indicatorStates.isEmpty else { return nil }
        let look = resolvedAppearance
        if let cached = cachedStateDrawing, cached.look === look { return cached }
        let fresh = IndicatorStateDrawing(states: indicatorStates, look: look)
        cachedStateDrawing = fresh
        return fresh
    }

    /// Drops the states of pages at or past `count` (after the page count is lowered).
    func dropStates(from count: Int) {
        guard !indicatorStates.isEmpty else { return }
        let before = indicatorStates.count
        indicatorStates = indicatorStates.filter { $0.key < count }
        if indicatorStates.count != before { cachedStateDrawing = nil }
    }
}
