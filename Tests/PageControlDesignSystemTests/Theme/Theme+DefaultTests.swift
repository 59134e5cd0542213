import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeDefaultTests {
    @Test(
        "the built-in theme has the documented colours",
        arguments: [
            (SemanticColorToken.backgroundBrand, "#1A56DB", "#1E429F"),
            (.onBackgroundBrand, "#FFFFFF", "#FFFFFF"),
            (.foregroundDefault, "#111827", "#F9FAFB"),
            (.foregroundBrand, "#1A56DB", "#76A9FA"),
            (.foregroundSubtle, "#6B7280", "#9CA3AF"),
            (.surfacePrimary, "#FFFFFF", "#111827"),
        ]
    )
    func colours(token: SemanticColorToken, light: String, dark: String) {
        #expect(Theme.default.colors[token].hexString == light)
        #expect(Theme.default.darkColors[token].hexString == dark)
    }

    @Test(
        "the built-in styles pass the 3:1 audit on their intended backgrounds",
        arguments: [
            (Theme.Appearance.light, true, 6.18), (.light, false, 17.74), (.dark, true, 8.99), (.dark, false, 16.98),
        ]
    )
    func stylesPass(scheme: Theme.Appearance, primary: Bool, ratio: Double) throws {
        let style =
            primary ? PageControlStyle.primary(in: .default, scheme: scheme) : .secondary(in: .default, scheme: scheme)
        let audit = try #require(ContrastAudit(style: style))
        #expect(audit.passes)
        #expect(abs(audit.currentDotContrast - ratio) < 0.005)
    }
}

@Suite struct ThemeDefaultStateTests {
    @Test(
        "the built-in state colours are at least 3:1 against each style's background, in both appearances",
        arguments: [
            (true, Theme.Appearance.light, [3.53, 3.97, 3.58, 4.19]),
            (false, .light, [6.57, 5.36, 4.72, 4.83]),
            (true, .dark, [4.78, 5.77, 5.22, 3.54]),
            (false, .dark, [8.75, 7.95, 7.12, 3.67]),
        ]
    )
    func statesPass(primary: Bool, scheme: Theme.Appearance, ratios: [Double]) throws {
        let style =
            primary ? PageControlStyle.primary(in: .default, scheme: scheme) : .secondary(in: .default, scheme: scheme)
        let audit = try #require(ContrastAudit(style: style))
        #expect(audit.states.map(\.state) == IndicatorState.builtIn)
        #expect(audit.lowContrastStates.isEmpty)
        for (state, ratio) in zip(audit.states, ratios) {
            #expect(abs(state.backgroundContrast - ratio) < 0.005, "\(state.state.name)")
        }
    }

    @Test("visited is the core's trail: halfway between the style's two dot colours")
    func visitedIsTheTrail() {
        for scheme in Theme.Appearance.allCases {
            for style in [PageControlStyle.primary(scheme: scheme), .secondary(scheme: scheme)] {
                let trail = style.pageIndicatorTintColor.blended(towards: style.currentPageIndicatorTintColor, by: 0.5)
                let visited = style.stateColors[.visited]
                #expect(visited?.hexString == trail.hexString)
                #expect(abs((visited?.alpha ?? 0) - trail.alpha) < 1e-12)
            }
        }
    }
}
