import Testing

@testable import PageControlCore

/// The interaction session's rules on their own: the press, the scrub and its jogging, taps, scrolling, the
/// page a person chose and the preview's hold.
@Suite struct InteractionSessionTests {
    func scrub(_ kind: PointerKind = .touch, windowStart: Double = 0) -> ScrubState {
        ScrubState(windowStart: windowStart, pointerKind: kind, startOffset: 10, hasTravelled: kind != .touch)
    }

    @Test("A new session holds nothing; a scrub makes it scrubbing and ends the preview's hold")
    func scrubbing() {
        var session = InteractionSession()
        #expect(!session.isScrubbing && session.pointerSession == nil && session.lastTap == nil)
        #expect(session.contentTarget == nil && session.scrollRemainder == 0)
        session.holdPreview()
        session.beginScrubbing(scrub())
        #expect(session.isScrubbing && session.adjustmentPreview == nil)
        #expect(session.endScrubbing()?.startOffset == 10)
        #expect(!session.isScrubbing && session.endScrubbing() == nil)
    }

    @Test("Losing the pages ends the press, the tap and the preview's hold, and leaves the scrub to finish")
    func endForLostPages() {
        var session = InteractionSession()
        session.beginScrubbing(scrub(windowStart: 2))
        session.press(PointerSession(kind: .touch, start: Point(x: 1, y: 2), time: 3))
        session.recordTap(at: Point(x: 1, y: 2), time: 3, step: 1)
        session.holdPreview()
        #expect(session.accumulateScroll(7, perPage: 40) == 0)
        let left = session.endForLostPages()
        #expect(left, "a scrub is left to finish")
        #expect(session.pointerSession == nil && session.lastTap == nil && session.adjustmentPreview == nil)
        #expect(session.scrollRemainder == 7, "scrolling is not a person's press")
        #expect(session.endScrubbing()?.windowStart == 2)
        let again = session.endForLostPages()
        #expect(!again, "nothing to end twice")
    }

    @Test(
        "Continuous scrolling turns into whole pages, keeps the rest and starts over on a change of direction",
        arguments: [
            ([30.0, 30.0], 40.0, [0.0, 1.0], 20.0), ([100.0], 40.0, [2.0], 20.0),
            ([30.0, -50.0], 40.0, [0.0, -1.0], -10.0),
        ])
    func scroll(deltas: [Double], distance: Double, steps: [Double], rest: Double) {
        var session = InteractionSession()
        var taken: [Double] = []
        for delta in deltas { taken.append(session.accumulateScroll(delta, perPage: distance)) }
        #expect(taken == steps)
        #expect(session.scrollRemainder == rest)
        session.resetScroll()
        #expect(session.scrollRemainder == 0)
    }

    @Test("The content travels to a chosen page until it arrives or turns away; code takes over at once")
    func contentTarget() {
        var pages = PageState()
        _ = pages.setNumberOfPages(5)
        var session = InteractionSession()
        func travels(_ position: Double) -> Bool {
            session.contentTravels(at: position, in: pages, arrival: 0.001, takeover: 0.01)
        }
        let unchosen = travels(1)
        #expect(!unchosen, "nothing chosen")
        session.personChose(3)
        let far = travels(1)
        let nearer = travels(2.5)
        #expect(far && nearer && session.contentTarget?.distance == 0.5)
        let back = travels(2)
        #expect(!back, "turned away")
        session.personChose(3)
        let arrived = travels(3)
        #expect(!arrived, "arrived")
        session.codeTookOver()
        #expect(session.contentTarget == nil)
    }

    @Test("The preview's hold is timed from the first frame after the adjustment")
    func previewHold() {
        var session = InteractionSession()
        session.advancePreviewHold(to: 1, duration: 1)
        #expect(session.adjustmentPreview == nil)
        session.holdPreview()
        #expect(session.adjustmentPreview?.isNaN == true)
        session.advancePreviewHold(to: 10, duration: 1)
        #expect(session.adjustmentPreview == 10)
        session.advancePreviewHold(to: 10.5, duration: 1)
        #expect(session.adjustmentPreview == 10)
        session.advancePreviewHold(to: 11, duration: 1)
        #expect(session.adjustmentPreview == nil)
    }

    @Test("A press records its moves and its frames, and hands itself back when it ends")
    func press() {
        var session = InteractionSession()
        #expect(session.movePress(PointerEvent(.move, at: .zero, time: 0)) == nil)
        session.press(PointerSession(kind: .touch, start: Point(x: 0, y: 0), time: 1))
        #expect(session.holdPress(at: 50)?.heldFor == 0, "the first frame starts the count")
        #expect(session.holdPress(at: 50.25)?.isHeldOrDragged == true)
        let moved = session.movePress(PointerEvent(.move, at: Point(x: 3, y: 4), time: 1.05))
        #expect(moved?.travel == 5 && moved?.heldFor == 0.25)
        session.pressBecameScrub(true)
        #expect(session.holdPress(at: 51) == nil, "a scrubbing press waits for nothing")
        let up = session.releasePress(PointerEvent(.up, at: Point(x: 6, y: 8), time: 1.1))
        #expect(up?.travel == 10 && session.pointerSession == nil && session.releasePress() == nil)
    }

    @Test("A tap is remembered only with a time")
    func taps() {
        var session = InteractionSession()
        session.recordTap(at: Point(x: 1, y: 1), time: 2, step: -1)
        #expect(session.lastTap?.time == 2 && session.lastTap?.step == -1)
        session.recordTap(at: Point(x: 1, y: 1), time: nil, step: 1)
        #expect(session.lastTap == nil)
        session.recordTap(at: Point(x: 1, y: 1), time: 2, step: 1)
        session.forgetTap()
        #expect(session.lastTap == nil)
    }
}
