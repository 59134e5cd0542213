/// The appearance properties a control or the appearance proxy may set; nil means "not set here".
struct AppearanceValues: Sendable, Hashable {
    var currentPageIndicatorTintColor: Color?
    var pageIndicatorTintColor: Color?
    var metrics: IndicatorMetrics?
    var indicatorEffect: IndicatorEffect?
    var indicatorPresentation: IndicatorPresentation?
    #if hasFeature(Embedded)
        // The web element has no attribute for these: in its module they are never set, and the optimiser leaves
        // out what they would change (Guides/Web.md, What the Embedded build leaves out).
        var platterColor: Color? {
            get { nil }
            set {}
        }
        var backgroundStyle: BackgroundStyle? {
            get { nil }
            set {}
        }
        var preferredIndicatorShape: IndicatorShape? {
            get { nil }
            set {}
        }
        var preferredCurrentPageIndicatorShape: IndicatorShape? {
            get { nil }
            set {}
        }
        var badgeColor: Color? {
            get { nil }
            set {}
        }
    #else
        var platterColor: Color?
        var backgroundStyle: BackgroundStyle?
        var preferredIndicatorShape: IndicatorShape?
        var preferredCurrentPageIndicatorShape: IndicatorShape?
        var badgeColor: Color?
    #endif
    #if hasFeature(Embedded)
        /// None: the web element sets no page state's look (Guides/Web.md).
        var stateStyles: [IndicatorState: IndicatorStateStyle] {
            get { [IndicatorState: IndicatorStateStyle]() }
            set {}
        }
    #else
        /// The looks of page states set here (sparse; a missing state falls back).
        var stateStyles = [IndicatorState: IndicatorStateStyle]()
    #endif
}
