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

    @Test("apply(to:) and style set the two tint colours and reset the built-in states, nothing else")
    @MainActor
    func applies() {
        let style = PageControlStyle(currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .lightGray)
        #expect(style.intendedBackground == nil)
        #expect(style.stateColors.isEmpty)
        let pageControl = PageControl()
        pageControl.numberOfPages = 4
        pageControl.currentPage = 2
        pageControl.indicatorStates.setStyle(IndicatorStateStyle(color: .white), for: .completed)
        pageControl.indicatorStates.setStyle(IndicatorStateStyle(color: .white), for: .custom("bookmarked"))
        style.apply(to: pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .black)
        #expect(pageControl.pageIndicatorTintColor == .lightGray)
        #expect(pageControl.numberOfPages == 4)
        #expect(pageControl.currentPage == 2)
        #expect(pageControl.indicatorStates.style(for: .completed) == nil)
        #expect(pageControl.indicatorStates.style(for: .custom("bookmarked")) == IndicatorStateStyle(color: .white))
        let other = PageControl()
        style.style(other)
        #expect(other.currentPageIndicatorTintColor == .black)
    }

    @Test("the primary style takes colors.onBackground.state over colors.state; the secondary colors.state")
    func stateColoursFromTheme() {
        var theme = Theme.default
        theme.colors.state = [.completed: .black, .custom("bookmarked"): .lightGray]
        theme.colors.onBackground.state = [.completed: .white]
        #expect(
            PageControlStyle.primary(in: theme).stateColors == [.completed: .white, .custom("bookmarked"): .lightGray])
        #expect(PageControlStyle.secondary(in: theme).stateColors == theme.colors.state)
        #expect(PageControlStyle.secondary(in: theme, scheme: .dark).stateColors == Theme.default.darkColors.state)
    }

    @Test(
        "the default theme's state colours as hex, per style and appearance",
        arguments: [
            (true, Theme.Appearance.light, ["#FFFFFFA6", "#84E1BC", "#F8B4B4", "#D1D5DB"]),
            (false, .light, ["#111827B3", "#057A55", "#E02424", "#6B7280"]),
            (true, .dark, ["#FFFFFFA6", "#84E1BC", "#F8B4B4", "#9CA3AF"]),
            (false, .dark, ["#F9FAFBB3", "#31C48D", "#F98080", "#6B7280"]),
        ]
    )
    func defaultStateColours(primary: Bool, scheme: Theme.Appearance, hex: [String]) {
        let style = primary ? PageControlStyle.primary(in: .default, scheme: scheme) : .secondary(scheme: scheme)
        #expect(IndicatorState.builtIn.map { style.stateColors[$0]?.hexString } == hex)
        #expect(style.stateColors.count == 4)
    }

    @Test("apply(to:) styles each state with its colour and the core's shape, sized for the control's dots")
    @MainActor
    func appliesStates() {
        let style = PageControlStyle(
            currentPageIndicatorTintColor: .black, pageIndicatorTintColor: .lightGray,
            stateColors: [
                .unavailable: .lightGray, .completed: .black, .custom("bookmarked"): .white,
                .custom("attention"): Color(white: 0.25), .normal: .white,
            ])
        let pageControl = PageControl()
        pageControl.metrics = IndicatorMetrics(diameter: 10, spacing: 8)
        style.apply(to: pageControl)
        #expect(
            pageControl.indicatorStates.style(for: .unavailable)
                == IndicatorStateStyle(color: .lightGray, shape: .ring(lineWidth: 2.5)))
        #expect(pageControl.indicatorStates.style(for: .completed) == IndicatorStateStyle(color: .black))
        #expect(pageControl.indicatorStates.style(for: .attention) == IndicatorStateStyle(color: Color(white: 0.25)))
        #expect(pageControl.indicatorStates.style(for: .custom("bookmarked")) == IndicatorStateStyle(color: .white))
        #expect(pageControl.indicatorStates.style(for: .visited) == nil)
        #expect(pageControl.frame().look.style(for: .unavailable).shape == .ring(lineWidth: 2.5))
        #expect(pageControl.frame().look.style(for: .normal).color == .lightGray)
    }

    @Test("the default primary style draws a completed page's dot in its green")
    @MainActor
    func drawsState() {
        let pageControl = PageControl()
        pageControl.numberOfPages = 3
        pageControl.indicatorStates[1] = .completed
        PageControlStyle.primary().apply(to: pageControl)
        #expect(pageControl.frame().look.style(for: .completed).color?.hexString == "#84E1BC")
        #expect(pageControl.frame().look.style(for: .visited).color?.hexString == "#FFFFFFA6")
        #expect(pageControl.frame().look.style(for: .unavailable).shape == .ring(lineWidth: 1.75))
    }
}
