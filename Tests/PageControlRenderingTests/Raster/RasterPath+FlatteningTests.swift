import Testing

@testable import PageControlRendering

@Suite struct RasterPathFlatteningTests {
    /// The segments a path flattens into, as (start, end) pairs.
    static func segments(of path: RasterPath, tolerance: Double = RasterPath.defaultFlatteningTolerance) -> [(
        RasterPoint, RasterPoint
    )] {
        var result: [(RasterPoint, RasterPoint)] = []
        path.flatten(tolerance: tolerance) { result.append(($0, $1)) }
        return result
    }

    /// The signed shoelace area of the flattened path; positive for clockwise on screen (y downwards).
    static func signedArea(of path: RasterPath, tolerance: Double = RasterPath.defaultFlatteningTolerance) -> Double {
        segments(of: path, tolerance: tolerance).reduce(0) { sum, segment in
            sum + 0.5 * (segment.0.x * segment.1.y - segment.1.x * segment.0.y)
        }
    }

    @Test("emits straight lines unchanged and closes the subpath implicitly")
    func closesImplicitly() {
        var path = RasterPath()
        path.move(to: RasterPoint(x: 1, y: 1))
        path.line(to: RasterPoint(x: 3, y: 1))
        path.line(to: RasterPoint(x: 3, y: 4))
        let segments = Self.segments(of: path)
        #expect(segments.count == 3)
        #expect(segments[0] == (RasterPoint(x: 1, y: 1), RasterPoint(x: 3, y: 1)))
        #expect(segments[1] == (RasterPoint(x: 3, y: 1), RasterPoint(x: 3, y: 4)))
        #expect(segments[2] == (RasterPoint(x: 3, y: 4), RasterPoint(x: 1, y: 1)))
    }

    @Test("closes the previous subpath at a move and skips zero-length segments")
    func closesAtMove() {
        var path = RasterPath()
        path.move(to: .zero)
        path.line(to: RasterPoint(x: 2, y: 0))
        path.line(to: RasterPoint(x: 2, y: 0))
        path.move(to: RasterPoint(x: 5, y: 5))
        path.line(to: RasterPoint(x: 6, y: 5))
        path.close()
        path.close()
        let segments = Self.segments(of: path)
        #expect(segments.count == 4)
        #expect(segments[1] == (RasterPoint(x: 2, y: 0), .zero))
        #expect(segments[3] == (RasterPoint(x: 6, y: 5), RasterPoint(x: 5, y: 5)))
    }

    @Test("starts drawing at the origin when there is no move")
    func startsAtOrigin() {
        var path = RasterPath()
        path.line(to: RasterPoint(x: 4, y: 0))
        path.line(to: RasterPoint(x: 4, y: 4))
        #expect(Self.signedArea(of: path) == 8)
        #expect(Self.segments(of: path)[0].0 == .zero)
    }

    @Test("flattens a parabola into a polygon of exactly the same area")
    func parabolaAreaIsExact() {
        // The region between the chord (0,0)–(4,0) and the parabola through (2,2): 2/3 × 4 × 2 = 16/3.
        var path = RasterPath()
        path.move(to: RasterPoint(x: 4, y: 0))
        path.quadCurve(to: .zero, control: RasterPoint(x: 2, y: 4))
        for tolerance in [0.05, 0.01, 0.001] {
            #expect(abs(Self.signedArea(of: path, tolerance: tolerance) - 16.0 / 3.0) < 1e-12)
        }
    }

    @Test("keeps every vertex within the tolerance of the curve", arguments: [0.05, 0.01, 0.002])
    func staysWithinTolerance(tolerance: Double) {
        let (start, control1, control2, end) = (
            RasterPoint(x: 0, y: 0), RasterPoint(x: 10, y: 30), RasterPoint(x: 40, y: -20), RasterPoint(x: 50, y: 10)
        )
        var path = RasterPath()
        path.move(to: start)
        path.curve(to: end, control1: control1, control2: control2)
        let samples = (0...20_000).map { index -> RasterPoint in
            let t = Double(index) / 20_000
            let u = 1 - t
            return (u * u * u) * start + (3 * u * u * t) * control1 + (3 * u * t * t) * control2 + (t * t * t) * end
        }
        let vertices = Self.segments(of: path, tolerance: tolerance).map(\.1).dropLast()
        #expect(vertices.count > 4)
        for vertex in vertices {
            let distance = zip(samples, samples.dropFirst()).map { Self.distance(from: vertex, to: $0, $1) }.min()
            #expect(distance ?? .infinity <= tolerance)
        }
    }

    /// The distance from `point` to the segment from `start` to `end`.
    static func distance(from point: RasterPoint, to start: RasterPoint, _ end: RasterPoint) -> Double {
        let direction = end - start
        let lengthSquared = direction.x * direction.x + direction.y * direction.y
        let offset = point - start
        let t =
            lengthSquared > 0 ? min(max((offset.x * direction.x + offset.y * direction.y) / lengthSquared, 0), 1) : 0
        return (point - start.interpolated(to: end, at: t)).length
    }

    @Test("uses more segments for a finer tolerance")
    func finerToleranceMeansMoreSegments() {
        let circle = RasterPath.ellipse(in: 0, y: 0, width: 20, height: 20)
        let coarse = Self.segments(of: circle, tolerance: 0.05).count
        let fine = Self.segments(of: circle, tolerance: 0.005).count
        #expect(coarse >= 16)
        #expect(fine > 2 * coarse)
    }

    @Test(
        "sanitises tolerances",
        arguments: [(0.0, 0.01), (-1, 0.01), (.nan, 0.01), (.infinity, 0.01), (1e-9, 0.0001), (0.05, 0.05)]
    )
    func sanitisesTolerance(requested: Double, used: Double) {
        #expect(RasterPath.sanitizedTolerance(requested) == used)
    }

    @Test(
        "counts pieces as the rounded-up square root, within 1…4096",
        arguments: [(0.0, 1), (1, 1), (2.25, 2), (4, 2), (4.01, 3), (.nan, 1), (.infinity, 4096), (1e12, 4096)]
    )
    func countsPieces(ratio: Double, pieces: Int) {
        #expect(RasterPath.pieceCount(ratio) == pieces)
    }

    @Test("passes non-finite points through for the rasterizer to skip")
    func passesNonFinitePoints() {
        var path = RasterPath()
        path.move(to: RasterPoint(x: .nan, y: 0))
        path.curve(to: RasterPoint(x: 1, y: .infinity), control1: .zero, control2: .zero)
        #expect(!Self.segments(of: path).isEmpty)
    }
}
