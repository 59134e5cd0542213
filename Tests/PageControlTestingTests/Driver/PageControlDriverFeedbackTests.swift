import PageControlCore
import PageControlTesting
import Testing

/// The driver records the control's haptic feedback as it records its events and announcements.
@MainActor
@Suite struct PageControlDriverFeedbackTests {
    /// A control of `pages` pages in 320 × 37 points (a window of up to 10 dots) with a driver.
    func driven(pages: Int = 8, current: Int = 0) -> PageControlDriver {
        let control = PageControl()
        control.numberOfPages = pages
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.currentPage = current
        return PageControlDriver(control)
    }

    @Test("A scrub over five pages records five .selection through the driver")
    func scrubOverFivePages() {
        let driver = driven(current: 1)
        driver.scrub(from: 1, to: 6)
        #expect(driver.sentPages == [2, 3, 4, 5, 6])
        #expect(driver.feedback == [.selection, .selection, .selection, .selection, .selection])
    }

    @Test("A jog to the last page records one .selection a page and ends in exactly one .boundary")
    func jogToLastPage() throws {
        let driver = driven(pages: 30, current: 5)
        let start = try #require(driver.center(ofPage: 5))
        let lastDot = try #require(driver.center(ofPage: 9))
        // Three pitches past the window's last dot: the scrub steps to it, then jogs on to the last page.
        driver.scrub(from: start, to: Point(x: lastDot.x + 48, y: lastDot.y))
        #expect(driver.sentPages == Array(6...29))
        #expect(driver.feedback == Array(repeating: .selection, count: 23) + [.boundary])
        #expect(driver.feedback.filter { $0 == .boundary }.count == 1)
    }

    @Test(
        "A flick steps with the finger, then lands on the end it points at with one .boundary",
        arguments: [(1500.0, [5, 6, 7]), (-1500.0, [3, 2, 0])])
    func flick(velocity: Double, pages: [Int]) {
        let driver = driven(current: 4)
        // Three frames at 1,500 points a second travel 75 points: two pages, then the flick to the end.
        driver.flick(from: 4, velocity: velocity)
        #expect(driver.sentPages == pages)
        #expect(driver.feedback == [.selection, .selection, .boundary])
    }

    @Test("Taps, keys, VoiceOver, the actions rotor, code, scrolling and a timer record no feedback")
    func nothingButScrubs() {
        let driver = driven(pages: 3)
        driver.tap(page: 2)
        #expect(driver.key(.end))
        driver.decrement()
        driver.increment()
        #expect(driver.perform(actionNamed: "First page"))
        driver.control.currentPage = 2
        driver.scroll(toPosition: 0.6)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        driver.control.progress = timer
        timer.resumeTimer()
        driver.advance(seconds: 1.05)
        #expect(driver.sentPages == [1, 2, 1, 2, 0, 2])
        #expect(driver.feedback.isEmpty)
    }

    @Test("With providesHapticFeedback false a scrub and a flick record nothing")
    func switchedOff() {
        let driver = driven(current: 1)
        driver.control.interaction.providesHapticFeedback = false
        driver.scrub(from: 1, to: 6)
        driver.flick(from: 6, velocity: 1500)
        #expect(driver.sentPages == [2, 3, 4, 5, 6, 7])
        #expect(driver.feedback.isEmpty)
    }

    @Test("clearRecords() forgets the feedback with the rest")
    func clearing() {
        let driver = driven(current: 4)
        driver.flick(from: 4, velocity: 1500)
        driver.clearRecords()
        #expect(driver.feedback.isEmpty && driver.sentPages.isEmpty && driver.announcements.isEmpty)
        driver.flick(from: 7, velocity: -1500)
        #expect(driver.sentPages == [6, 5, 0])
        #expect(driver.feedback == [.selection, .selection, .boundary])
    }

    @Test("The app's feedback handler still hears every value; finish() gives it back, and nil stays nil")
    func finishRestoresHandler() {
        let driver = driven(current: 4)
        var heard: [PageControlFeedback] = []
        driver.finish()
        #expect(driver.control.feedbackHandler == nil)
        driver.control.feedbackHandler = { heard.append($0) }
        let second = PageControlDriver(driver.control)
        second.flick(from: 4, velocity: 1500)
        #expect(second.feedback == [.selection, .selection, .boundary])
        #expect(heard == second.feedback)
        second.finish()
        second.flick(from: 7, velocity: -1500)
        #expect(second.feedback == [.selection, .selection, .boundary], "finished: records nothing more")
        #expect(heard == [.selection, .selection, .boundary, .selection, .selection, .boundary])
        #expect(driver.feedback.isEmpty)
    }
}
