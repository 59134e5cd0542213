import PageControlCore
import Testing

/// Regressions found by the random-operation property test (Guides/Reliability.md).
///
/// A known, unfixed issue is pinned as it behaves today ("Known issue: …"), so the test turns red the day it
/// is fixed: then expect the right behaviour instead. (`withKnownIssue` would change `swift test`'s closing
/// line, which CI reads.)
@MainActor
@Suite struct PageControlPageCountRegressionTests {
    @Test("Seed 0x1, step 648: an animated count change in short bounds is immediate")
    func animatedChangeInShortBounds() {
        let control = PageControl()
        control.numberOfPages = 674
        control.window.maximumVisibleIndicators = nil  // Every page fits the cap; the bounds hold only a few dots.
        control.bounds = Rect(x: 0, y: 0, width: 51, height: 54)
        control.setNumberOfPages(11, animated: true)
        control.advanceAnimation(to: 0)
        control.advanceAnimation(to: 0.05)
        let layout = control.layout
        #expect(layout.visibleCount < 11, "the window scrolls, so the change should be immediate")
        // Fixed: the change animates only when every page fits the real window (cap and bounds).
        #expect(layout.numberOfPages == 11)
        #expect(layout.allSatisfy { $0.page < 11 })
    }
}
