import PageControlCore
import Testing

/// One pager layout, with the offset of every page and one offset halfway between two pages.
struct PagerLayoutCase: Sendable, CustomTestStringConvertible {
    let name: String
    let paging: PagingGeometry
    /// The offset of each page, from page 0.
    let pageOffsets: [Double]
    /// An offset and the fractional page there.
    let between: (offset: Double, page: Double)

    var testDescription: String { name }

    static func make(
        _ name: String, _ direction: LayoutDirection, pageLength: Double = 300, numberOfPages: Int,
        spacing: Double = 0, insets: (Double, Double) = (0, 0), viewport: Double? = nil,
        alignment: PagingGeometry.Alignment = .leading, ltrOffsets: [Double], ltrBetween: (Double, Double)
    ) -> PagerLayoutCase {
        let paging = PagingGeometry(
            pageLength: pageLength, numberOfPages: numberOfPages, layoutDirection: direction, spacing: spacing,
            leadingInset: insets.0, trailingInset: insets.1, viewportLength: viewport, alignment: alignment)
        guard direction == .rightToLeft else {
            return PagerLayoutCase(
                name: "\(name), left to right", paging: paging, pageOffsets: ltrOffsets, between: ltrBetween)
        }
        // Right to left mirrors the content: an offset o from the left is maxOffset − o from the leading end.
        let maxOffset = ltrOffsets.last ?? 0
        return PagerLayoutCase(
            name: "\(name), right to left", paging: paging, pageOffsets: ltrOffsets.map { maxOffset - $0 },
            between: (maxOffset - ltrBetween.0, ltrBetween.1))
    }

    /// Each layout in both directions (vertical paging is the left-to-right case along the y axis).
    static let all: [PagerLayoutCase] = [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
        [
            // 320-point pages edge to edge: 0, 320, 640, 960.
            make(
                "Plain", direction, pageLength: 320, numberOfPages: 4, ltrOffsets: [0, 320, 640, 960],
                ltrBetween: (480, 1.5)),
            // A 20-point gap: pages every 340 points; the content is 1340 long, the view 320.
            make(
                "Gap", direction, pageLength: 320, numberOfPages: 4, spacing: 20, ltrOffsets: [0, 340, 680, 1020],
                ltrBetween: (510, 1.5)),
            // 20-point insets, 10-point gaps, 300-point pages in a 340-point view, held at the inset.
            make(
                "Insets", direction, numberOfPages: 4, spacing: 10, insets: (20, 20), viewport: 340,
                ltrOffsets: [0, 310, 620, 930], ltrBetween: (465, 1.5)),
            // 300-point pages in a 390-point view, leading: the last page is held at the end of the content.
            make(
                "Peek, leading", direction, numberOfPages: 5, spacing: 10, viewport: 390,
                ltrOffsets: [0, 310, 620, 930, 1150], ltrBetween: (1040, 3.5)),
            // Centred with 45-point insets ((390 − 300) / 2): every page is centred exactly.
            make(
                "Peek, centred", direction, numberOfPages: 5, spacing: 10, insets: (45, 45), viewport: 390,
                alignment: .center, ltrOffsets: [0, 310, 620, 930, 1240], ltrBetween: (775, 2.5)),
            // Centred without insets: the first and last pages are held at the ends (−45 and 1195 would centre them).
            make(
                "Peek, centred, held at the ends", direction, numberOfPages: 5, spacing: 10, viewport: 390,
                alignment: .center, ltrOffsets: [0, 265, 575, 885, 1150], ltrBetween: (1017.5, 3.5)),
        ]
    }
}

@Suite struct PagingGeometryLayoutTests {
    @Test("Each page's offset is exact", arguments: PagerLayoutCase.all)
    func pageOffsets(layout: PagerLayoutCase) {
        let offsets = layout.pageOffsets.indices.map { layout.paging.contentOffset(forPage: $0) }
        #expect(offsets == layout.pageOffsets)
    }

    @Test("Page to offset to page comes back to the page, with no fraction", arguments: PagerLayoutCase.all)
    func roundTrip(layout: PagerLayoutCase) {
        for page in layout.pageOffsets.indices {
            let offset = layout.paging.contentOffset(forPage: page)
            #expect(layout.paging.fractionalPage(forContentOffset: offset) == Double(page))
            #expect(layout.paging.page(forContentOffset: offset) == page)
        }
    }

    @Test("Between two pages the fractional page is exact", arguments: PagerLayoutCase.all)
    func between(layout: PagerLayoutCase) {
        #expect(layout.paging.fractionalPage(forContentOffset: layout.between.offset) == layout.between.page)
    }

    @Test(
        "Offsets past the ends and pages out of range clamp to the first and last pages", arguments: PagerLayoutCase.all
    )
    func clamping(layout: PagerLayoutCase) {
        let last = layout.pageOffsets.count - 1
        let isRightToLeft = layout.paging.layoutDirection == .rightToLeft
        #expect(layout.paging.contentOffset(forPage: -4) == layout.pageOffsets[0])
        #expect(layout.paging.contentOffset(forPage: 99) == layout.pageOffsets[last])
        #expect(layout.paging.fractionalPage(forContentOffset: -500) == (isRightToLeft ? Double(last) : 0))
        #expect(layout.paging.fractionalPage(forContentOffset: 1e9) == (isRightToLeft ? 0 : Double(last)))
        #expect(layout.paging.page(forContentOffset: .infinity) == (isRightToLeft ? 0 : last))
    }

    @Test("Centred pages held at the start move evenly from the start to the second page")
    func heldStart() {
        let paging = PagingGeometry(
            pageLength: 300, numberOfPages: 5, spacing: 10, viewportLength: 390, alignment: .center)
        #expect(paging.fractionalPage(forContentOffset: 132.5) == 0.5)
        #expect(paging.fractionalPage(forContentOffset: 420) == 1.5)
    }

    @Test(
        "Negative, NaN and infinite gaps and insets count as 0; a viewport that is not above 0 counts as nil",
        arguments: [-10.0, .nan, .infinity, -.infinity])
    func settingClamping(value: Double) {
        let plain = PagingGeometry(pageLength: 320, numberOfPages: 4)
        let hostile = PagingGeometry(
            pageLength: 320, numberOfPages: 4, spacing: value, leadingInset: value, trailingInset: value,
            viewportLength: value)
        for offset in [0.0, 160, 480, 960, 2000] {
            #expect(hostile.fractionalPage(forContentOffset: offset) == plain.fractionalPage(forContentOffset: offset))
        }
        #expect(hostile.contentOffset(forPage: 3) == 960)
    }

    @Test("The defaults are no gap, no insets, the pages' own viewport and leading pages")
    func defaults() {
        let paging = PagingGeometry(pageLength: 320, numberOfPages: 4)
        #expect(paging.spacing == 0)
        #expect(paging.leadingInset == 0)
        #expect(paging.trailingInset == 0)
        #expect(paging.viewportLength == nil)
        #expect(paging.alignment == .leading)
    }

    @Test("A gap with several pages on screen: the viewport holds the pages and the gaps between them")
    func gapWithSeveralPagesOnScreen() {
        // Two 150-point cards 20 apart (a 320-point view), six cards: the last screen starts at card 4, 680.
        let paging = PagingGeometry(pageLength: 150, numberOfPages: 6, visiblePageCount: 2, spacing: 20)
        #expect(paging.contentOffset(forPage: 5) == 680)
        #expect(paging.fractionalPage(forContentOffset: 255) == 1.5)
        #expect(paging.page(forContentOffset: 5000) == 4)
    }
}
