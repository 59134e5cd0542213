#if GTK
    import CGtk
    import PageControlCore
    import Testing

    @testable import PageControlGTK
    @testable import PageControlRendering
    @testable import pagecontrol_gtk

    /// The demo window as `pagecontrol-gtk` builds it from its command line: each `--presentation` and each kind of
    /// `--content` (and `--page-numbers`), parsed by ``DemoOptions``, shown in a real ``DemoWindow`` under Xvfb,
    /// and its widget drawn by GTK (`gtk_widget_snapshot` through a `GtkWidgetPaintable`) agrees with the PNG
    /// renderer's picture of a control set up the way the flag means, and not with plain dots.
    @Suite("Demo window", .serialized, .enabled(if: GTKTestSupport.hasDisplay, "needs a display (xvfb-run)"))
    @MainActor
    struct DemoWindowTests {
        init() { GTKTestSupport.setUp() }

        /// One demo command line and the control it should show.
        struct DemoCase: CustomTestStringConvertible, Sendable {
            /// The demo's arguments.
            let arguments: [String]
            /// The page count the demo shows, as `--pages` asks (5 by default).
            var pages = 5
            /// The current page the demo shows (0-based), as `--page` asks.
            var currentPage = 0
            /// Sets a 5-page control up as the arguments mean, independently of the demo.
            let configure: @MainActor @Sendable (PageControl) -> Void

            init(
                _ arguments: [String], pages: Int = 5, currentPage: Int = 0,
                configure: @escaping @MainActor @Sendable (PageControl) -> Void
            ) {
                self.arguments = arguments
                self.pages = pages
                self.currentPage = currentPage
                self.configure = configure
            }

            var testDescription: String { arguments.joined(separator: " ") }

            /// Whether the case is the demo's default look (plain dots), so it cannot differ from it.
            var isPlainDots: Bool { arguments == ["--presentation", "dots"] }

            /// The control the demo should draw, `size` points large (the widget's allocation).
            @MainActor
            func reference(size: Size) -> PageControl {
                let control = PageControl()
                control.numberOfPages = pages
                configure(control)
                control.currentPage = currentPage
                control.bounds = Rect(origin: .zero, size: size)
                return control
            }
        }

        /// Every presentation, and every kind of content on a dot (content is drawn on dots only): a page number
        /// on every dot (also past the first page, where the current dot's number turns dark), a number on one
        /// dot, a badge with a count, a plain badge and text, and all of them at once on 6 pages.
        nonisolated static let cases: [DemoCase] = [
            DemoCase(["--presentation", "dots"]) { _ in },
            DemoCase(["--presentation", "lines"]) { $0.presentation.kind = .lines },
            DemoCase(["--presentation", "segments"]) { $0.presentation.kind = .segments },
            DemoCase(["--presentation", "numeric"]) { $0.presentation.kind = .numeric },
            DemoCase(["--page-numbers"]) { $0.presentation.showsPageNumbers = true },
            DemoCase(["--page-numbers", "--page", "3"], currentPage: 2) { $0.presentation.showsPageNumbers = true },
            DemoCase(["--content", "2=number"]) { $0.presentation.setContent(.number, forPage: 1) },
            DemoCase(["--content", "3=badge:3"]) { $0.presentation.setContent(.badge(3), forPage: 2) },
            DemoCase(["--content", "5=badge"]) { $0.presentation.setContent(.badge(0), forPage: 4) },
            DemoCase(["--content", "4=text:AB"]) { $0.presentation.setContent(.text("AB"), forPage: 3) },
            DemoCase(
                ["--pages", "6", "--page", "2", "--content", "1=badge:12,2=number,4=badge,6=text:Z"], pages: 6,
                currentPage: 1
            ) { control in
                control.presentation.setContent(.badge(12), forPage: 0)
                control.presentation.setContent(.number, forPage: 1)
                control.presentation.setContent(.badge(0), forPage: 3)
                control.presentation.setContent(.text("Z"), forPage: 5)
            },
        ]

        /// Pixels per point, as most cross-renderer fixtures.
        nonisolated static let scale = 3.0

        /// Through GSK's cairo renderer, the cross-renderer fixtures' criteria (``SnapshotRendererTests``): outside
        /// the text's boxes every premultiplied channel within 24 levels of the PNG renderer's, the mean below 0.5
        /// levels, the coverage within 3 %; each text inked as the PNG renderer inks it (see
        /// ``expectText(_:list:scale:)``); and more than 24 levels away from plain dots somewhere.
        @Test("The demo draws each presentation and content as the PNG renderer does", arguments: cases)
        func matchesPNGRenderer(_ demoCase: DemoCase) throws {
            let drawn = try Self.draw(demoCase, with: .cairo)
            #expect(drawn.comparison.worst <= RenderFixture.tolerance, "\(drawn.comparison)")
            #expect(drawn.comparison.mean < 0.5, "\(drawn.comparison)")
            #expect(abs(drawn.comparison.coverageRatio - 1) < 0.03, "\(drawn.comparison)")
            Self.expectText(drawn.image, list: drawn.list, scale: Self.scale)
            Self.expectNotPlainDots(drawn.image, demoCase, size: drawn.list.size)
        }

        /// Through GSK's GL renderer (the window's own under Xvfb: Mesa's llvmpipe), the fixtures' GL criteria: at
        /// most 1 % of the pixels outside the text more than 24 levels off, the mean below 0.5 levels, the
        /// coverage within 4 %; the same text and plain-dots checks.
        @Test(
            "GSK's GL renderer draws each presentation and content of the demo close to the PNG renderer",
            .enabled("needs GSK's GL renderer") { await MainActor.run { CairoImage.GSKRenderer.isGLAvailable } },
            arguments: cases)
        func glStaysClose(_ demoCase: DemoCase) throws {
            let drawn = try Self.draw(demoCase, with: .gl)
            #expect(drawn.comparison.outliers <= 0.01, "\(drawn.comparison)")
            #expect(drawn.comparison.mean < 0.5, "\(drawn.comparison)")
            #expect(abs(drawn.comparison.coverageRatio - 1) < 0.04, "\(drawn.comparison)")
            Self.expectText(drawn.image, list: drawn.list, scale: Self.scale)
            Self.expectNotPlainDots(drawn.image, demoCase, size: drawn.list.size)
        }

        /// The demo's options parsed from `demoCase`'s arguments, its window presented until its ready frame, its
        /// widget drawn by GTK at ``scale`` and rendered by `renderer`; the reference list (the case's control at
        /// the widget's size) and the comparison with the PNG renderer's canvas outside the text's boxes.
        static func draw(_ demoCase: DemoCase, with renderer: CairoImage.GSKRenderer) throws -> (
            image: CairoImage, list: DisplayList, comparison: PixelComparison
        ) {
            let options = try DemoOptions(demoCase.arguments)
            let demo = DemoWindow(options: options, style: options.selectedStyle())
            defer {
                GTKTestSupport.close(UnsafeMutableRawPointer(demo.window).assumingMemoryBound(to: GtkWindow.self))
            }
            demo.present()
            let ready = GTKTestSupport.spin(timeout: 10) {
                demo.frame >= DemoWindow.readyFrame && !demo.dots.control.isAnimating
            }
            try #require(ready, "the demo window never reached its ready frame")
            let widget = demo.dots.widget
            let size = Size(width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
            let reference = demoCase.reference(size: size)
            let natural = reference.intrinsicContentSize
            // The widget is at its natural size under its caption (Tests/PageControlGTKTests/DemoWindowLayoutTests).
            #expect(size.width == natural.width.rounded(.up), "the widget is as wide as the control's natural width")
            #expect(size.height >= natural.height.rounded(.up), "the widget is as tall as the control at least")
            let list = DisplayList(reference.frame())
            let image = try #require(Self.image(of: widget, size: list, with: renderer))
            let canvas = PNGRenderer(scale: scale).canvas(list)
            let comparison = PixelComparison(image, canvas, excluding: TextInk.boxes(in: list, scale: scale))
            return (image, list, comparison)
        }

        /// What GTK draws for `widget` (its `snapshot`, through a `GtkWidgetPaintable` as the demo's
        /// `--screenshot` takes it), at ``scale``, rendered by `renderer` at `list`'s pixel size.
        static func image(
            of widget: UnsafeMutablePointer<GtkWidget>, size list: DisplayList, with renderer: CairoImage.GSKRenderer
        ) -> CairoImage? {
            guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            return CairoImage(snapshotOf: list, scale: scale, with: renderer) { snapshot in
                gdk_paintable_snapshot(paintable, snapshot, list.size.width, list.size.height)
            }
        }

        /// Every text of `list` is inked in `image` about as much as, and where, the PNG renderer inks it: between
        /// half and twice its inked pixels (Pango's "Sans" and the PNG renderer's font subset differ in weight
        /// and width; measured 0.96 to 1.51 times), their middle within 1.5 points of the PNG renderer's along
        /// and across the row (measured: at most 0.82 and 0.61). A missing text has no ink; text started at its
        /// origin instead of centred on it is half its width (5 points or more) off.
        static func expectText(
            _ image: CairoImage, list: DisplayList, scale: Double, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let plain = TextInk.plainCanvas(list, scale: scale)
            let drawn = image.pixels.map { Double($0) }
            let reference = PNGRenderer(scale: scale).canvas(list).premultipliedPixels.map { $0 * 255 }
            for text in TextInk.texts(in: list) {
                let expected = TextInk(text, in: reference, width: image.width, against: plain, scale: scale)
                let ink = TextInk(text, in: drawn, width: image.width, against: plain, scale: scale)
                let what = "\"\(text.string)\": drawn \(ink); PNG renderer \(expected)"
                #expect(expected.count > 0, "\(what)", sourceLocation: sourceLocation)
                #expect(
                    Double(ink.count) >= 0.5 * Double(expected.count)
                        && Double(ink.count) <= 2 * Double(expected.count), "\(what)", sourceLocation: sourceLocation)
                if let centre = ink.centre, let wanted = expected.centre {
                    #expect(
                        abs(centre.x - wanted.x) <= 1.5 && abs(centre.y - wanted.y) <= 1.5, "\(what)",
                        sourceLocation: sourceLocation)
                }
            }
        }

        /// Unless the case is plain dots, the picture is more than 24 levels away from a plain control's (the same
        /// pages and current page, the same size) in some pixel: a demo that ignored the flag would draw that.
        /// (Measured: 255 levels in every case, on 0.57 % of the pixels for a plain badge and 3 % or more for
        /// the others.)
        static func expectNotPlainDots(
            _ image: CairoImage, _ demoCase: DemoCase, size: Size, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            guard !demoCase.isPlainDots else { return }
            let plain = PageControl()
            plain.numberOfPages = demoCase.pages
            plain.currentPage = demoCase.currentPage
            plain.bounds = Rect(origin: .zero, size: size)
            let comparison = PixelComparison(image, PNGRenderer(scale: scale).canvas(DisplayList(plain.frame())))
            #expect(comparison.worst > RenderFixture.tolerance, "\(comparison)", sourceLocation: sourceLocation)
        }
    }
#endif
