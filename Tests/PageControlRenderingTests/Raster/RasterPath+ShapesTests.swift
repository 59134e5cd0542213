import Testing

@testable import PageControlRendering

@Suite struct RasterPathShapesTests {
    @Test("uses the area-exact control factor 2 − √((22 − 5π)/3)")
    func controlFactor() {
        #expect(abs(OutlineBuilder.quarterEllipseControlFactor - 0.551778477804467) < 1e-14)
    }

    @Test("draws a sharp rectangle clockwise from its top-left corner")
    func sharpRectangle() {
        let path = RasterPath.roundedRect(x: 1, y: 2, width: 3, height: 4)
        #expect(
            path.elements == [
                .move(RasterPoint(x: 1, y: 2)),
                .line(RasterPoint(x: 4, y: 2)),
                .line(RasterPoint(x: 4, y: 6)),
                .line(RasterPoint(x: 1, y: 6)),
                .close,
            ])
        #expect(RasterPathFlatteningTests.signedArea(of: path) == 12)
    }

    @Test("clamps the corner radius to half the shorter side", arguments: [2.0, 2.5, 100, .infinity])
    func clampsRadius(radius: Double) {
        let capsule = RasterPath.roundedRect(x: 0, y: 0, width: 10, height: 4, cornerRadius: radius)
        #expect(capsule == RasterPath.roundedRect(x: 0, y: 0, width: 10, height: 4, cornerRadius: 2))
    }

    @Test("treats a negative or NaN corner radius as sharp", arguments: [-1.0, .nan, 0])
    func negativeRadius(radius: Double) {
        let path = RasterPath.roundedRect(x: 0, y: 0, width: 10, height: 4, cornerRadius: radius)
        #expect(path == RasterPath.roundedRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test("encloses the exact area of a capsule")
    func capsuleArea() {
        let capsule = RasterPath.roundedRect(x: 0, y: 0, width: 30, height: 10, cornerRadius: 5)
        let area = RasterPathFlatteningTests.signedArea(of: capsule)
        #expect(abs(area - (20 * 10 + Double.pi * 25)) < 1e-3)
    }

    @Test("makes a circle identical to a fully rounded square")
    func circleIsRoundedSquare() {
        let circle = RasterPath.ellipse(in: 0.5, y: 1.5, width: 7, height: 7)
        #expect(circle == RasterPath.roundedRect(x: 0.5, y: 1.5, width: 7, height: 7, cornerRadius: 3.5))
        #expect(circle.elements.count == 6)  // move, four quarter curves, close
    }

    @Test("encloses the area of a true ellipse", arguments: [(7.0, 7.0), (14, 6), (100, 40), (1, 3)])
    func ellipseArea(width: Double, height: Double) {
        let ellipse = RasterPath.ellipse(in: 3, y: 4, width: width, height: height)
        let exact = Double.pi * width * height / 4
        #expect(abs(RasterPathFlatteningTests.signedArea(of: ellipse) - exact) < max(exact * 1e-5, 1e-4))
    }

    @Test(
        "is empty for unusable sizes or origins",
        arguments: [
            (0.0, 0.0, 0.0, 5.0), (0, 0, 5, 0), (0, 0, -1, 5), (0, 0, .nan, 5), (.infinity, 0, 5, 5), (0, .nan, 5, 5),
        ]
    )
    func emptyForUnusableSizes(x: Double, y: Double, width: Double, height: Double) {
        #expect(RasterPath.ellipse(in: x, y: y, width: width, height: height).isEmpty)
        #expect(RasterPath.roundedRect(x: x, y: y, width: width, height: height, cornerRadius: 1).isEmpty)
        #expect(RasterPath.ring(x: x, y: y, width: width, height: height, lineWidth: 1).isEmpty)
    }

    @Test("winds a ring's inner outline against its outer one")
    func ringWindsOppositely() {
        let ring = RasterPath.ring(x: 0, y: 0, width: 14, height: 14, cornerRadius: 7, lineWidth: 2)
        let outer = RasterPath.ellipse(in: 0, y: 0, width: 14, height: 14)
        let inner = RasterPath.ellipse(in: 2, y: 2, width: 10, height: 10)
        #expect(ring.elements.count == 12)
        let ringArea = RasterPathFlatteningTests.signedArea(of: ring)
        let expected = RasterPathFlatteningTests.signedArea(of: outer) - RasterPathFlatteningTests.signedArea(of: inner)
        #expect(abs(ringArea - expected) < 1e-9)
        #expect(abs(ringArea - 24 * Double.pi) < 1e-3)
    }

    @Test("gives a ring concentric inner corners")
    func ringInnerCorners() {
        let ring = RasterPath.ring(x: 0, y: 0, width: 20, height: 10, cornerRadius: 4, lineWidth: 1)
        let area = RasterPathFlatteningTests.signedArea(of: ring)
        let outer = 20.0 * 10 - (4 - Double.pi) * 16
        let inner = 18.0 * 8 - (4 - Double.pi) * 9
        #expect(abs(area - (outer - inner)) < 1e-3)
    }

    @Test("fills a ring solid when the line is at least half the shorter side", arguments: [5.0, 6, 100])
    func solidRing(lineWidth: Double) {
        let ring = RasterPath.ring(x: 0, y: 0, width: 10, height: 12, cornerRadius: 3, lineWidth: lineWidth)
        #expect(ring == RasterPath.roundedRect(x: 0, y: 0, width: 10, height: 12, cornerRadius: 3))
    }

    @Test("draws no ring for a line width that is not positive", arguments: [0.0, -2, .nan])
    func noRing(lineWidth: Double) {
        #expect(RasterPath.ring(x: 0, y: 0, width: 10, height: 10, lineWidth: lineWidth).isEmpty)
    }
}
