#if GTK
    import CGtk
    import PageControlCore
    import Testing

    @testable import PageControlGTK
    @testable import PageControlRendering

    /// The cairo renderer draws what the PNG renderer draws (the same outlines, colours and order), and the
    /// overflow label as real glyphs.
    @Suite("CairoRenderer")
    struct CairoRendererTests {
        /// Every premultiplied channel of every pixel is within 24 levels of the PNG renderer's (outside the
        /// overflow label's box, where the PNG renderer has its own font subset), the mean difference stays below
        /// 0.35 levels, and the total coverage (sum of alpha) agrees within 1 % (cairo keeps 8-bit
        /// premultiplied pixels, so a 30 % platter is 76/255 where the PNG canvas has 76.5).
        @Test("Cairo draws every fixture within 24 levels of the PNG renderer", arguments: RenderFixture.all)
        @MainActor
        func matchesPNGRenderer(_ fixture: RenderFixture) {
            let list = fixture.list()
            let image = CairoImage(list, scale: fixture.scale) { list, cr in
                CairoRenderer(scale: fixture.scale).draw(list, in: cr)
            }
            let canvas = PNGRenderer(scale: fixture.scale).canvas(list)
            let comparison = PixelComparison(image, canvas, excluding: fixture.excludedPixels(in: list))
            #expect(comparison.worst <= RenderFixture.tolerance, "\(comparison)")
            #expect(comparison.mean < 0.35, "\(comparison)")
            #expect(abs(comparison.coverageRatio - 1) < 0.01, "\(comparison)")
        }

        /// The overflow label of a 120-page control ("7 / 120", 14-point text at scale 3) drawn by cairo: see
        /// ``assertGlyphs(_:text:scale:)`` for the criterion.
        @Test("The overflow label is drawn as glyphs, not as a block")
        @MainActor
        func overflowLabelIsGlyphs() throws {
            let control = Self.labelControl()
            let list = DisplayList(control.frame())
            let text = try #require(Self.labelText(in: list))
            let image = CairoImage(list, scale: 3) { list, cr in CairoRenderer(scale: 3).draw(list, in: cr) }
            Self.assertGlyphs(image, text: text, scale: 3)
        }

        /// `appendPath` gives the label's glyph outlines: filled, they pass the same glyph criterion.
        @Test("The label's path is the outline of its glyphs")
        @MainActor
        func labelPathIsGlyphOutlines() throws {
            let list = DisplayList(Self.labelControl().frame())
            let label = try #require(list.first { $0.role == .label })
            let text = try #require(Self.labelText(in: list))
            let image = CairoImage(list, scale: 3) { _, cr in
                cairo_set_source_rgba(cr, 1, 1, 1, 1)
                CairoRenderer(scale: 3).appendPath(for: label, in: cr)
                cairo_fill(cr)
            }
            Self.assertGlyphs(image, text: text, scale: 3)
        }

        /// Glyphs, not a block: inside the label's estimated box the ink covers between 5 % and 50 % of the area
        /// (a solid block covers 100 %, DejaVu Sans's "7 / 120" 14 %); the pixel row through the middle
        /// of the digits crosses at least 6 separate strokes ("7", "/", "1", "2" and both sides of "0", with
        /// lighter pixels between; a block is one run); and the ink is centred on the text's origin within
        /// 1 point, which holds only when the line starts at `lineStart(forWidth:)` of the measured width (the
        /// estimated width, 0.6 em per character, would put it about 5 points to the left). The ink is also
        /// narrower than the estimate: real digits and spaces are narrower than 0.6 em.
        @MainActor
        static func assertGlyphs(
            _ image: CairoImage, text: DisplayText, scale: Double, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let ink = LabelInk(image, text: text, scale: scale)
            #expect(ink.coverage > 0.05 && ink.coverage < 0.5, "\(ink)", sourceLocation: sourceLocation)
            #expect(ink.strokes >= 6, "\(ink)", sourceLocation: sourceLocation)
            #expect(abs(ink.centre - text.origin.x) <= 1, "\(ink)", sourceLocation: sourceLocation)
            #expect(
                ink.inkWidth > 0.5 * text.width && ink.inkWidth < text.width, "\(ink)", sourceLocation: sourceLocation)
        }

        /// A 120-page control showing the label "7 / 120" alone (`.label(threshold: 10)`), at its natural size.
        @MainActor
        static func labelControl() -> PageControl {
            let control = PageControl()
            control.numberOfPages = 120
            control.currentPage = 6
            control.window.overflowStyle = .label(threshold: 10)
            control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
            return control
        }

        /// The text of a list's label primitive.
        static func labelText(in list: DisplayList) -> DisplayText? {
            for primitive in list {
                if case .text(let text) = primitive.geometry { return text }
            }
            return nil
        }

        /// Exact pixels of the default look at scale 1: the current dot white, the others translucent gray,
        /// the gaps empty.
        @Test(
            "The default look's pixels at scale 1",
            arguments: [
                (x: 35, y: 18, rgba: [255, 255, 255, 255] as [UInt8]),  // the current dot's centre (page 2)
                (x: 3, y: 18, rgba: [64, 64, 64, 128]),  // page 0: 50 % gray at 50 % opacity, premultiplied
                (x: 67, y: 18, rgba: [64, 64, 64, 128]),  // page 4
                (x: 11, y: 18, rgba: [0, 0, 0, 0]),  // the gap between pages 0 and 1
                (x: 35, y: 5, rgba: [0, 0, 0, 0]),  // above the current dot
            ])
        @MainActor
        func defaultLookPixels(x: Int, y: Int, rgba: [UInt8]) {
            let control = PageControl()
            control.numberOfPages = 5
            control.currentPage = 2
            control.bounds = Rect(x: 0, y: 0, width: 71, height: 37)
            let image = CairoImage(DisplayList(control.frame()), scale: 1) { list, cr in
                CairoRenderer().draw(list, in: cr)
            }
            #expect(image.pixel(x, y) == rgba)
        }

        /// A background is painted under everything.
        @Test("A background fills the image under the dots")
        @MainActor
        func backgroundFillsTheImage() {
            let control = PageControl()
            control.numberOfPages = 3
            control.bounds = Rect(x: 0, y: 0, width: 39, height: 37)
            let renderer = CairoRenderer(background: Color(red: 1, green: 0, blue: 0))
            let image = CairoImage(DisplayList(control.frame()), scale: 1) { list, cr in renderer.draw(list, in: cr) }
            #expect(image.pixel(0, 0) == [255, 0, 0, 255])
            #expect(image.pixel(3, 18) == [255, 255, 255, 255])
        }

        /// Bad scales fall back to 1, as the PNG renderer's.
        @Test(
            "Scales that are not finite or not above 0 become 1",
            arguments: [(0.0, 1.0), (-2, 1), (.nan, 1), (.infinity, 1), (2.5, 2.5)])
        func scaleIsSanitized(scale: Double, expected: Double) {
            #expect(CairoRenderer(scale: scale).scale == expected)
        }
    }
#endif
