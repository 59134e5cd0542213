import Testing

@testable import PageControlCore

@MainActor
@Suite(.serialized) struct VisiblePageCountTests {
    /// Eight classic dots centred in 320 × 37: dot i spans x 100.5 + 16i … 107.5 + 16i, centre 104 + 16i.
    func control(pages: Int = 8, span: Int = 2, page: Int = 0) -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = pages
        control.paging.visiblePageCount = span
        control.currentPage = page
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    func emphases(_ layout: IndicatorLayout) -> [Double] { layout.map(\.emphasis) }

    @Test("The span's pages are all emphasised at a whole position", arguments: [(2, 0), (2, 6), (3, 2), (8, 0)])
    func wholePosition(span: Int, page: Int) {
        let layout = IndicatorLayout(
            numberOfPages: 8, position: Double(page), bounds: Rect(x: 0, y: 0, width: 320, height: 37),
            visiblePageCount: span)
        let expected = (0..<8).map { $0 >= page && $0 < page + span ? 1.0 : 0.0 }
        #expect(emphases(layout) == expected)
        #expect(layout.map(\.frame.minX) == (0..<8).map { 100.5 + 16 * Double($0) })
    }

    @Test("Between pages the span moves together: the first page fades out as the page after the span fades in")
    func fractional() {
        let layout = IndicatorLayout(
            numberOfPages: 8, position: 2.25, bounds: Rect(x: 0, y: 0, width: 320, height: 37), visiblePageCount: 3)
        #expect(emphases(layout) == [0, 0, 0.75, 1, 1, 0.25, 0, 0])
        #expect(layout.reduce(0) { $0 + $1.emphasis } == 3)
    }

    @Test("An elongated current dot elongates every page of the span, and the row makes room for them")
    func elongated() {
        let metrics = IndicatorMetrics(currentIndicatorLength: 15)
        let layout = IndicatorLayout(
            numberOfPages: 4, position: 1, bounds: Rect(x: 0, y: 0, width: 320, height: 37), metrics: metrics,
            visiblePageCount: 2)
        // 4 × 7 + 3 × 9 + 2 × 8 = 71 wide, from 124.5.
        #expect(layout.rowLength == 71)
        #expect(layout.map(\.frame.minX) == [124.5, 140.5, 164.5, 188.5])
        #expect(layout.map(\.frame.width) == [7, 15, 15, 7])
    }

    @Test("The position stops where the last screen shows the last pages")
    func positionRange() {
        let layout = IndicatorLayout(
            numberOfPages: 8, position: 7, bounds: Rect(x: 0, y: 0, width: 320, height: 37), visiblePageCount: 3)
        #expect(layout.position == 5)
        #expect(layout.visiblePageCount == 3)
        let huge = IndicatorLayout(numberOfPages: 3, position: 0, bounds: .zero, visiblePageCount: 9)
        #expect(huge.visiblePageCount == 3)
        #expect(emphases(huge) == [1, 1, 1])
        let control = control(page: 7)
        #expect(control.currentPage == 6)
        control.position = 9
        #expect(control.position == 6)
        control.paging.visiblePageCount = 4
        #expect(control.currentPage == 4)
        control.paging.visiblePageCount = 0
        #expect(control.paging.visiblePageCount == 1)
    }

    @Test("The window keeps the whole span visible, with UIKit's margin after it", arguments: [0, 3, 8, 12, 17])
    func windowKeepsSpan(page: Int) {
        let control = control(pages: 20, span: 3)
        control.window.maximumVisibleIndicators = 10
        control.bounds = Rect(x: 0, y: 0, width: 400, height: 37)
        for step in 0...page { control.currentPage = step }
        let layout = control.layout
        let shown = Set(layout.map(\.page))
        for p in page..<min(page + 3, 20) { #expect(shown.contains(p)) }
        let start = Int(layout.windowStart)
        let expected = [0: 0, 3: 0, 8: 3, 12: 7, 17: 10]
        #expect(start == expected[page])
    }

    @Test("A window smaller than the span grows to show it")
    func windowGrows() {
        let layout = IndicatorLayout(
            numberOfPages: 20, position: 4, bounds: .zero, maximumVisibleIndicators: 2, visiblePageCount: 3)
        #expect(layout.visibleCount == 3)
        #expect(layout.map(\.page) == [4, 5, 6])
    }

    @Test("Taps step one page, as UIKit; with stepsBySpan they step a span, stopping at the last screen")
    func taps() {
        let control = control()
        control.handleTap(at: Point(x: 300, y: 18))
        #expect(control.currentPage == 1)
        control.paging.stepsBySpan = true
        control.handleTap(at: Point(x: 300, y: 18))
        #expect(control.currentPage == 3)
        #expect(control.hitTesting.tapTarget(for: Point(x: 300, y: 18)) == 5)
        control.currentPage = 5
        #expect(control.hitTesting.tapTarget(for: Point(x: 300, y: 18)) == 6)
        control.handleTap(at: Point(x: 300, y: 18))
        #expect(control.currentPage == 6)
        #expect(control.hitTesting.tapTarget(for: Point(x: 300, y: 18)) == nil)
        control.handleTap(at: Point(x: 20, y: 18))
        #expect(control.currentPage == 4)
    }

    @Test("A tap on any dot of the span is a tap inside the current dot: it does nothing on its own")
    func tapInsideSpan() {
        let control = control(page: 2)
        // Dots 2 and 3 span x 132.5 … 155.5.
        #expect(control.hitTesting.tapTarget(for: Point(x: 133, y: 18)) == nil)
        #expect(control.hitTesting.tapTarget(for: Point(x: 155, y: 18)) == nil)
        #expect(control.hitTesting.tapTarget(for: Point(x: 131, y: 18)) == 1)
        #expect(control.hitTesting.tapTarget(for: Point(x: 157, y: 18)) == 3)
    }

    @Test("Keys and VoiceOver move by one page or a span; End goes to the last screen")
    func keys() {
        let control = control(span: 3)
        control.handleKey(.end)
        #expect(control.currentPage == 5)
        control.handleKey(.left)
        #expect(control.currentPage == 4)
        control.paging.stepsBySpan = true
        control.handleKey(.left)
        #expect(control.currentPage == 1)
        control.performAccessibilityAction(.increment)
        #expect(control.currentPage == 4)
        control.performAccessibilityAction(.lastPage)
        #expect(control.currentPage == 5)
    }

    @Test(
        "The value names every page on screen",
        arguments: [(2, 2, "Pages 3 to 4 of 8"), (3, 5, "Pages 6 to 8 of 8"), (1, 4, "Page 5 of 8")])
    func spoken(span: Int, page: Int, expected: String) {
        let control = control(span: span, page: page)
        #expect(control.accessibilityElement.value == expected)
        #expect(control.accessibilityElement.visiblePages?.first == page)
    }

    @Test("A titled span reads its first page's title, and its state")
    func spokenTitle() {
        let control = control(page: 2)
        control.accessibility.pageTitles[2] = "Beaches"
        control.indicatorStates[2] = .completed
        #expect(control.accessibilityElement.value == "Beaches, pages 3 to 4 of 8, completed")
    }

    @Test("In a looping row the span wraps round the seam")
    func looping() {
        let control = control()
        control.paging.wrapsAround = true
        control.currentPage = 7
        #expect(control.currentPage == 7)
        #expect(control.accessibilityElement.visiblePages! == (7, 0))
        let layout = control.layout
        #expect(layout.first { $0.page == 0 }?.emphasis == 1)
        #expect(layout.first { $0.page == 7 }?.emphasis == 1)
    }

    @Test("Leaving a span marks the pages that leave the screen visited")
    func visited() {
        let control = control(span: 3)
        control.indicatorStates.tracksVisitedPages = true
        control.handleKey(.right)
        #expect(control.indicatorStates.pages.map(\.page) == [0])
        control.paging.stepsBySpan = true
        control.handleKey(.right)
        #expect(control.currentPage == 4)
        #expect(control.indicatorStates.pages.map(\.page) == [0, 1, 2, 3])
    }
}
