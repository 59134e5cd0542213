import PageControlCore
import Testing

@testable import PageControlHostSupport

/// Which player plays each feedback, when a host prepares its players, and the triggers SwiftUI watches.
@MainActor
@Suite struct HapticFeedbackPlanTests {
    @Test(
        "A page that goes by is the selection haptic, an end a light impact",
        arguments: [(PageControlFeedback.selection, HapticFeedbackPlan.Player.selection), (.boundary, .lightImpact)])
    func player(feedback: PageControlFeedback, player: HapticFeedbackPlan.Player) {
        #expect(HapticFeedbackPlan.player(for: feedback) == player)
    }

    /// A control of 5 pages in 320 × 37 points: its dots are centred at 128 + 16k.
    func control() -> PageControl {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    @Test(
        "A finger or pen going down on the dots prepares the players; a mouse, a trackpad or a later phase does not",
        arguments: [
            (PointerEvent.Phase.down, PointerKind.touch, true), (.down, .pen, true), (.down, .mouse, false),
            (.down, .trackpad, false), (.move, .touch, false), (.up, .touch, false), (.cancel, .touch, false),
        ])
    func prepares(phase: PointerEvent.Phase, kind: PointerKind, expected: Bool) {
        let control = control()
        let event = PointerEvent(phase, at: Point(x: 160, y: 18), time: 0, kind: kind)
        let response = PointerResponse(isHandled: true, claimsPointer: false)
        #expect(HapticFeedbackPlan.preparesPlayers(after: event, response: response, on: control) == expected)
    }

    @Test("Nothing is prepared for a down the control did not take, with scrubbing off or with feedback off")
    func preparesNothing() {
        let control = control()
        let down = PointerEvent(.down, at: Point(x: 160, y: 18), time: 0)
        let missed = control.handlePointer(PointerEvent(.down, at: Point(x: 160, y: 500), time: 0))
        #expect(!missed.isHandled)
        #expect(!HapticFeedbackPlan.preparesPlayers(after: down, response: missed, on: control))
        let taken = control.handlePointer(down)
        #expect(HapticFeedbackPlan.preparesPlayers(after: down, response: taken, on: control))
        control.allowsContinuousInteraction = false
        #expect(!HapticFeedbackPlan.preparesPlayers(after: down, response: taken, on: control))
        control.allowsContinuousInteraction = true
        control.interaction.providesHapticFeedback = false
        #expect(!HapticFeedbackPlan.preparesPlayers(after: down, response: taken, on: control))
    }

    @Test("The triggers count each player's haptics apart, one change per feedback")
    func triggers() {
        var triggers = HapticFeedbackTriggers()
        #expect(triggers.selections == 0 && triggers.impacts == 0)
        for feedback in [PageControlFeedback.selection, .selection, .boundary, .selection] {
            triggers.record(feedback)
        }
        #expect(triggers.selections == 3 && triggers.impacts == 1)
    }

    @Test("A control's scrub drives the triggers through the host's player")
    func scrubDrivesTriggers() {
        let control = control()
        var triggers = HapticFeedbackTriggers()
        control.hostFeedbackHandler = { triggers.record($0) }
        control.handlePointer(PointerEvent(.down, at: Point(x: 144, y: 18), time: 0, kind: .mouse))
        control.handlePointer(PointerEvent(.move, at: Point(x: 176, y: 18), time: 0.1, kind: .mouse))
        control.handlePointer(PointerEvent(.move, at: Point(x: 192, y: 18), time: 0.2, kind: .mouse))
        control.handlePointer(PointerEvent(.up, at: Point(x: 192, y: 18), time: 0.5, kind: .mouse))
        // The drag starts a scrub at the down (page 1's dot), then the pointer goes to page 3's and the last.
        #expect(control.currentPage == 4)
        #expect(triggers.selections == 2 && triggers.impacts == 1)
    }
}
