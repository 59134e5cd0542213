import PageControlCore
import Testing

@MainActor
@Suite struct PageControlProgressTests {
    final class Recorder: PageControlProgressDelegate {
        var initial: [Int: Double] = [:]
        var asked: [Int] = []
        var changes: [Double] = []
        var visibility: [Bool] = []
        func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Double {
            asked.append(page)
            return initial[page] ?? 0
        }
        func pageControlProgressDidChange(_ progress: PageControlProgress) {
            changes.append(progress.currentProgress)
        }
        func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress) {
            visibility.append(progress.isProgressVisible)
        }
    }

    func control(pages: Int = 5) -> (PageControl, PageControlProgress, Recorder) {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let progress = PageControlProgress()
        let recorder = Recorder()
        progress.delegate = recorder
        c.progress = progress
        return (c, progress, recorder)
    }

    @Test(
        "The current progress is clamped to 0…1 and NaN is ignored",
        arguments: [(0.3, 0.3), (-2, 0), (1.5, 1), (.infinity, 1), (-.infinity, 0), (.nan, 0.3)])
    func clamped(value: Double, expected: Double) {
        let (_, progress, _) = control()
        progress.currentProgress = 0.3
        progress.currentProgress = value
        #expect(progress.currentProgress == expected)
    }

    @Test("Every change tells the delegate once; setting the same value again tells nothing")
    func changes() {
        let (_, progress, recorder) = control()
        progress.currentProgress = 0.25
        progress.currentProgress = 0.25
        progress.currentProgress = 2
        #expect(recorder.changes == [0.25, 1])
    }

    @Test("A page change restarts at the delegate's initial progress for the new page")
    func initialProgress() {
        let (c, progress, recorder) = control()
        recorder.initial = [2: 0.4, 3: 7]
        progress.currentProgress = 0.9
        c.currentPage = 2
        #expect(progress.currentProgress == 0.4)
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.currentPage == 3)
        #expect(progress.currentProgress == 1)
        c.currentPage = 1
        #expect(progress.currentProgress == 0)
        #expect(recorder.asked == [2, 3, 1])
    }

    @Test("A custom progress draws the pill with its fill and speaks its percentage")
    func drawsAndSpeaks() {
        let (c, progress, _) = control()
        progress.currentProgress = 0.6
        #expect(c.hitTesting.frame(forPage: 0)?.width == 23)
        #expect(c.accessibilityElement.value == "Page 1 of 5, 60%")
        #expect(c.frame().progress == 0.6)
        #expect(!c.isAnimating)
    }

    @Test("Scrubbing hides the progress and tells the delegate; the end shows it again")
    func visibility() {
        let (c, progress, recorder) = control()
        c.beginScrubbing(at: Point(x: c.hitTesting.frame(forPage: 0)!.midX, y: 18))
        #expect(!progress.isProgressVisible)
        #expect(c.frame().progress == nil)
        c.endScrubbing()
        #expect(progress.isProgressVisible)
        #expect(recorder.visibility == [false, true])
    }

    @Test("Code that sets the page during a scrub ends it and shows the progress again")
    func codeEndsScrub() {
        let (c, progress, recorder) = control()
        c.beginScrubbing(at: Point(x: c.hitTesting.frame(forPage: 0)!.midX, y: 18))
        c.currentPage = 3
        #expect(!(c.interactionState == .continuous))
        #expect(progress.isProgressVisible)
        #expect(recorder.visibility == [false, true])
    }

    @Test("The timer is one kind of progress: attaching either replaces the other")
    func oneKind() {
        let (c, progress, _) = control()
        let timer = PageControlTimerProgress(preferredDuration: 3)
        c.progress = timer
        #expect((c.progress as? PageControlTimerProgress) === timer)
        #expect(c.progress !== progress)
        c.progress = progress
        #expect((c.progress as? PageControlTimerProgress) == nil)
    }
}
