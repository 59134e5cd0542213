#if canImport(UIKit) && !os(watchOS)
    import PageControlCore

    // MARK: - Deprecated in 0.2, removed in 0.3

    // The core properties the view copied onto itself; a host copies none but UIKit's names.

    extension PageControlView {
        /// ``control``'s `metrics` (the dot sizes before Dynamic Type); set them on ``control`` and call
        /// ``setNeedsControlUpdate()``: a host copies no core property onto itself but UIKit's names.
        @available(*, deprecated, message: "set control.metrics, then setNeedsControlUpdate()")
        public var metrics: IndicatorMetrics? {
            get { control.metrics }
            set { update { $0.metrics = newValue } }
        }

        /// ``control``'s `indicatorEffect`; set it on ``control`` and call ``setNeedsControlUpdate()``.
        @available(*, deprecated, message: "set control.indicatorEffect, then setNeedsControlUpdate()")
        public var indicatorEffect: IndicatorEffect {
            get { control.indicatorEffect }
            set { update { $0.indicatorEffect = newValue } }
        }

        /// What stands for the pages; set ``control``'s `presentation.kind`, then ``setNeedsControlUpdate()``.
        @available(*, deprecated, message: "set control.presentation.kind, then setNeedsControlUpdate()")
        public var indicatorPresentation: IndicatorPresentation {
            get { control.layout.presentation }
            set { update { $0.presentation.kind = newValue } }
        }

        /// Whether every dot shows its page number; set ``control``'s `presentation.showsPageNumbers`, then
        /// ``setNeedsControlUpdate()``.
        @available(*, deprecated, message: "set control.presentation.showsPageNumbers, then setNeedsControlUpdate()")
        public var showsPageNumbers: Bool {
            get { control.presentation.showsPageNumbers }
            set { update { $0.presentation.showsPageNumbers = newValue } }
        }

        /// Sets what a page's dot carries; set it with ``control``'s `presentation.setContent(_:forPage:)`, then
        /// ``setNeedsControlUpdate()``.
        @available(
            *, deprecated, message: "use control.presentation.setContent(_:forPage:), then setNeedsControlUpdate()"
        )
        public func setIndicatorContent(_ content: IndicatorContent, forPage page: Int) {
            update { $0.presentation.setContent(content, forPage: page) }
        }

        /// The content set for a page; now ``control``'s `presentation.content(forPage:)`.
        @available(*, deprecated, message: "use control.presentation.content(forPage:)")
        public func indicatorContent(forPage page: Int) -> IndicatorContent {
            control.presentation.content(forPage: page)
        }
    }
#endif
