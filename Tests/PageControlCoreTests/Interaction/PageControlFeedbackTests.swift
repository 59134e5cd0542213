import PageControlTesting
import Testing

@testable import PageControlCore

/// The haptic feedback a scrub gives: the rule in the scrub's own value, and the facade handing it over.
@MainActor
@Suite struct PageControlFeedbackTests {
    /// Pages as the control keeps them: `count` pages, a span of `span`, looping or not.
    nonisolated static func pages(_ count: Int, span: Int = 1, wraps: Bool = false) -> PageState {
        var pages = PageState()
        _ = pages.setNumberOfPages(count)
        _ = pages.setSpan(span)
        _ = pages.setWrapsAround(wraps)
        return pages
    }

    @Test(
        "A scrub's change is .boundary on the first or last page of a row that does not loop, else .selection",
        arguments: [
            (pages(8), 0, PageControlFeedback.boundary), (pages(8), 7, .boundary), (pages(8), 1, .selection),
            (pages(8), 6, .selection), (pages(8, span: 2), 6, .boundary), (pages(8, span: 2), 5, .selection),
            (pages(8, wraps: true), 0, .selection), (pages(8, wraps: true), 7, .selection), (pages(2), 1, .boundary),
        ])
    func rule(pages: PageState, page: Int, feedback: PageControlFeedback) {
        let state = ScrubState(windowStart: 0, pointerKind: .touch, startOffset: 0, hasTravelled: true)
        #expect(state.feedback(landingOn: page, in: pages) == feedback)
    }

    @Test("The session gives feedback only while a scrub is under way and feedback is on")
    func session() {
        var session = InteractionSession()
        let pages = Self.pages(8)
        #expect(session.scrubFeedback(landingOn: 7, in: pages, enabled: true) == nil)
        session.beginScrubbing(ScrubState(windowStart: 0, pointerKind: .touch, startOffset: 0, hasTravelled: true))
        #expect(session.scrubFeedback(landingOn: 7, in: pages, enabled: true) == .boundary)
        #expect(session.scrubFeedback(landingOn: 3, in: pages, enabled: true) == .selection)
        #expect(session.scrubFeedback(landingOn: 7, in: pages, enabled: false) == nil)
        _ = session.endScrubbing()
        #expect(session.scrubFeedback(landingOn: 3, in: pages, enabled: true) == nil)
    }

    /// A control of `pages` pages in 320 × 37 points (a window of up to 10 dots, slot k centred at 88 + 16k for
    /// 10 or more pages) on page `current`, and what its feedback handler heard.
    func control(pages: Int, current: Int = 0) -> (PageControl, () -> [PageControlFeedback]) {
        let control = PageControl()
        control.numberOfPages = pages
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.currentPage = current
        var heard: [PageControlFeedback] = []
        control.feedbackHandler = { heard.append($0) }
        return (control, { heard })
    }

    @Test("A touch scrub gives one .selection a page it steps, and .boundary for the step onto the last page")
    func touchSteps() {
        let (control, heard) = control(pages: 10, current: 2)
        control.advanceAnimation(to: 0)
        #expect(control.beginScrubbing(at: Point(x: 120, y: 18)))
        control.moveScrubbing(to: Point(x: 200, y: 18))  // aims at page 7 (88 + 16 × 7)
        for frame in 1...8 { control.advanceAnimation(to: Double(frame) / 60) }
        #expect(control.currentPage == 7)
        #expect(heard() == [.selection, .selection, .selection, .selection, .selection])
        control.moveScrubbing(to: Point(x: 240, y: 18))  // past the last dot (page 9, at 232)
        for frame in 9...12 { control.advanceAnimation(to: Double(frame) / 60) }
        control.endScrubbing()
        #expect(control.currentPage == 9)
        #expect(heard() == [.selection, .selection, .selection, .selection, .selection, .selection, .boundary])
    }

    @Test("A mouse scrub that jumps several dots at once gives one .selection for the one change")
    func mouseJump() {
        let (control, heard) = control(pages: 10)
        #expect(control.beginScrubbing(at: Point(x: 88, y: 18), pointerKind: .mouse))
        control.moveScrubbing(to: Point(x: 168, y: 18))
        #expect(control.currentPage == 5)
        control.moveScrubbing(to: Point(x: 88, y: 18))
        control.endScrubbing()
        #expect(heard() == [.selection, .boundary])
    }

    @Test("A jog back to the first page ends in exactly one .boundary")
    func jogToFirstPage() throws {
        let (control, heard) = control(pages: 30, current: 25)
        let driver = PageControlDriver(control)
        let start = try #require(driver.center(ofPage: 25))
        let firstDot = try #require(driver.center(ofPage: control.layout[0].page))
        driver.scrub(from: start, to: Point(x: firstDot.x - 48, y: firstDot.y))
        #expect(driver.sentPages == Array((0...24).reversed()))
        #expect(heard() == Array(repeating: .selection, count: 24) + [.boundary])
        #expect(driver.feedback == heard())
    }

    @Test("A looping row has no ends: crossing the seam either way is a .selection")
    func loopSeam() throws {
        let driver = PageControlDriver(control(pages: 8, current: 6).0)
        let control = driver.control
        control.paging.wrapsAround = true
        driver.settle()
        // The finger lands on page 6's dot and moves straight to page 1's: a touch steps the shorter way round.
        #expect(control.beginScrubbing(at: try #require(driver.center(ofPage: 6))))
        control.moveScrubbing(to: try #require(driver.center(ofPage: 1)))
        driver.advance(seconds: 0.1)
        control.endScrubbing()
        driver.settle()
        #expect(driver.sentPages == [7, 0, 1])
        #expect(control.beginScrubbing(at: try #require(driver.center(ofPage: 1))))
        control.moveScrubbing(to: try #require(driver.center(ofPage: 7)))
        driver.advance(seconds: 0.1)
        control.endScrubbing()
        #expect(driver.sentPages == [7, 0, 1, 0, 7])
        #expect(driver.feedback == [.selection, .selection, .selection, .selection, .selection])
    }

    @Test("Right to left, a scrub leftwards steps to later pages with the same feedback")
    func rightToLeft() {
        let driver = PageControlDriver(control(pages: 8, current: 1).0)
        driver.control.direction = .rightToLeft
        driver.scrub(from: 1, to: 7)
        #expect(driver.sentPages == [2, 3, 4, 5, 6, 7])
        #expect(driver.feedback == [.selection, .selection, .selection, .selection, .selection, .boundary])
        #expect(driver.center(ofPage: 7)!.x < driver.center(ofPage: 1)!.x)
    }

    @Test(
        "A flick on release is one .boundary; at the end it points to already, nothing",
        arguments: [(1000.0, 4, [PageControlFeedback.boundary]), (-1000, 4, [.boundary]), (1000, 7, [])])
    func flick(velocity: Double, current: Int, expected: [PageControlFeedback]) {
        let (control, heard) = control(pages: 8, current: current)
        #expect(control.beginScrubbing(at: Point(x: 160, y: 18)))
        control.endScrubbing(velocity: Point(x: velocity, y: 0))
        #expect(heard() == expected)
    }

    @Test("A key, an adjustment or code during a scrub gives nothing; the scrub's own steps still do")
    func othersDuringScrub() {
        let (control, heard) = control(pages: 8, current: 3)
        #expect(control.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .mouse))
        #expect(control.handleKey(.right))
        #expect(control.performAccessibilityAction(.increment))
        #expect(heard().isEmpty)
        control.moveScrubbing(to: Point(x: 144, y: 18))
        #expect(heard() == [.selection])
        control.currentPage = 7  // code ends the scrub
        #expect(control.interactionState == .none)
        #expect(heard() == [.selection])
    }

    @Test("Taps, keys, VoiceOver, code, scroll following and autoplay give nothing")
    func nothingElse() {
        let (control, heard) = control(pages: 3)
        control.handleTap(at: Point(x: 176, y: 18))
        #expect(control.handleKey(.end))
        #expect(control.performAccessibilityAction(.decrement))
        control.currentPage = 0
        control.setCurrentPage(2, animated: true)
        control.followScroll(to: 0.4, isUserScrolling: true)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        control.progress = timer
        timer.resumeTimer()
        for frame in 0...70 { control.advanceAnimation(to: Double(frame) / 60) }
        #expect(control.currentPage == 1)
        #expect(heard().isEmpty)
    }

    @Test("With providesHapticFeedback false, scrubs, jogs and flicks give nothing, to the app or the host")
    func switchedOff() {
        let (control, heard) = control(pages: 8, current: 3)
        var host: [PageControlFeedback] = []
        control.hostFeedbackHandler = { host.append($0) }
        control.interaction.providesHapticFeedback = false
        #expect(InteractionOptions().providesHapticFeedback)
        #expect(control.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .mouse))
        control.moveScrubbing(to: Point(x: 112, y: 18))
        control.endScrubbing(velocity: Point(x: 2000, y: 0))
        #expect(control.currentPage == 7)
        #expect(heard().isEmpty && host.isEmpty)
    }

    @Test("The host's player hears every value after the app's handler, and without one")
    func hostPlayer() {
        let (control, _) = control(pages: 8, current: 3)
        var order: [String] = []
        control.feedbackHandler = { order.append("app \($0)") }
        control.hostFeedbackHandler = { order.append("host \($0)") }
        #expect(control.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .mouse))
        control.moveScrubbing(to: Point(x: 144, y: 18))
        control.feedbackHandler = nil
        control.endScrubbing(velocity: Point(x: 2000, y: 0))
        #expect(order == ["app selection", "host selection", "host boundary"])
    }
}
