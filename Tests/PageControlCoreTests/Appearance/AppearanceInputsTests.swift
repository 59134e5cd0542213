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
        ("layoutDirection", { $0.layoutDirection = .rightToLeft }),
        ("layoutDirectionFollowsLanguage", { $0.layoutDirectionFollowsLanguage = true }),
        ("prefersIncreasedContrast", { $0.prefersIncreasedContrast = true }),
        ("contentSizeCategory", { $0.contentSizeCategory = .accessibilityLarge }),
        ("accessibilityLanguage", { $0.accessibilityLanguage = "ar" }),
        ("hasProgress", { $0.progress = PageControlProgress() }),
    ]

    @Test("Each input, changed, clears the kept look; set to the same value, it keeps it", arguments: 0..<10)
    func invalidates(index: Int) {
        let (name, change) = Self.changes[index]
        let c = PageControl()
        c.numberOfPages = 3
        let before = c.resolvedAppearance
        #expect(c.resolvedAppearance === before, "kept between reads")
        change(c)
        #expect(c.cachedAppearance == nil, "\(name) did not clear the kept look")
        let after = c.resolvedAppearance
        change(c)
        #expect(c.resolvedAppearance === after, "setting \(name) again cleared the kept look")
    }

    @Test("The inputs struct has one stored value per input, all compared")
    func comparesEveryField() {
        let base = AppearanceInputs()
        var changed: [AppearanceInputs] = Array(repeating: base, count: 10)
        changed[0].values.metrics = .modern
        changed[1].indicatorShapes[0] = .capsule
        changed[2].currentPageIndicatorShapes[0] = .capsule
        changed[3].direction = .bottomToTop
        changed[4].layoutDirection = .rightToLeft
        changed[5].layoutDirectionFollowsLanguage = true
        changed[6].prefersIncreasedContrast = true
        changed[7].contentSizeCategory = .small
        changed[8].accessibilityLanguage = "he"
        changed[9].hasProgress = true
        #expect(changed.allSatisfy { $0 != base })
        #expect(Mirror(reflecting: base).children.count == changed.count)
    }
}
