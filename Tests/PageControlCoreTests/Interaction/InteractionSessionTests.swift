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
}
