import PageControlCore

/// A pointer drag on the widget, from drag-begin to drag-end: where it started, whether it became a scrub,
/// and the pointer's recent positions for the release velocity (the core's `PointerVelocityTracker`, so the
/// GTK widget flicks exactly as the UIKit and SwiftUI hosts do).
struct DragState {
    /// Where the pointer went down, in widget coordinates.
    var start: Point
    /// What is dragging.
    var pointerKind: PointerKind
    /// Whether the drag went past the threshold and started a scrub.
    var isScrubbing = false
    /// The pointer's recent positions.
    var tracker = PointerVelocityTracker()

    /// How far (in points) the pointer must move before a drag becomes a scrub, so clicks stay taps.
    static let threshold = 8.0

    /// Starts a drag at `point` at time `time` (seconds).
    init(start: Point, time: Double, pointerKind: PointerKind) {
        self.start = start
        self.pointerKind = pointerKind
        tracker.addSample(start, at: time)
    }
}
