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

    @Test("the report prints each ratio to two decimals with the verdict, then one line per state")
    func report() throws {
        let audit = try #require(ContrastAudit(style: .primary()))
        #expect(
            audit.report == """
                Page control on #1A56DB: PASS (current dot needs at least 3.00:1)
                  current dot #FFFFFF vs background: 6.18:1
                  other dots #FFFFFF4D (seen as #5F89E6) vs background: 1.82:1 (informative)
                  current dot vs other dots: 3.40:1 (informative)
                  visited dots #FFFFFFA6 (seen as #AFC4F2) vs background: 3.53:1, vs current dot: 1.75:1 (informative)
                  completed dots #84E1BC vs background: 3.97:1, vs current dot: 1.56:1 (informative)
                  attention dots #F8B4B4 vs background: 3.58:1, vs current dot: 1.72:1 (informative)
                  unavailable dots #D1D5DB vs background: 4.19:1, vs current dot: 1.47:1 (informative)
                """
        )
    }

    @Test("a style without state colours is audited in the core's built-in state colours, each marked built-in")
    func reportWithoutStates() {
        let style = PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .black)
        let audit = ContrastAudit(style: style, background: .white)
        #expect(audit.states.map(\.state) == IndicatorState.builtIn)
        #expect(audit.states.filter(\.isBuiltIn).count == 4)
        #expect(
            audit.states.map(\.color) == [
                .black, IndicatorStateStyle.completedColor, IndicatorStateStyle.attentionColor, .black,
            ])
        #expect(
            audit.report.split(separator: "\n").dropFirst(4).joined(separator: "\n") == """
                  visited dots, built-in: #000000 vs background: 21.00:1, vs current dot: 1.00:1 (informative)
                  completed dots, built-in: #34C759 vs background: 2.22:1, vs current dot: 9.46:1 (informative)
                  attention dots, built-in: #FF3B30 vs background: 3.55:1, vs current dot: 5.92:1 (informative)
                  unavailable dots, built-in: #000000 vs background: 21.00:1, vs current dot: 1.00:1 (informative)
                  warning: completed dots need at least 3.00:1 against the background (WCAG 1.4.11)
                """)
    }

    @Test("a built-in visited dot is the other dots' colour halfway to the current dot's, as the core draws it")
    func builtInVisited() throws {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: .white, pageIndicatorTintColor: Color.white.withAlphaComponent(0.3))
        let audit = ContrastAudit(style: style, background: Fixtures.hex("#0F766E"))
        let visited = try #require(audit.states.first)
        #expect(visited.state == .visited && visited.isBuiltIn)
        #expect(visited.color.hexString == "#FFFFFFA6")  // alpha 0.65: halfway from 0.3 to 1
        let unavailable = try #require(audit.states.last)
        #expect(unavailable.state == .unavailable && unavailable.color == style.pageIndicatorTintColor)
    }

    @Test(
        "each state's colour is the one a control draws once the style is applied",
        arguments: [
            PageControlStyle.primary(), .secondary(),
            PageControlStyle(
                currentPageIndicatorTintColor: .white, pageIndicatorTintColor: Color.white.withAlphaComponent(0.3)),
            PageControlStyle(
                currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .black,
                stateColors: [.custom("completed"): .white, .custom("bookmarked"): Fixtures.hex("#FACA15")]),
        ])
    @MainActor
    func drawnColours(style: PageControlStyle) {
        let control = PageControl()
        style.apply(to: control)
        let look = control.frame().look
        let audit = ContrastAudit(style: style, background: .white)
        #expect(audit.states.count >= IndicatorState.builtIn.count)
        for state in audit.states {
            #expect(look.style(for: state.state).color == state.color, "\(state.state.name)")
        }
    }

    @Test("state colours are measured against the background and the current dot, by hand")
    func stateRatios() throws {
        let audit = try #require(ContrastAudit(style: .secondary()))
        // #057A55 = (5, 122, 85) on #FFFFFF, next to the current dot #111827 = (17, 24, 39).
        let green = luminance(5.0 / 255, 122.0 / 255, 85.0 / 255)
        let ink = luminance(17.0 / 255, 24.0 / 255, 39.0 / 255)
        let completed = try #require(audit.states.first { $0.state == .completed })
        #expect(abs(completed.backgroundContrast - 1.05 / (green + 0.05)) < 1e-12)
        #expect(abs(completed.currentDotContrast - (green + 0.05) / (ink + 0.05)) < 1e-12)
        #expect(abs(completed.backgroundContrast - 5.355_173_108_005_017) < 1e-9)
        #expect(abs(completed.currentDotContrast - 3.312_631_850_790_481) < 1e-9)
        #expect(completed.visibleColor == completed.color)
        let visited = try #require(audit.states.first { $0.state == .visited })
        #expect(visited.color.hexString == "#111827B3")
        #expect(visited.visibleColor.hexString == "#585D68")
        #expect(abs(visited.backgroundContrast - 6.574_345_947_430_316_5) < 1e-9)
        #expect(abs(visited.currentDotContrast - 2.698_324_235_737_535) < 1e-9)
        #expect(audit.states.map(\.state) == IndicatorState.builtIn)
        #expect(audit.lowContrastStates.isEmpty)
    }

    @Test("a state colour below 3:1 against the background is a warning line, not a failure")
    func stateWarning() {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: .black, pageIndicatorTintColor: Color.black.withAlphaComponent(0.4),
            stateColors: [
                .custom("bookmarked"): Fixtures.hex("#FACA15"), .attention: Fixtures.hex("#E02424"),
                .custom("archived"): Fixtures.hex("#959595"), .normal: .white,
            ])
        let audit = ContrastAudit(style: style, background: .white)
        #expect(audit.passes)
        #expect(
            audit.states.map(\.state.name) == [
                "visited", "completed", "attention", "unavailable", "archived", "bookmarked",
            ])
        #expect(audit.lowContrastStates.map(\.state.name) == ["completed", "unavailable", "archived", "bookmarked"])
        #expect(
            audit.report.split(separator: "\n").dropFirst(4).joined(separator: "\n") == """
                  visited dots, built-in: #000000B3 (seen as #4D4D4D) vs background: 8.52:1, vs current dot: 2.46:1 (informative)
                  completed dots, built-in: #34C759 vs background: 2.22:1, vs current dot: 9.46:1 (informative)
                  attention dots #E02424 vs background: 4.72:1, vs current dot: 4.45:1 (informative)
                  unavailable dots, built-in: #00000066 (seen as #999999) vs background: 2.85:1, vs current dot: 7.37:1 (informative)
                  archived dots #959595 vs background: 3.00:1, vs current dot: 7.01:1 (informative)
                  bookmarked dots #FACA15 vs background: 1.55:1, vs current dot: 13.52:1 (informative)
                  warning: completed dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: unavailable dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: archived dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: bookmarked dots need at least 3.00:1 against the background (WCAG 1.4.11)
                """)
    }

    @Test("a translucent state colour is measured as seen over the background")
    func translucentState() throws {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: .white, pageIndicatorTintColor: .white,
            stateColors: [.completed: Color.black.withAlphaComponent(0.5)])
        let audit = ContrastAudit(style: style, background: .white)
        let completed = try #require(audit.states.first { $0.state == .completed })
        #expect(!completed.isBuiltIn)
        #expect(completed.visibleColor == Color(white: 0.5))
        #expect(completed.backgroundContrast == Color.contrastRatio(Color(white: 0.5), .white))
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

extension ContrastAuditTests {
    @Test("the documented example: opaque dots with one state colour of their own and a custom state")
    func documentedExample() throws {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: Fixtures.hex("#111827"), pageIndicatorTintColor: Fixtures.hex("#6B7280"),
            intendedBackground: .white,
            stateColors: [.completed: Fixtures.hex("#057A55"), .custom("bookmarked"): Fixtures.hex("#FACA15")])
        let audit = try #require(ContrastAudit(style: style))
        #expect(
            audit.report == """
                Page control on #FFFFFF: PASS (current dot needs at least 3.00:1)
                  current dot #111827 vs background: 17.74:1
                  other dots #6B7280 vs background: 4.83:1 (informative)
                  current dot vs other dots: 3.67:1 (informative)
                  visited dots, built-in: #3E4554 vs background: 9.62:1, vs current dot: 1.84:1 (informative)
                  completed dots #057A55 vs background: 5.36:1, vs current dot: 3.31:1 (informative)
                  attention dots, built-in: #FF3B30 vs background: 3.55:1, vs current dot: 5.00:1 (informative)
                  unavailable dots, built-in: #6B7280 vs background: 4.83:1, vs current dot: 3.67:1 (informative)
                  bookmarked dots #FACA15 vs background: 1.55:1, vs current dot: 11.42:1 (informative)
                  warning: bookmarked dots need at least 3.00:1 against the background (WCAG 1.4.11)
                """)
    }
}
