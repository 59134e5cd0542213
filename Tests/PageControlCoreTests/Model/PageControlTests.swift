import PageControlCore
import Testing

@MainActor
@Suite struct PageControlTests {
    @Test("A new control matches UIPageControl's defaults")
    func defaults() {
        let c = PageControl()
        #expect(c.numberOfPages == 0)
        #expect(c.currentPage == 0)
        #expect(c.displayedPage == 0)
        #expect(c.position == 0)
        #expect(!c.hidesForSinglePage && !c.isHidden)
        #expect(!c.defersCurrentPageDisplay)
        #expect(c.direction == .natural && c.environment.layoutDirection == .leftToRight)
        #expect(c.interaction.tapBehavior == .automatic)
        #expect(c.interactionState == .none)
        #expect(c.currentPageIndicatorTintColor == nil && c.pageIndicatorTintColor == nil)
        #expect(c.resolvedCurrentPageIndicatorTintColor == .white)
        #expect(c.resolvedPageIndicatorTintColor == Color(white: 0.5, alpha: 0.5))
        #expect(c.window.maximumVisibleIndicators == 10)
        #expect(c.window.preferredNumberOfVisibleIndicators == 8)
        #expect(c.window.following == .edges)
        #expect(c.progress == nil)
        #expect(c.allowsContinuousInteraction)
        #expect(c.intrinsicContentSize == .zero)
    }

    /// One step of a clamping sequence: set the page count or the current page.
    enum Step: Sendable, CustomStringConvertible {
        case pages(Int)
        case current(Int)
        var description: String {
            switch self {
            case .pages(let n): return "pages=\(n)"
            case .current(let p): return "current=\(p)"
            }
        }
    }

    @Test(
        "Page counts clamp and pull the current page down",
        arguments: [
            ([Step.pages(5), .current(4), .pages(2)], 2, 1),
            ([.pages(-3)], 0, 0),
            ([.pages(-3), .current(2), .pages(4)], 4, 0),
            ([.pages(3), .current(2), .pages(0), .pages(3)], 3, 0),
            ([.pages(10), .current(7), .pages(8), .current(99)], 8, 7),
            ([.pages(10), .current(-7)], 10, 0),
        ])
    func clampingSequences(steps: [Step], pages: Int, current: Int) {
        let c = PageControl()
        for step in steps {
            switch step {
            case .pages(let n): c.numberOfPages = n
            case .current(let p): c.currentPage = p
            }
            #expect(c.currentPage >= 0 && c.currentPage <= max(c.numberOfPages - 1, 0))
            #expect(c.displayedPage == c.currentPage)
        }
        #expect(c.numberOfPages == pages)
        #expect(c.currentPage == current)
    }

    @Test(
        "Current pages are pinned to the pages",
        arguments: [(-1, 0), (0, 0), (4, 4), (5, 4), (Int.max, 4), (Int.min, 0)])
    func pinned(set: Int, expected: Int) {
        let c = PageControl()
        c.numberOfPages = 5
        c.currentPage = set
        #expect(c.currentPage == expected)
        #expect(c.position == Double(expected))
    }

    @Test("With no pages the current page is 0")
    func noPages() {
        let c = PageControl()
        c.currentPage = 3
        #expect(c.currentPage == 0)
        #expect(c.layout.isEmpty)
        #expect(c.hitTesting.frame(forPage: 0) == nil)
    }

    @Test(
        "hidesForSinglePage hides with fewer than two pages", arguments: [(0, true), (1, true), (2, false), (9, false)])
    func hides(pages: Int, hidden: Bool) {
        let c = PageControl()
        c.numberOfPages = pages
        #expect(!c.isHidden)
        c.hidesForSinglePage = true
        #expect(c.isHidden == hidden)
        #expect(c.layout.isEmpty == hidden)
        #expect((c.intrinsicContentSize == .zero) == hidden)
    }

    @Test("Intrinsic size is UIKit's: room for 8 dots, fewer with fewer pages or a lower maximum")
    func intrinsic() {
        let c = PageControl()
        c.numberOfPages = 5
        #expect(c.intrinsicContentSize == Size(width: 71, height: 37))
        c.numberOfPages = 8
        #expect(c.intrinsicContentSize == Size(width: 119, height: 37))
        c.numberOfPages = 20
        #expect(c.window.preferredNumberOfVisibleIndicators == 8)
        #expect(c.intrinsicContentSize == Size(width: 119, height: 37))
        #expect(c.size(forNumberOfPages: 20) == Size(width: 311, height: 37))
        c.window.maximumVisibleIndicators = nil
        #expect(c.intrinsicContentSize == Size(width: 119, height: 37))
        c.window.maximumVisibleIndicators = 6
        #expect(c.intrinsicContentSize == Size(width: 87, height: 37))
        c.window.maximumVisibleIndicators = nil
        c.window.preferredNumberOfVisibleIndicators = 20
        #expect(c.intrinsicContentSize == Size(width: 311, height: 37))
        c.window.preferredNumberOfVisibleIndicators = 0
        #expect(c.window.preferredNumberOfVisibleIndicators == 1)
        #expect(c.intrinsicContentSize == Size(width: 7, height: 37))
        c.window.maximumVisibleIndicators = -4
        #expect(c.window.maximumVisibleIndicators == 1)
    }

    @Test("At its intrinsic size a control of many pages shows 8 dots, in wider bounds up to 10")
    func intrinsicShowsEight() {
        let c = PageControl()
        c.numberOfPages = 20
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        #expect(c.layout.visibleCount == 8)
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        #expect(c.layout.visibleCount == 10)
    }

    @Test("Dots are centred in wider bounds")
    func framesInBounds() {
        let c = PageControl()
        c.numberOfPages = 5
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        // Row of 71 pt centred on 160: starts at 124.5; pitch 16; dots 7 pt centred on 18.5.
        for page in 0..<5 {
            #expect(c.hitTesting.frame(forPage: page) == Rect(x: 124.5 + 16 * Double(page), y: 15, width: 7, height: 7))
        }
        #expect(c.hitTesting.frame(forPage: 5) == nil)
        #expect(c.hitTesting.frame(forPage: -1) == nil)
    }

    @Test("Right-to-left mirrors the row; vertical rows run down or up")
    func mirroring() {
        let c = PageControl()
        c.numberOfPages = 3
        c.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        // Row of 39 centred on 50: 30.5…69.5.
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 30.5)
        c.environment.layoutDirection = .rightToLeft
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 62.5)
        #expect(c.hitTesting.frame(forPage: 2)?.minX == 30.5)
        c.direction = .leftToRight
        #expect(c.hitTesting.frame(forPage: 0)?.minX == 30.5)
        c.direction = .topToBottom
        #expect(c.hitTesting.frame(forPage: 0) == Rect(x: 46.5, y: 30.5, width: 7, height: 7))
        c.direction = .bottomToTop
        #expect(c.hitTesting.frame(forPage: 0) == Rect(x: 46.5, y: 62.5, width: 7, height: 7))
    }

    @Test("Deferral holds the dots back until updateCurrentPageDisplay")
    func deferral() {
        let c = PageControl()
        c.numberOfPages = 5
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.defersCurrentPageDisplay = true
        c.environment.reducesMotion = true
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.currentPage == 1)
        #expect(c.displayedPage == 0)
        #expect(c.position == 0)
        c.updateCurrentPageDisplay()
        #expect(c.displayedPage == 1)
        #expect(c.position == 1)
    }

    @Test("Programmatic changes reset the interaction state and never send events")
    func programmatic() {
        let c = PageControl()
        var events = 0
        c.addAction(for: .valueChanged) { _ in events += 1 }
        c.numberOfPages = 5
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.handleTap(at: Point(x: 300, y: 18))
        #expect(c.interactionState == .discrete)
        c.currentPage = 3
        c.setCurrentPage(0, animated: true)
        c.position = 2.4
        c.numberOfPages = 2
        #expect(c.interactionState == .none)
        #expect(events == 1)
    }

    @Test("The position is clamped, NaN is ignored and the page follows the nearest")
    func position() {
        let c = PageControl()
        c.numberOfPages = 5
        c.position = 2.4
        #expect(c.currentPage == 2)
        c.position = 2.5
        #expect(c.currentPage == 3)
        c.position = .nan
        #expect(c.position == 2.5)
        c.position = .infinity
        #expect(c.position == 4 && c.currentPage == 4)
        c.position = -1e300
        #expect(c.position == 0 && c.currentPage == 0)
    }
}

@MainActor
@Suite struct PageControlIntrinsicSizeTests {
    @Test("The intrinsic size does not shrink with small bounds")
    func independentOfBounds() {
        let c = PageControl()
        c.numberOfPages = 10
        c.bounds = Rect(x: 0, y: 0, width: 40, height: 37)
        #expect(c.layout.visibleCount == 3)
        #expect(c.intrinsicContentSize == Size(width: 119, height: 37))
    }
}
