/// Everything time moves in a control: the page spring and the position's velocity, the window's anchor and
/// its spring after a scrub, the page-count spring, and the clock they all run on.
///
/// Time enters only through ``advanceClock(to:)``, so every motion is a pure function of the times a host
/// passes; `MotionStateTests` checks the clock's rules.
struct MotionState: Sendable {
    /// The spring that moves the position towards the displayed page, while one runs.
    private(set) var positionAnimation: SpringAnimation?
    /// The current velocity of the position, in pages per second.
    private(set) var positionVelocity = 0.0
    /// Where the window's leading end was when the dots last rested on a whole page (the edge rule keeps
    /// the window there); NaN before the first rest.
    private(set) var windowAnchor = Double.nan
    /// The offset of the window from where the layout puts it, which springs back to 0 after a scrub.
    private(set) var windowOffset = 0.0
    /// The spring that returns ``windowOffset`` to 0.
    private(set) var windowAnimation: SpringAnimation?
    #if hasFeature(Embedded)
        // The web element changes its page count at once (`setNumberOfPages(_:animated:)` is not in its module):
        // no dots grow in or shrink out there (Guides/Web.md).
        var pageCountAnimation: SpringAnimation? {
            get { nil }
            set {}
        }
        var animatedPageCount: Double? {
            get { nil }
            set {}
        }
    #else
        /// The spring that grows or shrinks dots after an animated page-count change.
        private(set) var pageCountAnimation: SpringAnimation?
        /// The continuous page count while dots grow in or shrink out.
        private(set) var animatedPageCount: Double?
    #endif
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

    // MARK: The page spring

    /// Starts the page spring from `position` towards `target`, keeping the velocity the position has (a
    /// spring retargeted mid-flight carries on smoothly).
    mutating func startPosition(from position: Double, to target: Double) {
        positionAnimation = SpringAnimation(
            from: position, target: target, initialVelocity: positionVelocity,
            response: SpringAnimation.pageChangeResponse, startTime: nil)
    }

    /// Points a page spring under way at `target` (the displayed page again, after the page count, the span
    /// or the loop changed), keeping where it is and how fast it moves; nothing when no page spring runs.
    mutating func retargetPosition(to target: Double) {
        guard var animation = positionAnimation, animation.target != target else { return }
        animation.target = target
        positionAnimation = animation
    }

    /// One frame of the page spring at clock time `now`.
    ///
    /// - Returns: The position the spring reached and whether it settled (the spring and the velocity are then
    ///   gone), or nil when no page spring runs.
    mutating func advancePosition(to now: Double) -> (position: Double, settled: Bool)? {
        guard var animation = positionAnimation else { return nil }
        let step = animation.advance(to: now)
        positionAnimation = step.settled ? nil : animation
        positionVelocity = step.velocity
        return (step.value, step.settled)
    }

    // MARK: The window

    /// Records where the window rests (`start`, the layout's leading page at rest), rounded to a whole page.
    /// When `animated` and the start lay between pages, the window glides from there to the whole page.
    mutating func anchorWindow(at start: Double, animated: Bool) {
        let whole = start.rounded()
        windowAnchor = whole
        guard whole != start, animated else { return }
        glideWindow(from: windowOffset + start - whole)
    }

    /// Holds the window's anchor at `start` (where a scrub held the window), without a spring.
    mutating func holdWindowAnchor(at start: Double) {
        windowAnchor = start
    }

    /// Forgets where the window rested, so that the next rest places it afresh (a loop and a row keep their
    /// windows differently).
    mutating func forgetWindowAnchor() {
        windowAnchor = .nan
    }

    /// Moves the window `offset` pages from where the layout puts it and springs it back to 0; an offset of 0
    /// or one that is not finite puts the window in place at once.
    mutating func glideWindow(from offset: Double) {
        guard offset != 0, offset.isFinite else { return stopWindow() }
        windowOffset = offset
        windowAnimation = SpringAnimation(
            from: offset, target: 0, initialVelocity: 0, response: SpringAnimation.pageChangeResponse,
            startTime: nil)
    }

    /// One frame of the window's spring at clock time `now`.
    mutating func advanceWindow(to now: Double) {
        guard var animation = windowAnimation else { return }
        let step = animation.advance(to: now)
        windowOffset = step.value
        windowAnimation = step.settled ? nil : animation
    }

    // MARK: The page count

    /// Starts growing or shrinking the dots from the page count `old` to `target`.
    mutating func startPageCount(from old: Double, to target: Double) {
        animatedPageCount = old
        pageCountAnimation = SpringAnimation(
            from: old, target: target, initialVelocity: 0, response: SpringAnimation.pageChangeResponse,
            startTime: nil)
    }

    /// Stops growing or shrinking the dots: the row shows the page count as it is.
    mutating func stopPageCount() {
        pageCountAnimation = nil
        animatedPageCount = nil
    }

    /// One frame of the page-count spring at clock time `now` (the count never goes below 0).
    mutating func advancePageCount(to now: Double) {
        guard var animation = pageCountAnimation else { return }
        let step = animation.advance(to: now)
        guard !step.settled else { return stopPageCount() }
        pageCountAnimation = animation
        animatedPageCount = max(step.value, 0)
    }

    // MARK: Everything

    /// Stops every spring and puts the window in place.
    ///
    /// - Returns: Whether the page spring was running (the position must then go where it was going).
    mutating func finish() -> Bool {
        let wasMoving = positionAnimation != nil
        stopPosition()
        stopWindow()
        stopPageCount()
        return wasMoving
    }
}
