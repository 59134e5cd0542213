import PageControlCore
import Testing

@MainActor
@Suite struct IndicatorMetricsTests {
    @Test(
        "Classic metrics give UIKit's legacy size (16n − 9, 37)",
        arguments: [
            (1, 7.0), (2, 23.0), (3, 39.0), (5, 71.0), (10, 151.0), (200, 3191.0),
        ])
    func classicSizes(pages: Int, width: Double) {
        let control = PageControl()
        #expect(control.size(forNumberOfPages: pages) == Size(width: width, height: 37))
    }

    @Test("Modern metrics give (16n + 20, 24)", arguments: [(1, 36.0), (5, 100.0), (10, 180.0)])
    func modernSizes(pages: Int, width: Double) {
        let control = PageControl()
        control.metrics = .modern
        #expect(control.size(forNumberOfPages: pages) == Size(width: width, height: 24))
    }

    @Test("No pages need no width but keep the height", arguments: [0, -1, -100])
    func emptySize(pages: Int) {
        #expect(PageControl().size(forNumberOfPages: pages) == Size(width: 0, height: 37))
    }

    @Test("The seed 004 control (7 pt dots, 7 pt apart) is expressible as metrics")
    func seed004() {
        let control = PageControl()
        control.metrics = IndicatorMetrics(diameter: 7, spacing: 7, verticalPadding: 0, minimumHeight: 20)
        control.numberOfPages = 10
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 20)
        // seed: dotsWidth = 10·7 + 9·7 = 133; x = midX − 133/2 = 93.5; y = midY − 3.5 = 6.5
        #expect(control.size(forNumberOfPages: 10) == Size(width: 133, height: 20))
        #expect(control.hitTesting.frame(forPage: 0) == Rect(x: 93.5, y: 6.5, width: 7, height: 7))
        #expect(control.hitTesting.frame(forPage: 9) == Rect(x: 219.5, y: 6.5, width: 7, height: 7))
    }

    @Test("Vertical directions swap width and height")
    func vertical() {
        let control = PageControl()
        control.direction = .topToBottom
        #expect(control.size(forNumberOfPages: 5) == Size(width: 37, height: 71))
    }

    @Test("Negative, NaN and infinite lengths become 0")
    func clamping() {
        var m = IndicatorMetrics(
            diameter: -3, spacing: .nan, horizontalPadding: .infinity, verticalPadding: -1,
            minimumHeight: .nan, currentIndicatorLength: -5)
        #expect(
            m
                == IndicatorMetrics(
                    diameter: 0, spacing: 0, horizontalPadding: 0, verticalPadding: 0,
                    minimumHeight: 0, currentIndicatorLength: 0))
        m.diameter = -.infinity
        #expect(m.diameter == 0)
        #expect(IndicatorMetrics.classic.pitch == 16)
        #expect(IndicatorMetrics(currentIndicatorLength: 3).resolvedCurrentIndicatorLength == 7)
    }

    @Test("Scaling multiplies every length and ignores unusable factors")
    func scaling() {
        #expect(IndicatorMetrics.classic.scaled(by: 2).pitch == 32)
        #expect(IndicatorMetrics.classic.scaled(by: .nan) == .classic)
        #expect(IndicatorMetrics.classic.scaled(by: -1) == .classic)
    }
}
