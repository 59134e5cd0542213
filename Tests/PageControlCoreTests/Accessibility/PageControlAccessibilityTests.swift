import PageControlCore
import Testing

@MainActor
@Suite struct PageControlAccessibilityTests {
    func control(pages: Int = 5, current: Int = 2) -> PageControl {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.environment.reducesMotion = true
        return c
    }

    @Test(
        "The value reads \"Page x of y\" in English and Russian",
        arguments: [
            (nil as String?, "Page 3 of 5"), ("en", "Page 3 of 5"), ("ru", "Страница 3 из 5"),
            ("ru-RU", "Страница 3 из 5"),
            ("ru_ru", "Страница 3 из 5"), ("xx", "Page 3 of 5"), ("", "Page 3 of 5"),
        ])
    func value(language: String?, expected: String) {
        let c = control()
        c.environment.language = language
        #expect(c.accessibilityElement.value == expected)
    }

    @Test("There is no value and no element without pages")
    func noPages() {
        let c = PageControl()
        #expect(c.accessibilityElement.value == nil)
        #expect(!c.accessibilityElement.isElement)
        c.numberOfPages = 1
        #expect(c.accessibilityElement.isElement)
        c.hidesForSinglePage = true
        #expect(!c.accessibilityElement.isElement)
    }

    @Test("Traits are adjustable and updates-frequently")
    func traits() {
        #expect(control().accessibilityElement.traits == [.adjustable, .updatesFrequently])
    }

    @Test("The label is settable and defaults to the language's name for the control")
    func label() {
        let c = control()
        #expect(c.accessibility.label == nil)
        #expect(c.accessibilityElement.label == "Page control")
        c.environment.language = "ru"
        #expect(c.accessibilityElement.label == "Указатель страниц")
        c.accessibility.label = "Onboarding pages"
        #expect(c.accessibilityElement.label == "Onboarding pages")
    }

    @Test("Increment, decrement and activate are bounded and send one event per change")
    func adjust() {
        let c = control(pages: 3, current: 1)
        var events: [Int] = []
        c.addAction(for: .valueChanged) { events.append($0.currentPage) }
        c.performAccessibilityAction(.increment)
        c.performAccessibilityAction(.increment)
        #expect(c.performAccessibilityAction(.activate) == false)
        c.performAccessibilityAction(.decrement)
        c.performAccessibilityAction(.decrement)
        c.performAccessibilityAction(.decrement)
        #expect(events == [2, 1, 0])
        #expect(c.accessibilityElement.value == "Page 1 of 3")
        #expect(c.interactionState == .discrete)
    }

    @Test("Page titles come first: \"Welcome, page 1 of 4\"")
    func titles() {
        let c = control(pages: 4, current: 0)
        c.accessibility.pageTitles[0] = "Welcome"
        c.accessibility.pageTitles[9] = "Ignored"
        #expect(c.accessibilityElement.value == "Welcome, page 1 of 4")
        c.environment.language = "ru"
        #expect(c.accessibilityElement.value == "Welcome, страница 1 из 4")
        c.accessibility.pageTitles[0] = nil
        #expect(c.accessibilityElement.value == "Страница 1 из 4")
        #expect(c.accessibility.pageTitles[9] == nil)
    }

    @Test("First and last page custom actions")
    func customActions() {
        let c = control()
        #expect(c.accessibilityElement.customActions.map(\.name) == ["First page", "Last page"])
        #expect(c.performAccessibilityAction(.lastPage))
        #expect(c.currentPage == 4)
        #expect(!c.performAccessibilityAction(.lastPage))
        #expect(c.performAccessibilityAction(.firstPage))
        #expect(c.currentPage == 0)
    }

    @Test("Announcements come on user changes, never on programmatic ones or screen-reader adjustments")
    func announcements() {
        let c = control()
        var spoken: [String] = []
        c.announcementHandler = { spoken.append($0) }
        c.currentPage = 4
        // The screen reader reads an adjustable element's new value itself: no announcement on top.
        c.performAccessibilityAction(.decrement)
        c.performAccessibilityAction(.increment)
        c.performAccessibilityAction(.decrement)
        #expect(c.performAccessibilityAction(.activate))
        #expect(c.currentPage == 4)
        #expect(spoken.isEmpty)
        c.handleKey(.home)
        #expect(spoken == ["Page 1 of 5"])
    }

    @Test("Scrubbing throttles announcements and the last page wins")
    func throttled() {
        let c = control(pages: 10, current: 0)
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        var spoken: [String] = []
        c.announcementHandler = { spoken.append($0) }
        c.advanceAnimation(to: 0)
        // Row of 10: 151 pt from 24.5; page k centred at 28 + 16k.
        c.beginScrubbing(at: Point(x: 28, y: 18), pointerKind: .mouse)
        c.moveScrubbing(to: Point(x: 44, y: 18))
        #expect(spoken == ["Page 2 of 10"])
        c.moveScrubbing(to: Point(x: 60, y: 18))
        c.moveScrubbing(to: Point(x: 76, y: 18))
        #expect(spoken == ["Page 2 of 10"])
        c.advanceAnimation(to: 0.6)
        #expect(spoken == ["Page 2 of 10", "Page 4 of 10"])
        c.moveScrubbing(to: Point(x: 92, y: 18))
        c.endScrubbing()
        #expect(spoken == ["Page 2 of 10", "Page 4 of 10", "Page 5 of 10"])
    }
}
