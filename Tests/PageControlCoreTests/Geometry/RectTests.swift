import PageControlCore
import Testing

@Suite struct RectTests {
    @Test("Edges and centre are derived as CGRect derives them")
    func edges() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect([r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY] == [10, 25, 40, 20, 40, 60])
        #expect(r.width == 30 && r.height == 40)
        #expect(r.origin == Point(x: 10, y: 20) && r.size == Size(width: 30, height: 40))
        #expect(r.center == Point(x: 25, y: 40))
    }

    @Test("Contains includes the edges and never a NaN point")
    func contains() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(r.contains(Point(x: 10, y: 10)))
        #expect(!r.contains(Point(x: 10.01, y: 5)))
        #expect(!r.contains(Point(x: .nan, y: 5)))
    }

    @Test("A negative size is standardized and counts as empty")
    func standardized() {
        let r = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(r.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
        #expect(r.isEmpty)
        #expect(!Rect(x: 0, y: 0, width: .nan, height: 1).isFinite)
    }

    @Test("Outset grows each side")
    func outset() {
        #expect(
            Rect(x: 0, y: 0, width: 10, height: 4).outset(dx: 2, dy: 3) == Rect(x: -2, y: -3, width: 14, height: 10))
    }
}
