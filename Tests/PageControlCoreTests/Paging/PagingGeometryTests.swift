import PageControlCore
import Testing

@Suite struct PagingGeometryTests {
    let paging = PagingGeometry(pageLength: 320, numberOfPages: 4)

    @Test(
        "The nearest page, clamped",
        arguments: [
            (0.0, 0), (159.0, 0), (160.0, 1), (320.0, 1), (959.0, 3), (5000.0, 3), (-50.0, 0),
        ])
    func nearestPage(offset: Double, page: Int) {
        #expect(paging.page(forContentOffset: offset) == page)
    }

    @Test("The fractional page follows the offset between pages")
    func fractional() {
        #expect(paging.fractionalPage(forContentOffset: 480) == 1.5)
        #expect(paging.fractionalPage(forContentOffset: 80) == 0.25)
        #expect(paging.contentOffset(forPage: 2) == 640)
        #expect(paging.contentOffset(forPage: 99) == 960)
        #expect(paging.contentOffset(forPage: -3) == 0)
    }

    @Test("Right-to-left content puts page 0 at the largest offset")
    func rightToLeft() {
        let rtl = PagingGeometry(pageLength: 320, numberOfPages: 4, layoutDirection: .rightToLeft)
        #expect(rtl.page(forContentOffset: 960) == 0)
        #expect(rtl.page(forContentOffset: 0) == 3)
        #expect(rtl.fractionalPage(forContentOffset: 800) == 0.5)
        #expect(rtl.contentOffset(forPage: 0) == 960)
    }

    @Test("Hostile page lengths never trap and give page 0", arguments: [0.0, -320, .nan, .infinity, -.infinity])
    func hostileLengths(length: Double) {
        let p = PagingGeometry(pageLength: length, numberOfPages: 4)
        #expect(p.page(forContentOffset: 640) == 0)
        #expect(p.fractionalPage(forContentOffset: 640) == 0)
        #expect(p.contentOffset(forPage: 2) == 0)
    }

    @Test(
        "Hostile offsets give the nearest valid page",
        arguments: [
            (Double.nan, 0), (.infinity, 3), (-.infinity, 0), (1e300, 3), (-1e300, 0),
        ])
    func hostileOffsets(offset: Double, page: Int) {
        #expect(paging.page(forContentOffset: offset) == page)
        #expect(paging.fractionalPage(forContentOffset: offset).isFinite)
    }

    @Test("No pages, or negative pages, always give page 0")
    func noPages() {
        #expect(PagingGeometry(pageLength: 320, numberOfPages: 0).page(forContentOffset: 640) == 0)
        #expect(PagingGeometry(pageLength: 320, numberOfPages: -5).fractionalPage(forContentOffset: 640) == 0)
        #expect(
            PagingGeometry(pageLength: 320, numberOfPages: Int.max).page(forContentOffset: .infinity) == Int.max - 1)
    }

    @Test("Pages narrower than the view: offsets map to the first page on screen and stop at the last screen")
    func narrowPages() {
        // Two 160-point cards on a 320-point screen, eight cards: the last screen starts at card 6, offset 960.
        let p = PagingGeometry(pageLength: 160, numberOfPages: 8, visiblePageCount: 2)
        #expect(p.fractionalPage(forContentOffset: 240) == 1.5)
        #expect(p.fractionalPage(forContentOffset: 2000) == 6)
        #expect(p.page(forContentOffset: 930) == 6)
        #expect(p.contentOffset(forPage: 7) == 960)
        #expect(p.contentOffset(forPage: 3) == 480)
        let rtl = PagingGeometry(pageLength: 160, numberOfPages: 8, layoutDirection: .rightToLeft, visiblePageCount: 2)
        #expect(rtl.contentOffset(forPage: 0) == 960)
        #expect(rtl.fractionalPage(forContentOffset: 960) == 0)
        #expect(rtl.fractionalPage(forContentOffset: 0) == 6)
        let zero = PagingGeometry(pageLength: 160, numberOfPages: 3, visiblePageCount: 0)
        #expect(zero.fractionalPage(forContentOffset: 1000) == 2)
        let wide = PagingGeometry(pageLength: 160, numberOfPages: 3, visiblePageCount: 5)
        #expect(wide.fractionalPage(forContentOffset: 1000) == 0)
    }
}
