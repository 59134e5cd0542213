import PageControlCore
import Testing

@testable import PageControlRendering

@MainActor
@Suite struct PNGRendererTests {
    func decoded(_ pages: Int, _ current: Int, scale: Double, background: Color? = nil) throws -> PNGDecoder.Image {
        let c = PageControl()
        c.numberOfPages = pages
        c.currentPage = current
        c.window.preferredNumberOfVisibleIndicators = 10  // the whole window, as `pagecontrol render` draws it
        c.bounds = Rect(origin: .zero, size: c.intrinsicContentSize)
        let png = try PNGRenderer(scale: scale, background: background).render(c.frame())
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        return try PNGDecoder.decode(png)
    }

    func pixel(_ image: PNGDecoder.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.rgba[i..<i + 4])
    }

    @Test(
        "5 classic pages at 1x, 2x and 3x are 71×37 points times the scale",
        arguments: [(1.0, 71, 37), (2, 142, 74), (3, 213, 111)])
    func size(scale: Double, width: Int, height: Int) throws {
        let image = try decoded(5, 2, scale: scale)
        #expect(image.width == width && image.height == height)
    }

    @Test("Dot centres carry their colours, gaps are transparent, edges are partly covered")
    func pixels() throws {
        let image = try decoded(5, 2, scale: 2)
        // Page 2 is centred at (35.5, 18.5) pt = (71, 37) px: opaque white.
        #expect(pixel(image, 71, 37) == [255, 255, 255, 255])
        // Page 0 at (3.5, 18.5) pt = (7, 37) px: gray at half alpha (straight alpha stored).
        #expect(pixel(image, 7, 37) == [128, 128, 128, 128])
        // Between page 0 and 1 (x = 11.5 pt = 23 px): nothing.
        #expect(pixel(image, 23, 37) == [0, 0, 0, 0])
        // Above the dots: nothing.
        #expect(pixel(image, 71, 10) == [0, 0, 0, 0])
        // On the current dot's rim (centre (71, 37) px, radius 7 px): pixel (65, 32), whose centre is 7.1 px
        // from the dot's centre, is partly covered; (64, 31) lies wholly outside.
        let edge = pixel(image, 65, 32)
        #expect(edge[3] > 30 && edge[3] < 230)
        #expect(edge[0] == 255)
        #expect(pixel(image, 64, 31) == [0, 0, 0, 0])
    }

    @Test("A background fills the image and dots composite over it")
    func background() throws {
        let image = try decoded(3, 0, scale: 1, background: .black)
        #expect(pixel(image, 20, 2) == [0, 0, 0, 255])
        // Gray 50 % over black: 64.
        #expect(pixel(image, 19, 18) == [64, 64, 64, 255])
    }

    @Test("An empty image is refused with a clear error")
    func empty() {
        let c = PageControl()
        #expect(throws: PNGError.self) { try PNGRenderer().render(c.frame()) }
    }

    @Test("The overflow label is drawn in glyph outlines on its baseline, not as a block")
    func label() throws {
        let c = overflowControl(.label(threshold: 20))
        let text = DisplayText(try #require(c.compactLabel))
        let image = try PNGDecoder.decode(try PNGRenderer(scale: 4).render(c.frame()))
        // Halfway up the digits, "7 / 120" crosses ink and gaps: one run per stroke, not one block.
        let capHeight = DisplayText.capHeight * text.fontSize
        let y = Int(((text.origin.y - capHeight / 2) * 4).rounded(.down))
        var runs = 0
        var inked = false
        for x in 0..<image.width {
            let ink = pixel(image, x, y)[3] > 128
            if ink && !inked { runs += 1 }
            inked = ink
        }
        // Middle rows: 7 → one stroke, / → one, 1 → one, 2 → one, 0 → two (its sides).
        #expect(runs == 6)
        // Above the digits (0.725 em high with their overshoot) and below the baseline (the "0" dips 0.01 em
        // under it) there is no ink.
        let above = Int(((text.origin.y - 0.725 * text.fontSize) * 4).rounded(.down)) - 1
        let below = Int(((text.origin.y + 0.01 * text.fontSize) * 4).rounded(.up)) + 1
        for x in 0..<image.width {
            #expect(pixel(image, x, above)[3] == 0)
            #expect(pixel(image, x, below)[3] == 0)
        }
    }
}
