/// A critically damped spring that moves one value to a target, as UIKit animates page changes
/// (damping 1, response 0.15 s).
///
/// The spring is a pure function of elapsed time: `x(t) = T + (A + B·t)·e^(−ωt)` with ω = 2π / response,
/// A = x₀ − T and B = v₀ + ω·A. It starts at the first time it is given.
struct SpringAnimation: Sendable, Hashable {
    /// UIKit's response for a page change, in seconds.
    static let pageChangeResponse = 0.15

    /// The value at the start.
    var from: Double
    /// The value the spring settles on.
    var target: Double
    /// The velocity at the start, in units per second.
    var initialVelocity: Double
    /// The time the spring takes to mostly settle, in seconds.
    var response: Double
    /// The clock time of the first frame, set by the first ``value(at:)``.
    var startTime: Double?

    /// How close to the target, in value units, counts as settled.
    static let settleDistance = 0.0005
    /// How slow, in value units per second, counts as settled.
    static let settleVelocity = 0.01

    /// The value and velocity `elapsed` seconds after the start.
    func state(afterElapsed elapsed: Double) -> (value: Double, velocity: Double) {
        let t = max(0, elapsed)
        let omega = 2 * Double.pi / max(response, 0.001)
        let a = from - target
        let b = initialVelocity + omega * a
        let decay = CoreMath.exp(-omega * t)
        let value = target + (a + b * t) * decay
        let velocity = (b - omega * (a + b * t)) * decay
        return (value, velocity)
    }

    /// The value at clock time `time`, the velocity, and whether the spring has settled.
    ///
    /// The first call fixes the start time. Earlier times than the start count as the start.
    mutating func advance(to time: Double) -> (value: Double, velocity: Double, settled: Bool) {
        if startTime == nil { startTime = time }
        let s = state(afterElapsed: time - (startTime ?? time))
        let settled = abs(s.value - target) < Self.settleDistance && abs(s.velocity) < Self.settleVelocity
        return settled ? (target, 0, true) : (s.value, s.velocity, false)
    }
}
