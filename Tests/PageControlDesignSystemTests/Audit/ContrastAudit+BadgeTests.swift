import Foundation
import PageControlCore
import Testing

@testable import PageControlDesignSystem

/// The badge colour from the `pageControl.badge` token, through the styles to the control and the audit.
@Suite struct ContrastAuditBadgeTests {
    static let tokens = """
        {"pageControl": {"badge": {"$value": "#FF3B30", "$type": "color"}},
         "dark": {"pageControl": {"badge": {"$value": "#FFFFFF", "$type": "color"}}},
         "colors": {"surface": {"primary": {"$value": "#FFFFFF", "$type": "color"}}}}
        """

    @Test("The badge token is read for each appearance and given to both styles")
    func token() throws {
        let theme = try Theme(jsonData: Data(Self.tokens.utf8))
        #expect(theme.colors.badge == (try Color(hex: "#FF3B30")))
        #expect(theme.darkColors.badge == .white)
        #expect(PageControlStyle.secondary(in: theme).badgeColor == (try Color(hex: "#FF3B30")))
        #expect(PageControlStyle.primary(in: theme, scheme: .dark).badgeColor == .white)
        #expect(Theme.default.colors.badge == nil)
    }

    @Test("A style sets the control's badge colour")
    @MainActor func applies() throws {
        let control = PageControl()
        var style = PageControlStyle.secondary()
        style.badgeColor = .black
        style.apply(to: control)
        #expect(control.presentation.badgeColor == .black)
    }

    @Test("The audit measures the badge against the background and its count, and warns below 3:1 and 4.5:1")
    func audit() throws {
        var style = PageControlStyle.secondary()
        style.badgeColor = try Color(hex: "#FF3B30")
        let red = ContrastAudit(style: style, background: .white)
        let badge = try #require(red.badge)
        #expect(ContrastAudit.formatted(badge.backgroundContrast) == "3.55:1")
        #expect(ContrastAudit.formatted(badge.textContrast) == "5.92:1")
        #expect(red.report.contains("  badges #FF3B30 vs background: 3.55:1, vs their count: 5.92:1 (informative)"))
        #expect(!red.report.contains("warning: badges"))
        style.badgeColor = try Color(hex: "#FFD60A")
        let yellow = ContrastAudit(style: style, background: .white).report
        #expect(yellow.contains("  warning: badges need at least 3.00:1 against the background (WCAG 1.4.11)"))
        #expect(ContrastAudit(style: .secondary(), background: .white).badge == nil)
        #expect(PageControlStyle.secondary().badgeColor == nil)
    }
}
