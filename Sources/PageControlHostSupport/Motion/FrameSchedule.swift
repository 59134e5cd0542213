import PageControlCore

/// When a host runs its frames (the UIKit view's display link, the SwiftUI indicator's timeline) and the clock
/// they drive: frames run exactly while the control animates and the view is in a window, and the clock pauses
/// whenever they stop, so that the time without frames never reaches the control (see
/// `PageControlCore/FrameClock`).
///
/// ```swift
/// if schedule.update(isAnimating: control.isAnimating, isInWindow: window != nil) { startDisplayLink() }
/// control.advanceAnimation(to: schedule.tick(link.targetTimestamp))   // on every frame
/// ```
package struct FrameSchedule: Sendable, Hashable {
    /// The clock the frames drive.
    package private(set) var clock = FrameClock()
    /// Whether frames run, as the last ``update(isAnimating:isInWindow:)`` decided. It starts false.
    package private(set) var isRunning = false

    /// Creates a schedule whose frames do not run, with its clock at 0.
    package init() {}

    /// Decides whether frames run: while `isAnimating` and `isInWindow` (the default is true, for hosts that
    /// draw only in a window). Pauses the clock when they do not.
    ///
    /// - Returns: Whether frames run.
    @discardableResult
    package mutating func update(isAnimating: Bool, isInWindow: Bool = true) -> Bool {
        isRunning = isAnimating && isInWindow
        if !isRunning { clock.pause() }
        return isRunning
    }

    /// Advances the clock to a frame at `timestamp`, in seconds, and returns the clock's time for
    /// `advanceAnimation(to:)` (at most `FrameClock.maximumStep` later than the last frame's).
    package mutating func tick(_ timestamp: Double) -> Double {
        clock.tick(timestamp)
    }
}
