import PageControlCore
import Testing

@Suite struct GestureThresholdsTests {
    /// Whether two velocities agree to a millionth of a point per second.
    func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test("The thresholds are UIPageControl's: a 0.15 s press, unlimited movement, a 0.1 s velocity window")
    func constants() {
        #expect(GestureThresholds.minimumPressDuration == 0.15)
        #expect(GestureThresholds.allowableMovement == .greatestFiniteMagnitude)
        #expect(GestureThresholds.velocitySampleWindow == 0.1)
        #expect(PointerVelocityTracker().window == 0.1)
    }

    @Test("The velocity is the displacement over the time between the oldest and newest samples")
    func velocity() {
        var tracker = PointerVelocityTracker()
        tracker.addSample(Point(x: 100, y: 18), at: 0)
        tracker.addSample(Point(x: 120, y: 20), at: 0.025)
        tracker.addSample(Point(x: 150, y: 23), at: 0.05)
        #expect(close(tracker.velocity(at: 0.05), Point(x: 1000, y: 100)))
        #expect(close(tracker.velocity(at: 0.1), Point(x: 1000, y: 100)))
    }

    @Test("Fewer than two samples, or samples at one time, give no velocity")
    func tooFew() {
        var tracker = PointerVelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.addSample(Point(x: 10, y: 0), at: 1)
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.addSample(Point(x: 90, y: 0), at: 1)
        #expect(tracker.velocity(at: 1) == .zero)
    }

    @Test("Samples older than the window are dropped, so a finger that rests releases slowly")
    func window() {
        var tracker = PointerVelocityTracker()
        tracker.addSample(Point(x: 0, y: 0), at: 0)
        tracker.addSample(Point(x: 100, y: 0), at: 0.05)
        tracker.addSample(Point(x: 110, y: 0), at: 0.2)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity(at: 0.2) == .zero)
        tracker.addSample(Point(x: 120, y: 0), at: 0.25)
        #expect(close(tracker.velocity(at: 0.25), Point(x: 200, y: 0)))
        #expect(tracker.velocity(at: 0.5) == .zero)
    }

    @Test("Non-finite samples are ignored; a clock going back starts over; reset forgets")
    func hostileSamples() {
        var tracker = PointerVelocityTracker()
        tracker.addSample(Point(x: .nan, y: 0), at: 0)
        tracker.addSample(Point(x: 0, y: 0), at: .infinity)
        #expect(tracker.sampleCount == 0)
        tracker.addSample(Point(x: 0, y: 0), at: 5)
        tracker.addSample(Point(x: 10, y: 0), at: 5.01)
        tracker.addSample(Point(x: 20, y: 0), at: 1)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity(at: .nan) == .zero)
        tracker.reset()
        #expect(tracker.sampleCount == 0)
    }

    @Test("At most 32 samples are kept, the newest")
    func sampleCap() {
        var tracker = PointerVelocityTracker(window: 10)
        for i in 0..<100 { tracker.addSample(Point(x: Double(i), y: 0), at: Double(i) / 1000) }
        #expect(tracker.sampleCount == PointerVelocityTracker.maximumSampleCount)
        #expect(close(tracker.velocity(at: 0.099), Point(x: 1000, y: 0)))
    }

    @Test("Negative, NaN and infinite windows become 0", arguments: [-1.0, .nan, .infinity])
    func hostileWindow(window: Double) {
        var tracker = PointerVelocityTracker(window: window)
        #expect(tracker.window == 0)
        tracker.window = 0.2
        #expect(tracker.window == 0.2)
        tracker.window = window
        #expect(tracker.window == 0)
    }

    @MainActor
    @Test("A tracked flick faster than 800 pt/s ends a scrub on the last page; a resting release does not")
    func flickThroughControl() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        var tracker = PointerVelocityTracker()
        // 5 pages: page k centred at 128 + 16k.
        #expect(control.beginScrubbing(at: Point(x: 128, y: 18), pointerKind: .mouse))
        tracker.addSample(Point(x: 128, y: 18), at: 10)
        tracker.addSample(Point(x: 140, y: 18), at: 10.01)
        control.moveScrubbing(to: Point(x: 140, y: 18))
        control.endScrubbing(velocity: tracker.velocity(at: 10.01))
        #expect(control.currentPage == 4)

        control.currentPage = 0
        tracker.reset()
        #expect(control.beginScrubbing(at: Point(x: 128, y: 18), pointerKind: .mouse))
        tracker.addSample(Point(x: 128, y: 18), at: 20)
        tracker.addSample(Point(x: 144, y: 18), at: 20.01)
        control.moveScrubbing(to: Point(x: 144, y: 18))
        control.endScrubbing(velocity: tracker.velocity(at: 20.5))
        #expect(control.currentPage == 1)
    }
}
