import PageControlCore
import PageControlTestSupport
import Testing

/// One event of a scrub trace: a pointer position along the row at a time, or a bare frame.
struct ScrubStep: Sendable, CustomTestStringConvertible {
    /// The pointer's x, or nil for a frame with no movement.
    let x: Double?
    let time: Double
    /// The page expected after the event and the frame at `time`.
    let page: Int
    var testDescription: String { "\(x.map { "move to x=\($0)" } ?? "frame") at t=\(time) → page \(page)" }
}

@MainActor
@Suite struct PageControlScrubbingTests {
    /// 30 pages in 320×37 bounds: a window of 10 dots, 151 pt long from x = 84.5; slot k centred at 88 + 16k.
    func control(pages: Int = 30) -> (PageControl, () -> [Int]) { recordingControl(pages: pages) }

    @Test(
        "A touch scrub starts from the current page, waits for 16 pt of travel, then steps one page per frame",
        arguments: [
            [
                // 5 pages: the row is 71 pt from 124.5; page k is centred at 128 + 16k. The finger lands on
                // page 2's dot (160) while page 0 is current: it counts as on page 0.
                ScrubStep(x: nil, time: 0, page: 0),
                ScrubStep(x: 170, time: 0.016, page: 0),  // 10 pt of travel: nothing moves
                ScrubStep(x: 176, time: 0.033, page: 0),  // 16 pt: still nothing (more than 16 is needed)
                ScrubStep(x: 177, time: 0.050, page: 1),  // 17 pt: aims at page 1 (177 − 32 = 145), one step
                ScrubStep(x: 225, time: 0.066, page: 2),  // aims at page 4 (225 − 32 = 193): a page a frame
                ScrubStep(x: nil, time: 0.083, page: 3),
                ScrubStep(x: nil, time: 0.100, page: 4),
                ScrubStep(x: nil, time: 0.116, page: 4),  // arrived: nothing more
                ScrubStep(x: 180, time: 0.133, page: 3),  // back towards page 1 (180 − 32 = 148)
                ScrubStep(x: nil, time: 0.150, page: 2),
                ScrubStep(x: nil, time: 0.166, page: 1),
            ]
        ])
    func touchTrace(trace: [ScrubStep]) {
        let (c, events) = control(pages: 5)
        c.advanceAnimation(to: 0)
        #expect(c.beginScrubbing(at: Point(x: 160, y: 18)))
        #expect(c.interactionState == .continuous)
        #expect(c.showsPlatter)
        for step in trace {
            if let x = step.x { c.moveScrubbing(to: Point(x: x, y: 18)) }
            c.advanceAnimation(to: step.time)
            #expect(c.currentPage == step.page, "\(step.testDescription)")
        }
        #expect(events() == [1, 2, 3, 4, 3, 2, 1])
        #expect(!c.isAnimating)
        c.endScrubbing()
        #expect(c.interactionState == .none)
        #expect(!c.showsPlatter)
        #expect(events() == [1, 2, 3, 4, 3, 2, 1])
    }

    @Test("A touch scrub's steps need frames: a move alone changes nothing and asks for frames")
    func stepsNeedFrames() {
        let (c, events) = control(pages: 5)
        c.beginScrubbing(at: Point(x: 128, y: 18))
        c.moveScrubbing(to: Point(x: 186, y: 18))
        #expect(events().isEmpty)
        #expect(c.isAnimating)
        c.advanceAnimation(to: 1)
        #expect(events() == [1])
        c.endScrubbing()  // a release drops the steps not yet taken
        #expect(c.currentPage == 1)
        #expect(!c.isAnimating)
    }

    @Test(
        "Touch scrubs mirror for right to left and bottom to top, and run down vertical rows",
        arguments: [PageControlDirection.rightToLeft, .topToBottom, .bottomToTop])
    func touchDirections(direction: PageControlDirection) {
        let (c, events) = control(pages: 5)
        c.direction = direction
        if direction.isVertical { c.bounds = Rect(x: 0, y: 0, width: 37, height: 320) }
        // The current dot (page 0) is at 128 from the leading end; the finger starts there and moves 40 pt
        // forward along the row: towards page 2 (centred 32 pt on).
        let along = { (offset: Double) -> Point in
            let v = direction == .rightToLeft || direction == .bottomToTop ? 320 - 128 - offset : 128 + offset
            return direction.isVertical ? Point(x: 18, y: v) : Point(x: v, y: 18)
        }
        c.beginScrubbing(at: along(0))
        c.moveScrubbing(to: along(36))
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 0.1)
        c.advanceAnimation(to: 0.2)
        c.advanceAnimation(to: 0.3)
        #expect(events() == [1, 2])
    }

    @Test(
        "A mouse or trackpad scrub goes straight to the dot under the pointer",
        arguments: [PointerKind.mouse, .trackpad])
    func pointerFollows(kind: PointerKind) {
        let (c, events) = control(pages: 5)
        #expect(c.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: kind))
        #expect(events() == [2])
        c.moveScrubbing(to: Point(x: 150, y: 18))
        c.moveScrubbing(to: Point(x: 178, y: 18))
        c.moveScrubbing(to: Point(x: 186, y: 18))
        #expect(events() == [2, 1, 3, 4])
        #expect(c.position == 4)
        c.endScrubbing()
        #expect(c.interactionState == .none)
    }

    @Test("A pen scrubs as a touch does")
    func pen() {
        let (c, events) = control(pages: 5)
        c.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .pen)
        #expect(events().isEmpty)
    }

    @Test("A scrub is ignored when continuous interaction is off or outside the control")
    func ignored() {
        let (c, events) = control(pages: 5)
        c.allowsContinuousInteraction = false
        #expect(!c.beginScrubbing(at: Point(x: 190, y: 18)))
        c.allowsContinuousInteraction = true
        #expect(!c.beginScrubbing(at: Point(x: 190, y: 90)))
        #expect(!c.beginScrubbing(at: Point(x: .nan, y: 18)))
        c.moveScrubbing(to: Point(x: 190, y: 18))
        #expect(events().isEmpty)
    }

    @Test(
        "Code that sets the page ends a scrub, and later moves are ignored",
        arguments: ["currentPage", "setCurrentPage", "position"])
    func codeEndsScrub(setter: String) {
        let (c, events) = control(pages: 5)
        c.beginScrubbing(at: Point(x: 128, y: 18), pointerKind: .mouse)
        switch setter {
        case "currentPage": c.currentPage = 3
        case "setCurrentPage": c.setCurrentPage(3, animated: true)
        default: c.position = 3
        }
        #expect(!(c.interactionState == .continuous))
        #expect(c.interactionState == .none)
        c.moveScrubbing(to: Point(x: 186, y: 18))
        c.finishAnimations()
        #expect(c.currentPage == 3)
        #expect(events().isEmpty)
    }

    @Test("The window holds still while scrubbing, then glides to where the edge rule puts it")
    func heldWindow() {
        let (c, events) = control()
        c.currentPage = 15
        // Stepped from page 0, UIKit's rule leaves page 15 in slot 7: the window starts at page 8.
        #expect(c.layout.windowStart == 8)
        // Page 16 is slot 8 (2/3 size), centred at 88 + 8 · 16 = 216.
        c.beginScrubbing(at: Point(x: 216, y: 18), pointerKind: .mouse)
        #expect(c.currentPage == 16)
        #expect(c.layout.windowStart == 8)
        c.moveScrubbing(to: Point(x: 218, y: 18))
        #expect(events() == [16])
        #expect(c.layout.windowStart == 8)
        c.endScrubbing()
        // Page 16 is within two dots of the end: the window glides one page on, to start at 9.
        #expect(c.isAnimating)
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 5)
        #expect(c.layout.windowStart == 9)
        #expect(!c.isAnimating)
    }

    @Test("Holding past the end of a windowed row jogs forward with time, one page a step")
    func jogging() {
        let (c, events) = control()
        c.advanceAnimation(to: 0)
        c.beginScrubbing(at: Point(x: 88, y: 18))
        // Past the row's end; the nearest dot large enough to aim at is page 8 (the last one is at 1/3).
        c.moveScrubbing(to: Point(x: 240, y: 18))
        #expect(c.isAnimating)
        // Frames at 60 Hz, as a host's frame clock gives them.
        var frame = 0
        func run(frames count: Int) {
            for _ in 0..<count {
                frame += 1
                c.advanceAnimation(to: Double(frame) / 60)
            }
        }
        run(frames: 6)
        #expect(c.currentPage == 6)  // one page a frame towards page 8
        run(frames: 3)
        #expect(c.currentPage == 8)
        run(frames: 30)
        #expect(c.currentPage > 8)  // jogging: 6.4 pages a second, 4.5 pt past the end
        let afterHalf = c.currentPage
        run(frames: 600)
        #expect(c.currentPage == 29)
        #expect(events() == Array(1...29))
        #expect(afterHalf < 29)
        c.moveScrubbing(to: Point(x: 168, y: 18))
        c.endScrubbing()
        #expect(!c.isAnimating)
        #expect(c.layout.windowStart == 20)
    }

    @Test(
        "A fast release jumps to the first or last page",
        arguments: [
            (PageControlDirection.leftToRight, 900.0, 29), (.leftToRight, -900, 0), (.leftToRight, 700, 3),
            (.leftToRight, 800, 3), (.rightToLeft, 900, 0), (.rightToLeft, -900, 29),
        ])
    func flick(direction: PageControlDirection, velocity: Double, expected: Int) {
        let (c, _) = control()
        c.direction = direction
        c.environment.reducesMotion = true
        c.currentPage = 3
        let x = c.hitTesting.frame(forPage: 3)!.midX
        c.beginScrubbing(at: Point(x: x, y: 18))
        c.endScrubbing(velocity: Point(x: velocity, y: 0))
        #expect(c.currentPage == expected)
        #expect(c.interactionState == .none)
    }

    @Test("Vertical flicks use the vertical speed")
    func verticalFlick() {
        let (c, _) = control()
        c.direction = .topToBottom
        c.bounds = Rect(x: 0, y: 0, width: 37, height: 320)
        c.beginScrubbing(at: Point(x: 18, y: 88))
        c.endScrubbing(velocity: Point(x: 5000, y: 801))
        #expect(c.currentPage == 29)
    }

    @Test("UIKit's scrub travel is 16 points")
    func travelThreshold() {
        #expect(GestureThresholds.scrubTravelThreshold == 16)
    }
}
