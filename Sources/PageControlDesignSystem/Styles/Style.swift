/// A reusable piece of styling: a function that configures a view.
///
/// The design system's styles are `Style<PageControl>` values you call with the control:
///
/// ```swift
/// DesignSystem.shared.styles.primaryPageControl(pageControl)
///
/// let customPageControlStyle: Style<PageControl> = { pageControl in
///     pageControl.pageIndicatorTintColor = Color.translucentGray.withAlphaComponent(0.3)
///     pageControl.currentPageIndicatorTintColor = DesignSystem.shared.theme.colors.background.brand
/// }
/// ```
///
/// Styles run on the main actor, like the views they configure. Combine them with
/// ``composed(_:)``.
public typealias Style<T> = @MainActor (T) -> Void

/// Combines styles into one that applies each in turn, left to right.
///
/// Later styles win where they set the same property, so put the base style first and the
/// overrides after it. With no arguments the result does nothing.
///
/// ```swift
/// let onboarding: Style<PageControl> = composed(
///     DesignSystem.shared.styles.primaryPageControl,
///     { $0.numberOfPages = 4 }
/// )
/// onboarding(pageControl)
/// ```
///
/// - Parameter styles: The styles to apply, in order.
/// - Returns: A style that applies all of them.
public func composed<T>(_ styles: Style<T>...) -> Style<T> {
    { target in
        for style in styles {
            style(target)
        }
    }
}
