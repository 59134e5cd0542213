// The page-state spellings from before `indicatorStates`, kept for one minor release.

extension PageControl {
    /// Gives a page a state; now ``IndicatorStates/subscript(_:)`` of ``indicatorStates``.
    @available(*, deprecated, message: "use indicatorStates[page] = state")
    public func setIndicatorState(_ state: IndicatorState, forPage page: Int) {
        guard page >= 0, page < pages.numberOfPages else { return }
        indicatorStates[page] = state
    }

    /// The state of a page; now ``IndicatorStates/subscript(_:)`` of ``indicatorStates``.
    @available(*, deprecated, message: "use indicatorStates[page]")
    public func indicatorState(forPage page: Int) -> IndicatorState { indicatorStates[page] }

    /// The pages that have a state, in page order; now ``IndicatorStates/pages``.
    @available(*, deprecated, renamed: "indicatorStates.pages")
    public var pagesWithState: [(page: Int, state: IndicatorState)] { indicatorStates.pages }

    /// Clears every page's state; now ``IndicatorStates/removeAll()``.
    @available(*, deprecated, renamed: "indicatorStates.removeAll()")
    public func removeAllIndicatorStates() { indicatorStates.removeAll() }

    /// Whether pages a person leaves become visited; now ``IndicatorStates/tracksVisitedPages``.
    @available(*, deprecated, renamed: "indicatorStates.tracksVisitedPages")
    public var tracksVisitedPages: Bool {
        get { indicatorStates.tracksVisitedPages }
        set { indicatorStates.tracksVisitedPages = newValue }
    }

    /// Sets how dots in a state look; now ``IndicatorStates/setStyle(_:for:)``.
    @available(*, deprecated, renamed: "indicatorStates.setStyle(_:for:)")
    public func setIndicatorStyle(_ style: IndicatorStateStyle?, for state: IndicatorState) {
        indicatorStates.setStyle(style, for: state)
    }

    /// The style set for a state; now ``IndicatorStates/style(for:)``.
    @available(*, deprecated, renamed: "indicatorStates.style(for:)")
    public func indicatorStyle(for state: IndicatorState) -> IndicatorStateStyle? { indicatorStates.style(for: state) }
}
