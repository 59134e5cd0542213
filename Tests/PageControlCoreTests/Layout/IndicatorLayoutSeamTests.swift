import Testing

@testable import PageControlCore

/// A looping row of five classic dots centred in 200 × 37 points (page k's dot is 7 × 7 at x = 64.5 + 16k,
/// the row runs from 64.5 to 135.5), with the mark crossing the seam between page 4 and page 0.
@Suite struct IndicatorLayoutSeamTests {
    static let directions = IndicatorLayoutMarkTests.directions

    func loop(
        _ effect: IndicatorEffect, at position: Double, direction: PageControlDirection = .leftToRight,
        span: Int = 1, snaps: Bool = false
    ) -> IndicatorLayout {
        let bounds = direction.isVertical ? Rect(x: 0, y: 0, width: 37, height: 200) : IndicatorLayoutMarkTests.bounds
        return IndicatorLayout(
            numberOfPages: 5, position: position, bounds: bounds, direction: direction, hasPadding: false,
            wrapsAround: true, effect: effect, snapsMark: snaps, visiblePageCount: span)
    }

    /// The pieces left to right at f = ¼, ½ and ¾: the piece leaving the trailing end (over page 4) and the
    /// piece entering at the leading end (over page 0). The seam joins the ends with no spacing, so the worm
    /// stretches over the two dots only: 7 + 14f points for f ≤ ½, then 7 + 14(1 − f).
    static let slidePieces = [
        (Rect(x: 130.25, y: 15, width: 5.25, height: 7), Rect(x: 64.5, y: 15, width: 1.75, height: 7)),
        (Rect(x: 132, y: 15, width: 3.5, height: 7), Rect(x: 64.5, y: 15, width: 3.5, height: 7)),
        (Rect(x: 133.75, y: 15, width: 1.75, height: 7), Rect(x: 64.5, y: 15, width: 5.25, height: 7)),
    ]
    static let expected: [(IndicatorEffect, [(leaving: Rect, entering: Rect)])] = [
        (.slide, slidePieces),
        (
            .worm,
            [
                (Rect(x: 128.5, y: 15, width: 7, height: 7), Rect(x: 64.5, y: 15, width: 3.5, height: 7)),
                (Rect(x: 128.5, y: 15, width: 7, height: 7), Rect(x: 64.5, y: 15, width: 7, height: 7)),
                (Rect(x: 132, y: 15, width: 3.5, height: 7), Rect(x: 64.5, y: 15, width: 7, height: 7)),
            ]
        ),
        (
            .thinWorm,
            [
                (Rect(x: 128.5, y: 15.875, width: 7, height: 5.25), Rect(x: 64.5, y: 15.875, width: 3.5, height: 5.25)),
                (Rect(x: 128.5, y: 16.75, width: 7, height: 3.5), Rect(x: 64.5, y: 16.75, width: 7, height: 3.5)),
                (Rect(x: 132, y: 15.875, width: 3.5, height: 5.25), Rect(x: 64.5, y: 15.875, width: 7, height: 5.25)),
            ]
        ),
        // The swap's mark slides as the slide's does (its dots stay put across the seam).
        (.swap, slidePieces),
    ]

    @Test(
        "Between the last page and the first the mark is cut at the seam, in every direction",
        arguments: expected.indices, directions)
    func cut(index: Int, direction: PageControlDirection) throws {
        let (effect, pieces) = Self.expected[index]
        for (step, piece) in pieces.enumerated() {
            let f = Double(step + 1) / 4
            let mark = try #require(loop(effect, at: 4 + f, direction: direction).mark)
            #expect(mark.pieceCount == 2)
            #expect(mark.frame == IndicatorLayoutMarkTests.placed(piece.leaving, direction), "\(effect) f = \(f)")
            #expect(
                mark.wrappedFrame == IndicatorLayoutMarkTests.placed(piece.entering, direction), "\(effect) f = \(f)")
        }
    }

    @Test(
        "The two pieces add up to the mark between neighbours; each touches its end of the row", arguments: directions)
    func lengths(direction: PageControlDirection) throws {
        func along(_ r: Rect) -> Double { direction.isVertical ? r.height : r.width }
        for effect in IndicatorEffect.all where effect.hasMark {
            for step in 1..<20 {
                let f = Double(step) / 20
                let l = loop(effect, at: 4 + f, direction: direction)
                let mark = try #require(l.mark)
                let entering = try #require(mark.wrappedFrame, "\(effect) at 4 + \(f)")
                let total = along(mark.frame) + along(entering)
                // Slide, jump and swap: one dot's length; the worms over two touching dots: 7 + 14·min(f, 1 − f).
                let expected = effect == .worm || effect == .thinWorm ? 7 + 14 * min(f, 1 - f) : 7
                #expect(abs(total - expected) < 1e-9, "\(effect) at 4 + \(f): \(total)")
                let last = try #require(l.indicator(forPage: 4)).frame
                let first = try #require(l.indicator(forPage: 0)).frame
                let (leavingEnd, lastEnd, enteringStart, firstStart): (Double, Double, Double, Double)
                switch direction {
                case .rightToLeft:
                    (leavingEnd, lastEnd, enteringStart, firstStart) = (
                        mark.frame.minX, last.minX, entering.maxX, first.maxX
                    )
                case .topToBottom:
                    (leavingEnd, lastEnd, enteringStart, firstStart) = (
                        mark.frame.maxY, last.maxY, entering.minY, first.minY
                    )
                case .bottomToTop:
                    (leavingEnd, lastEnd, enteringStart, firstStart) = (
                        mark.frame.minY, last.minY, entering.maxY, first.maxY
                    )
                default:
                    (leavingEnd, lastEnd, enteringStart, firstStart) = (
                        mark.frame.maxX, last.maxX, entering.minX, first.minX
                    )
                }
                #expect(leavingEnd == lastEnd && enteringStart == firstStart, "\(effect) at 4 + \(f)")
            }
        }
    }

    @Test("The jump lifts both pieces alike; at a whole position and with Reduce Motion the mark is whole")
    func jumpAndRest() throws {
        let jump = try #require(loop(.jump, at: 4.5).mark)
        let entering = try #require(jump.wrappedFrame)
        // Lifted by 7 × sin(π/2) (the sine's rounding leaves 8 − 2e-15).
        #expect(abs(jump.frame.minY - 8) < 1e-12 && entering.minY == jump.frame.minY)
        #expect(jump.frame.minX == 132 && jump.frame.width == 3.5 && entering.minX == 64.5 && entering.width == 3.5)
        for effect in IndicatorEffect.all where effect.hasMark {
            let atLast = loop(effect, at: 4)
            #expect(atLast.mark == IndicatorLayout.Mark(frame: atLast.indicator(forPage: 4)!.frame))
            let snapped = loop(effect, at: 4.6, snaps: true)
            #expect(snapped.mark == IndicatorLayout.Mark(frame: snapped.indicator(forPage: 0)!.frame))
            #expect(loop(effect, at: 4.4, snaps: true).mark?.pieceCount == 1)
        }
    }

    @Test("A span of two pages that straddles the seam is cut at rest and crosses it whole")
    func span() throws {
        let rest = try #require(loop(.slide, at: 4, span: 2).mark)
        #expect(rest.frame == Rect(x: 128.5, y: 15, width: 7, height: 7))
        #expect(rest.wrappedFrame == Rect(x: 64.5, y: 15, width: 7, height: 7))
        // From pages 3–4 to pages 4–0: the span's frame (23 points) leaves the end as it comes in.
        let moving = try #require(loop(.slide, at: 3.5, span: 2).mark)
        #expect(moving.frame == Rect(x: 120.5, y: 15, width: 15, height: 7))
        #expect(moving.wrappedFrame == Rect(x: 64.5, y: 15, width: 3.5, height: 7))
        // Pages 1–2 lie clear of the seam.
        #expect(
            loop(.slide, at: 1, span: 2).mark == IndicatorLayout.Mark(frame: Rect(x: 80.5, y: 15, width: 23, height: 7))
        )
    }

    @Test("Across the seam the swap's dots stay: only the mark crosses")
    func swapAtSeam() {
        let l = loop(.swap, at: 4.5)
        let resting = loop(.none, at: 4.5)
        #expect(l.map(\.frame) == resting.map(\.frame))
        // Between two other pages the current dot and the next trade places.
        let inside = loop(.swap, at: 2.5)
        #expect(inside.indicator(forPage: 2)?.frame.minX == 104.5)
        #expect(inside.indicator(forPage: 3)?.frame.minX == 104.5)
    }

    @Test(
        "With a longer current dot (a pill), the dots of a loop keep their spacing however the span straddles the seam")
    func pill() throws {
        var metrics = IndicatorMetrics.classic
        metrics.currentIndicatorLength = 23
        for (span, position) in [(1, 4.5), (2, 3.5), (3, 0.9), (2, 4.25)] {
            let l = IndicatorLayout(
                numberOfPages: 5, position: position, bounds: IndicatorLayoutMarkTests.bounds, metrics: metrics,
                hasPadding: false, wrapsAround: true, effect: .slide, visiblePageCount: span)
            let frames = (0..<5).map { l.indicator(forPage: $0)!.frame }
            // Page order is row order: each dot starts 9 points after the one before it ends.
            for page in 1..<5 {
                #expect(abs(frames[page].minX - frames[page - 1].maxX - 9) < 1e-9, "span \(span) at \(position)")
            }
            #expect(
                abs(frames[0].minX - l.contentFrame.minX) < 1e-9 && abs(frames[4].maxX - l.contentFrame.maxX) < 1e-9)
        }
    }

    @Test("Without a mark the emphasis blends the last dot and the first, as any two neighbours")
    func emphasis() {
        let l = loop(.none, at: 4.25)
        #expect(l.indicator(forPage: 4)?.emphasis == 0.75)
        #expect(l.indicator(forPage: 0)?.emphasis == 0.25)
        #expect(l.indicator(forPage: 2)?.emphasis == 0)
    }
}
