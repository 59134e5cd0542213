import PageControlTestSupport
import Testing

@testable import PageControlCore

/// `IndicatorLayout` keeps the `RandomAccessCollection` contract in every shape of window.
@Suite struct IndicatorLayoutCollectionTests {
    @Test(
        "Indices, slicing, distance and reversed iteration agree",
        arguments: [(0, 0.0), (1, 0), (5, 2), (30, 0), (30, 15.5), (30, 29), (1_000_000_000, 500_000_000.25)])
    func conformance(pages: Int, position: Double) {
        let layout = IndicatorLayout(
            numberOfPages: pages, position: position, bounds: Rect(x: 0, y: 0, width: 320, height: 37),
            maximumVisibleIndicators: 10)
        #expect(CollectionConformance.violations(of: layout) == [])
    }

    @Test("A looping row keeps the contract across the seam")
    func looping() {
        let layout = IndicatorLayout(
            numberOfPages: 12, position: 11.5, bounds: Rect(x: 0, y: 0, width: 320, height: 37),
            maximumVisibleIndicators: 10, wrapsAround: true)
        #expect(layout.count == 11)
        #expect(CollectionConformance.violations(of: layout) == [])
    }
}
