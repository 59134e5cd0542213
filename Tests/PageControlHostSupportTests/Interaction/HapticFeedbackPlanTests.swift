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

    @Test("The triggers count each player's haptics apart, one change per feedback and per update")
    func triggers() {
        var triggers = HapticFeedbackTriggers()
        #expect(triggers.selections == 0 && triggers.impacts == 0 && !triggers.hasWaiting)
        for feedback in [PageControlFeedback.selection, .selection, .boundary, .selection] {
            triggers.record(feedback)
            triggers.endUpdate()
        }
        #expect(triggers.selections == 3 && triggers.impacts == 1 && !triggers.hasWaiting)
    }

    @Test("10. A second haptic of one update waits for the next, and several go in order, one an update")
    func oneChangeAnUpdate() {
        var triggers = HapticFeedbackTriggers()
        triggers.record(.selection)
        triggers.record(.boundary)
        triggers.record(.selection)
        #expect(triggers.selections == 1 && triggers.impacts == 0 && triggers.hasWaiting)
        triggers.releaseWaiting()  // a frame within the same update changes nothing more
        #expect(triggers.selections == 1 && triggers.impacts == 0)
        triggers.endUpdate()
        triggers.record(.selection)  // an input in a later update goes behind the waiting ones
        #expect(triggers.selections == 1 && triggers.impacts == 0)
        var counts: [[Int]] = []
        for _ in 0..<4 {
            triggers.endUpdate()
            triggers.releaseWaiting()
            counts.append([triggers.selections, triggers.impacts])
        }
        #expect(counts == [[1, 1], [2, 1], [3, 1], [3, 1]])
        #expect(!triggers.hasWaiting)
    }

    @Test("10. UIKit plays each haptic at the dot the scrub has just landed on")
    func locations() {
        let control = control()
        var played: [(PageControlFeedback, Point)] = []
        control.hostFeedbackHandler = { played.append(($0, HapticFeedbackPlan.location(on: control))) }
        control.handlePointer(PointerEvent(.down, at: Point(x: 144, y: 18), time: 0, kind: .mouse))
        control.handlePointer(PointerEvent(.move, at: Point(x: 176, y: 18), time: 0.1, kind: .mouse))
        control.handlePointer(PointerEvent(.move, at: Point(x: 192, y: 18), time: 0.2, kind: .mouse))
        control.handlePointer(PointerEvent(.up, at: Point(x: 192, y: 18), time: 0.5, kind: .mouse))
        #expect(played.map(\.0) == [.selection, .selection, .boundary])
        #expect(played.map(\.1) == [Point(x: 144, y: 18.5), Point(x: 176, y: 18.5), Point(x: 192, y: 18.5)])
    }

    @Test("A haptic with no dot laid out plays at the centre of the bounds")
    func locationWithoutDots() {
        let control = PageControl()
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        #expect(HapticFeedbackPlan.location(on: control) == Point(x: 160, y: 18.5))
    }

    @Test("A control's scrub drives the triggers through the host's player")
    func scrubDrivesTriggers() {
        let control = control()
        var triggers = HapticFeedbackTriggers()
        control.hostFeedbackHandler = { triggers.record($0) }
        // Each event is an update of its own, as a host's inputs are.
        for (phase, x, time) in [
            (PointerEvent.Phase.down, 144.0, 0.0), (.move, 176, 0.1), (.move, 192, 0.2), (.up, 192, 0.5),
        ] {
            control.handlePointer(PointerEvent(phase, at: Point(x: x, y: 18), time: time, kind: .mouse))
            triggers.endUpdate()
        }
        #expect(triggers.selections == 1 && triggers.impacts == 0 && triggers.hasWaiting)
        for _ in 0..<2 {  // the frames that follow play what waits, one an update
            triggers.releaseWaiting()
            triggers.endUpdate()
        }
        // The drag starts a scrub at the down (page 1's dot) and goes to page 3's: two haptics in one event; then the
        // last page.
        #expect(control.currentPage == 4)
        #expect(triggers.selections == 2 && triggers.impacts == 1 && !triggers.hasWaiting)
    }
}
