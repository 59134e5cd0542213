import Testing

@testable import PageControlCore

/// The mark never leaves the dots: in a 10-dot window over 40 classic pages in 320 × 37 points, for every
/// effect with a mark, at every twentieth of a page, travelling both ways (so the window scrolls with both
/// ends shrunk and stands at both ends), in every direction, looping or not.
@MainActor
@Suite struct MarkContainmentTests {
    nonisolated static let cases: [(PageControlDirection, Bool)] = [
        (.leftToRight, false), (.rightToLeft, false), (.topToBottom, false), (.bottomToTop, false),
        (.leftToRight, true), (.rightToLeft, true),
    ]

    @Test("Every effect's mark stays within the dots and the bounds at every position", arguments: cases)
    func contained(direction: PageControlDirection, loops: Bool) {
        for effect in IndicatorEffect.all where effect.hasMark {
            let c = PageControl()
            c.numberOfPages = 40
            c.direction = direction
            c.paging.wrapsAround = loops
            c.bounds =
                direction.isVertical
                ? Rect(x: 0, y: 0, width: 37, height: 320) : Rect(x: 0, y: 0, width: 320, height: 37)
            c.indicatorEffect = effect
            var failures: [String] = []
            let forward = (0...780).map { Double($0) / 20 }
            for position in forward + forward.reversed() {
                c.position = position
                let layout = c.layout
                guard let mark = layout.mark else {
                    failures.append("no mark at \(position)")
                    continue
                }
                let along = { (r: Rect) in direction.isVertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
                let dots = layout.map { along($0.frame) }
                let (low, high) = (dots.map(\.0).min()!, dots.map(\.1).max()!)
                for piece in [mark.frame] + (mark.wrappedFrame.map { [$0] } ?? []) {
                    let (a, b) = along(piece)
                    if a < low - 1e-9 || b > high + 1e-9 || !layout.bounds.contains(piece.origin)
                        || !layout.bounds.contains(Point(x: piece.maxX, y: piece.maxY))
                    {
                        failures.append("at \(position): \(a)…\(b) outside the dots \(low)…\(high) or the bounds")
                    }
                }
            }
            #expect(failures.isEmpty, "\(effect) \(direction) loops=\(loops): \(failures.prefix(3))")
        }
    }

    @Test("The swap at 38.75 of 40 (checked from outside): the current dot under the mark, the last dot moved back")
    func swapAtTheEnd() throws {
        let c = PageControl()
        c.numberOfPages = 40
        c.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        c.indicatorEffect = .swap
        c.position = 38.75
        let layout = c.layout
        let mark = try #require(layout.mark)
        #expect(mark.frame.minX == 224.5 && mark.frame.maxX == 231.5)
        #expect(layout.indicator(forPage: 38)?.frame == mark.frame)
        #expect(layout.indicator(forPage: 39)?.frame.minX == 216.5)
        #expect(layout.map(\.frame.maxX).max() == 231.5)
    }
}
