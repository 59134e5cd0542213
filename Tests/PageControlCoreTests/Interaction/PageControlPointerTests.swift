import PageControlCore
import PageControlTestSupport
import Testing

/// The pointer session: raw down, move, up and cancel events in, taps, scrubs, flicks and claims out.
@MainActor
@Suite struct PageControlPointerTests {
    /// 5 pages in 320 × 37 points: page k is centred at x = 128 + 16k.
    func control(pages: Int = 5) -> (PageControl, () -> [Int]) { recordingControl(pages: pages) }

    func event(
        _ phase: PointerEvent.Phase, _ x: Double, _ time: Double, _ kind: PointerKind = .touch, y: Double = 18
    ) -> PointerEvent {
        PointerEvent(phase, at: Point(x: x, y: y), time: time, kind: kind)
    }

    @Test("A quick touch down and up is a tap: it steps by the side of the current dot")
    func touchTap() {
        let (c, events) = control()
        #expect(c.handlePointer(event(.down, 192, 0)) == PointerResponse(isHandled: true, claimsPointer: false))
        #expect(c.isPointerDown)
        #expect(c.handlePointer(event(.up, 193, 0.08)) == PointerResponse(isHandled: true, claimsPointer: false))
        #expect(!c.isPointerDown)
        #expect(events() == [1])
        #expect(c.interactionState == .discrete)
    }

    @Test(
        "Each pointer kind taps as UIKit: a finger or pen steps, a mouse or trackpad goes to the dot",
        arguments: [(PointerKind.touch, 1), (.pen, 1), (.mouse, 4), (.trackpad, 4)])
    func kinds(kind: PointerKind, page: Int) {
        let (c, events) = control()
        c.handlePointer(event(.down, 192, 0, kind))
        c.handlePointer(event(.up, 192, 0.05, kind))
        #expect(events() == [page])
    }

    @Test("Quick taps at one spot repeat from the event times")
    func repeatedTaps() {
        let (c, events) = control()
        for (index, time) in [0.0, 0.3, 0.6].enumerated() {
            c.handlePointer(event(.down, 150, time))
            c.handlePointer(event(.up, 150, time + 0.05))
            #expect(c.currentPage == index + 1)
        }
        #expect(events() == [1, 2, 3])
    }

    @Test("A press that moves more than 10 points before it goes up is no tap")
    func movedIsNoTap() {
        let (c, events) = control()
        c.handlePointer(event(.down, 192, 0))
        c.handlePointer(event(.move, 203, 0.05))
        c.handlePointer(event(.up, 203, 0.1))
        #expect(events().isEmpty)
        c.handlePointer(event(.down, 192, 1))
        c.handlePointer(event(.up, 202, 1.1))  // 10 points: still a tap
        #expect(events() == [1])
    }

    @Test("A touch held 0.15 s becomes a scrub even without moving, and the host is told to claim it")
    func longPress() {
        let (c, events) = control()
        c.advanceAnimation(to: 0)
        c.handlePointer(event(.down, 160, 0))
        #expect(c.isAnimating)  // frames must come to see the press through
        // Frames at 60 Hz; the hold counts from the first one after the down (at most a frame late).
        for frame in 1...8 { c.advanceAnimation(to: Double(frame) / 60) }
        #expect(!(c.interactionState == .continuous))
        #expect(c.handlePointer(event(.move, 161, 0.14)).claimsPointer == false)
        for frame in 9...11 { c.advanceAnimation(to: Double(frame) / 60) }
        #expect((c.interactionState == .continuous))
        #expect(c.interactionState == .continuous)
        #expect(events().isEmpty)  // a touch scrub starts from the current page
        // 205 − 160 = 45 pt of travel; the finger counts from page 0 (shifted −32): 173 is page 3's dot.
        #expect(c.handlePointer(event(.move, 205, 0.2)) == PointerResponse(isHandled: true, claimsPointer: true))
        for frame in 13...16 { c.advanceAnimation(to: Double(frame) / 60) }
        #expect(events() == [1, 2, 3])
        #expect(c.handlePointer(event(.up, 205, 0.6)) == PointerResponse(isHandled: true, claimsPointer: true))
        #expect(!(c.interactionState == .continuous))
        #expect(c.interactionState == .none)
        #expect(events() == [1, 2, 3])  // no tap after a scrub
    }

    @Test("The hold is counted from the first frame after the down, not from the host's idle time before")
    func holdFromFrames() {
        let (c, _) = control()
        c.advanceAnimation(to: 0)
        c.handlePointer(event(.down, 160, 100))
        c.advanceAnimation(to: 100)  // the first frame after a long idle: the hold starts here
        #expect(!(c.interactionState == .continuous))
        c.advanceAnimation(to: 100.1)
        #expect(!(c.interactionState == .continuous))
        c.advanceAnimation(to: 100.15)
        #expect((c.interactionState == .continuous))
    }

    @Test("A mouse that drags 8 points scrubs at once, straight to the dot under it")
    func mouseDrag() {
        let (c, events) = control()
        c.handlePointer(event(.down, 128, 0, .mouse))
        #expect(!c.handlePointer(event(.move, 135, 0.01, .mouse)).claimsPointer)  // 7 points
        #expect(c.handlePointer(event(.move, 137, 0.02, .mouse)).claimsPointer)
        #expect(events() == [1])
        c.handlePointer(event(.move, 176, 0.1, .mouse))
        #expect(events() == [1, 3])
        c.handlePointer(event(.up, 176, 0.4, .mouse))
        #expect(c.currentPage == 3)
        #expect(events() == [1, 3])
    }

    @Test("A fast release flicks to the end, measured from the event samples")
    func flick() {
        let (c, events) = control()
        c.handlePointer(event(.down, 128, 0))
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 0.2)
        #expect((c.interactionState == .continuous))
        c.handlePointer(event(.move, 140, 0.30))
        c.handlePointer(event(.move, 160, 0.31))  // 2,000 points per second
        c.handlePointer(event(.up, 160, 0.31))
        #expect(c.currentPage == 4)
        #expect(events() == [4])
    }

    @Test("A resting release does not flick")
    func restingRelease() {
        let (c, events) = control()
        c.handlePointer(event(.down, 128, 0, .mouse))
        c.handlePointer(event(.move, 140, 0.05, .mouse))
        c.handlePointer(event(.move, 160, 0.06, .mouse))
        c.handlePointer(event(.up, 160, 0.5, .mouse))
        #expect(c.currentPage == 2)
        #expect(events() == [1, 2])
    }

    @Test("A cancel mid-scrub ends it where it is: no flick, no tap")
    func cancel() {
        let (c, events) = control()
        c.handlePointer(event(.down, 128, 0, .mouse))
        c.handlePointer(event(.move, 176, 0.01, .mouse))
        #expect((c.interactionState == .continuous))
        #expect(
            c.handlePointer(event(.cancel, 190, 0.011, .mouse))
                == PointerResponse(isHandled: true, claimsPointer: false))
        #expect(!(c.interactionState == .continuous) && !c.isPointerDown)
        #expect(c.currentPage == 3)
        #expect(c.interactionState == .none)
        #expect(c.handlePointer(event(.up, 190, 0.02, .mouse)) == .ignored)
        #expect(events() == [3])
    }

    @Test("A press on a disabled control is not the control's; disabling it mid-press cancels the press")
    func disabled() {
        let (c, events) = control()
        c.isEnabled = false
        #expect(c.handlePointer(event(.down, 128, 0, .mouse)) == .ignored)
        #expect(c.handlePointer(event(.move, 176, 0.01, .mouse)) == .ignored)
        #expect(c.handlePointer(event(.up, 176, 0.02, .mouse)) == .ignored)
        c.isEnabled = true
        c.handlePointer(event(.down, 128, 1, .mouse))
        c.handlePointer(event(.move, 160, 1.01, .mouse))
        #expect(events() == [2])
        c.isEnabled = false
        c.handlePointer(event(.move, 176, 1.02, .mouse))
        #expect(!(c.interactionState == .continuous) && !c.isPointerDown)
        #expect(c.handlePointer(event(.up, 176, 1.03, .mouse)) == .ignored)
        #expect(events() == [2])
    }

    @Test("A down outside the hit region, or with non-finite coordinates, is not the control's")
    func outside() {
        let (c, events) = control()
        #expect(c.handlePointer(event(.down, 160, 0, y: 90)) == .ignored)
        #expect(c.handlePointer(event(.up, 160, 0.05, y: 90)) == .ignored)
        #expect(c.handlePointer(event(.down, .nan, 0)) == .ignored)
        #expect(events().isEmpty)
    }

    @Test("A new down while a press is under way cancels the old press first")
    func newDown() {
        let (c, events) = control()
        c.handlePointer(event(.down, 128, 0, .mouse))
        c.handlePointer(event(.move, 176, 0.01, .mouse))
        c.handlePointer(event(.down, 192, 0.5, .mouse))
        #expect(!(c.interactionState == .continuous))
        c.handlePointer(event(.up, 192, 0.55, .mouse))
        #expect(events() == [3, 4])
    }

    @Test("With continuous interaction off, a long press is still no tap and never scrubs")
    func noScrubbing() {
        let (c, events) = control()
        c.allowsContinuousInteraction = false
        c.handlePointer(event(.down, 192, 0))
        #expect(!c.isAnimating)
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 1)
        #expect(!(c.interactionState == .continuous))
        c.handlePointer(event(.up, 192, 1))
        #expect(events() == [1])  // still a tap: nothing turned it into a scrub
    }

    @Test(
        "Mouse scrubs follow the row in every direction",
        arguments: [PageControlDirection.leftToRight, .rightToLeft, .topToBottom, .bottomToTop])
    func directions(direction: PageControlDirection) {
        let (c, events) = control()
        c.direction = direction
        if direction.isVertical { c.bounds = Rect(x: 0, y: 0, width: 37, height: 320) }
        let along = { (offset: Double) -> Point in
            let reversed = direction == .rightToLeft || direction == .bottomToTop
            let v = reversed ? 320 - 128 - offset : 128 + offset
            return direction.isVertical ? Point(x: 18, y: v) : Point(x: v, y: 18)
        }
        c.handlePointer(PointerEvent(.down, at: along(0), time: 0, kind: .mouse))
        c.handlePointer(PointerEvent(.move, at: along(32), time: 0.1, kind: .mouse))
        c.handlePointer(PointerEvent(.move, at: along(64), time: 0.2, kind: .mouse))
        c.handlePointer(PointerEvent(.up, at: along(64), time: 0.6, kind: .mouse))
        #expect(events() == [2, 4])
    }
}
