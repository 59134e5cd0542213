/// A press in progress, from a ``PointerEvent/Phase/down`` to its up or cancel: where and when it began,
/// how far it has travelled, how long it has been held, and its velocity samples.
struct PointerSession: Sendable {
    /// What is pressing.
    var kind: PointerKind
    /// Where the press went down, in bounds coordinates.
    var start: Point
    /// The time of the down event.
    var startTime: Double
    /// The latest event's point and time.
    var point: Point
    var time: Double
    /// The farthest the pointer has been from `start`, in points.
    var travel = 0.0
    /// How long the press has been held, from event times and from frames (whichever says more).
    var heldFor = 0.0
    /// The animation clock at the first frame after the down, so frames measure the hold without taking
    /// the host's idle time before the press into account.
    var clockAtFirstFrame: Double?
    /// Whether the press has become a scrub.
    var isScrubbing = false
    /// The recent positions, for the release velocity.
    var tracker = PointerVelocityTracker()

    init(kind: PointerKind, start: Point, time: Double) {
        self.kind = kind
        self.start = start
        self.startTime = time
        self.point = start
        self.time = time
        tracker.addSample(start, at: time)
    }

    /// Records a move or up: position, time (non-finite or earlier times count as the latest), travel and
    /// hold.
    mutating func record(_ event: PointerEvent) {
        let time = event.time.isFinite ? max(event.time, self.time) : self.time
        if event.point.x.isFinite, event.point.y.isFinite {
            point = event.point
            let dx = point.x - start.x
            let dy = point.y - start.y
            travel = max(travel, (dx * dx + dy * dy).squareRoot())
        }
        self.time = time
        heldFor = max(heldFor, time - startTime)
        tracker.addSample(point, at: time)
    }

    /// A frame at clock time `now`: the first frame after the down starts the frame count of the hold, later
    /// ones extend it.
    mutating func advanceHold(to now: Double) {
        if let first = clockAtFirstFrame {
            heldFor = max(heldFor, now - first)
        } else {
            clockAtFirstFrame = now
        }
    }

    /// Whether the press has been held long enough to scrub (``GestureThresholds/minimumPressDuration``), or a
    /// mouse or trackpad has dragged ``GestureThresholds/pointerDragDistance``.
    var isHeldOrDragged: Bool {
        heldFor >= GestureThresholds.minimumPressDuration
            || (kind.targetsDotsDirectly && travel >= GestureThresholds.pointerDragDistance)
    }
}
