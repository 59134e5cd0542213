import Testing

@testable import PageControlCore

/// The attention state's rules on their own: what a report changes, when focus stops autoplay, and the fade.
@Suite struct AttentionStateTests {
    @Test("A report takes the reasons and assistive technology, and says whether anything changed")
    func report() {
        var state = AttentionState()
        let none = state.report(PageControlEnvironment())
        #expect(!none.changed && !none.stopsAutoplay)
        let hover = state.report(PageControlEnvironment(isPointerHovering: true))
        #expect(hover.changed && !hover.stopsAutoplay && state.present == [.pointer])
        let reader = state.report(PageControlEnvironment(isSwitchControlRunning: true, isPointerHovering: true))
        #expect(reader.changed && state.assistiveTechnologyRunning && state.holdsFade)
    }

    @Test(
        "Keyboard focus arriving stops autoplay only with the option, and only when it arrives",
        arguments: [(false, false), (true, true)])
    func focusStops(option: Bool, stops: Bool) {
        var state = AttentionState()
        state.configure(AutoplayOptions(stopsOnKeyboardFocus: option))
        #expect(state.report(PageControlEnvironment(contentHasKeyboardFocus: true)).stopsAutoplay == stops)
        #expect(!state.report(PageControlEnvironment(contentHasKeyboardFocus: true)).stopsAutoplay, "already there")
        #expect(!state.report(PageControlEnvironment()).stopsAutoplay, "leaving stops nothing")
    }

    @Test("The row fades after the delay over the duration, and shows at once when held or active")
    func fade() {
        var state = AttentionState()
        state.advanceFade(to: 0, held: false)
        #expect(state.idleOpacity == 1 && state.lastActivity == nil, "no fade without the option")
        state.configure(AutoplayOptions(fadesWhenIdle: true, idleFadeDelay: 3, idleFadeDuration: 0.5))
        #expect(state.fadeNeedsFrames(held: false) && !state.fadeNeedsFrames(held: true))
        state.advanceFade(to: 10, held: false)
        #expect(state.lastActivity == 10 && state.idleOpacity == 1)
        state.advanceFade(to: 13.25, held: false)
        #expect(state.idleOpacity == 0.5)
        state.advanceFade(to: 20, held: false)
        #expect(state.idleOpacity == 0 && !state.fadeNeedsFrames(held: false))
        state.advanceFade(to: 21, held: true)
        #expect(state.idleOpacity == 1 && state.lastActivity == 21)
        state.advanceFade(to: 30, held: false)
        state.noteActivity()
        #expect(state.idleOpacity == 1 && state.lastActivity == nil)
    }
}
