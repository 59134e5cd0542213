/// Everything time moves in a control: the page spring and the position's velocity, the window's anchor and
/// its spring after a scrub, the page-count spring, and the clock they all run on.
///
/// Time enters only through ``advanceClock(to:)``, so every motion is a pure function of the times a host
/// passes; `MotionStateTests` checks the clock's rules.
struct MotionState: Sendable {
    /// The spring that moves the position towards the displayed page, while one runs.
    var positionAnimation: SpringAnimation?
    /// The current velocity of the position, in pages per second.
    var positionVelocity = 0.0
    /// Where the window's leading end was when the dots last rested on a whole page (the edge rule keeps
    /// the window there); NaN before the first rest.
    var windowAnchor = Double.nan
    /// The offset of the window from where the layout puts it, which springs back to 0 after a scrub.
    var windowOffset = 0.0
    /// The spring that returns ``windowOffset`` to 0.
    var windowAnimation: SpringAnimation?
    /// The spring that grows or shrinks dots after an animated page-count change.
    var pageCountAnimation: SpringAnimation?
    /// The continuous page count while dots grow in or shrink out.
    var animatedPageCount: Double?
    /// The last clock time given to ``advanceClock(to:)``.
    private(set) var lastClockTime: Double?

    /// Whether a spring is running (the position, the window or the page count).
    var isSpringing: Bool { positionAnimation != nil || windowAnimation != nil || pageCountAnimation != nil }

    /// Moves the clock to `time`: the first time counts as the start, a time earlier than the previous one
    /// counts as no time passing, and non-finite times are ignored (nil).
    ///
    /// - Returns: The clock's time now and the seconds that passed, or nil for a non-finite time.
    mutating func advanceClock(to time: Double) -> (now: Double, elapsed: Double)? {
        guard time.isFinite else { return nil }
        let previous = lastClockTime ?? time
        let now = max(time, previous)
        lastClockTime = now
        return (now, now - previous)
    }

    /// Stops the page spring where it is.
    mutating func stopPosition() {
        positionAnimation = nil
        positionVelocity = 0
    }

    /// Puts the window where the layout says, with no spring.
    mutating func stopWindow() {
        windowOffset = 0
        windowAnimation = nil
    }
}
