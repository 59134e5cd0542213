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
    }

    /// Audits `style` on its ``PageControlStyle/intendedBackground``, or returns `nil` when the
    /// style has none.
    public init?(style: PageControlStyle) {
        guard let background = style.intendedBackground else { return nil }
        self.init(style: style, background: background)
    }

    /// Whether ``currentDotContrast`` is at least ``minimumContrast``.
    public var passes: Bool {
        currentDotContrast >= Self.minimumContrast
    }

    /// A few lines for people, ratios to two decimals (rounded only for display):
    ///
    /// ```text
    /// Page control on #1A56DB: PASS (current dot needs at least 3.00:1)
    ///   current dot #FFFFFF vs background: 6.18:1
    ///   other dots #FFFFFF4D (seen as #5F89E6) vs background: 1.82:1 (informative)
    ///   current dot vs other dots: 3.40:1 (informative)
    /// ```
    public var report: String {
        let verdict = passes ? "PASS" : "FAIL"
        let current = style.currentPageIndicatorTintColor
        let other = style.pageIndicatorTintColor
        return [
            "Page control on \(background.hexString): \(verdict) "
                + "(current dot needs at least \(Self.formatted(Self.minimumContrast)))",
            "  current dot \(Self.describe(current, seenAs: visibleCurrentDot)) vs background: "
                + Self.formatted(currentDotContrast),
            "  other dots \(Self.describe(other, seenAs: visibleOtherDots)) vs background: "
                + "\(Self.formatted(otherDotsContrast)) (informative)",
            "  current dot vs other dots: \(Self.formatted(currentVersusOtherDotsContrast)) (informative)",
        ].joined(separator: "\n")
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
