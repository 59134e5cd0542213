import Testing

@testable import PageControlCore

/// Every appearance input takes part in the one invalidation: changing any of them clears the kept look.
@MainActor
@Suite struct AppearanceInputsTests {
    static let changes: [(String, @MainActor (PageControl) -> Void)] = [
        ("values", { $0.currentPageIndicatorTintColor = .black }),
        ("indicatorShapes", { $0.setIndicatorShape(.capsule, forPage: 1) }),
        ("currentPageIndicatorShapes", { $0.setCurrentPageIndicatorShape(.capsule, forPage: 1) }),
        ("direction", { $0.direction = .topToBottom }),
        ("layoutDirection", { $0.environment.layoutDirection = .rightToLeft }),
        ("layoutDirectionFollowsLanguage", { $0.environment.layoutDirectionFollowsLanguage = true }),
        ("prefersIncreasedContrast", { $0.environment.prefersIncreasedContrast = true }),
        ("contentSizeCategory", { $0.environment.contentSizeCategory = .accessibilityLarge }),
        ("accessibilityLanguage", { $0.environment.language = "ar" }),
        ("hasProgress", { $0.progress = PageControlProgress() }),
        ("insideCharacters", { $0.presentation.showsPageNumbers = true }),
    ]

    @Test("Each input, changed, clears the kept look; set to the same value, it keeps it", arguments: 0..<11)
    func invalidates(index: Int) {
        let (name, change) = Self.changes[index]
        let c = PageControl()
        c.numberOfPages = 3
        let before = c.currentLook
        #expect(c.currentLook === before, "kept between reads")
        change(c)
        #expect(c.cachedAppearance == nil, "\(name) did not clear the kept look")
        let after = c.currentLook
        change(c)
        #expect(c.currentLook === after, "setting \(name) again cleared the kept look")
    }

    @Test("The inputs struct has one stored value per input, all compared")
    func comparesEveryField() {
        let base = AppearanceInputs()
        var changed: [AppearanceInputs] = Array(repeating: base, count: 11)
        changed[0].update { $0.metrics = .modern }
        changed[1].setShape(.capsule, forPage: 0, current: false)
        changed[2].setShape(.capsule, forPage: 0, current: true)
        changed[3].setDirection(.bottomToTop)
        changed[4].adopt(PageControlEnvironment(layoutDirection: .rightToLeft))
        changed[5].adopt(PageControlEnvironment(layoutDirectionFollowsLanguage: true))
        changed[6].adopt(PageControlEnvironment(prefersIncreasedContrast: true))
        changed[7].adopt(PageControlEnvironment(contentSizeCategory: .small))
        changed[8].adopt(PageControlEnvironment(language: "he"))
        changed[9].setHasProgress(true)
        changed[10].setInsideCharacters(2)
        #expect(changed.allSatisfy { $0 != base })
        #expect(Mirror(reflecting: base).children.count == changed.count)
    }
}
