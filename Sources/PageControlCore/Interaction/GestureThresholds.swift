/// The timings and distances of UIPageControl's touch gestures, for hosts to configure their recognisers
/// with, so that every host presses and flicks alike.
///
/// ```swift
/// longPress.minimumPressDuration = GestureThresholds.minimumPressDuration  // 0.15 s
/// ```
public enum GestureThresholds {
    /// How long a finger must rest on the dots before a scrub starts: 0.15 s, the minimum press duration of
    /// UIPageControl's long-press recogniser (iOS 14+).
    public static let minimumPressDuration = 0.15

    /// How far a finger may move before the press turns into a scrub: unlimited, as UIPageControl sets its
    /// recogniser's allowable movement.
    public static let allowableMovement = Double.greatestFiniteMagnitude

    /// How far a press may move and still be a tap when it goes up: 10 points (UIKit's tap recogniser has
    /// a similar, undocumented allowance).
    public static let tapAllowableMovement = 10.0

    /// How far a mouse or trackpad must drag while its button is down to start a scrub without waiting for
    /// the long press: 8 points (a mouse user drags at once; a finger waits for the press).
    public static let pointerDragDistance = 8.0

    /// How far a touch scrub must travel along the row before the page moves: 16 points, as UIKit's
    /// interactive page control. A mouse or trackpad scrub moves at once.
    public static let scrubTravelThreshold = 16.0

    /// How far back from the newest sample ``PointerVelocityTracker`` looks when it measures the release
    /// velocity: 0.1 s, so a finger that rests before lifting releases with no speed.
    public static let velocitySampleWindow = 0.1

    /// The release speed along the row above which a scrub jumps to the first or last page, in points per
    /// second: 800, as UIKit's "flick to end".
    public static let flickVelocityThreshold = 800.0

    /// How long after a tap another one may repeat its step, in seconds: 0.75, as UIKit.
    public static let tapRepeatInterval = 0.75

    /// How close to the previous tap another one must land to repeat its step, in points: 8, as UIKit.
    public static let tapRepeatDistance = 8.0

    /// How far continuous scrolling (a trackpad, a smooth wheel) travels for one page, in points: 40.
    public static let scrollDistancePerPage = 40.0
}

/// Measures a pointer's velocity from its recent positions, for a scrub's release (the core's pointer session
/// uses one for ``PageControl/handlePointer(_:)``).
///
/// Hosts whose gestures report positions but no velocity (a long-press recogniser, SwiftUI's drag on
/// iOS 16) add a sample per movement and one at release, then read ``velocity(at:)``. The velocity is the
/// displacement between the oldest and newest samples within ``window`` of the newest, divided by the time
/// between them.
///
/// ```swift
/// var tracker = PointerVelocityTracker()
/// tracker.addSample(Point(x: 100, y: 18), at: 0.00)
/// tracker.addSample(Point(x: 150, y: 18), at: 0.05)
/// tracker.velocity(at: 0.05)  // (1000, 0) points per second
/// ```
///
/// - Complexity: Adding a sample is O(samples in the window), which is bounded by ``maximumSampleCount``.
public struct PointerVelocityTracker: Sendable, Hashable {
    /// The most samples kept; older ones are dropped first.
    public static let maximumSampleCount = 32

    /// How far back from the newest sample positions count, in seconds. The default is
    /// ``GestureThresholds/velocitySampleWindow`` (0.1 s). Negative, NaN and infinite values become 0.
    public var window: Double {
        didSet { window = IndicatorMetrics.length(window) }
    }

    /// The samples within the window, oldest first: each one's x, y and time, in one array of numbers (an array of
    /// a sample type of its own would be one more copy of the array's code in the web module).
    private var samples: [Double] = []

    /// The numbers ``samples`` keeps for each sample.
    private static let stride = 3

    /// The sample at `index`: where and when.
    private func sample(_ index: Int) -> (point: Point, time: Double) {
        let at = index * Self.stride
        return (Point(x: samples[at], y: samples[at + 1]), samples[at + 2])
    }

    /// Creates an empty tracker.
    ///
    /// - Parameter window: How far back samples count, in seconds. The default is
    ///   ``GestureThresholds/velocitySampleWindow``. Negative, NaN and infinite values become 0.
    public init(window: Double = GestureThresholds.velocitySampleWindow) {
        self.window = IndicatorMetrics.length(window)
    }

    /// The number of samples kept.
    public var sampleCount: Int { samples.count / Self.stride }

    /// Records the pointer at `point` at clock time `time`, in seconds on any monotonic clock.
    ///
    /// Samples with a non-finite coordinate or time are ignored. A time earlier than the newest sample
    /// starts over from this sample (the clock went back). Samples older than ``window`` before this one are
    /// dropped.
    public mutating func addSample(_ point: Point, at time: Double) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        if sampleCount > 0, time < sample(sampleCount - 1).time { samples.removeAll() }
        samples.append(point.x)
        samples.append(point.y)
        samples.append(time)
        let oldest = time - window
        var stale = 0
        while sample(stale).time < oldest { stale += 1 }  // the newest is never stale
        let excess = max(0, sampleCount - stale - Self.maximumSampleCount)
        samples.removeFirst((stale + excess) * Self.stride)
    }

    /// The velocity in points per second at clock time `time`, usually the release.
    ///
    /// Zero with fewer than two samples, when all samples share one time, or when the newest sample is more
    /// than ``window`` older than `time` (the pointer rested before it was released). A NaN `time` counts as
    /// the newest sample's time.
    public func velocity(at time: Double) -> Point {
        guard sampleCount > 0 else { return .zero }
        let (first, last) = (sample(0), sample(sampleCount - 1))
        if !time.isNaN, time - last.time > window { return .zero }
        let elapsed = last.time - first.time
        guard elapsed > 0 else { return .zero }
        return Point(x: (last.point.x - first.point.x) / elapsed, y: (last.point.y - first.point.y) / elapsed)
    }

    /// Forgets every sample, for the start of a new gesture.
    public mutating func reset() {
        samples.removeAll()
    }
}
