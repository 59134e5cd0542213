import PageControlCore
import Testing

@Suite struct FrameClockTests {
    @Test(
        "The clock counts the time between frames, at most 0.1 s a frame",
        arguments: [
            ([10.0, 10.016, 10.033, 10.05], 0.05),
            ([10.0, 10.016, 250.0, 250.016], 0.132),  // the app was in the background for four minutes
            ([5.0, 4.0, 4.05], 0.05),  // a timestamp that goes back counts nothing and becomes the reference
            ([1.0, .nan, .infinity, 1.05], 0.05),
        ])
    func ticks(timestamps: [Double], expected: Double) {
        var clock = FrameClock()
        var time = 0.0
        for timestamp in timestamps { time = clock.tick(timestamp) }
        #expect(abs(time - expected) < 1e-9)
        #expect(clock.time == time)
    }

    @Test("After a pause the next frame counts nothing")
    func pause() {
        var clock = FrameClock()
        clock.tick(0)
        clock.tick(0.05)
        clock.pause()
        #expect(clock.tick(0.09) == 0.05)
        #expect(abs(clock.tick(0.1) - 0.06) < 1e-12)
    }

    @Test("A timer driven through the clock does not jump pages after the frames stopped for minutes")
    @MainActor
    func timer() {
        let control = PageControl()
        control.numberOfPages = 5
        let timer = PageControlTimerProgress(preferredDuration: 1)
        timer.resumeTimer()
        control.progress = timer
        var clock = FrameClock()
        var t = 0.0
        while t < 0.5 {
            control.advanceAnimation(to: clock.tick(t))
            t += 1.0 / 60
        }
        control.advanceAnimation(to: clock.tick(300))  // back from the background
        #expect(control.currentPage == 0)
        #expect(abs(timer.currentProgress - (clock.time / 1)) < 1e-9)
    }
}
