import PageControlCore
import PageControlTestSupport
import Testing

/// The shared pointer traces through the core; the terminal and GTK tests replay the same traces through
/// their hosts and expect the same pages, events and announcements.
@MainActor
@Suite struct PointerTraceTests {
    @Test("Each recorded trace gives its pages, events and announcements", arguments: PointerTrace.all)
    func replay(trace: PointerTrace) {
        let (c, events) = recordingControl(pages: trace.pages)
        var spoken: [String] = []
        c.announcementHandler = { spoken.append($0) }
        let layout = c.layout
        trace.replay(
            frame: { c.advanceAnimation(to: $0) },
            send: { phase, dot, time in
                c.handlePointer(
                    PointerEvent(phase, at: PointerTrace.point(forDot: dot, in: layout), time: time, kind: trace.kind))
            })
        #expect(events() == trace.expectedEvents)
        #expect(spoken == trace.expectedAnnouncements)
        #expect(!c.isPointerDown && !(c.interactionState == .continuous))
    }
}
