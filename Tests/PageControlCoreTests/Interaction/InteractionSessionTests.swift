import Testing

@testable import PageControlCore

/// The interaction session starts empty and knows when a scrub is under way.
@Suite struct InteractionSessionTests {
    @Test("A new session holds nothing; a scrub makes it scrubbing")
    func scrubbing() {
        var session = InteractionSession()
        #expect(!session.isScrubbing && session.pointerSession == nil && session.lastTap == nil)
        #expect(session.contentTarget == nil && session.scrollRemainder == 0)
        session.scrub = ScrubState(windowStart: 0, pointerKind: .touch, startOffset: 0, hasTravelled: false)
        #expect(session.isScrubbing)
    }

    @Test("Losing the pages ends the press, the scrub, the tap and the preview's hold, and hands back the scrub")
    func endForLostPages() {
        var session = InteractionSession()
        let scrub = ScrubState(windowStart: 2, pointerKind: .touch, startOffset: 10, hasTravelled: true)
        session.scrub = scrub
        session.pointerSession = PointerSession(kind: .touch, start: Point(x: 1, y: 2), time: 3)
        session.lastTap = (Point(x: 1, y: 2), 3, 1)
        session.adjustmentPreview = 4
        session.scrollRemainder = 7
        let ended = session.endForLostPages()
        #expect(ended?.windowStart == 2 && ended?.startOffset == 10)
        #expect(!session.isScrubbing && session.pointerSession == nil && session.lastTap == nil)
        #expect(session.adjustmentPreview == nil)
        #expect(session.scrollRemainder == 7, "scrolling is not a person's press")
        #expect(session.endForLostPages() == nil, "nothing to end twice")
    }
}
