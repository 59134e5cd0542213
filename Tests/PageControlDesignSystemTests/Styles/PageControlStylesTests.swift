import PageControlCore
import Testing

@testable import PageControlDesignSystem

@MainActor
@Suite struct PageControlStylesTests {
    @Test("primaryPageControl sets white and white at 30 % on the default light theme")
    func primaryOnStub() {
        let pageControl = PageControl()
        PageControlStyles().primaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == Color(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(pageControl.pageIndicatorTintColor == Color(red: 1, green: 1, blue: 1, alpha: 0.3))
    }

    @Test("secondaryPageControl sets #111827 and #111827 at 40 % on the default light theme")
    func secondaryOnStub() {
        let pageControl = PageControl()
        PageControlStyles().secondaryPageControl(pageControl)
        let ink = Color(red: 17.0 / 255, green: 24.0 / 255, blue: 39.0 / 255)
        #expect(pageControl.currentPageIndicatorTintColor == ink)
        #expect(
            pageControl.pageIndicatorTintColor
                == Color(red: 17.0 / 255, green: 24.0 / 255, blue: 39.0 / 255, alpha: 0.4))
    }

    @Test("the data and function forms agree", arguments: Theme.Appearance.allCases)
    func dataMatchesFunctions(scheme: Theme.Appearance) {
        let styles = PageControlStyles(theme: .default, scheme: scheme)
        #expect(styles.primary == .primary(in: .default, scheme: scheme))
        #expect(styles.secondary == .secondary(in: .default, scheme: scheme))
        let pageControl = PageControl()
        styles.secondaryPageControl(pageControl)
        #expect(pageControl.currentPageIndicatorTintColor == styles.secondary.currentPageIndicatorTintColor)
        #expect(pageControl.pageIndicatorTintColor == styles.secondary.pageIndicatorTintColor)
    }
}
