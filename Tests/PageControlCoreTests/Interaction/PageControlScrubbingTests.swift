import PageControlCore
import PageControlTestSupport
import Testing

@MainActor
@Suite struct PageControlScrubbingTests {
    /// 30 pages in 320×37 bounds: a window of 10 dots, 151 pt long from x = 84.5; slot k centred at 88 + 16k.
    func control(pages: Int = 30) -> (PageControl, () -> [Int]) { recordingControl(pages: pages) }

    @Test("The page follows the pointer, one event per page step, continuous while scrubbing")
    func follows() {
        let (c, events) = control(pages: 5)
        // 5 pages: row 71 pt from 124.5; page k centred at 128 + 16k.
        #expect(c.beginScrub(at: Point(x: 128, y: 18)))
        #expect(c.interactionState == .continuous)
        #expect(c.showsPlatter)
        c.moveScrub(to: Point(x: 150, y: 18))
        c.moveScrub(to: Point(x: 178, y: 18))
        c.moveScrub(to: Point(x: 186, y: 18))
        #expect(events() == [1, 3, 4])
        #expect(c.position == 4)
        c.endScrub()
        #expect(c.interactionState == .none)
        #expect(!c.showsPlatter)
        #expect(events() == [1, 3, 4])
    }

    @Test("A scrub is ignored when continuous interaction is off or outside the control")
    func ignored() {
        let (c, events) = control(pages: 5)
        c.allowsContinuousInteraction = false
        #expect(!c.beginScrub(at: Point(x: 190, y: 18)))
        c.allowsContinuousInteraction = true
        #expect(!c.beginScrub(at: Point(x: 190, y: 90)))
        #expect(!c.beginScrub(at: Point(x: .nan, y: 18)))
        c.moveScrub(to: Point(x: 190, y: 18))
        #expect(events().isEmpty)
    }

    @Test("The window holds still while scrubbing, so the page under the pointer is stable")
    func heldWindow() {
        let (c, events) = control()
        c.currentPage = 15
        let start = c.layout.windowStart
        #expect(start == 10.5)
        // The window starts at page 10.5, so page 18 is centred at 84.5 + 7.5 · 16 + 3.5 = 208.
        c.beginScrub(at: Point(x: 208, y: 18))
        #expect(c.currentPage == 18)
        #expect(c.layout.windowStart == start)
        c.moveScrub(to: Point(x: 214, y: 18))
        #expect(events() == [18])
        #expect(c.layout.windowStart == start)
    }

    @Test("Holding past the end of a windowed row jogs forward with time")
    func jogging() {
        let (c, events) = control()
        c.advanceAnimation(to: 0)
        c.beginScrub(at: Point(x: 88, y: 18))
        // Past the row's end; the nearest dot large enough to aim at is page 8 (the last one is at 1/3).
        c.moveScrub(to: Point(x: 240, y: 18))
        #expect(c.currentPage == 8)
        #expect(c.isAnimating)
        // Frames at 60 Hz, as a host's frame clock gives them.
        func run(until end: Double, from start: Double) {
            var t = start
            while t < end {
                t += 1.0 / 60
                c.advanceAnimation(to: t)
            }
        }
        run(until: 0.5, from: 0)
        #expect(c.currentPage > 8)
        let afterHalf = c.currentPage
        run(until: 10, from: 0.5)
        #expect(c.currentPage == 29)
        #expect(events() == Array(8...29))
        #expect(afterHalf < 29)
        c.moveScrub(to: Point(x: 160, y: 18))
        c.endScrub()
        #expect(c.isAnimating)
        c.advanceAnimation(to: 11)
        c.advanceAnimation(to: 12)
        #expect(!c.isAnimating)
    }

    @Test(
        "A fast release jumps to the first or last page",
        arguments: [
            (PageControlDirection.leftToRight, 900.0, 29), (.leftToRight, -900, 0), (.leftToRight, 700, 3),
            (.rightToLeft, 900, 0), (.rightToLeft, -900, 29),
        ])
    func flick(direction: PageControlDirection, velocity: Double, expected: Int) {
        let (c, _) = control()
        c.direction = direction
        c.reducesMotion = true
        c.currentPage = 3
        let x = c.indicatorFrame(forPage: 3)!.midX
        c.beginScrub(at: Point(x: x, y: 18))
        c.endScrub(velocity: Point(x: velocity, y: 0))
        #expect(c.currentPage == expected)
        #expect(c.interactionState == .none)
    }

    @Test("Vertical flicks use the vertical speed")
    func verticalFlick() {
        let (c, _) = control()
        c.direction = .topToBottom
        c.bounds = Rect(x: 0, y: 0, width: 37, height: 320)
        c.beginScrub(at: Point(x: 18, y: 88))
        c.endScrub(velocity: Point(x: 5000, y: 801))
        #expect(c.currentPage == 29)
    }
}
