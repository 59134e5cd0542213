import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeAppearanceTests {
    @Test("there are exactly two appearances, named light and dark")
    func cases() {
        #expect(Theme.Appearance.allCases == [.light, .dark])
        #expect(Theme.Appearance(rawValue: "dark") == .dark)
        #expect(Theme.Appearance(rawValue: "Dark") == nil)
    }
}
