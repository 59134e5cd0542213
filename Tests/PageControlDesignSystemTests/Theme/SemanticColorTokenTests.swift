import Testing

@testable import PageControlDesignSystem

@Suite struct SemanticColorTokenTests {
    @Test(
        "each token is read from colors.… for light and dark.colors.… for dark",
        arguments: [
            (SemanticColorToken.backgroundBrand, "colors.background.brand"),
            (.onBackgroundBrand, "colors.onBackground.brand"),
            (.foregroundDefault, "colors.foreground.default"),
            (.foregroundBrand, "colors.foreground.brand"),
            (.foregroundSubtle, "colors.foreground.subtle"),
            (.surfacePrimary, "colors.surface.primary"),
        ]
    )
    func paths(token: SemanticColorToken, path: String) {
        #expect(token.path == path)
        #expect(token.path(for: .light) == path)
        #expect(token.path(for: .dark) == "dark." + path)
    }

    @Test("there are six semantic colour tokens")
    func count() {
        #expect(SemanticColorToken.allCases.count == 6)
    }
}
