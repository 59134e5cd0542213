import PageControlCore
import PageControlTestSupport
import Testing

@testable import PageControlRendering

/// `DisplayList` keeps the `RandomAccessCollection` contract, and its one precondition traps.
@MainActor
@Suite struct DisplayListCollectionTests {
    @Test(
        "Indices, slicing, distance and reversed iteration agree, with a platter, a pill and outlines too",
        arguments: [0, 1, 5, 30])
    func conformance(pages: Int) {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        #expect(CollectionConformance.violations(of: DisplayList(c.frame())) == [])
        c.backgroundStyle = .prominent
        c.environment.prefersIncreasedContrast = true
        c.pageIndicatorTintColor = c.currentPageIndicatorTintColor
        c.progress = PageControlTimerProgress(preferredDuration: 1)
        c.position = Double(max(pages - 1, 0)) / 2
        #expect(CollectionConformance.violations(of: DisplayList(c.frame())) == [])
    }

    @Test("Reading a display list outside its primitives traps")
    func outOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let c = PageControl()
                c.numberOfPages = 3
                let list = DisplayList(c.frame())
                _ = list[list.endIndex]
            }
        }
    }
}
