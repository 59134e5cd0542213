import PageControlCore
import Testing

/// One change to a property that decides how a control looks, and the name it is reported under.
struct LookChange: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let apply: @MainActor @Sendable (PageControl) -> Void
}

@MainActor
@Suite(.serialized) struct ResolvedAppearanceTests {
    nonisolated static let changes: [LookChange] = [
        LookChange(testDescription: "current tint") { $0.currentPageIndicatorTintColor = .black },
        LookChange(testDescription: "other tint") { $0.pageIndicatorTintColor = Color(white: 0.2) },
        LookChange(testDescription: "platter colour") { $0.platterColor = .black },
        LookChange(testDescription: "metrics") { $0.metrics = .modern },
        LookChange(testDescription: "background style") { $0.backgroundStyle = .prominent },
        LookChange(testDescription: "preferred shape") { $0.preferredIndicatorShape = .capsule },
        LookChange(testDescription: "preferred current shape") {
            $0.preferredCurrentPageIndicatorShape = .ring(lineWidth: 1)
        },
        LookChange(testDescription: "one page's shape") { $0.setIndicatorShape(.capsule, forPage: 2) },
        LookChange(testDescription: "one page's current shape") {
            $0.setCurrentPageIndicatorShape(.path(.star), forPage: 0)
        },
        LookChange(testDescription: "Increase Contrast") {
            $0.currentPageIndicatorTintColor = Color(white: 0.6)
            $0.environment.prefersIncreasedContrast = true
        },
        LookChange(testDescription: "text size") { $0.environment.contentSizeCategory = .extraExtraLarge },
        LookChange(testDescription: "timer attached (the pill)") {
            $0.progress = PageControlTimerProgress(preferredDuration: 3)
        },
        LookChange(testDescription: "direction") { $0.direction = .topToBottom },
        LookChange(testDescription: "layout direction") { $0.environment.layoutDirection = .rightToLeft },
        LookChange(testDescription: "direction from the language") {
            $0.environment.language = "ar"
            $0.environment.layoutDirectionFollowsLanguage = true
        },
        LookChange(testDescription: "appearance proxy") { _ in PageControl.appearance().metrics = .modern },
    ]

    @Test("Making a frame changes nothing: frames made one after another are equal", arguments: [1, 10, 1_000_000])
    func framesChangeNothing(pages: Int) {
        let c = PageControl()
        c.numberOfPages = pages
        c.position = Double(pages) / 3
        c.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        let first = c.frame()
        #expect(c.frame() == first)
        #expect(c.frame().look == ResolvedAppearance(c))
    }

    @Test("Each change to what a control looks like shows in its next frame", arguments: changes)
    func nextFrame(change: LookChange) {
        defer { PageControl.appearance().reset() }
        let c = PageControl()
        c.numberOfPages = 5
        c.bounds = Rect(x: 0, y: 0, width: 390, height: 37)
        let before = c.frame()
        change.apply(c)
        let after = c.frame()
        #expect(after.look == ResolvedAppearance(c))
        #expect(after != before)
    }

    @Test("Resetting the appearance proxy draws every control with the defaults from its next frame")
    func proxyReset() {
        let proxy = PageControl.appearance()
        defer { proxy.reset() }
        proxy.currentPageIndicatorTintColor = .black
        let c = PageControl()
        #expect(c.frame().currentColor == .black)
        proxy.reset()
        #expect(c.frame().currentColor == .white)
    }
}
