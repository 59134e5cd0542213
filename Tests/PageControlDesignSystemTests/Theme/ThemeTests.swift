import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeTests {
    @Test("colors(for:) picks the base palette for light and darkColors for dark")
    func palettes() {
        let theme = Theme.default
        #expect(theme.colors(for: .light) == theme.colors)
        #expect(theme.colors(for: .dark) == theme.darkColors)
        #expect(theme.colors != theme.darkColors)
    }

    @Test("without dark colours, the base palette serves both appearances")
    func darkDefaultsToBase() {
        let theme = Theme(colors: Theme.default.colors)
        #expect(theme.darkColors == Theme.default.colors)
        #expect(theme.colors(for: .dark) == theme.colors(for: .light))
    }

    @Test("tokens read as the design-system page names them")
    func readsLikeTheSeed() {
        let theme = Theme.default
        #expect(theme.colors.onBackground.brand == .white)
        #expect(theme.colors.background.brand.hexString == "#1A56DB")
        #expect(theme.colors(for: .dark).foreground.default.hexString == "#F9FAFB")
    }

    @Test("themes are values: changing a copy leaves the original alone")
    func valueSemantics() {
        var copy = Theme.default
        copy.colors.foreground.brand = .black
        #expect(copy != .default)
        #expect(Theme.default.colors.foreground.brand.hexString == "#1A56DB")
    }
}
