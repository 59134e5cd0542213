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
/// style.stateColors[.completed]?.hexString        // "#84E1BC"
/// ```
public struct PageControlStyle: Sendable, Hashable {
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor: Color
    /// The colour of the other pages' dots.
    public var pageIndicatorTintColor: Color
    /// The background the style is designed for, used by ``ContrastAudit/init(style:)``;
    /// `nil` when unknown (the default for custom styles).
    public var intendedBackground: Color?
    /// The colour of the dots of pages in each state (`IndicatorState`), drawn instead of
    /// ``pageIndicatorTintColor`` for those pages. The default is empty: every state keeps the core's
    /// built-in look (`IndicatorStateStyle.defaultStyle(for:diameter:)`). A colour for
    /// `IndicatorState.normal` is ignored.
    public var stateColors: [IndicatorState: Color]
    /// The colour of badges on the dots, from the `pageControl.badge` token; nil (the default) keeps the
    /// control's own (`presentation.badgeColor`, else the core's red).
    public var badgeColor: Color? = nil

    /// The opacity of the primary style's other dots: 0.3.
    public static let primaryPageIndicatorAlpha = 0.3
    /// The opacity of the secondary style's other dots: 0.4.
    public static let secondaryPageIndicatorAlpha = 0.4

    /// Creates a style from its colours, without state colours (every state keeps the core's built-in
    /// look).
    ///
    /// - Parameters:
    ///   - currentPageIndicatorTintColor: The current page's dot.
    ///   - pageIndicatorTintColor: The other pages' dots.
    ///   - intendedBackground: The background it is designed for. The default is `nil`.
    public init(currentPageIndicatorTintColor: Color, pageIndicatorTintColor: Color, intendedBackground: Color? = nil) {
        self.init(
            currentPageIndicatorTintColor: currentPageIndicatorTintColor,
            pageIndicatorTintColor: pageIndicatorTintColor,
            intendedBackground: intendedBackground, stateColors: [:])
    }

    /// Creates a style from its colours and its page-state colours.
    ///
    /// - Parameters:
    ///   - currentPageIndicatorTintColor: The current page's dot.
    ///   - pageIndicatorTintColor: The other pages' dots.
    ///   - intendedBackground: The background it is designed for. The default is `nil`.
    ///   - stateColors: The dots' colours in page states; empty for the core's built-in looks.
    public init(
        currentPageIndicatorTintColor: Color, pageIndicatorTintColor: Color, intendedBackground: Color? = nil,
        stateColors: [IndicatorState: Color]
    ) {
        self.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        self.pageIndicatorTintColor = pageIndicatorTintColor
        self.intendedBackground = intendedBackground
        self.stateColors = stateColors
    }

    /// The primary style, for a page control on `colors.background.brand`.
    ///
    /// The current dot is `colors.onBackground.brand`; the other dots are the same colour at
    /// 30 % alpha (``primaryPageIndicatorAlpha``). The state colours are `colors.onBackground.state.*`,
    /// else `colors.state.*` (``Theme/Colors/OnBackground/state`` over ``Theme/Colors/state``).
    ///
    /// - Parameters:
    ///   - theme: The theme to read. The default is ``Theme/default``.
    ///   - scheme: The appearance. The default is ``Theme/Appearance/light``.
    public static func primary(in theme: Theme = .default, scheme: Theme.Appearance = .light) -> PageControlStyle {
        let colors = theme.colors(for: scheme)
        let dot = colors.onBackground.brand
        var style = PageControlStyle(
            currentPageIndicatorTintColor: dot,
            pageIndicatorTintColor: dot.withAlphaComponent(primaryPageIndicatorAlpha),
            intendedBackground: colors.background.brand,
            stateColors: colors.state.merging(colors.onBackground.state) { _, onBrand in onBrand }
        )
        style.badgeColor = colors.badge
        return style
    }

    /// The secondary style, for a page control on `colors.surface.primary`.
    ///
    /// The current dot is `colors.foreground.default`; the other dots are the same colour at
    /// 40 % alpha (``secondaryPageIndicatorAlpha``). The state colours are `colors.state.*`
    /// (``Theme/Colors/state``).
    ///
    /// - Parameters:
    ///   - theme: The theme to read. The default is ``Theme/default``.
    ///   - scheme: The appearance. The default is ``Theme/Appearance/light``.
    public static func secondary(in theme: Theme = .default, scheme: Theme.Appearance = .light) -> PageControlStyle {
        let colors = theme.colors(for: scheme)
        let dot = colors.foreground.default
        var style = PageControlStyle(
            currentPageIndicatorTintColor: dot,
            pageIndicatorTintColor: dot.withAlphaComponent(secondaryPageIndicatorAlpha),
            intendedBackground: colors.surface.primary,
            stateColors: colors.state
        )
        style.badgeColor = colors.badge
        return style
    }

    /// Sets the control's two tint colours, its badge colour and the looks of its page states; nothing else
    /// is changed.
    ///
    /// Each state in ``stateColors`` gets an `IndicatorStateStyle` with that colour and the core's
    /// built-in shape for the state (so an unavailable dot stays a ring, sized for the control's dot
    /// diameter when the style is applied). Each built-in state without a colour is reset to the core's
    /// built-in look (its style set to nil), so applying a style after another leaves nothing of the
    /// first; custom states without a colour are left as they are.
    @MainActor
    public func apply(to pageControl: PageControl) {
        pageControl.currentPageIndicatorTintColor = currentPageIndicatorTintColor
        pageControl.pageIndicatorTintColor = pageIndicatorTintColor
        pageControl.presentation.badgeColor = badgeColor
        let diameter = pageControl.layoutMetrics.diameter
        var colors: [IndicatorState: Color] = [:]
        for (state, color) in stateColors {
            colors[IndicatorState(name: state.name)] = color  // `.custom("completed")` is `.completed`
        }
        for state in Set(IndicatorState.builtIn).union(colors.keys) where state != .normal {
            let style = colors[state].map { color in
                IndicatorStateStyle(
                    color: color, shape: IndicatorStateStyle.defaultStyle(for: state, diameter: diameter).shape)
            }
            pageControl.indicatorStates.setStyle(style, for: state)
        }
    }

    /// The style as a ``Style`` function that calls ``apply(to:)``.
    public var style: Style<PageControl> {
        { pageControl in apply(to: pageControl) }
    }
}
