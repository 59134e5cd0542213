import PageControlCore
import PageControlTestSupport
import Testing

/// One tap of a sequence: where along the row, when, and the page expected after it.
struct TimedTap: Sendable, CustomTestStringConvertible {
    let x: Double
    let time: Double?
    let page: Int
    var testDescription: String { "tap at x=\(x), t=\(time.map { "\($0)" } ?? "none") → page \(page)" }
}

/// UIKit's quick repeat of step taps: a tap within 0.75 s and 8 pt of the previous one steps the same way
/// again; a tap inside the current dot does that or nothing.
@MainActor
@Suite struct TapRepeatTests {
    /// Ten pages in 390 × 37 points with the classic metrics: dot i is centred at x = 123 + 16i and spans
    /// 119.5 + 16i … 126.5 + 16i.
    func control(page: Int = 4, pages: Int = 10) -> (PageControl, () -> Int) {
        let (c, events) = recordingControl(pages: pages, width: 390)
        c.currentPage = page
        return (c, { events().count })
    }

    @Test(
        "Fast taps at one spot keep stepping after the current dot has passed the finger",
        arguments: [
            [
                // 200 is after dot 4 (187): forward to 5 (203). 0.3 s later 200 is inside dot 5 and near
                // the last tap: forward again; then before dot 6 but near the last tap: forward again.
                TimedTap(x: 200, time: 0, page: 5), TimedTap(x: 200, time: 0.3, page: 6),
                TimedTap(x: 200, time: 0.6, page: 7),
                // Inside the current dot (7 at 235) but 35 pt from the last tap: nothing.
                TimedTap(x: 235, time: 0.9, page: 7),
                // That tap stepped nothing, so the next one inside the dot has nothing to repeat.
                TimedTap(x: 236, time: 1.0, page: 7),
                // After the dot's trailing edge (238.5), alone: forward.
                TimedTap(x: 240, time: 2.0, page: 8),
            ],
            [
                // Without times every tap stands alone: 200 is then inside dot 5, which does nothing.
                TimedTap(x: 200, time: nil, page: 5), TimedTap(x: 200, time: nil, page: 5),
                // Before the current dot: back.
                TimedTap(x: 187, time: 5, page: 4),
            ],
            [
                // Backwards too: 170 is before dot 4 (187): back to 3 (171), then near the last tap, back again.
                TimedTap(x: 170, time: 10, page: 3), TimedTap(x: 170, time: 10.5, page: 2),
                // 0.76 s after the last tap: not a repeat; 170 is after dot 2 (155), so forward.
                TimedTap(x: 170, time: 11.26, page: 3),
            ],
        ])
    func sequence(taps: [TimedTap]) {
        let (c, events) = control()
        var expectedEvents = 0
        var page = c.currentPage
        for tap in taps {
            c.handleTap(at: Point(x: tap.x, y: 18), time: tap.time)
            if tap.page != page { expectedEvents += 1 }
            page = tap.page
            #expect(c.currentPage == tap.page, "\(tap.testDescription)")
            #expect(c.interactionState == (expectedEvents > 0 ? .discrete : .none))
        }
        #expect(events() == expectedEvents)
    }

    @Test("A repeat stops at the last page and sends nothing there")
    func end() {
        let (c, events) = control(page: 8)
        c.handleTap(at: Point(x: 260, y: 18), time: 0)  // after dot 8 (251): to 9
        c.handleTap(at: Point(x: 260, y: 18), time: 0.2)  // near: would step to 10, which is past the end
        c.handleTap(at: Point(x: 259, y: 18), time: 0.4)  // near the last try: still forward, still nothing
        #expect(c.currentPage == 9)
        #expect(events() == 1)
    }

    @Test("Jump taps and two-page controls never repeat", arguments: [TapBehavior.jump, .step])
    func noRepeat(behavior: TapBehavior) {
        let (c, _) = control(pages: behavior == .jump ? 10 : 2)
        c.interaction.tapBehavior = behavior
        if behavior == .jump {
            c.handleTap(at: Point(x: 203, y: 18), time: 0)  // dot 5
            c.handleTap(at: Point(x: 203, y: 18), time: 0.1)  // dot 5 again: stays
            #expect(c.currentPage == 5)
        } else {
            c.currentPage = 0
            c.handleTap(at: Point(x: 300, y: 18), time: 0)  // two pages toggle
            c.handleTap(at: Point(x: 300, y: 18), time: 0.1)  // toggles back, not a repeat forward
            #expect(c.currentPage == 0)
        }
    }

    @Test("Non-finite and backwards times do not repeat", arguments: [Double.nan, .infinity, -1])
    func hostileTimes(second: Double) {
        let (c, _) = control()
        c.handleTap(at: Point(x: 200, y: 18), time: 0)
        c.handleTap(at: Point(x: 200, y: 18), time: second)
        #expect(c.currentPage == 5)  // a plain tap inside the current dot (5 spans 199.5…206.5): nothing
    }

    @Test("The repeat window is UIKit's: 0.75 s and 8 points")
    func constants() {
        #expect(GestureThresholds.tapRepeatInterval == 0.75)
        #expect(GestureThresholds.tapRepeatDistance == 8)
    }
}
