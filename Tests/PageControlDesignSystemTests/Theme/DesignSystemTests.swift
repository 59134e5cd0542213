import Foundation
import PageControlCore
import Testing

@testable import PageControlDesignSystem

@MainActor
@Suite struct DesignSystemTests {
    @Test("the shared design system starts with the default theme in light appearance")
    func sharedDefaults() {
        #expect(DesignSystem.shared.theme == .default)
        #expect(DesignSystem.shared.colorScheme == .light)
        #expect(DesignSystem.shared.colors == Theme.default.colors)
    }

    @Test("the seed's usage compiles and colours the control")
    func seedUsage() {
        let pageControl = PageControl()
        pageControl.numberOfPages = 5
        pageControl.currentPage = 0
        DesignSystem.shared.styles.primaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .white)
        #expect(pageControl.pageIndicatorTintColor == Color(white: 1, alpha: 0.3))
        #expect(pageControl.numberOfPages == 5)
    }

    @Test("colors and styles follow the colour scheme")
    func followsScheme() {
        let system = DesignSystem(colorScheme: .dark)
        #expect(system.colors == Theme.default.darkColors)
        let pageControl = PageControl()
        system.styles.secondaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor?.hexString == "#F9FAFB")
        #expect(pageControl.pageIndicatorTintColor?.hexString == "#F9FAFB66")
    }

    @Test("loading a token file replaces the theme")
    func loadsTheme() throws {
        let system = DesignSystem()
        try system.loadTheme(contentsOf: Fixtures.example("brand.tokens.json"))
        #expect(system.theme.colors.background.brand.hexString == "#0F766E")
    }

    @Test(
        "loading a bad file throws and leaves the previous theme in place",
        arguments: ["broken-cycle.tokens.json", "does-not-exist.tokens.json"]
    )
    func badFileKeepsTheme(name: String) throws {
        let system = DesignSystem()
        try system.loadTheme(contentsOf: Fixtures.example("brand.tokens.json"))
        let before = system.theme
        #expect(throws: TokenError.self) {
            try system.loadTheme(contentsOf: Fixtures.example(name))
        }
        #expect(system.theme == before)
    }

    @Test("styles fetched earlier keep the theme they were made with")
    func stylesSnapshot() throws {
        let system = DesignSystem()
        let styles = system.styles
        system.theme.colors.onBackground.brand = .black
        let pageControl = PageControl()
        styles.primaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .white)
        system.styles.primaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .black)
    }
}
