import PageControlDesignSystem
import Testing

@testable import PageControlSwiftUI

@Suite struct PageIndicatorStyleSourceTests {
    @Test("Automatic leaves the control's colours; primary and secondary follow the theme and scheme")
    func resolved() {
        let theme = Theme.default
        #expect(PageIndicatorStyleSource.automatic.resolved(in: theme, scheme: .dark) == nil)
        #expect(
            PageIndicatorStyleSource.primary.resolved(in: theme, scheme: .dark)
                == .primary(in: theme, scheme: .dark))
        #expect(
            PageIndicatorStyleSource.secondary.resolved(in: theme, scheme: .light)
                == .secondary(in: theme, scheme: .light))
        #expect(
            PageIndicatorStyleSource.primary.resolved(in: theme, scheme: .dark)
                != PageIndicatorStyleSource.primary.resolved(in: theme, scheme: .light))
    }

    @Test("A fixed style is the same in every scheme")
    func fixed() {
        let style = PageControlStyle.secondary(in: .default, scheme: .dark)
        #expect(PageIndicatorStyleSource.fixed(style).resolved(in: .default, scheme: .light) == style)
        #expect(PageIndicatorStyleSource.fixed(style).resolved(in: .default, scheme: .dark) == style)
    }
}
