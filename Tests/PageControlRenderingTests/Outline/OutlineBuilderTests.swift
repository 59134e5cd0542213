import PageControlCore
import Testing

@testable import PageControlRendering

/// Records the calls an outline makes, as text, for exact comparisons.
struct RecordingSink: PathSink {
    var calls: [String] = []

    mutating func move(to p: Point) { calls.append("M \(p.x) \(p.y)") }
    mutating func line(to p: Point) { calls.append("L \(p.x) \(p.y)") }
    mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
        calls.append("C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)")
    }
    mutating func close() { calls.append("Z") }
}

@Suite struct OutlineBuilderTests {
    func record(_ geometry: DisplayPrimitive.Geometry) -> [String] {
        var sink = RecordingSink()
        OutlineBuilder.append(geometry, to: &sink)
        return sink.calls
    }

    @Test("A sharp rectangle is four points clockwise from the top-left corner, closed by the fourth edge")
    func sharpRectangle() {
        #expect(
            record(.roundedRectangle(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0)) == [
                "M 1.0 2.0", "L 4.0 2.0", "L 4.0 6.0", "L 1.0 6.0", "Z",
            ])
    }

    @Test("A circle is four quarter curves with the area-exact control factor")
    func circle() {
        let calls = record(.roundedRectangle(Rect(x: 0, y: 0, width: 2, height: 2), cornerRadius: 1))
        let k = OutlineBuilder.quarterEllipseControlFactor
        #expect(calls.count == 6)
        #expect(calls[0] == "M 1.0 0.0")
        #expect(calls[1] == "C \(1 + k) 0.0 2.0 \(1 - k) 2.0 1.0")
        #expect(calls[4] == "C 0.0 \(1 - k) \(1 - k) 0.0 1.0 0.0")
        #expect(calls[5] == "Z")
    }

    @Test("A ring's hole runs counter-clockwise with concentric corners")
    func ringHole() {
        let calls = record(.ring(Rect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 0, lineWidth: 1))
        #expect(
            calls == [
                "M 0.0 0.0", "L 10.0 0.0", "L 10.0 4.0", "L 0.0 4.0", "Z",
                "M 1.0 1.0", "L 1.0 3.0", "L 9.0 3.0", "L 9.0 1.0", "Z",
            ])
        let rounded = record(.ring(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 5, lineWidth: 2))
        #expect(rounded.count == 12)
        #expect(rounded[6] == "M 5.0 2.0")  // the inner circle, radius 3, from its top
        #expect(rounded[7].hasSuffix(" 2.0 5.0"))  // first to the left side: counter-clockwise on screen
    }

    @Test("A ring with no width draws nothing; one as wide as half its side is the filled shape")
    func ringLimits() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(record(.ring(rect, cornerRadius: 5, lineWidth: 0)).isEmpty)
        #expect(record(.ring(rect, cornerRadius: 5, lineWidth: 5)) == record(.roundedRectangle(rect, cornerRadius: 5)))
    }

    @Test("A placed path passes through, its quadratic curves raised to cubic ones")
    func placedPath() {
        let unit = VectorPath().move(to: Point(x: 0, y: 0)).quadCurve(
            to: Point(x: 1, y: 0), control: Point(x: 0.5, y: 1)
        )
        .line(to: Point(x: 1, y: 1)).close()
        let calls = record(.path(DisplayPath(unit, in: Rect(x: 10, y: 20, width: 6, height: 3))))
        // The control point (13, 23) gives cubic controls two thirds of the way from each end.
        #expect(calls == ["M 10.0 20.0", "C 12.0 22.0 14.0 22.0 16.0 20.0", "L 16.0 23.0", "Z"])
    }

    @Test("Unusable rectangles and paths draw nothing", arguments: [Double.nan, .infinity, -1, 0])
    func unusable(side: Double) {
        #expect(record(.roundedRectangle(Rect(x: 0, y: 0, width: side, height: 4), cornerRadius: 1)).isEmpty)
        let path = DisplayPath(.star, in: Rect(x: 0, y: side.isFinite ? 0 : side, width: 4, height: 4))
        #expect(record(.path(path)).isEmpty == !side.isFinite)
    }

    @Test("Text becomes the outline font's glyphs, aligned by the measured width")
    func glyphs() {
        // "1" at size 10: a 5.72 advance centred on x 3, so the line starts at 0.14; the stem's 0.89 bearing.
        let one = DisplayText(string: "1", fontSize: 10, origin: Point(x: 3, y: 20), alignment: .center)
        var sink = RasterPathSink()
        OutlineBuilder.append(.text(one), to: &sink)
        var direct = RasterPathSink()
        OutlineFont.shared.append(one, to: &direct)
        #expect(sink.path == direct.path)
        let xs = sink.path.elements.compactMap { element -> Double? in
            if case .move(let p) = element { return p.x } else { return nil }
        }
        #expect(abs(RasterPathFlatteningTests.signedArea(of: sink.path)) > 5)
        #expect(xs.count == 1)  // one contour
    }
}
