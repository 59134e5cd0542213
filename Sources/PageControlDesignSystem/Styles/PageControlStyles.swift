import PageControlCore

/// The design system's page-control styles for one theme and appearance.
///
/// Get it from ``DesignSystem/styles`` and call a style with the control, as the design-system
/// page shows:
///
/// ```swift
/// DesignSystem.shared.styles.primaryPageControl(pageControl)
/// DesignSystem.shared.styles.secondaryPageControl(pageControl)
/// ```
///
/// The value captures the theme and appearance it was made with; a later change to
/// ``DesignSystem/theme`` does not alter styles already fetched.
public struct PageControlStyles: Sendable, Hashable {
    /// The theme the styles read.
    public var theme: Theme
    /// The appearance the styles read.
    public var scheme: Theme.Appearance

    /// Creates the styles for a theme and appearance.
    ///
    /// - Parameters:
    ///   - theme: The theme. The default is ``Theme/default``.
    ///   - scheme: The appearance. The default is ``Theme/Appearance/light``.
    public init(theme: Theme = .default, scheme: Theme.Appearance = .light) {
        self.theme = theme
        self.scheme = scheme
    }

    /// For a page control on a brand background (`colors.background.brand`): current dot
    /// `colors.onBackground.brand`, other dots the same colour at 30 % alpha, page states in
    /// `colors.onBackground.state.*`, else `colors.state.*`.
    public var primaryPageControl: Style<PageControl> {
        primary.style
    }

    /// For a page control on the primary surface (`colors.surface.primary`): current dot
    /// `colors.foreground.default`, other dots the same colour at 40 % alpha, page states in
    /// `colors.state.*`.
    public var secondaryPageControl: Style<PageControl> {
        secondary.style
    }

    /// The colours ``primaryPageControl`` sets, as data.
    public var primary: PageControlStyle {
        .primary(in: theme, scheme: scheme)
    }

    /// The colours ``secondaryPageControl`` sets, as data.
    public var secondary: PageControlStyle {
        .secondary(in: theme, scheme: scheme)
    }
}
