import PageControlCore
import Testing

/// Regressions found by the random-operation property test (Guides/Reliability.md).
///
/// A known, unfixed issue is pinned as it behaves today ("Known issue: …"), so the test turns red the day it
/// is fixed: then expect the right behaviour instead. (`withKnownIssue` would change `swift test`'s closing
/// line, which CI reads.)
@MainActor
@Suite struct PageControlPageCountRegressionTests {
    @Test("Known issue (seed 0x1, step 648): an animated count change in short bounds keeps removed pages")
    func animatedChangeInShortBounds() {
        let control = PageControl()
        control.numberOfPages = 674
        control.maximumVisibleIndicators = nil  // Every page fits the cap; the bounds hold only a few dots.
        control.bounds = Rect(x: 0, y: 0, width: 51, height: 54)
        control.setNumberOfPages(11, animated: true)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        let layout = control.layout
        #expect(layout.visibleCount < 11, "the window scrolls, so the change should be immediate")
        // Known issue: `fits` checks maximumVisibleIndicators only, so the layout keeps the old pages while the
        // count springs. Fixed? Expect `layout.numberOfPages == 11` and every dot's page below 11 instead.
        #expect(layout.numberOfPages > 11, "Known issue fixed? The layout has \(layout.numberOfPages) pages")
    }
}
