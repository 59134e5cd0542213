import PageControlCore
import PageControlTesting
import Testing

/// The step buttons as a person uses them, through the driver: a tap steps a page as a person's change, with its
/// event, haptic and announcement; an end's button does nothing; a press on one never becomes a scrub.
@MainActor
@Suite struct StepButtonDriverTests {
    /// A control of `pages` classic dots on `current`, with the buttons, at its intrinsic size, and a driver.
    func driven(pages: Int = 5, current: Int = 2, configure: (PageControl) -> Void = { _ in }) -> PageControlDriver {
        let control = PageControl()
        control.numberOfPages = pages
        control.currentPage = current
        control.showsStepButtons = true
        configure(control)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        return PageControlDriver(control)
    }

    @Test("Next and previous step one page each, send it, play the selection haptic and are announced")
    func steps() {
        let driver = driven()
        driver.tap(stepButton: .next)
        driver.tap(stepButton: .next)
        driver.tap(stepButton: .previous)
        #expect(driver.control.currentPage == 3)
        #expect(driver.sentPages == [3, 4, 3])
        #expect(driver.feedback == [.selection, .selection, .selection])
        driver.advance(seconds: 1)
        #expect(driver.announcements.last == "Page 4 of 5")
    }

    @Test("A mouse click on a button steps too, though a click on a dot goes to that dot")
    func mouse() {
        let driver = driven()
        driver.tap(stepButton: .previous, pointerKind: .mouse)
        #expect(driver.sentPages == [1])
    }

    @Test(
        "At an end the button does nothing: no page, no event, no haptic, no announcement",
        arguments: [(0, PageControlStepButton.previous), (4, .next)])
    func inert(page: Int, button: PageControlStepButton) {
        let driver = driven(current: page)
        driver.tap(stepButton: button)
        driver.advance(seconds: 1)
        #expect(driver.control.currentPage == page)
        #expect(driver.sentPages.isEmpty && driver.feedback.isEmpty && driver.announcements.isEmpty)
    }

    @Test("A looping row's buttons cross its seam")
    func loop() {
        let driver = driven(current: 0) { $0.paging.wrapsAround = true }
        driver.tap(stepButton: .previous)
        #expect(driver.sentPages == [4])
        driver.tap(stepButton: .next)
        #expect(driver.sentPages == [4, 0])
    }

    @Test("With stepsBySpan the buttons step a whole span")
    func span() {
        let driver = driven(pages: 8, current: 0) {
            $0.paging.visiblePageCount = 2
            $0.paging.stepsBySpan = true
        }
        driver.tap(stepButton: .next)
        #expect(driver.sentPages == [2])
    }

    @Test("On the last page counted of a growing feed, next asks for more pages once per count")
    func feed() {
        let driver = driven(current: 4) { $0.hasMorePages = true }
        var requests = 0
        driver.control.addAction(for: .morePagesRequested) { _ in requests += 1 }
        driver.tap(stepButton: .next)
        driver.tap(stepButton: .next)
        #expect(requests == 1)
        #expect(driver.sentPages.isEmpty)
    }

    @Test("A press held on a button is a tap when it lifts, never a scrub")
    func held() throws {
        let driver = driven()
        let frame = try #require(driver.control.hitTesting.frame(forStepButton: .next))
        let center = Point(x: frame.midX, y: frame.midY)
        driver.control.handlePointer(PointerEvent(.down, at: center, time: driver.time, kind: .touch))
        driver.advance(seconds: 0.5)
        #expect(driver.control.interactionState != .continuous)
        driver.control.handlePointer(PointerEvent(.up, at: center, time: driver.time, kind: .touch))
        #expect(driver.sentPages == [3])
    }

    @Test("Under the .never policy a button's step is not announced")
    func quiet() {
        let driver = driven { $0.announcementPolicy = .never }
        driver.tap(stepButton: .next)
        driver.advance(seconds: 1)
        #expect(driver.sentPages == [3] && driver.announcements.isEmpty)
    }
}
