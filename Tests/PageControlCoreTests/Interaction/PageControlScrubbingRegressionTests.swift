import PageControlCore
import Testing

/// Regressions found by the random-operation property test (Guides/Reliability.md).
///
/// A known, unfixed issue is pinned as it behaves today ("Known issue: …"), so the test turns red the day it
/// is fixed: then expect the right behaviour instead and drop the matching `RandomOperationGenerator.Exclusions`
/// member. (`withKnownIssue` would change `swift test`'s closing line, which CI reads.)
@MainActor
@Suite struct PageControlScrubbingRegressionTests {
    /// 21 pages in a wrapping row of 3 dots, a scrub held past the trailing end (jogging), and the clock at 0.
    func joggingControl() -> (PageControl, () -> Int) {
        let control = PageControl()
        control.numberOfPages = 21
        control.paging.wrapsAround = true
        control.window.maximumVisibleIndicators = 3
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        var events = 0
        control.addAction(for: .valueChanged) { _ in events += 1 }
        let row = control.layout
        let last = row[row.count - 1].frame
        #expect(control.beginScrubbing(at: Point(x: last.midX, y: last.midY)))
        control.moveScrubbing(to: Point(x: last.maxX + 100, y: last.midY))
        control.advanceAnimation(to: 0)
        #expect(control.isAnimating, "the scrub jogs")
        return (control, { events })
    }

    @Test("Seed 0x12, step 107: one frame after a long pause while jogging steps a few pages, not thousands")
    func longPauseWhileJogging() {
        let (control, events) = joggingControl()
        let before = events()
        control.advanceAnimation(to: 1000)  // A frame 1000 s later: the app was suspended with a finger down.
        // Fixed: one frame of jogging accounts for at most 0.1 s (at most 30 pages per second: 3 steps).
        #expect(events() - before <= 3)
        #expect((0..<21).contains(control.currentPage))
    }

    @Test("Seed 0x27, step 120: a frame at the largest finite time while jogging in a wrapping row returns")
    func infinitePauseWhileJogging() {
        let (control, _) = joggingControl()
        control.advanceAnimation(to: .greatestFiniteMagnitude)
        #expect((0..<21).contains(control.currentPage))
    }

    /// 12 pages in 320 × 37 bounds, a finger scrubbing from the current page.
    func scrubbingControl() -> PageControl {
        let control = PageControl()
        control.numberOfPages = 12
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let dot = control.layout[0].frame
        #expect(control.beginScrubbing(at: Point(x: dot.midX, y: dot.midY)))
        #expect((control.interactionState == .continuous) && control.scrubPreview != nil)
        return control
    }

    @Test("Seed 0x23BA, step 96,337: a scrub ends when the pages go, so no scrub runs without a preview")
    func scrubEndsWithThePages() {
        let control = scrubbingControl()
        control.numberOfPages = -1  // Negative values become 0.
        #expect(!(control.interactionState == .continuous))
        #expect(control.interactionState == .none)
        #expect(control.scrubPreview == nil)
        #expect(!control.beginScrubbing(at: Point(x: 160, y: 18)), "nothing to scrub")
        #expect(!(control.interactionState == .continuous))
    }

    @Test("Hiding for a single page ends a scrub too, whichever of the two changes last")
    func scrubEndsWhenHidden() {
        let first = scrubbingControl()
        first.hidesForSinglePage = true
        #expect((first.interactionState == .continuous), "twelve pages still show")
        first.numberOfPages = 1
        #expect(!(first.interactionState == .continuous) && first.isHidden)
        let second = scrubbingControl()
        second.numberOfPages = 1
        #expect((second.interactionState == .continuous), "one page still shows")
        second.hidesForSinglePage = true
        #expect(!(second.interactionState == .continuous) && second.interactionState == .none)
    }
}
