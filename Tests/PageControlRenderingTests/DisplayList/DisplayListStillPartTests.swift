import PageControlCore
import Testing

@testable import PageControlRendering

/// `DisplayList.markPrimitives(since:)`: which primitives a host that drew a list must make again when only the
/// position moved, and that every other primitive is indeed the same.
@MainActor
@Suite struct DisplayListStillPartTests {
    /// One way to set up a control, and whether some position updates then move the mark alone.
    struct Setup: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let movesMarkAlone: Bool
        let apply: @MainActor @Sendable (PageControl) -> Void

        init(_ name: String, movesMarkAlone: Bool, _ apply: @escaping @MainActor @Sendable (PageControl) -> Void) {
            (testDescription, self.movesMarkAlone, self.apply) = (name, movesMarkAlone, apply)
        }
    }

    nonisolated static let setups: [Setup] = [
        Setup("slide", movesMarkAlone: true) { $0.indicatorEffect = .slide },
        Setup("worm, a window of 5 dots over 12 pages", movesMarkAlone: true) {
            $0.indicatorEffect = .worm
            $0.window.maximumVisibleIndicators = 5
        },
        Setup("jump, looping", movesMarkAlone: true) {
            $0.indicatorEffect = .jump
            $0.paging.wrapsAround = true
        },
        Setup("thin worm, vertical, with a platter", movesMarkAlone: true) {
            $0.indicatorEffect = .thinWorm
            $0.direction = .bottomToTop
            $0.backgroundStyle = .prominent
        },
        Setup("slide, a span of 3 pages", movesMarkAlone: true) {
            $0.indicatorEffect = .slide
            $0.paging.visiblePageCount = 3
        },
        Setup("swap", movesMarkAlone: false) { $0.indicatorEffect = .swap },
        Setup("scale", movesMarkAlone: false) { $0.indicatorEffect = .scale(1.5) },
        Setup("no effect", movesMarkAlone: false) { $0.indicatorEffect = .none },
        Setup("slide with a longer current dot", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            var metrics = IndicatorMetrics.classic
            metrics.currentIndicatorLength = 16
            $0.metrics = metrics
        },
        Setup("slide with states", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.indicatorStates[2] = .completed
        },
        Setup("slide with a badge", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.presentation.setContent(.badge(3), forPage: 1)
        },
        Setup("slide with a label", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.window.overflowStyle = .dotsAndLabel(threshold: 5)
        },
        Setup("slide under Increase Contrast's outlines", movesMarkAlone: false) {
            $0.indicatorEffect = .slide
            $0.environment.prefersIncreasedContrast = true
            $0.currentPageIndicatorTintColor = Color(red: 0.8, green: 0.8, blue: 0.8)
            $0.pageIndicatorTintColor = Color(red: 0.9, green: 0.24, blue: 0.24)
        },
    ]

    @Test(
        "Where only the mark may differ, every other primitive is the same as in the list kept from",
        arguments: setups)
    func othersAreTheSame(setup: Setup) {
        let c = PageControl()
        c.numberOfPages = 12
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 200)
        setup.apply(c)
        var kept = DisplayList(c.frame())
        var still = DisplayList.StillPart(kept)
        var markOnly = 0
        for step in 1...120 {
            c.position = Double(step) * 0.091
            let list = DisplayList(c.frame())
            if let marks = list.markPrimitives(since: still) {
                markOnly += 1
                #expect(list.count == kept.count)
                #expect(marks.allSatisfy { list[$0].role == .mark }, "step \(step)")
                let others = list.indices.filter { !marks.contains($0) }
                #expect(others.allSatisfy { list[$0] == kept[$0] }, "step \(step)")
            } else {
                (kept, still) = (list, DisplayList.StillPart(list))
            }
        }
        if setup.movesMarkAlone {
            #expect(markOnly >= 30, "\(markOnly) of 120 updates moved the mark alone")
        } else {
            #expect(markOnly == 0)
        }
    }

    @Test("Nothing kept, a new page, a new look or a scroll of the window make every primitive again")
    func wholeAgain() throws {
        let c = PageControl()
        c.numberOfPages = 12
        c.window.maximumVisibleIndicators = 5
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.indicatorEffect = .slide
        c.position = 0.2
        let still = try #require(DisplayList.StillPart(DisplayList(c.frame())))
        #expect(DisplayList(c.frame()).markPrimitives(since: nil) == nil)
        c.position = 0.4
        let mark = try #require(DisplayList(c.frame()).markPrimitives(since: still))
        #expect(mark.count == 1)
        c.position = 0.7
        #expect(DisplayList(c.frame()).markPrimitives(since: still) == nil, "the displayed page is 1")
        c.position = 0.2
        c.currentPageIndicatorTintColor = Color(red: 1, green: 0, blue: 0)
        #expect(DisplayList(c.frame()).markPrimitives(since: still) == nil, "another look")
        c.currentPageIndicatorTintColor = nil
        c.position = 3.2
        #expect(DisplayList(c.frame()).markPrimitives(since: still) == nil, "the window scrolled")
    }
}
