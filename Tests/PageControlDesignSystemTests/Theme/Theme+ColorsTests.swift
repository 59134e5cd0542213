import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeColorsTests {
    @Test("the subscript reads and writes the matching nested property", arguments: SemanticColorToken.allCases)
    func subscriptRoundTrip(token: SemanticColorToken) {
        var colors = Theme.default.colors
        let marker = Color(red: 0.25, green: 0.5, blue: 0.75)
        colors[token] = marker
        #expect(colors[token] == marker)
        for other in SemanticColorToken.allCases where other != token {
            #expect(colors[other] == Theme.default.colors[other])
        }
    }

    @Test("the subscript and the nested properties agree")
    func subscriptMatchesProperties() {
        let colors = Theme.default.darkColors
        #expect(colors[.backgroundBrand] == colors.background.brand)
        #expect(colors[.onBackgroundBrand] == colors.onBackground.brand)
        #expect(colors[.foregroundDefault] == colors.foreground.default)
        #expect(colors[.foregroundBrand] == colors.foreground.brand)
        #expect(colors[.foregroundSubtle] == colors.foreground.subtle)
        #expect(colors[.surfacePrimary] == colors.surface.primary)
    }
}
