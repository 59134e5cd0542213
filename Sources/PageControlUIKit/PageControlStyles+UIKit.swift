#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlDesignSystem
    import UIKit

    extension PageControlStyle {
        /// Sets a stock `UIPageControl`'s two tint colours; nothing else is changed.
        ///
        /// ```swift
        /// let style: Style<UIPageControl> = DesignSystem.shared.styles.primary.apply(to:)
        /// ```
        @MainActor
        public func apply(to pageControl: UIPageControl) {
            pageControl.currentPageIndicatorTintColor = UIColor(currentPageIndicatorTintColor)
            pageControl.pageIndicatorTintColor = UIColor(pageIndicatorTintColor)
        }

        /// Sets a ``PageControlView``'s two tint colours and redraws it; nothing else is changed.
        @MainActor
        public func apply(to pageControlView: PageControlView) {
            apply(to: pageControlView.control)
            pageControlView.setNeedsControlUpdate()
        }
    }

    /// UIKit overloads of the design system's styles, as its page shows them:
    ///
    /// ```swift
    /// let pageControl = UIPageControl()            // or PageControlView()
    /// DesignSystem.shared.styles.primaryPageControl(pageControl)
    /// ```
    ///
    /// They are disfavoured, so that `styles.primaryPageControl` used as a value still means the core style.
    extension PageControlStyles {
        /// Applies the primary style (for a brand background) to a stock `UIPageControl`.
        @_disfavoredOverload @MainActor
        public func primaryPageControl(_ pageControl: UIPageControl) { primary.apply(to: pageControl) }

        /// Applies the secondary style (for the primary surface) to a stock `UIPageControl`.
        @_disfavoredOverload @MainActor
        public func secondaryPageControl(_ pageControl: UIPageControl) { secondary.apply(to: pageControl) }

        /// Applies the primary style (for a brand background) to a ``PageControlView``.
        @_disfavoredOverload @MainActor
        public func primaryPageControl(_ pageControlView: PageControlView) { primary.apply(to: pageControlView) }

        /// Applies the secondary style (for the primary surface) to a ``PageControlView``.
        @_disfavoredOverload @MainActor
        public func secondaryPageControl(_ pageControlView: PageControlView) { secondary.apply(to: pageControlView) }
    }
#endif
