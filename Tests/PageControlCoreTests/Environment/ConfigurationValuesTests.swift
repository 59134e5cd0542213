import Testing

@testable import PageControlCore

/// The small configuration values on their own: defaults, clamping, and the environment's derived inputs.
@Suite struct ConfigurationValuesTests {
    @Test("The environment's attention reads and writes its six inputs; assistive technology is either one")
    func environment() {
        var environment = PageControlEnvironment()
        #expect(environment.attention.isEmpty && !environment.isAssistiveTechnologyRunning)
        environment.attention = .attention
        #expect(environment.hasKeyboardFocus && environment.isPointerHovering && environment.hasAccessibilityFocus)
        #expect(environment.contentHasKeyboardFocus && environment.isPointerOverContent)
        #expect(environment.contentHasAccessibilityFocus && environment.attention == .attention)
        environment.attention.subtract([.pointer])
        #expect(!environment.isPointerHovering)
        environment.isSwitchControlRunning = true
        #expect(environment.isAssistiveTechnologyRunning)
    }

    @Test(
        "The layout direction follows the language only when asked",
        arguments: [
            (false, "ar" as String?, LayoutDirection.leftToRight), (true, "ar", .rightToLeft),
            (true, "de", .leftToRight),
            (true, nil, .leftToRight),
        ])
    func direction(follows: Bool, language: String?, expected: LayoutDirection) {
        let environment = PageControlEnvironment(language: language, layoutDirectionFollowsLanguage: follows)
        #expect(environment.effectiveLayoutDirection == expected)
    }

    @Test("Counts below 1 become 1; a span above 100 becomes 100")
    func counts() {
        var window = IndicatorWindow(maximumVisibleIndicators: -4, preferredNumberOfVisibleIndicators: 0)
        #expect(window.maximumVisibleIndicators == 1 && window.preferredNumberOfVisibleIndicators == 1)
        window.maximumVisibleIndicators = nil
        window.preferredNumberOfVisibleIndicators = -1
        #expect(window.maximumVisibleIndicators == nil && window.preferredNumberOfVisibleIndicators == 1)
        #expect(
            IndicatorWindow() == IndicatorWindow(maximumVisibleIndicators: 10, preferredNumberOfVisibleIndicators: 8))
        var paging = PagingOptions(visiblePageCount: 0)
        #expect(paging.visiblePageCount == 1)
        paging.visiblePageCount = 1000
        #expect(paging.visiblePageCount == 100)
    }

    @Test("Sizes and seconds that are negative or not numbers become 0; infinity stays for the fade")
    func lengths() {
        var interaction = InteractionOptions(minimumHitTargetSize: Size(width: -3, height: .nan))
        #expect(interaction.minimumHitTargetSize == Size(width: 0, height: 0))
        interaction.minimumHitTargetSize = Size(width: 50, height: -1)
        #expect(interaction.minimumHitTargetSize == Size(width: 50, height: 0))
        #expect(InteractionOptions().minimumHitTargetSize == Size(width: 44, height: 44))
        var autoplay = AutoplayOptions(idleFadeDelay: -1, idleFadeDuration: .nan)
        #expect(autoplay.idleFadeDelay == 0 && autoplay.idleFadeDuration == 0)
        autoplay.idleFadeDelay = .infinity
        #expect(autoplay.idleFadeDelay == .infinity)
        var accessibility = AccessibilityOptions(announcementInterval: -2)
        #expect(accessibility.announcementInterval == 0)
        accessibility.pageTitles = [-1: "no", 0: "yes", 4: "gone"]
        accessibility.dropTitles(from: 3)
        #expect(accessibility.pageTitles == [0: "yes"])
    }

    @Test("Page states are sparse: normal removes, negative pages are ignored, styles are per canonical state")
    func states() {
        var states = IndicatorStates()
        states[2] = .completed
        states[-1] = .visited
        states[7] = .attention
        #expect(states.pages.map(\.page) == [2, 7] && states[-1] == .normal)
        states[7] = .normal
        #expect(states.pages.map(\.page) == [2])
        #expect(states.drop(from: 2) && states.isEmpty)
        let style = IndicatorStateStyle(color: .black)
        states.setStyle(style, for: .completed)
        states.setStyle(style, for: .normal)
        #expect(states.style(for: .completed) == style && states.styles.count == 1)
        var pages = PageState()
        _ = pages.setNumberOfPages(5)
        states.tracksVisitedPages = true
        let marked = states.markVisited(leaving: 1, for: 2, in: pages)
        #expect(marked && states[1] == .visited)
        let again = states.markVisited(leaving: 2, for: 2, in: pages)
        #expect(!again)
    }
}
