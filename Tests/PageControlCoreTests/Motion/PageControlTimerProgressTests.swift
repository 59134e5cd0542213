import PageControlCore
import Testing

@MainActor
@Suite struct PageControlTimerProgressTests {
    final class Refuser: PageControlTimerProgressDelegate {
        var refused: [Int] = []
        var visibility: [Bool] = []
        var ticks = 0
        func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
            refused.append(page)
            return page != 2
        }
        func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress) {
            visibility.append(progress.isProgressVisible)
        }
        func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress) {
            ticks += 1
        }
    }

    func control(pages: Int = 3) -> (PageControl, PageControlTimerProgress, () -> [Int]) {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.environment.reducesMotion = true
        var events: [Int] = []
        c.addAction(for: .valueChanged) { events.append($0.currentPage) }
        let timer = PageControlTimerProgress(preferredDuration: 2)
        c.progress = timer
        return (c, timer, { events })
    }

    @Test("The timer is off until resumed, then advances page by page and pauses at the end")
    func cycle() {
        let (c, timer, events) = control()
        #expect(!timer.isRunning)
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 5)
        #expect(c.currentPage == 0)
        timer.resumeTimer()
        #expect(c.isAnimating)
        c.advanceAnimation(to: 6)
        #expect(timer.currentProgress == 0.5)
        #expect(c.accessibilityElement.value == "Page 1 of 3, 50%")
        c.advanceAnimation(to: 7)
        #expect(c.currentPage == 1)
        #expect(c.interactionState == .discrete)
        #expect(timer.currentProgress == 0)
        c.advanceAnimation(to: 9)
        c.advanceAnimation(to: 11)
        #expect(c.currentPage == 2)
        #expect(!timer.isRunning)
        #expect(events() == [1, 2])
    }

    @Test("Per-page durations override the preferred one; 0 or less removes the override")
    func durations() {
        let (_, timer, _) = control()
        timer.setDuration(0.5, forPage: 1)
        #expect(timer.duration(forPage: 1) == 0.5)
        #expect(timer.duration(forPage: 0) == 2)
        timer.setDuration(0, forPage: 1)
        #expect(timer.duration(forPage: 1) == 2)
        timer.setDuration(3, forPage: 1)
        timer.setDuration(-1, forPage: 1)
        #expect(timer.duration(forPage: 1) == 2)
    }

    @Test("It resets to the first page after the end when asked")
    func resets() {
        let (c, timer, events) = control()
        timer.resetsToInitialPageAfterEnd = true
        c.currentPage = 2
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 2)
        #expect(c.currentPage == 0)
        #expect(events() == [0])
        #expect(timer.isRunning)
    }

    @Test("The delegate may refuse an advance, which pauses the timer")
    func refusal() {
        let (c, timer, events) = control()
        let delegate = Refuser()
        timer.delegate = delegate
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 2)
        c.advanceAnimation(to: 4)
        #expect(delegate.refused == [1, 2])
        #expect(delegate.ticks == 2)
        #expect(c.currentPage == 1)
        #expect(!timer.isRunning)
        #expect(events() == [1])
    }

    @Test("Scrubbing pauses the progress and hides it")
    func pausesOnScrub() {
        let (c, timer, _) = control(pages: 5)
        let delegate = Refuser()
        timer.delegate = delegate
        timer.resumeTimer()
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 1)
        #expect(timer.currentProgress == 0.5)
        let x = c.hitTesting.frame(forPage: 0)!.midX
        c.beginScrubbing(at: Point(x: x, y: 18))
        #expect(!timer.isProgressVisible)
        c.advanceAnimation(to: 10)
        #expect(c.currentPage == 0)
        #expect(timer.currentProgress == 0.5)
        c.endScrubbing()
        #expect(timer.isProgressVisible)
        #expect(delegate.visibility == [false, true])
        c.advanceAnimation(to: 11)
        #expect(c.currentPage == 1)
    }

    @Test("The current dot becomes a pill: its own length plus a gap plus a dot")
    func pill() {
        let (c, _, _) = control()
        #expect(c.layoutMetrics.resolvedCurrentIndicatorLength == 23)
        #expect(c.hitTesting.frame(forPage: 0)?.width == 23)
        c.progress = nil
        #expect(c.hitTesting.frame(forPage: 0)?.width == 7)
    }

    @Test("Attaching a timer to another control detaches it from the first")
    func detaches() {
        let (c, timer, _) = control()
        let other = PageControl()
        other.progress = timer
        #expect((c.progress as? PageControlTimerProgress) == nil)
        #expect((other.progress as? PageControlTimerProgress) === timer)
    }

    @Test("Setting the timer's progress moves its clock: half of a 2 s page leaves 1 s")
    func settableProgress() {
        let (c, timer, events) = control()
        timer.resumeTimer()
        timer.currentProgress = 0.5
        c.advanceAnimation(to: 0)
        c.advanceAnimation(to: 0.5)
        #expect(timer.currentProgress == 0.75)
        c.advanceAnimation(to: 1)
        #expect(c.currentPage == 1)
        #expect(events() == [1])
    }

    @Test("A paused timer still shows its percentage; a scrub hides it")
    func pausedPercentage() {
        let (c, timer, _) = control()
        timer.currentProgress = 0.25
        #expect(c.accessibilityElement.value == "Page 1 of 3, 25%")
        c.beginScrubbing(at: Point(x: c.hitTesting.frame(forPage: 0)!.midX, y: 18))
        #expect(c.accessibilityElement.value == "Page 1 of 3")
        c.endScrubbing()
        #expect(c.accessibilityElement.value == "Page 1 of 3, 25%")
    }
}
