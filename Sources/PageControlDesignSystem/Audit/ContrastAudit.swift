import Foundation
import PageControlCore

/// A WCAG 2.x contrast check of a page control's dots against their background.
///
/// Three ratios are measured (see `Color.contrastRatio(_:_:)`):
///
/// - ``currentDotContrast``: the current page's dot against the background. This is the
///   verdict: it must be at least ``minimumContrast`` (3:1), WCAG 1.4.11 *Non-text Contrast*,
///   because the current dot is what tells the user where they are.
/// - ``otherDotsContrast``: the other dots against the background (informative).
/// - ``currentVersusOtherDotsContrast``: the current dot against the other dots (informative).
/// - ``states``: each page state's colour as the control draws it with the style (the style's
///   ``PageControlStyle/stateColors``, else the core's built-in colour) against the background and against the
///   current dot: every built-in state, then the custom states the style colours. A state below 3:1 against the
///   background is a warning (``lowContrastStates``), not a failure: the verdict stays the current dot's.
///
/// Translucent dots are first composited over the background, because that is what is seen.
/// The background itself is treated as opaque: its alpha is ignored.
///
/// ```swift
/// let audit = ContrastAudit(style: .primary(), background: Theme.default.colors.background.brand)
/// audit.passes  // true
/// print(audit.report)
/// ```
public struct ContrastAudit: Sendable, Hashable {
    /// The smallest passing ``currentDotContrast``: 3 (WCAG 1.4.11). Ratios are not rounded
    /// before comparing, so 2.999 fails.
    public static let minimumContrast = 3.0

    /// The audited style.
    public let style: PageControlStyle
    /// The background, made opaque (alpha set to 1).
    public let background: Color
    /// The current dot as seen: composited over ``background``.
    public let visibleCurrentDot: Color
    /// The other dots as seen: composited over ``background``.
    public let visibleOtherDots: Color
    /// Contrast of the current dot against the background; the pass/fail verdict.
    public let currentDotContrast: Double
    /// Contrast of the other dots against the background; informative only.
    public let otherDotsContrast: Double
    /// Contrast of the current dot against the other dots; informative only.
    public let currentVersusOtherDotsContrast: Double
    /// Each page state's colour as drawn with the style, measured: the built-in states in
    /// `IndicatorState.builtIn` order, each in the style's colour or else the core's built-in one
    /// (``StateContrast/isBuiltIn``), then the custom states the style colours, by name.
    public let states: [StateContrast]
    /// The style's badge colour against the background and against its count's text (black or white,
    /// whichever stands out more, as the display list draws it), or nil when the style sets no badge
    /// colour. Below 3:1 against the background (WCAG 1.4.11) or 4.5:1 against its text (WCAG 1.4.3) is a
    /// warning.
    public let badge: BadgeContrast?

    /// A badge colour, measured.
    public struct BadgeContrast: Sendable, Hashable {
        /// The badge colour.
        public let color: Color
        /// Its contrast against the background (composited over it).
        public let backgroundContrast: Double
        /// Its contrast against its count's text.
        public let textContrast: Double
    }
    /// The smallest contrast of a badge's count against the badge: 4.5 (WCAG 1.4.3, small text).
    public static let minimumBadgeTextContrast = 4.5

    /// Audits `style` on `background`.
    ///
    /// - Parameters:
    ///   - style: The dot colours.
    ///   - background: What the control is drawn on; its alpha is ignored.
    public init(style: PageControlStyle, background: Color) {
        let opaqueBackground = background.withAlphaComponent(1)
        let current = style.currentPageIndicatorTintColor.composited(over: opaqueBackground)
        let others = style.pageIndicatorTintColor.composited(over: opaqueBackground)
        self.style = style
        self.background = opaqueBackground
        visibleCurrentDot = current
        visibleOtherDots = others
        currentDotContrast = Color.contrastRatio(current, opaqueBackground)
        otherDotsContrast = Color.contrastRatio(others, opaqueBackground)
        currentVersusOtherDotsContrast = Color.contrastRatio(current, others)
        states = Self.drawnStateColors(of: style).map { state, color, isBuiltIn in
            StateContrast(
                state: state, color: color, isBuiltIn: isBuiltIn, background: opaqueBackground,
                visibleCurrentDot: current)
        }
        badge = style.badgeColor.map { color in
            let seen = color.composited(over: opaqueBackground)
            let text = seen.blackOrWhiteStandingOut
            return BadgeContrast(
                color: color, backgroundContrast: Color.contrastRatio(seen, opaqueBackground),
                textContrast: Color.contrastRatio(text, seen))
        }
    }

    /// Audits `style` on its ``PageControlStyle/intendedBackground``, or returns `nil` when the
    /// style has none.
    public init?(style: PageControlStyle) {
        guard let background = style.intendedBackground else { return nil }
        self.init(style: style, background: background)
    }

    /// The colour of each page state's dots as a control draws them once the style is applied
    /// (``PageControlStyle/apply(to:)``): every built-in state in `IndicatorState.builtIn` order, then the custom
    /// states the style colours, by name.
    ///
    /// A state the style gives no colour keeps the core's built-in look (`ResolvedAppearance.style(for:)`):
    /// `IndicatorStateStyle.defaultStyle(for:diameter:)`'s colour, else the other dots' colour, which visited
    /// blends halfway towards the current dot's.
    static func drawnStateColors(of style: PageControlStyle) -> [(IndicatorState, Color, isBuiltIn: Bool)] {
        var given: [IndicatorState: Color] = [:]
        for (state, color) in style.stateColors where state != .normal {
            given[IndicatorState(name: state.name)] = color  // `.custom("completed")` is `.completed`, as in apply
        }
        let states = IndicatorState.inReportOrder(Set(IndicatorState.builtIn).union(given.keys))
        return states.map { state in
            if let color = given[state] { return (state, color, false) }
            let other = style.pageIndicatorTintColor
            let fallback =
                state == .visited ? other.blended(towards: style.currentPageIndicatorTintColor, by: 0.5) : other
            return (state, IndicatorStateStyle.defaultStyle(for: state).color ?? fallback, true)
        }
    }

    /// Whether ``currentDotContrast`` is at least ``minimumContrast``. State colours never fail the
    /// audit; see ``lowContrastStates``.
    public var passes: Bool {
        currentDotContrast >= Self.minimumContrast
    }

    /// The states whose colour is below ``minimumContrast`` against the background, in ``states``
    /// order: the report's warnings.
    public var lowContrastStates: [StateContrast] {
        states.filter { !$0.meetsMinimumContrast }
    }

    /// A few lines for people, ratios to two decimals (rounded only for display): the verdict, the
    /// three dot ratios, one line per state colour ("built-in" where the style leaves the state to the core),
    /// and one warning line per state below 3:1 against the background.
    ///
    /// Dots of #111827 and #6B7280 on white, with colours of their own for completed and the custom state
    /// "bookmarked", the other states left to the core:
    ///
    /// ```text
    /// Page control on #FFFFFF: PASS (current dot needs at least 3.00:1)
    ///   current dot #111827 vs background: 17.74:1
    ///   other dots #6B7280 vs background: 4.83:1 (informative)
    ///   current dot vs other dots: 3.67:1 (informative)
    ///   visited dots, built-in: #3E4554 vs background: 9.62:1, vs current dot: 1.84:1 (informative)
    ///   completed dots #057A55 vs background: 5.36:1, vs current dot: 3.31:1 (informative)
    ///   attention dots, built-in: #FF3B30 vs background: 3.55:1, vs current dot: 5.00:1 (informative)
    ///   unavailable dots, built-in: #6B7280 vs background: 4.83:1, vs current dot: 3.67:1 (informative)
    ///   bookmarked dots #FACA15 vs background: 1.55:1, vs current dot: 11.42:1 (informative)
    ///   warning: bookmarked dots need at least 3.00:1 against the background (WCAG 1.4.11)
    /// ```
    public var report: String {
        let verdict = passes ? "PASS" : "FAIL"
        let current = style.currentPageIndicatorTintColor
        let other = style.pageIndicatorTintColor
        let minimum = Self.formatted(Self.minimumContrast)
        let lines = [
            "Page control on \(background.hexString): \(verdict) (current dot needs at least \(minimum))",
            "  current dot \(Self.describe(current, seenAs: visibleCurrentDot)) vs background: "
                + Self.formatted(currentDotContrast),
            "  other dots \(Self.describe(other, seenAs: visibleOtherDots)) vs background: "
                + "\(Self.formatted(otherDotsContrast)) (informative)",
            "  current dot vs other dots: \(Self.formatted(currentVersusOtherDotsContrast)) (informative)",
        ]
        let stateLines = states.map { state in
            "  \(state.state.name) dots\(state.isBuiltIn ? ", built-in:" : "") "
                + "\(Self.describe(state.color, seenAs: state.visibleColor)) vs background: "
                + "\(Self.formatted(state.backgroundContrast)), "
                + "vs current dot: \(Self.formatted(state.currentDotContrast)) (informative)"
        }
        var warnings = lowContrastStates.map { state in
            "  warning: \(state.state.name) dots need at least \(minimum) against the background (WCAG 1.4.11)"
        }
        var badgeLines: [String] = []
        if let badge {
            badgeLines.append(
                "  badges \(badge.color.hexString) vs background: \(Self.formatted(badge.backgroundContrast)), "
                    + "vs their count: \(Self.formatted(badge.textContrast)) (informative)")
            if badge.backgroundContrast < Self.minimumContrast {
                warnings.append("  warning: badges need at least \(minimum) against the background (WCAG 1.4.11)")
            }
            if badge.textContrast < Self.minimumBadgeTextContrast {
                warnings.append(
                    "  warning: a badge's count needs at least \(Self.formatted(Self.minimumBadgeTextContrast)) "
                        + "against the badge (WCAG 1.4.3)")
            }
        }
        return (lines + stateLines + badgeLines + warnings).joined(separator: "\n")
    }

    /// A ratio as text with two decimals, such as `"4.52:1"`.
    ///
    /// Rounds the exact binary value, as C's `printf` does (so 4.515, stored as 4.51499…, prints
    /// as `4.51:1`), and always uses `.` as the decimal separator, whatever the user's locale.
    ///
    /// - Parameter ratio: A contrast ratio.
    public static func formatted(_ ratio: Double) -> String {
        String(format: "%.2f:1", ratio)
    }

    /// `#RRGGBB`, plus "(seen as …)" when compositing changed it.
    private static func describe(_ color: Color, seenAs visible: Color) -> String {
        color.hexString == visible.hexString ? color.hexString : "\(color.hexString) (seen as \(visible.hexString))"
    }
}
