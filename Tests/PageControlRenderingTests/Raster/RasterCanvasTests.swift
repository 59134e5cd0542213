import Testing

@testable import PageControlRendering

@Suite struct RasterCanvasTests {
    /// The four bytes of pixel (x, y) in a canvas's 8-bit output.
    static func bytes(_ canvas: RasterCanvas, x: Int, y: Int) -> [UInt8] {
        let start = 4 * (y * canvas.width + x)
        return Array(canvas.rgba8()[start..<(start + 4)])
    }

    @Test("starts fully transparent")
    func startsTransparent() {
        let canvas = RasterCanvas(width: 3, height: 2)
        #expect(canvas.premultipliedPixels == Array(repeating: 0, count: 24))
        #expect(canvas.rgba8() == Array(repeating: 0, count: 24))
    }

    @Test("stores a translucent background premultiplied")
    func translucentBackground() {
        let canvas = RasterCanvas(width: 2, height: 1, red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(canvas.premultipliedPixels == [0.5, 0.25, 0, 0.5, 0.5, 0.25, 0, 0.5])
        #expect(canvas.rgba8() == [255, 128, 0, 128, 255, 128, 0, 128])
    }

    @Test("clamps background components and treats NaN as 0")
    func clampsBackground() {
        let canvas = RasterCanvas(width: 1, height: 1, red: 2, green: -1, blue: .nan, alpha: 7)
        #expect(canvas.premultipliedPixels == [1, 0, 0, 1])
    }

    @Test("composites 50 % red over opaque white to (255, 128, 128, 255)")
    func halfRedOverWhite() {
        var canvas = RasterCanvas(width: 2, height: 2, red: 1, green: 1, blue: 1)
        canvas.fill(.roundedRect(x: 0, y: 0, width: 1, height: 1), red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(canvas.pixel(x: 0, y: 0) == (1, 0.5, 0.5, 1))
        #expect(Self.bytes(canvas, x: 0, y: 0) == [255, 128, 128, 255])
        #expect(Self.bytes(canvas, x: 1, y: 0) == [255, 255, 255, 255])
    }

    @Test("composites 50 % red over transparent to straight (255, 0, 0, 128)")
    func halfRedOverTransparent() {
        var canvas = RasterCanvas(width: 1, height: 1)
        canvas.fill(.roundedRect(x: 0, y: 0, width: 1, height: 1), red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(canvas.pixel(x: 0, y: 0) == (0.5, 0, 0, 0.5))
        #expect(canvas.rgba8() == [255, 0, 0, 128])
    }

    @Test("scales the source by partial coverage before compositing")
    func partialCoverage() {
        var canvas = RasterCanvas(width: 1, height: 1, red: 0, green: 0, blue: 1)
        // Half the pixel covered by opaque white: white × 0.5 + blue × (1 − 0.5).
        canvas.fill(.roundedRect(x: 0.5, y: 0, width: 1, height: 1), red: 1, green: 1, blue: 1)
        #expect(canvas.pixel(x: 0, y: 0) == (0.5, 0.5, 1, 1))
        #expect(canvas.rgba8() == [128, 128, 255, 255])
    }

    @Test("combines partial coverage with partial alpha over transparent")
    func partialCoverageAndAlpha() {
        var canvas = RasterCanvas(width: 1, height: 1)
        canvas.fill(.roundedRect(x: 0.5, y: 0, width: 1, height: 1), red: 0, green: 1, blue: 0, alpha: 0.5)
        #expect(canvas.pixel(x: 0, y: 0) == (0, 0.25, 0, 0.25))
        #expect(canvas.rgba8() == [0, 255, 0, 64])
    }

    @Test("replaces pixels fully covered by an opaque colour")
    func opaqueReplaces() {
        var canvas = RasterCanvas(width: 9, height: 9, red: 0.2, green: 0.4, blue: 0.6, alpha: 0.7)
        canvas.fill(.ellipse(in: 0, y: 0, width: 9, height: 9), red: 0, green: 0.5, blue: 1)
        #expect(canvas.pixel(x: 4, y: 4) == (0, 0.5, 1, 1))
        #expect(Self.bytes(canvas, x: 4, y: 4) == [0, 128, 255, 255])
    }

    @Test(
        "rounds 8-bit alpha half up",
        arguments: [(0.5, 128), (0.25, 64), (1.0 / 510, 1), (0.999 / 510, 0), (1, 255), (0, 0)] as [(Double, UInt8)]
    )
    func roundsAlpha(alpha: Double, byte: UInt8) {
        let canvas = RasterCanvas(width: 1, height: 1, red: 1, green: 1, blue: 1, alpha: alpha)
        let expectedColour: UInt8 = byte == 0 ? 0 : 255
        #expect(canvas.rgba8() == [expectedColour, expectedColour, expectedColour, byte])
    }

    @Test("clamps and sanitises fill colours")
    func clampsFillColour() {
        var canvas = RasterCanvas(width: 1, height: 1)
        canvas.fill(.roundedRect(x: 0, y: 0, width: 1, height: 1), red: .nan, green: 3, blue: -2, alpha: 9)
        #expect(canvas.rgba8() == [0, 255, 0, 255])
    }

    @Test("leaves the canvas unchanged for a transparent colour or an empty path")
    func noOpFills() {
        var canvas = RasterCanvas(width: 2, height: 2, red: 0.1, green: 0.2, blue: 0.3)
        let before = canvas.premultipliedPixels
        canvas.fill(.roundedRect(x: 0, y: 0, width: 2, height: 2), red: 1, green: 1, blue: 1, alpha: 0)
        canvas.fill(.roundedRect(x: 0, y: 0, width: 2, height: 2), red: 1, green: 1, blue: 1, alpha: .nan)
        canvas.fill(RasterPath(), red: 1, green: 1, blue: 1)
        #expect(canvas.premultipliedPixels == before)
    }

    @Test("fills many dots independently, reusing the rasterizer")
    func manyDots() {
        var canvas = RasterCanvas(width: 71, height: 7)
        for index in 0..<5 {
            canvas.fill(.ellipse(in: Double(index * 16), y: 0, width: 7, height: 7), red: 1, green: 1, blue: 1)
        }
        let alphas = stride(from: 3, to: canvas.premultipliedPixels.count, by: 4).map {
            canvas.premultipliedPixels[$0]
        }
        #expect(abs(alphas.reduce(0, +) - 5 * Double.pi * 12.25) < 0.05)
        for index in 0..<5 {
            #expect(canvas.pixel(x: index * 16 + 3, y: 3).alpha == 1)
            #expect(canvas.pixel(x: index * 16 + 10, y: 3).alpha == 0)
        }
    }

    @Test("allows zero-size canvases without trapping", arguments: [(0, 0), (5, 0), (0, 3), (-2, -7)])
    func zeroSize(width: Int, height: Int) {
        var canvas = RasterCanvas(width: width, height: height, red: 1, green: 1, blue: 1)
        canvas.fill(.ellipse(in: 0, y: 0, width: 4, height: 4), red: 1, green: 0, blue: 0)
        #expect(canvas.width == max(0, width))
        #expect(canvas.height == max(0, height))
        #expect(canvas.rgba8().isEmpty)
        #expect(canvas.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        #expect(throws: PNGError.invalidDimensions(width: canvas.width, height: canvas.height)) {
            try canvas.pngData()
        }
    }

    @Test("reports zeros for pixels outside the canvas")
    func outsidePixels() {
        let canvas = RasterCanvas(width: 2, height: 2, red: 1, green: 1, blue: 1)
        #expect(canvas.pixel(x: -1, y: 0) == (0, 0, 0, 0))
        #expect(canvas.pixel(x: 2, y: 1) == (0, 0, 0, 0))
        #expect(canvas.pixel(x: 1, y: 1) == (1, 1, 1, 1))
    }

    @Test("encodes itself as a PNG that decodes to its 8-bit pixels")
    func pngRoundTrip() throws {
        var canvas = RasterCanvas(width: 23, height: 9)
        canvas.fill(.ring(x: 1, y: 1, width: 7, height: 7, cornerRadius: 3.5, lineWidth: 1), red: 0, green: 0, blue: 1)
        canvas.fill(.roundedRect(x: 10.25, y: 0.5, width: 12, height: 8, cornerRadius: 4), red: 1, green: 0.5, blue: 0)
        let image = try PNGDecoder.decode(canvas.pngData())
        #expect(image == PNGDecoder.Image(width: 23, height: 9, rgba: canvas.rgba8()))
    }
}
