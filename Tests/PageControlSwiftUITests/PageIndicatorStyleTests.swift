import PageControlDesignSystem
import Testing

@testable import PageControlSwiftUI

@Suite struct PageIndicatorStyleTests {
    @Test("Automatic leaves the control's colours; primary and secondary follow the theme and scheme")
    func resolved() {
        let theme = Theme.default
        #expect(PageIndicatorStyle.automatic.resolved(in: theme, scheme: .dark) == nil)
        #expect(PageIndicatorStyle.primary.resolved(in: theme, scheme: .dark) == .primary(in: theme, scheme: .dark))
        #expect(
            PageIndicatorStyle.secondary.resolved(in: theme, scheme: .light) == .secondary(in: theme, scheme: .light))
        #expect(
            PageIndicatorStyle.primary.resolved(in: theme, scheme: .dark)
                != PageIndicatorStyle.primary.resolved(in: theme, scheme: .light))
    }

    @Test("A fixed style is the same in every scheme, and styles compare by their source")
    func fixed() {
        let style = PageControlStyle.secondary(in: .default, scheme: .dark)
        #expect(PageIndicatorStyle.custom(style).resolved(in: .default, scheme: .light) == style)
        #expect(PageIndicatorStyle.custom(style).resolved(in: .default, scheme: .dark) == style)
        #expect(PageIndicatorStyle.custom(style) == .custom(style))
        #expect(PageIndicatorStyle.primary != .secondary)
    }
}
