import PageControlCore

/// A recorded press that every host replays through its own input path (the core's
/// ``PageControlCore/PageControl/handlePointer(_:)``, the terminal demo's mouse bytes, the GTK widget's
/// gesture handlers), so that one expectation checks that no host decides anything of its own.
///
/// Positions are in dots along the row from page 0's centre (1.5 is halfway between the second and third
/// dot), so each host maps them to its own metrics; they are whole or half dots so that a terminal's cells
/// hit them exactly. The traces hold still long enough for the long press (0.15 s) and flick much faster
/// than 800 points per second, so they mean the same at a terminal's one point per cell as at 16 points
/// per dot.
package struct PointerTrace: Sendable, CustomStringConvertible {
    /// One event or frame.
    package struct Step: Sendable {
        /// The time in seconds; the host's clock is advanced to it before the event.
        package var time: Double
        /// The event, or nil for a frame alone.
        package var phase: PointerEvent.Phase?
        /// Where, in dots along the row from page 0's centre.
        package var dot: Double
    }

    /// A short name for test output.
    package var name: String
    /// The pointer kind every event carries.
    package var kind: PointerKind
    /// The number of pages (all visible: no window scrolls).
    package var pages: Int
    /// The events and frames, in time order.
    package var steps: [Step]
    /// The pages `.valueChanged` reports, in order.
    package var expectedEvents: [Int]
    /// What the control announces, in order (with its default 0.5 s throttle while scrubbing).
    package var expectedAnnouncements: [String]

    package var description: String { name }

    /// Frames at 60 Hz from `start` up to and including `end`, at `dot`.
    static func frames(from start: Double, to end: Double, at dot: Double) -> [Step] {
        stride(from: start, through: end + 1e-9, by: 1.0 / 60).map { Step(time: $0, phase: nil, dot: dot) }
    }

    /// A mouse click on the fourth dot: straight there, as an iPad pointer goes.
    package static let tap = PointerTrace(
        name: "tap", kind: .mouse, pages: 8,
        steps: [Step(time: 0, phase: .down, dot: 3), Step(time: 0.05, phase: .up, dot: 3)],
        expectedEvents: [3], expectedAnnouncements: ["Page 4 of 8"])

    /// A press held still on the second dot until it becomes a scrub, then 0.4 s across five dots, a rest
    /// and a slow release. Announcements come at most every 0.5 s: the first page, the page at 0.7 s, the last.
    package static let scrub = PointerTrace(
        name: "scrub", kind: .mouse, pages: 8,
        steps: [Step(time: 0, phase: .down, dot: 1)] + frames(from: 1.0 / 60, to: 0.2, at: 1)
            + [
                Step(time: 0.3, phase: .move, dot: 2), Step(time: 0.4, phase: .move, dot: 3),
                Step(time: 0.5, phase: .move, dot: 4), Step(time: 0.6, phase: .move, dot: 5),
                Step(time: 0.7, phase: .move, dot: 6), Step(time: 1.0, phase: .up, dot: 6),
            ],
        expectedEvents: [1, 2, 3, 4, 5, 6], expectedAnnouncements: ["Page 2 of 8", "Page 6 of 8", "Page 7 of 8"])

    /// A press held on the third dot until it scrubs, then a flick forward four dots in 4 ms.
    package static let flick = PointerTrace(
        name: "flick", kind: .mouse, pages: 8,
        steps: [Step(time: 0, phase: .down, dot: 2)] + frames(from: 1.0 / 60, to: 0.2, at: 2)
            + [
                Step(time: 0.3, phase: .move, dot: 4), Step(time: 0.304, phase: .move, dot: 6),
                Step(time: 0.304, phase: .up, dot: 6),
            ],
        expectedEvents: [2, 4, 6, 7], expectedAnnouncements: ["Page 3 of 8", "Page 8 of 8"])

    /// Every trace.
    package static let all = [tap, scrub, flick]

    /// The point of `dot` in a layout whose dots all show and are equally spaced: page 0's centre plus
    /// `dot` pitches along the row (mirrored and transposed as the row runs).
    package static func point(forDot dot: Double, in layout: IndicatorLayout) -> Point {
        precondition(layout.count >= 2, "A trace needs at least two visible dots.")
        let first = layout[0].frame
        let second = layout[1].frame
        return Point(
            x: first.midX + dot * (second.midX - first.midX), y: first.midY + dot * (second.midY - first.midY))
    }

    /// Replays the trace: for each step, `frame(time)` then, for an event, `send(phase, dot, time)`.
    @MainActor
    package func replay(frame: (Double) -> Void, send: (PointerEvent.Phase, Double, Double) -> Void) {
        for step in steps {
            frame(step.time)
            if let phase = step.phase { send(phase, step.dot, step.time) }
        }
    }
}
