import PageControlCore
import Testing

@testable import PageControlDesignSystem

@MainActor
@Suite struct StyleTests {
    @Test("a custom style written like the seed's compiles and applies")
    func customStyleLikeTheSeed() {
        let customPageControlStyle: Style<PageControl> = { pageControl in
            pageControl.pageIndicatorTintColor = Color.translucentGray.withAlphaComponent(0.3)
            pageControl.currentPageIndicatorTintColor = DesignSystem.shared.theme.colors.background.brand
        }
        let pageControl = PageControl()
        customPageControlStyle(pageControl)
        #expect(pageControl.pageIndicatorTintColor == Color(white: 0.5, alpha: 0.3))
        #expect(pageControl.currentPageIndicatorTintColor?.hexString == "#1A56DB")
    }

    @Test("composed applies styles left to right, so later ones win")
    func composedOrder() {
        var calls: [String] = []
        let first: Style<PageControl> = {
            calls.append("first")
            $0.numberOfPages = 3
            $0.currentPage = 1
        }
        let second: Style<PageControl> = {
            calls.append("second")
            $0.numberOfPages = 7
        }
        let pageControl = PageControl()
        composed(first, second)(pageControl)
        #expect(calls == ["first", "second"])
        #expect(pageControl.numberOfPages == 7)
        #expect(pageControl.currentPage == 1)
    }

    @Test("composing nothing gives a style that changes nothing")
    func composedEmpty() {
        let pageControl = PageControl()
        let nothing: Style<PageControl> = composed()
        nothing(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == nil)
        #expect(pageControl.numberOfPages == 0)
    }

    @Test("a design-system style can be extended with an override")
    func composedWithDesignSystemStyle() {
        let style = composed(DesignSystem().styles.primaryPageControl, { $0.pageIndicatorTintColor = .lightGray })
        let pageControl = PageControl()
        style(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == .white)
        #expect(pageControl.pageIndicatorTintColor == .lightGray)
    }
}
