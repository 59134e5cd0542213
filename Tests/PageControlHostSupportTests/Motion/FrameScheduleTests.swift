import PageControlCore
import Testing

@testable import PageControlHostSupport

@Suite struct FrameScheduleTests {
    @Test("Frames run exactly while the control animates and the view is in a window")
    func runs() {
        var schedule = FrameSchedule()
        #expect(!schedule.isRunning)
        let cases: [(animating: Bool, inWindow: Bool, runs: Bool)] = [
            (true, true, true), (true, false, false), (false, true, false), (false, false, false),
        ]
        for (animating, inWindow, runs) in cases {
            let running = schedule.update(isAnimating: animating, isInWindow: inWindow)
            #expect(running == runs)
            #expect(schedule.isRunning == runs)
        }
        let running = schedule.update(isAnimating: true)  // in a window by default
        #expect(running)
    }

    @Test("The clock counts frame intervals, at most 0.1 s each, and nothing across a stop")
    func clock() {
        var schedule = FrameSchedule()
        schedule.update(isAnimating: true)
        var times = [schedule.tick(100), schedule.tick(100.0625), schedule.tick(100.5)]  // the last step is 0.4375
        schedule.update(isAnimating: false)  // the frames stop: the clock pauses
        schedule.update(isAnimating: true)
        times += [schedule.tick(300), schedule.tick(300.0625)]  // 200 s without frames never reach the control
        #expect(times == [0, 0.0625, 0.1625, 0.1625, 0.225])
        #expect(schedule.clock.time == 0.225)
    }

    @Test("Frames that keep running keep the clock counting")
    func running() {
        var schedule = FrameSchedule()
        schedule.update(isAnimating: true)
        _ = schedule.tick(1)
        schedule.update(isAnimating: true)
        let time = schedule.tick(1.0625)
        #expect(time == 0.0625)
    }
}
