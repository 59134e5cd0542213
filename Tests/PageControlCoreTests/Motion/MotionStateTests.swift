import Testing

@testable import PageControlCore

/// The motion state's clock: the only way time enters a control.
@Suite struct MotionStateTests {
    @Test("The first time starts the clock; later times give the seconds that passed")
    func clock() {
        var motion = MotionState()
        let first = motion.advanceClock(to: 10)
        #expect(first?.now == 10 && first?.elapsed == 0)
        let second = motion.advanceClock(to: 10.25)
        #expect(second?.now == 10.25 && second?.elapsed == 0.25)
        #expect(motion.lastClockTime == 10.25)
    }

    @Test(
        "A time going backwards counts as no time; non-finite times are ignored",
        arguments: [
            Double.nan, .infinity, -.infinity,
        ])
    func hostileTimes(time: Double) {
        var motion = MotionState()
        _ = motion.advanceClock(to: 5)
        let back = motion.advanceClock(to: 4)
        #expect(back?.now == 5 && back?.elapsed == 0)
        let hostile = motion.advanceClock(to: time)
        #expect(hostile == nil)
        #expect(motion.lastClockTime == 5)
    }

    @Test("Springs count as motion; stopping the position and the window clears them")
    func springs() {
        var motion = MotionState()
        #expect(!motion.isSpringing)
        motion.positionAnimation = SpringAnimation(
            from: 0, target: 1, initialVelocity: 0, response: SpringAnimation.pageChangeResponse, startTime: nil)
        motion.positionVelocity = 3
        motion.windowOffset = 0.5
        motion.windowAnimation = motion.positionAnimation
        #expect(motion.isSpringing)
        motion.stopPosition()
        motion.stopWindow()
        #expect(!motion.isSpringing && motion.positionVelocity == 0 && motion.windowOffset == 0)
        #expect(motion.windowAnchor.isNaN)
    }
}
