import Foundation
import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ContrastAuditTests {
    /// WCAG relative luminance computed independently with Foundation's `pow`.
    private func luminance(_ red: Double, _ green: Double, _ blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    @Test("black dots on white: 21:1 for the current dot")
    func blackOnWhite() {
        let style = PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .black)
        let audit = ContrastAudit(style: style, background: .white)
        #expect(abs(audit.currentDotContrast - 21) < 1e-9)
        #expect(abs(audit.otherDotsContrast - 21) < 1e-9)
        #expect(audit.currentVersusOtherDotsContrast == 1)
        #expect(audit.passes)
    }

    @Test("primary style on brand blue, with white at 30 % composited by hand")
    func primaryOnBrandBlue() throws {
        let audit = try #require(ContrastAudit(style: .primary()))
        // #1A56DB = (26, 86, 219); white at 30 % over it is 0.3 · 1 + 0.7 · channel.
        let brand = luminance(26.0 / 255, 86.0 / 255, 219.0 / 255)
        let dot = luminance(0.3 + 0.7 * 26 / 255, 0.3 + 0.7 * 86 / 255, 0.3 + 0.7 * 219 / 255)
        #expect(abs(audit.currentDotContrast - 1.05 / (brand + 0.05)) < 1e-12)
        #expect(abs(audit.otherDotsContrast - (dot + 0.05) / (brand + 0.05)) < 1e-12)
        #expect(abs(audit.currentVersusOtherDotsContrast - 1.05 / (dot + 0.05)) < 1e-12)
        #expect(abs(audit.currentDotContrast - 6.180_228_824_928_861) < 1e-9)
        #expect(abs(audit.otherDotsContrast - 1.820_221_210_181_751_9) < 1e-9)
        #expect(abs(audit.currentVersusOtherDotsContrast - 3.395_317_442_957_734_1) < 1e-9)
        #expect(audit.visibleOtherDots.hexString == "#5F89E6")
        #expect(audit.passes)
    }

    @Test("the report prints each ratio to two decimals with the verdict")
    func report() throws {
        let audit = try #require(ContrastAudit(style: .primary()))
        #expect(
            audit.report == """
                Page control on #1A56DB: PASS (current dot needs at least 3.00:1)
                  current dot #FFFFFF vs background: 6.18:1
                  other dots #FFFFFF4D (seen as #5F89E6) vs background: 1.82:1 (informative)
                  current dot vs other dots: 3.40:1 (informative)
                """
        )
    }

    @Test(
        "the verdict is current dot ≥ 3:1, unrounded",
        arguments: [("#949494", true, "3.03:1"), ("#959595", false, "3.00:1"), ("#777777", true, "4.48:1")]
    )
    func threshold(hex: String, passes: Bool, shown: String) {
        let dot = Fixtures.hex(hex)
        let audit = ContrastAudit(
            style: PageControlStyle(currentPageIndicatorTintColor: dot, pageIndicatorTintColor: .clear),
            background: .white
        )
        #expect(audit.passes == passes)
        #expect(ContrastAudit.formatted(audit.currentDotContrast) == shown)
        #expect(audit.report.hasPrefix("Page control on #FFFFFF: \(passes ? "PASS" : "FAIL")"))
    }

    @Test("weak other dots do not fail the audit: they are informative")
    func otherDotsInformative() {
        let style = PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .clear)
        let audit = ContrastAudit(style: style, background: .white)
        #expect(audit.otherDotsContrast == 1)
        #expect(audit.passes)
    }

    @Test("a translucent background is treated as opaque, and a translucent current dot is composited")
    func translucency() {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: Color.black.withAlphaComponent(0.5),
            pageIndicatorTintColor: .black
        )
        let audit = ContrastAudit(style: style, background: Color.white.withAlphaComponent(0.1))
        #expect(audit.background == .white)
        #expect(audit.visibleCurrentDot == Color(white: 0.5))
        #expect(audit.currentDotContrast == Color.contrastRatio(Color(white: 0.5), .white))
    }

    @Test("a style without an intended background cannot be audited without one")
    func noIntendedBackground() {
        #expect(
            ContrastAudit(
                style: PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .black)) == nil)
    }

    @Test(
        "formatted prints two decimals and ':1'",
        arguments: [(21.0, "21.00:1"), (4.515, "4.51:1"), (1, "1.00:1"), (4.5249, "4.52:1")])
    func formatting(ratio: Double, text: String) {
        #expect(ContrastAudit.formatted(ratio) == text)
    }
}
