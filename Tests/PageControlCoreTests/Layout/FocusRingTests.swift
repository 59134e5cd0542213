import PageControlCore
import Testing

@MainActor
@Suite struct FocusRingTests {
    func control() -> PageControl {
        let c = PageControl()
        c.numberOfPages = 3
        c.bounds = Rect(x: 0, y: 0, width: 200, height: 37)
        return c
    }

    @Test("At rest the ring is a capsule 2 points outside the current dot, 2 points wide")
    func atRest() throws {
        let c = control()
        c.currentPage = 1
        let ring = try #require(c.layout.focusRing)
        // The dot is at (96.5, 15) and 7 points wide: 4 points out on every side.
        #expect(ring.frame == Rect(x: 92.5, y: 11, width: 15, height: 15))
        #expect(ring.cornerRadius == 7.5)
        #expect(ring.lineWidth == 2)
    }

    @Test("Between pages the ring glides: the emphasis-weighted blend of the two dots")
    func between() throws {
        let c = control()
        c.position = 0.25
        let ring = try #require(c.layout.focusRing)
        // Dots at 80.5 and 96.5 with emphasis 0.75 and 0.25 give a ring around 84.5.
        #expect(ring.frame == Rect(x: 80.5, y: 11, width: 15, height: 15))
    }

    @Test("No dots, no ring")
    func empty() {
        let c = control()
        c.numberOfPages = 0
        #expect(c.layout.focusRing == nil)
    }
}
