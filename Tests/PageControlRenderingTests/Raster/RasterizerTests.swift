import Testing

@testable import PageControlRendering

@Suite struct RasterizerTests {
    /// The coverage mask of `path` on a fresh `width` × `height` rasterizer.
    static func mask(_ path: RasterPath, width: Int, height: Int) -> [Double] {
        var rasterizer = Rasterizer(width: width, height: height)
        return rasterizer.coverageMask(of: path)
    }

    @Test("covers whole pixels exactly for an axis-aligned square on pixel boundaries")
    func pixelAlignedSquare() {
        let mask = Self.mask(.roundedRect(x: 2, y: 3, width: 10, height: 10), width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let inside = (2..<12).contains(x) && (3..<13).contains(y)
                #expect(mask[y * 16 + x] == (inside ? 1 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("gives half coverage to pixels cut in half by an edge")
    func halfPixelEdges() {
        let mask = Self.mask(.roundedRect(x: 0.5, y: 1, width: 4, height: 2), width: 6, height: 4)
        let expectedRow = [0.5, 1, 1, 1, 0.5, 0]
        #expect(Array(mask[0..<6]) == [0, 0, 0, 0, 0, 0])
        #expect(Array(mask[6..<12]) == expectedRow)
        #expect(Array(mask[12..<18]) == expectedRow)
        #expect(Array(mask[18..<24]) == [0, 0, 0, 0, 0, 0])
    }

    @Test("gives a quarter to a pixel cut at half its width and half its height")
    func quarterPixel() {
        let mask = Self.mask(.roundedRect(x: 0.5, y: 0.5, width: 1, height: 1), width: 2, height: 2)
        #expect(mask == [0.25, 0.25, 0.25, 0.25])
    }

    @Test("splits pixels exactly along a 45° diagonal")
    func diagonal() {
        var triangle = RasterPath()
        triangle.move(to: .zero)
        triangle.line(to: RasterPoint(x: 4, y: 0))
        triangle.line(to: RasterPoint(x: 0, y: 4))
        let mask = Self.mask(triangle, width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let expected: Double = x + y < 3 ? 1 : (x + y == 3 ? 0.5 : 0)
                #expect(mask[y * 4 + x] == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test("computes the exact area under a shallow edge spanning several pixels")
    func shallowEdge() {
        // A triangle (0,0)-(4,0)-(0,1): each pixel in row 0 holds the trapezoid under the line y = 1 - x/4.
        var triangle = RasterPath()
        triangle.move(to: .zero)
        triangle.line(to: RasterPoint(x: 4, y: 0))
        triangle.line(to: RasterPoint(x: 0, y: 1))
        let mask = Self.mask(triangle, width: 5, height: 1)
        let expected = [7.0 / 8, 5.0 / 8, 3.0 / 8, 1.0 / 8, 0]
        for (value, exact) in zip(mask, expected) {
            #expect(abs(value - exact) < 1e-15)
        }
    }

    @Test("covers a circle of radius 3.5 with its exact area", arguments: [(0.0, 7), (2.0, 11)])
    func circleArea(margin: Double, size: Int) {
        let circle = RasterPath.ellipse(in: margin, y: margin, width: 7, height: 7)
        let mask = Self.mask(circle, width: size, height: size)
        let total = mask.reduce(0, +)
        #expect(abs(total - Double.pi * 3.5 * 3.5) < 0.01)
        let offset = Int(margin)
        let centre = mask[(3 + offset) * size + 3 + offset]
        let corner = mask[offset * size + offset]
        let diagonal = mask[(1 + offset) * size + 1 + offset]
        #expect(centre == 1)
        #expect(corner == 0)
        #expect(diagonal > 0 && diagonal < 1)
        #expect(mask.allSatisfy { (0...1).contains($0) })
    }

    @Test("covers a ring with the outer area minus the inner area")
    func ringArea() {
        let ring = RasterPath.ring(x: 1, y: 1, width: 14, height: 14, cornerRadius: 7, lineWidth: 2)
        let mask = Self.mask(ring, width: 16, height: 16)
        #expect(abs(mask.reduce(0, +) - (49 - 25) * Double.pi) < 0.02)
        #expect(mask[8 * 16 + 8] == 0)  // the hole
        #expect(mask[8 * 16 + 2] == 1)  // on the band, left of centre
    }

    @Test("clips shapes to the canvas without distorting what remains")
    func clipsToCanvas() {
        let big = Self.mask(.roundedRect(x: -5, y: -5, width: 20, height: 20), width: 4, height: 3)
        #expect(big == Array(repeating: 1, count: 12))
        let straddling = Self.mask(.roundedRect(x: 2.5, y: -1, width: 10, height: 2), width: 4, height: 2)
        #expect(straddling == [0, 0, 0.5, 1, 0, 0, 0, 0])
        let quarter = Self.mask(.ellipse(in: -3.5, y: -3.5, width: 7, height: 7), width: 6, height: 6)
        #expect(abs(quarter.reduce(0, +) - Double.pi * 3.5 * 3.5 / 4) < 0.01)
        let outside = Self.mask(.ellipse(in: 10, y: -20, width: 7, height: 7), width: 6, height: 6)
        #expect(outside.allSatisfy { $0 == 0 })
    }

    @Test("clips an edge crossing both side borders")
    func edgeCrossingBothSides() {
        // Parallelogram with slanted sides spanning x = -2 … 6 on a 4-pixel-wide canvas.
        var path = RasterPath()
        path.move(to: RasterPoint(x: -2, y: 0))
        path.line(to: RasterPoint(x: 10, y: 0))
        path.line(to: RasterPoint(x: 18, y: 4))
        path.line(to: RasterPoint(x: 6, y: 4))
        let mask = Self.mask(path, width: 4, height: 4)
        // The left edge runs from (-2,0) to (6,4): x = -2 + 2y.
        var expected = [Double](repeating: 0, count: 16)
        for y in 0..<4 {
            for x in 0..<4 {
                let left = Double(x)
                let rowTop = Double(y)
                // Area right of the line x = -2 + 2y' (i.e. y' <= (x' + 2) / 2) within the pixel, by integration.
                expected[y * 4 + x] = Self.areaBelowLine(left: left, top: rowTop)
            }
        }
        for (value, exact) in zip(mask, expected) {
            #expect(abs(value - exact) < 1e-6)
        }
    }

    /// The part of the unit pixel at (left, top) where y <= (x + 2) / 2, by fine numerical integration.
    static func areaBelowLine(left: Double, top: Double) -> Double {
        let steps = 4000
        var area = 0.0
        for index in 0..<steps {
            let x = left + (Double(index) + 0.5) / Double(steps)
            let limit = (x + 2) / 2
            area += min(max(limit - top, 0), 1) / Double(steps)
        }
        return area
    }

    @Test("caps overlapping same-direction outlines at full coverage (non-zero winding)")
    func nonZeroWinding() {
        var path = RasterPath.roundedRect(x: 0, y: 0, width: 3, height: 1)
        path.append(.roundedRect(x: 1, y: 0, width: 3, height: 1))
        #expect(Self.mask(path, width: 4, height: 1) == [1, 1, 1, 1])
    }

    @Test("reuses its buffer: a sweep leaves it clean for the next path")
    func reusesBuffer() {
        var rasterizer = Rasterizer(width: 12, height: 12)
        let circle = RasterPath.ellipse(in: 1.3, y: 2.1, width: 8.4, height: 7.7)
        let first = rasterizer.coverageMask(of: circle)
        #expect(!rasterizer.hasPendingCoverage)
        #expect(rasterizer.coverageMask(of: RasterPath()) == Array(repeating: 0, count: 144))
        #expect(rasterizer.coverageMask(of: circle) == first)
    }

    @Test("resizes, discarding pending geometry", arguments: [(3, 2), (0, 5), (-4, -1)])
    func resizes(width: Int, height: Int) {
        var rasterizer = Rasterizer(width: 10, height: 10)
        rasterizer.add(.roundedRect(x: 0, y: 0, width: 5, height: 5))
        rasterizer.resize(width: width, height: height)
        #expect(rasterizer.width == max(0, width))
        #expect(rasterizer.height == max(0, height))
        #expect(!rasterizer.hasPendingCoverage)
        let mask = rasterizer.coverageMask(of: .roundedRect(x: 0, y: 0, width: 1, height: 1))
        #expect(mask.count == max(0, width) * max(0, height))
    }

    @Test("ignores non-finite and horizontal edges without trapping")
    func ignoresBadEdges() {
        var rasterizer = Rasterizer(width: 4, height: 4)
        rasterizer.addLine(from: RasterPoint(x: .nan, y: 0), to: RasterPoint(x: 1, y: 3))
        rasterizer.addLine(from: RasterPoint(x: 0, y: -.infinity), to: RasterPoint(x: 1, y: 3))
        rasterizer.addLine(from: RasterPoint(x: 0, y: 2), to: RasterPoint(x: 4, y: 2))
        #expect(!rasterizer.hasPendingCoverage)
        let huge = RasterPath.roundedRect(x: -1e300, y: -1e300, width: 1e300, height: 2e300)
        #expect(rasterizer.coverageMask(of: huge) == Array(repeating: 0, count: 16))
    }

    @Test("does nothing on a zero-size canvas")
    func zeroSize() {
        var rasterizer = Rasterizer(width: 0, height: 0)
        #expect(rasterizer.coverageMask(of: .ellipse(in: 0, y: 0, width: 5, height: 5)).isEmpty)
        var sweeps = 0
        rasterizer.sweep { _, _, _ in sweeps += 1 }
        #expect(sweeps == 0)
    }

    @Test("reports only touched rows and spans in a sweep")
    func sweepSpans() {
        var rasterizer = Rasterizer(width: 20, height: 10)
        rasterizer.add(.roundedRect(x: 5, y: 2, width: 3, height: 2))
        var rows: [Int] = []
        rasterizer.sweep { y, firstX, coverage in
            rows.append(y)
            #expect(firstX == 5)
            #expect(Array(coverage.prefix(3)) == [1, 1, 1])
            #expect(coverage.dropFirst(3).allSatisfy { $0 == 0 })
        }
        #expect(rows == [2, 3])
    }
}
