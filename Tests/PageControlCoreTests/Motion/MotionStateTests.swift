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
        motion.startPosition(from: 0, to: 1)
        motion.glideWindow(from: 0.5)
        #expect(motion.isSpringing && motion.windowOffset == 0.5)
        motion.stopPosition()
        motion.stopWindow()
        #expect(!motion.isSpringing && motion.positionVelocity == 0 && motion.windowOffset == 0)
        #expect(motion.windowAnchor.isNaN)
    }

    @Test("The page spring runs to its target and settles with no velocity left")
    func positionSpring() {
        var motion = MotionState()
        #expect(motion.advancePosition(to: 0) == nil, "no spring, no frame")
        motion.startPosition(from: 0, to: 2)
        let start = motion.advancePosition(to: 10)
        #expect(start?.position == 0 && start?.settled == false)
        let mid = motion.advancePosition(to: 10.05)
        #expect(mid.map { $0.position > 0 && $0.position < 2 } == true && motion.positionVelocity > 0)
        let end = motion.advancePosition(to: 12)
        #expect(end?.position == 2 && end?.settled == true)
        #expect(motion.positionAnimation == nil && motion.positionVelocity == 0)
    }

    @Test("A changed row re-aims a spring under way and leaves a resting one alone")
    func retarget() {
        var motion = MotionState()
        motion.retargetPosition(to: 3)
        #expect(motion.positionAnimation == nil)
        motion.startPosition(from: 0, to: 8)
        motion.retargetPosition(to: 3)
        #expect(motion.positionAnimation?.target == 3 && motion.positionAnimation?.from == 0)
    }

    @Test(
        "The window rests on a whole page, gliding there from between pages only when animated",
        arguments: [(2.0, true, 0.0), (2.4, true, 0.4), (2.4, false, 0.0), (2.6, true, -0.4)])
    func anchor(start: Double, animated: Bool, offset: Double) {
        var motion = MotionState()
        motion.anchorWindow(at: start, animated: animated)
        #expect(motion.windowAnchor == start.rounded())
        #expect(abs(motion.windowOffset - offset) < 1e-12)
        #expect((motion.windowAnimation != nil) == (offset != 0))
        motion.forgetWindowAnchor()
        #expect(motion.windowAnchor.isNaN)
    }

    @Test("A glide from no offset, or from one that is not finite, puts the window in place")
    func glide() {
        var motion = MotionState()
        for offset in [0, Double.nan, .infinity] {
            motion.glideWindow(from: 1)
            motion.glideWindow(from: offset)
            #expect(motion.windowOffset == 0 && motion.windowAnimation == nil)
        }
        motion.glideWindow(from: -1.5)
        motion.advanceWindow(to: 0)
        #expect(motion.windowOffset == -1.5)
        motion.advanceWindow(to: 5)
        #expect(motion.windowOffset == 0 && motion.windowAnimation == nil)
    }

    @Test("The page count springs from the old count to the new one, never below 0, and finishing stops all")
    func pageCount() {
        var motion = MotionState()
        motion.startPageCount(from: 3, to: 5)
        #expect(motion.animatedPageCount == 3)
        motion.advancePageCount(to: 0)
        motion.advancePageCount(to: 0.05)
        #expect(motion.animatedPageCount.map { $0 > 3 && $0 < 5 } == true)
        motion.startPosition(from: 0, to: 1)
        motion.glideWindow(from: 1)
        let wasMoving = motion.finish()
        #expect(wasMoving, "the page spring was running")
        #expect(!motion.isSpringing && motion.animatedPageCount == nil && motion.windowOffset == 0)
        let stillMoving = motion.finish()
        #expect(!stillMoving)
        motion.startPageCount(from: 2, to: 0)
        motion.advancePageCount(to: 0)
        motion.advancePageCount(to: 9)
        #expect(motion.pageCountAnimation == nil && motion.animatedPageCount == nil)
    }
}
