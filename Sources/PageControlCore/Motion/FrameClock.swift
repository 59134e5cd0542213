/// Turns a host's frame timestamps (a display link's, a `TimelineView`'s) into the clock a control animates
/// by, so that time the host spent without frames does not reach the control.
///
/// Display links stop while an app is in the background and views stop drawing off screen. Fed the raw
/// timestamps, a control would see the whole gap as one frame: a running timer would jump a page at once and
/// announce it. A frame clock counts at most ``maximumStep`` per frame, and nothing for the first frame after
/// ``pause()``.
///
/// ```swift
/// var clock = FrameClock()
/// control.advanceAnimation(to: clock.tick(link.targetTimestamp))   // on every frame
/// clock.pause()                                                     // when the frames stop
/// ```
public struct FrameClock: Sendable, Hashable {
    /// The clock time to give ``PageControl/advanceAnimation(to:)``, in seconds. It starts at 0.
    public private(set) var time = 0.0
    /// The previous frame's timestamp, or nil after a pause.
    var lastTimestamp: Double?

    /// The most one frame may advance the clock, in seconds: 0.1.
    public static let maximumStep = 0.1

    /// A clock at time 0 that counts from its first frame.
    public init() {}

    /// Advances the clock to a frame at `timestamp` (seconds on any clock that only moves forward) and
    /// returns ``time``.
    ///
    /// The clock advances by the time since the previous frame, at most ``maximumStep``. The first frame
    /// after ``init()`` or ``pause()`` advances nothing; a timestamp earlier than the previous one advances
    /// nothing and becomes the new reference; non-finite timestamps are ignored.
    @discardableResult
    public mutating func tick(_ timestamp: Double) -> Double {
        guard timestamp.isFinite else { return time }
        if let last = lastTimestamp, timestamp > last { time += min(timestamp - last, Self.maximumStep) }
        lastTimestamp = timestamp
        return time
    }

    /// Forgets the previous frame, so that the time until the next one does not count (call it when the host
    /// stops its frames because nothing animates).
    public mutating func pause() {
        lastTimestamp = nil
    }
}
