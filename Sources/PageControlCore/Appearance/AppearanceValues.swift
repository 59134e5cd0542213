/// The appearance properties a control or the appearance proxy may set; nil means "not set here".
struct AppearanceValues: Sendable, Hashable {
    var currentPageIndicatorTintColor: Color?
    var pageIndicatorTintColor: Color?
    var platterColor: Color?
    var metrics: IndicatorMetrics?
    var backgroundStyle: BackgroundStyle?
    var preferredIndicatorShape: IndicatorShape?
    var preferredCurrentPageIndicatorShape: IndicatorShape?
    var indicatorEffect: IndicatorEffect?
    var indicatorPresentation: IndicatorPresentation?
    var badgeColor: Color?
    /// The looks of page states set here (sparse; a missing state falls back).
    var stateStyles = [IndicatorState: IndicatorStateStyle]()
}
