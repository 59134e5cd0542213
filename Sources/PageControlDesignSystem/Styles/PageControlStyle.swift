import PageControlCore

/// A page control's colours as plain data, readable without a `PageControl`.
///
/// Hosts other than `PageControl` (a UIKit adapter, a command-line audit) can read the design
/// system's colours from here:
///
/// ```swift
/// let style = PageControlStyle.primary(in: .default, scheme: .light)
/// style.currentPageIndicatorTintColor.hexString  // "#FFFFFF"
/// style.pageIndicatorTintColor.hexString         // "#FFFFFF4D"
/// style.intendedBackground?.hexString            // "#1A56DB"
/// ```
public struct PageControlStyle: Sendable, Hashable {
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor: Color
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor: Color
    /// The background the style is designed for, used by ``ContrastAudit/init(style:)``;
    /// `nil` when unknown (the default for custom styles).
    public var intendedBackground: Color?

    /// The opacity of the primary style's other dots: 0.3.
    public static let primaryPageIndicatorAlpha = 0.3
    /// The opacity of the secondary style's other dots: 0.4.
    public static let secondaryPageIndicatorAlpha = 0.4

    /// Creates a style from its colours.
    ///
    /// - Parameters:
    ///   - currentPageIndicatorTintColor: The current page's dot.
    ///   - pageIndicatorTintColor: The other pages' dots.
    ///   - intendedBackground: The background it is designed for. The default is `nil`.
    public init(currentPageIndicatorTintColor: Color, pageIndicatorTintColor: Color, intendedBackground: Color? = nil) {
        self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        self.pageIndicatorTintColor = pageIndicatorTintColor
        self.intendedBackground = intendedBackground
    }

    /// The primary style, for a page control on `colors.background.brand`.
    ///
    /// The current dot is `colors.onBackground.brand`; the other dots are the same colour at
    /// 30 % alpha (``primaryPageIndicatorAlpha``).
    ///
    /// - Parameters:
    ///   - theme: The theme to read. The default is ``Theme/default``.
    ///   - scheme: The appearance. The default is ``Theme/Appearance/light``.
    public static func primary(in theme: Theme = .default, scheme: Theme.Appearance = .light) -> PageControlStyle {
        let colors = theme.colors(for: scheme)
        let dot = colors.onBackground.brand
        return PageControlStyle(
            currentPageIndicatorTintColor: dot,
            pageIndicatorTintColor: dot.withAlphaComponent(primaryPageIndicatorAlpha),
            intendedBackground: colors.background.brand
        )
    }

    /// The secondary style, for a page control on `colors.surface.primary`.
    ///
    /// The current dot is `colors.foreground.default`; the other dots are the same colour at
    /// 40 % alpha (``secondaryPageIndicatorAlpha``).
    ///
    /// - Parameters:
    ///   - theme: The theme to read. The default is ``Theme/default``.
    ///   - scheme: The appearance. The default is ``Theme/Appearance/light``.
    public static func secondary(in theme: Theme = .default, scheme: Theme.Appearance = .light) -> PageControlStyle {
        let colors = theme.colors(for: scheme)
        let dot = colors.foreground.default
        return PageControlStyle(
            currentPageIndicatorTintColor: dot,
            pageIndicatorTintColor: dot.withAlphaComponent(secondaryPageIndicatorAlpha),
            intendedBackground: colors.surface.primary
        )
    }

    /// Sets the control's two tint colours; nothing else is changed.
    @MainActor
    public func apply(to pageControl: PageControl) {
        pageControl.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        pageControl.pageIndicatorTintColor = pageIndicatorTintColor
    }

    /// The style as a ``Style`` function that calls ``apply(to:)``.
    public var style: Style<PageControl> {
        { pageControl in apply(to: pageControl) }
    }
}
