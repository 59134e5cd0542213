import PageControlCore
import PageControlTestSupport
import PageControlTesting
import Testing

@Suite struct IndicatorLayoutTests {
    static let bounds = Rect(x: 0, y: 0, width: 240, height: 240)

    func layout(
        pages: Int, position: Double, direction: PageControlDirection = .leftToRight, cap: Int? = 10,
        bounds: Rect = bounds
    ) -> IndicatorLayout {
        IndicatorLayout(
            numberOfPages: pages, position: position, bounds: bounds, direction: direction,
            maximumVisibleIndicators: cap)
    }

    /// Whether two lists of numbers agree to 1e-12.
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test("Layout dumps match their snapshots", arguments: [3, 10, 11, 1000], ["ltr", "rtl", "ttb"])
    func snapshots(pages: Int, directionName: String) {
        let direction: PageControlDirection = ["ltr": .leftToRight, "rtl": .rightToLeft, "ttb": .topToBottom][
            directionName]!
        var text = ""
        for position in [0, 0.25, 0.5, 2.5, Double(pages / 2), Double(pages / 2) + 0.5, Double(pages - 1)] {
            text += LayoutDump.text(layout(pages: pages, position: position, direction: direction))
        }
        let outcome = SnapshotFile.verifyText(
            text, named: "\(pages)-\(directionName)", folder: "IndicatorLayoutTests", testFile: #filePath)
        if outcome.isFailure, let message = outcome.message { Issue.record(Comment(rawValue: message)) }
    }

    @Test("Emphasis moves smoothly from dot to dot between pages")
    func emphasis() {
        let l = layout(pages: 5, position: 2.25)
        #expect(l.indicator(forPage: 2)?.emphasis == 0.75)
        #expect(l.indicator(forPage: 3)?.emphasis == 0.25)
        #expect(l.indicator(forPage: 1)?.emphasis == 0)
        #expect(l.map(\.emphasis).reduce(0, +) == 1)
    }

    @Test("An elongated current dot keeps the row length and moves continuously")
    func elongated() {
        var metrics = IndicatorMetrics.classic
        metrics.currentIndicatorLength = 23
        let at = { (p: Double) in
            IndicatorLayout(numberOfPages: 5, position: p, bounds: Self.bounds, metrics: metrics)
        }
        #expect(at(0).rowLength == 87)
        #expect(at(2.5).rowLength == 87)
        #expect(at(2).indicator(forPage: 2)?.frame.width == 23)
        #expect(at(2.5).indicator(forPage: 2)?.frame.width == 15)
        #expect(at(2.5).indicator(forPage: 3)?.frame.width == 15)
        // The dot after the current one sits right after it: 23 + 9 further along.
        let f = at(2).indicator(forPage: 2)!.frame
        #expect(at(2).indicator(forPage: 3)!.frame.minX == f.maxX + 9)
        // Continuity: tiny position changes move frames by tiny amounts.
        for page in 0..<5 {
            let a = at(2.4999).indicator(forPage: page)!.frame
            let b = at(2.5001).indicator(forPage: page)!.frame
            #expect(abs(a.minX - b.minX) < 0.01 && abs(a.width - b.width) < 0.01)
        }
    }

    @Test("Ten of a thousand pages: UIKit's edge rule rests on a whole page and the ends shrink to 1/3 and 2/3")
    func windowShrink() {
        // Stepped from page 0 (anchor 0), page 500 is two dots from the trailing end: the window is 493…502.
        let l = layout(pages: 1000, position: 500)
        #expect(l.visibleCount == 10)
        #expect(l.windowFollowing == .edges)
        #expect(l.windowStart == 493)
        #expect(l.count == 10)
        #expect(l.firstVisiblePage == 493)
        #expect(l.shrinkingCount == 2)
        #expect(close(l.map(\.scale), [1.0 / 3.0, 2.0 / 3.0, 1, 1, 1, 1, 1, 1, 2.0 / 3.0, 1.0 / 3.0]))
        let whole = layout(pages: 1000, position: 4.5)
        #expect(whole.windowStart == 0)
        #expect(close(whole.map(\.scale), [1, 1, 1, 1, 1, 1, 1, 1, 2.0 / 3.0, 1.0 / 3.0]))
        // Between pages the window may show one more dot as it slides.
        let sliding = layout(pages: 1000, position: 505.5)
        #expect(sliding.windowStart == 498.5)
        #expect(sliding.count == 11)
        #expect(sliding.firstVisiblePage == 498)
    }

    @Test("The centred window keeps the current dot in slot (visible − 1) / 2, rounded down")
    func centredWindow() {
        let at = { (p: Double, cap: Int) in
            IndicatorLayout(
                numberOfPages: 1000, position: p, bounds: Self.bounds, maximumVisibleIndicators: cap,
                windowFollowing: .centered)
        }
        #expect(at(500, 10).windowStart == 496)
        #expect(at(500, 10).count == 10)
        #expect(at(500, 9).windowStart == 496)
        #expect(at(505.5, 10).windowStart == 501.5)
        #expect(at(505.5, 10).count == 11)
        #expect(at(2, 10).windowStart == 0)
        #expect(at(999, 10).windowStart == 990)
    }

    @Test("The edge rule keeps the window at its anchor until the position comes within the margin")
    func edgeAnchor() {
        let at = { (p: Double, anchor: Double) in
            IndicatorLayout(
                numberOfPages: 30, position: p, bounds: Self.bounds, maximumVisibleIndicators: 10, windowAnchor: anchor)
        }
        #expect(at(7, 1).windowStart == 1)  // slots 2…7 are free: page 7 in slot 6
        #expect(at(3, 1).windowStart == 1)  // page 3 in slot 2: still free
        #expect(at(2, 1).windowStart == 0)  // slot 1 is too close: back to 0
        #expect(at(9, 1).windowStart == 2)  // slot 8 is too close: on to 2
        #expect(at(8.5, 1).windowStart == 1.5)  // continuous between pages
        #expect(at(29, 1).windowStart == 20)  // clamped to the pages
        #expect(at(5, 25).windowStart == 3)
        #expect(at(5, .nan).windowStart == 1)  // no anchor: centred
    }

    @Test("The window never jumps: every frame moves continuously with the position")
    func windowContinuity() {
        var previous = layout(pages: 50, position: 0)
        var p = 0.0
        while p < 49 {
            p += 0.01
            let next = layout(pages: 50, position: p)
            for indicator in next where indicator.scale > 0.05 {
                if let before = previous.indicator(forPage: indicator.page), before.scale > 0.05 {
                    #expect(abs(before.frame.midX - indicator.frame.midX) < 0.2)
                    #expect(abs(before.scale - indicator.scale) < 0.02)
                }
            }
            previous = next
        }
    }

    @Test("A billion pages lay out the same window as a hundred")
    func hugeCounts() {
        let small = layout(pages: 100, position: 50)
        let huge = layout(pages: 1_000_000_000, position: 50)
        #expect(Array(small) == Array(huge))
        let end = layout(pages: 1_000_000_000, position: 999_999_999)
        #expect(end.count == 10)
        #expect(end.last?.page == 999_999_999)
        let max = layout(pages: Int.max, position: .infinity)
        #expect(max.allSatisfy { $0.frame.isFinite })
    }

    @Test(
        "Hostile positions and bounds never trap and stay in range",
        arguments: [
            Double.nan, .infinity, -.infinity, 1e308, -1e308,
        ])
    func hostile(position: Double) {
        let l = layout(pages: 20, position: position, bounds: Rect(x: .nan, y: .infinity, width: -5, height: .nan))
        #expect(l.position >= 0 && l.position <= 19)
        #expect(l.allSatisfy { $0.frame.isFinite })
    }

    @Test("Short bounds show fewer dots instead of clipping them")
    func fitsBounds() {
        let l = layout(pages: 10, position: 0, bounds: Rect(x: 0, y: 0, width: 60, height: 37))
        #expect(l.visibleCount == 4)
        #expect(layout(pages: 10, position: 0, bounds: Rect(x: 0, y: 0, width: 2, height: 37)).visibleCount == 1)
    }
}
