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
    }
#endif
