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

    @Test(
        "The plain dots' path draws what the path with every feature draws, and only lists without features take it",
        arguments: [1, 10, 30, 1_000_000_000])
    func plainDots(pages: Int) {
        let c = PageControl()
        c.numberOfPages = pages
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        for position in [0, 0.25, 0.5, 3.7, Double(pages) / 2 + 0.4, Double(pages - 1) - 0.6, Double(pages - 1)] {
            c.position = position
            let list = DisplayList(c.frame())
            #expect(list.drawsPlainDots)
            for index in list.indices {
                #expect(list[index] == list.primitive(at: index))
            }
        }
        c.backgroundStyle = .prominent
        #expect(DisplayList(c.frame()).drawsPlainDots)
        #expect(DisplayList(c.frame())[0].role == .platter)
        c.indicatorStates[0] = .completed
        #expect(!DisplayList(c.frame()).drawsPlainDots)
        c.indicatorStates.removeAll()
        c.progress = PageControlTimerProgress(preferredDuration: 1)
        #expect(!DisplayList(c.frame()).drawsPlainDots)
        c.progress = nil
        c.indicatorEffect = .worm
        #expect(!DisplayList(c.frame()).drawsPlainDots)
        c.indicatorEffect = .none
        c.paging.visiblePageCount = pages > 1 ? 2 : 1
        #expect(DisplayList(c.frame()).drawsPlainDots == (pages == 1))
    }
}
