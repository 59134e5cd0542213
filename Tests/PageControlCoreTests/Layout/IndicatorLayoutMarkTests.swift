import Testing

@testable import PageControlCore

/// Five classic dots centred in 200 × 37 points: page k's dot is 7 × 7 at x = 64.5 + 16k, y = 15.
@Suite struct IndicatorLayoutMarkTests {
    static let bounds = Rect(x: 0, y: 0, width: 200, height: 37)

    func layout(
        _ effect: IndicatorEffect, at position: Double, direction: PageControlDirection = .leftToRight,
        pages: Int = 5, visible: Int? = nil, wraps: Bool = false, anchor: Double = 0, snaps: Bool = false
    ) -> IndicatorLayout {
        let bounds = direction.isVertical ? Rect(x: 0, y: 0, width: 37, height: 200) : Self.bounds
        return IndicatorLayout(
            numberOfPages: pages, position: position, bounds: bounds, direction: direction,
            maximumVisibleIndicators: visible, hasPadding: false, wrapsAround: wraps, windowAnchor: anchor,
            effect: effect, snapsMark: snaps)
    }

    /// The same rectangle in another direction: mirrored about the middle, and transposed for vertical rows.
    static func placed(_ r: Rect, _ direction: PageControlDirection) -> Rect {
        switch direction {
        case .rightToLeft: return Rect(x: 200 - r.maxX, y: r.minY, width: r.width, height: r.height)
        case .topToBottom: return Rect(x: r.minY, y: r.minX, width: r.height, height: r.width)
        case .bottomToTop: return Rect(x: r.minY, y: 200 - r.maxX, width: r.height, height: r.width)
        default: return r
        }
    }

    static let directions: [PageControlDirection] = [.leftToRight, .rightToLeft, .topToBottom, .bottomToTop]

    /// Frames left to right from page 1 at f = 0, ¼, ½ and ¾, from the definitions in `IndicatorEffect`.
    static let expected: [(IndicatorEffect, [Rect])] = [
        (
            .worm,
            [
                Rect(x: 80.5, y: 15, width: 7, height: 7), Rect(x: 80.5, y: 15, width: 15, height: 7),
                Rect(x: 80.5, y: 15, width: 23, height: 7), Rect(x: 88.5, y: 15, width: 15, height: 7),
            ]
        ),
        (
            .thinWorm,
            [
                Rect(x: 80.5, y: 15, width: 7, height: 7), Rect(x: 80.5, y: 15.875, width: 15, height: 5.25),
                Rect(x: 80.5, y: 16.75, width: 23, height: 3.5), Rect(x: 88.5, y: 15.875, width: 15, height: 5.25),
            ]
        ),
        (
            .slide,
            [
                Rect(x: 80.5, y: 15, width: 7, height: 7), Rect(x: 84.5, y: 15, width: 7, height: 7),
                Rect(x: 88.5, y: 15, width: 7, height: 7), Rect(x: 92.5, y: 15, width: 7, height: 7),
            ]
        ),
        (
            .swap,
            [
                Rect(x: 80.5, y: 15, width: 7, height: 7), Rect(x: 84.5, y: 15, width: 7, height: 7),
                Rect(x: 88.5, y: 15, width: 7, height: 7), Rect(x: 92.5, y: 15, width: 7, height: 7),
            ]
        ),
    ]

    @Test(
        "Worm, thin worm, slide and swap at f = 0, ¼, ½ and ¾ in all four directions",
        arguments: expected.indices, directions)
    func marks(index: Int, direction: PageControlDirection) throws {
        let (effect, frames) = Self.expected[index]
        for (step, frame) in frames.enumerated() {
            let mark = try #require(layout(effect, at: 1 + Double(step) / 4, direction: direction).mark)
            #expect(mark.frame == Self.placed(frame, direction), "\(effect) at f = \(Double(step) / 4)")
        }
    }

    @Test("Jump lifts the sliding mark by the dots' height times sin(πf), toward the top", arguments: directions)
    func jump(direction: PageControlDirection) throws {
        for step in 0..<4 {
            let f = Double(step) / 4
            let mark = try #require(layout(.jump, at: 1 + f, direction: direction).mark)
            let slide = try #require(layout(.slide, at: 1 + f, direction: direction).mark)
            let lift = direction.isVertical ? slide.frame.minX - mark.frame.minX : slide.frame.minY - mark.frame.minY
            let expected = [0, 4.949_747_468_305_833, 7, 4.949_747_468_305_833][step]
            #expect(abs(lift - expected) < 1e-12)
            #expect(mark.frame.size == slide.frame.size)
        }
        // Bounds as tight as the dots leave no room: the mark stays in them.
        let tight = IndicatorLayout(
            numberOfPages: 5, position: 1.5, bounds: Rect(x: 0, y: 0, width: 200, height: 7), effect: .jump)
        #expect(tight.mark?.frame.minY == 0)
    }

    @Test(
        "Scale and fill at f = 0, ¼, ½ and ¾: the same dot frames in every direction, mirrored or transposed",
        arguments: [IndicatorEffect.scale(2), .fill], directions)
    func dotEffects(effect: IndicatorEffect, direction: PageControlDirection) {
        for step in 0..<4 {
            let f = Double(step) / 4
            let ltr = layout(effect, at: 1 + f)
            let placed = layout(effect, at: 1 + f, direction: direction)
            for page in 0..<5 {
                let expected = ltr.indicator(forPage: page).map { Self.placed($0.frame, direction) }
                #expect(placed.indicator(forPage: page)?.frame == expected, "\(effect) page \(page) at f = \(f)")
            }
            // Scale by 1 + (2 − 1) × emphasis about the centre: page 1 has emphasis 1 − f.
            if effect == .scale(2) {
                #expect(ltr.indicator(forPage: 1)?.frame.width == 7 * (2 - f))
            }
        }
    }

    @Test(
        "Swap moves the next dot back as the current dot moves on under the mark, so they trade places",
        arguments: directions)
    func swapDots(direction: PageControlDirection) throws {
        let l = layout(.swap, at: 1.25, direction: direction)
        let next = try #require(l.indicator(forPage: 2))
        #expect(next.frame == Self.placed(Rect(x: 92.5, y: 15, width: 7, height: 7), direction))
        let current = try #require(l.indicator(forPage: 1))
        #expect(current.frame == Self.placed(Rect(x: 84.5, y: 15, width: 7, height: 7), direction))
        #expect(current.frame == l.mark?.frame, "the current dot travels as the mark")
        #expect(l.indicator(forPage: 3)?.frame == Self.placed(Rect(x: 112.5, y: 15, width: 7, height: 7), direction))
    }

    @Test("At a whole position the mark is the current dot, for every effect with a mark", arguments: 0..<5)
    func whole(page: Int) {
        for effect in IndicatorEffect.all where effect.hasMark {
            let l = layout(effect, at: Double(page))
            #expect(l.mark?.frame == l.indicator(forPage: page)?.frame)
        }
    }

    @Test("Effects without a mark have none; fill leaves the frames alone; scale grows the current dot")
    func noMark() throws {
        for effect in [IndicatorEffect.none, .fill, .scale(2)] { #expect(layout(effect, at: 1.5).mark == nil) }
        #expect(Array(layout(.fill, at: 1.25)) == Array(layout(.none, at: 1.25)))
        let scaled = layout(.scale(2), at: 1.25)
        // Emphasis 0.75 and 0.25: 7 × (1 + 0.75) = 12.25 and 7 × 1.25 = 8.75, about the same centres.
        #expect(scaled.indicator(forPage: 1)?.frame == Rect(x: 77.875, y: 12.375, width: 12.25, height: 12.25))
        #expect(scaled.indicator(forPage: 2)?.frame == Rect(x: 95.625, y: 14.125, width: 8.75, height: 8.75))
        #expect(scaled.indicator(forPage: 0)?.frame == Rect(x: 64.5, y: 15, width: 7, height: 7))
    }

    @Test("At both ends of a scrolling window the worm spans the dots there, inside the row")
    func windowEnds() throws {
        // Ten of thirty dots: 151 points from x = 24.5; slot s at 24.5 + 16s.
        let start = try #require(layout(.worm, at: 0.5, pages: 30, visible: 10).mark)
        #expect(start.frame == Rect(x: 24.5, y: 15, width: 23, height: 7))
        let end = try #require(layout(.worm, at: 28.5, pages: 30, visible: 10, anchor: 20).mark)
        #expect(end.frame == Rect(x: 152.5, y: 15, width: 23, height: 7))
        // The mark's thickness is the two dots' blended by f, so beside a shrunk dot it shrinks with it: with the
        // window held at page 7 (as a scrub holds it), page 7 is the outermost dot (1/3) and page 8 the next (2/3).
        let edge = layout(.slide, at: 7.25, pages: 30, visible: 10, anchor: 6).withWindowStart(7)
        let seven = try #require(edge.indicator(forPage: 7))
        let eight = try #require(edge.indicator(forPage: 8))
        let mark = try #require(edge.mark)
        #expect(seven.scale < 1 && eight.scale < 1 && seven.scale != eight.scale, "\(seven.scale) \(eight.scale)")
        #expect(abs(mark.frame.height - (0.75 * seven.frame.height + 0.25 * eight.frame.height)) < 1e-12)
        #expect(mark.frame.minX >= edge.contentFrame.minX && mark.frame.maxX <= edge.contentFrame.maxX)
    }

    @Test("In a looping window the worm runs across the seam from the last page to the first")
    func seam() throws {
        let l = layout(.worm, at: 29.5, pages: 30, visible: 10, wraps: true, anchor: 24)
        let last = try #require(l.indicator(forPage: 29))
        let first = try #require(l.indicator(forPage: 0))
        #expect(first.frame.minX == last.frame.minX + 16)  // page 0's copy follows page 29
        let mark = try #require(l.mark)
        #expect(mark.frame == Rect(x: last.frame.minX, y: 15, width: 23, height: 7))
        #expect(mark.wrappedFrame == nil, "in a window the pages on both sides of the seam stand side by side")
        // A loop that shows every page cuts the mark at the seam instead (IndicatorLayoutSeamTests).
        let small = try #require(layout(.slide, at: 4.5, wraps: true).mark)
        #expect(small.frame == Rect(x: 132, y: 15, width: 3.5, height: 7))
        #expect(small.wrappedFrame == Rect(x: 64.5, y: 15, width: 3.5, height: 7))
    }

    @Test("Reduce Motion puts the mark on the nearest page at once; the dots do not swap")
    func reduceMotion() throws {
        for effect in IndicatorEffect.all where effect.hasMark {
            let l = layout(effect, at: 1.4, snaps: true)
            #expect(l.mark?.frame == l.indicator(forPage: 1)?.frame)
            #expect(layout(effect, at: 1.6, snaps: true).mark?.frame == Rect(x: 96.5, y: 15, width: 7, height: 7))
        }
        #expect(layout(.swap, at: 1.6, snaps: true).indicator(forPage: 2)?.frame.minX == 96.5)
        // Scale keeps following the emphasis.
        #expect(layout(.scale(2), at: 1.5, snaps: true).indicator(forPage: 1)?.frame.width == 10.5)
    }
}

@Suite struct IndicatorEffectTests {
    @Test(
        "Names read and write as the command line does",
        arguments: [
            ("none", IndicatorEffect.none), ("worm", .worm), ("thin-worm", .thinWorm), ("slide", .slide),
            ("jump", .jump), ("swap", .swap), ("fill", .fill), ("scale:1.5", .scale(1.5)), ("scale:2", .scale(2)),
        ])
    func names(name: String, effect: IndicatorEffect) {
        #expect(IndicatorEffect(name: name) == effect)
        #expect(effect.name == name)
    }

    @Test("Unknown names and unusable scales are refused", arguments: ["wiggle", "scale:", "scale:x", "scale:nan", ""])
    func unknown(name: String) {
        #expect(IndicatorEffect(name: name) == nil)
    }

    @Test("Scale factors are clamped to 0.25…3, NaN as 1", arguments: [(0.0, 0.25), (9, 3), (.nan, 1), (1.5, 1.5)])
    func scaleFactor(s: Double, factor: Double) {
        #expect(IndicatorEffect.scale(s).scaleFactor == factor)
        #expect(IndicatorEffect.worm.scaleFactor == 1)
    }
}
