import PageControlCore
import Testing

/// Regressions found by the random-operation property test (Guides/Reliability.md).
///
/// A known, unfixed issue is pinned as it behaves today ("Known issue: …"), so the test turns red the day it
/// is fixed: then expect the right behaviour instead and drop the matching `RandomOperationGenerator.Exclusions`
/// member. (`withKnownIssue` would change `swift test`'s closing line, which CI reads.)
@MainActor
@Suite struct IndicatorLayoutRegressionTests {
    func control() -> PageControl {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        return control
    }

    func isFinite(_ size: Size) -> Bool { size.width.isFinite && size.height.isFinite }

    @Test("Seed 0x1, step 4831: a huge finite padding keeps the content frame and intrinsic size finite")
    func hugePadding() {
        let control = control()
        control.metrics = IndicatorMetrics(horizontalPadding: .greatestFiniteMagnitude)
        #expect(control.layout.allSatisfy { $0.frame.isFinite })
        // Fixed: IndicatorMetrics lowers lengths beyond 10⁶ points to 10⁶.
        #expect(control.resolvedMetrics.horizontalPadding == IndicatorMetrics.maximumLength)
        #expect(isFinite(control.intrinsicContentSize))
        #expect(control.layout.contentFrame.isFinite)
        #expect(control.hitTesting.region.isFinite)
    }

    @Test("Seed 0x3, step 3657: a huge finite spacing keeps the intrinsic size finite")
    func hugeSpacing() {
        let control = control()
        control.metrics = IndicatorMetrics(spacing: .greatestFiniteMagnitude)
        #expect(isFinite(control.intrinsicContentSize))
    }

    @Test("Seed 0xA, step 7642: bounds near the largest finite coordinate keep every frame finite")
    func hugeBounds() {
        let control = control()
        control.bounds = Rect(x: 0, y: .greatestFiniteMagnitude, width: 27, height: 1e300)
        // Fixed: the layout lowers coordinates and sizes beyond 10¹⁵ points to 10¹⁵.
        #expect(control.layout.allSatisfy { $0.frame.isFinite })
        #expect(control.hitTesting.region.isFinite)
    }

    @Test("Seed 0x2, step 674: Int.max pages stay Int.max, and the window shows its slots, one more while it slides")
    func pageCountsBeyondDoublePrecision() {
        let control = control()
        control.numberOfPages = .max
        control.window.maximumVisibleIndicators = 1000
        control.bounds = .zero
        var worst = 0
        for position in [1.9540413093284147e17, 3e18, 1e15, 9e15, 4_503_599_627_369_000.5, 2_251_799_813_685_247.5] {
            control.position = position
            let layout = control.layout
            worst = max(worst, layout.count - layout.visibleCount)
            #expect(layout.allSatisfy { $0.frame.isFinite && $0.page < .max })
            #expect(zip(layout, layout.dropFirst()).allSatisfy { $1.page == $0.page + 1 })
        }
        // Fixed: the dots are counted from a whole page near the position (exact Ints), never from two ends of
        // the window rounded apart as Doubles.
        #expect(control.numberOfPages == .max)
        #expect(worst == 1)
    }

    @Test("A layout of Int.max pages shows the window's slots at a whole position, one more between pages")
    func layoutOfIntMaxPages() {
        for wraps in [false, true] {
            let rest = IndicatorLayout(
                numberOfPages: .max, position: 4_503_599_627_370_000, bounds: .zero, maximumVisibleIndicators: 10,
                wrapsAround: wraps, windowFollowing: .centered)
            #expect(rest.numberOfPages == .max)
            #expect(rest.count == 10 && rest.firstVisiblePage == 4_503_599_627_369_996)
            let sliding = IndicatorLayout(
                numberOfPages: .max, position: 4_503_599_627_370_000.5, bounds: .zero, maximumVisibleIndicators: 10,
                wrapsAround: wraps, windowFollowing: .centered)
            #expect(sliding.count == 11)
            #expect(sliding.map(\.page) == Array(4_503_599_627_369_996...4_503_599_627_370_006))
            let last = IndicatorLayout(
                numberOfPages: .max, position: .infinity, bounds: .zero, maximumVisibleIndicators: 10,
                wrapsAround: false, windowFollowing: .centered)
            #expect(last.map(\.page) == Array((Int.max - 10)...(Int.max - 1)))
        }
    }
}
