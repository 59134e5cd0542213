#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import UIKit

    extension PageControlAppearance {
        /// Copies this proxy's two tint colours to `UIPageControl.appearance()`, so that stock page controls
        /// created afterwards look like ``PageControlView``s.
        ///
        /// The copy goes one way, from the core's proxy (the source of truth, which the design system and
        /// token files set) to UIKit's, and only when called: later changes to either proxy are not mirrored.
        /// A nil colour here resets UIKit's to its default. Other values (metrics, shapes, platter) have no
        /// UIKit counterpart.
        ///
        /// ```swift
        /// PageControl.appearance().currentPageIndicatorTintColor = DesignSystem.shared.colors.onBackground.brand
        /// PageControl.appearance().copyTintColorsToUIPageControlAppearance()
        /// ```
        public func copyTintColorsToUIPageControlAppearance() {
            let proxy = UIPageControl.appearance()
            proxy.currentPageIndicatorTintColor = currentPageIndicatorTintColor.map { UIColor($0) }
            proxy.pageIndicatorTintColor = pageIndicatorTintColor.map { UIColor($0) }
        }
    }
#endif
