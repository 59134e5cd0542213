import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct PageControlStyleTests {
    @Test(
        "primary: current dot onBackground.brand, others the same at 30 %, meant for background.brand",
        arguments: Theme.Appearance.allCases
    )
    func primary(scheme: Theme.Appearance) {
        let colors = Theme.default.colors(for: scheme)
        let style = PageControlStyle.primary(in: .default, scheme: scheme)
        #expect(style.currentPageIndicatorTintColor == colors.onBackground.brand)
        #expect(style.pageIndicatorTintColor == colors.onBackground.brand.withAlphaComponent(0.3))
        #expect(style.pageIndicatorTintColor.alpha == 0.3)
        #expect(style.intendedBackground == colors.background.brand)
    }

    @Test(
        "secondary: current dot foreground.default, others the same at 40 %, meant for surface.primary",
        arguments: Theme.Appearance.allCases
    )
    func secondary(scheme: Theme.Appearance) {
        let colors = Theme.default.colors(for: scheme)
        let style = PageControlStyle.secondary(in: .default, scheme: scheme)
        #expect(style.currentPageIndicatorTintColor == colors.foreground.default)
        #expect(style.pageIndicatorTintColor == colors.foreground.default.withAlphaComponent(0.4))
        #expect(style.pageIndicatorTintColor.alpha == 0.4)
        #expect(style.intendedBackground == colors.surface.primary)
    }

    @Test("the default theme's styles as hex, for hosts without a PageControl")
    func hexValues() {
        let primary = PageControlStyle.primary()
        #expect(primary.currentPageIndicatorTintColor.hexString == "#FFFFFF")
        #expect(primary.pageIndicatorTintColor.hexString == "#FFFFFF4D")
        #expect(primary.intendedBackground?.hexString == "#1A56DB")
        let secondary = PageControlStyle.secondary()
        #expect(secondary.currentPageIndicatorTintColor.hexString == "#111827")
        #expect(secondary.pageIndicatorTintColor.hexString == "#11182766")
        #expect(secondary.intendedBackground?.hexString == "#FFFFFF")
    }

    @Test("apply(to:) and style set exactly the two tint colours")
    @MainActor
    func applies() {
        let style = PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .lightGray)
        #expect(style.intendedBackground == nil)
        let pageControl = PageControl()
        pageControl.numberOfPages = 4
        pageControl.currentPage = 2
        style.apply(to: pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .black)
        #expect(pageControl.pageIndicatorTintColor == .lightGray)
        #expect(pageControl.numberOfPages == 4)
        #expect(pageControl.currentPage == 2)
        let other = PageControl()
        style.style(other)
        #expect(other.currentPageIndicatorTintColor == .black)
    }
}
