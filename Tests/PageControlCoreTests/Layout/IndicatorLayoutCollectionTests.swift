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

    /// The bit patterns of an indicator's numbers, so -0 and 0 differ.
    static func bits(_ indicator: IndicatorLayout.Indicator) -> [UInt64] {
        let f = indicator.frame
        return [UInt64(bitPattern: Int64(indicator.page))]
            + [f.minX, f.minY, f.width, f.height, indicator.scale, indicator.emphasis].map(\.bitPattern)
    }

    @Test(
        "A plain row's version of the per-dot arithmetic gives the dots of the version with every feature, to the last bit",
        arguments: [1, 2, 5, 10, 11, 30, 1_000_000_000])
    func plainPathMatchesFeatured(pages: Int) {
        let directions: [PageControlDirection] = [.leftToRight, .rightToLeft, .topToBottom, .bottomToTop]
        let offsets = (0...24).map { Double($0) * 0.37 }
        let positions = offsets + offsets.map { Double(pages - 1) - $0 }
        var checked = 0
        for current in [nil, 20.0] {
            var metrics = IndicatorMetrics.classic
            metrics.currentIndicatorLength = current
            for direction in directions {
                let bounds =
                    direction.isVertical
                    ? Rect(x: 3, y: 5, width: 37, height: 400) : Rect(x: 3, y: 5, width: 400, height: 37)
                for visible in [nil, 4, 5, 10] {
                    for following in [WindowFollowing.edges, .centered] {
                        for position in positions {
                            let layout = IndicatorLayout(
                                numberOfPages: pages, position: position, bounds: bounds, metrics: metrics,
                                direction: direction, maximumVisibleIndicators: visible, windowFollowing: following,
                                windowAnchor: position.rounded(.down) - 1)
                            #expect(layout.isPlainRow)
                            for index in 0..<layout.count {
                                let virtual = layout.firstVirtualIndex + index
                                let plain = layout.indicator(virtualIndex: virtual, plain: true)
                                let featured = layout.indicator(virtualIndex: virtual, plain: false)
                                #expect(Self.bits(plain) == Self.bits(featured))
                                #expect(Self.bits(layout[index]) == Self.bits(plain))
                                checked += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(checked > 0)
    }

    @Test("Only a row without a loop, a span, growing pages, a scale effect or a swap is plain")
    func plainRowFlag() {
        func layout(
            wraps: Bool = false, growing: Double? = nil, effect: IndicatorEffect = .none, span: Int = 1
        ) -> IndicatorLayout {
            IndicatorLayout(
                numberOfPages: 12, position: 3.5, bounds: Rect(x: 0, y: 0, width: 320, height: 37),
                maximumVisibleIndicators: growing == nil ? 10 : nil, wrapsAround: wraps, animatedPageCount: growing,
                effect: effect, visiblePageCount: span)
        }
        #expect(layout().isPlainRow)
        #expect(layout(effect: .worm).isPlainRow)
        #expect(layout(effect: .fill).isPlainRow)
        #expect(layout(effect: .scale(1)).isPlainRow)
        #expect(!layout(wraps: true).isPlainRow)
        #expect(!layout(growing: 11.5).isPlainRow)
        #expect(!layout(effect: .scale(1.5)).isPlainRow)
        #expect(!layout(effect: .swap).isPlainRow)
        #expect(!layout(span: 3).isPlainRow)
    }
}
