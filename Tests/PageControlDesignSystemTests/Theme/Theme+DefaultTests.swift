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
