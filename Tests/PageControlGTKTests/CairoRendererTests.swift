#if GTK
    import CGtk
    import PageControlCore
    import Testing

    @testable import PageControlGTK
    @testable import PageControlRendering

    /// The cairo renderer draws what the PNG renderer draws: the same outlines, colours and order.
    @Suite("CairoRenderer")
    struct CairoRendererTests {
        /// One look to draw both ways.
        struct Case: CustomTestStringConvertible, Sendable {
            let name: String
            let shape: IndicatorShape?
            let currentShape: IndicatorShape?
            let background: BackgroundStyle?
            let timer: Bool
            /// The largest difference allowed in any premultiplied channel, of 255: anti-aliased edges differ a
            /// little (cairo samples coverage, the PNG rasteriser computes exact areas; sharp star points most).
            let tolerance: Double
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(name: "circles", shape: nil, currentShape: nil, background: nil, timer: false, tolerance: 5),
            Case(
                name: "capsule current", shape: nil, currentShape: .capsule, background: nil, timer: false, tolerance: 5
            ),
            Case(
                name: "rings", shape: .ring(lineWidth: 1.5), currentShape: nil, background: nil, timer: false,
                tolerance: 7),
            Case(
                name: "rounded", shape: .roundedRectangle(cornerRadius: 1.5), currentShape: nil, background: nil,
                timer: false, tolerance: 4),
            Case(
                name: "stars", shape: .path(.star), currentShape: .path(.heart), background: nil, timer: false,
                tolerance: 9
            ),
            Case(name: "platter", shape: nil, currentShape: nil, background: .prominent, timer: false, tolerance: 4),
            Case(name: "timer pill", shape: nil, currentShape: nil, background: .prominent, timer: true, tolerance: 5),
        ]

        /// A 5-page control at page 2 (30 pages windowed for the platter case) with the case's look.
        @MainActor
        static func control(_ c: Case) -> PageControl {
            let control = PageControl()
            control.numberOfPages = c.background == nil ? 5 : 30
            control.currentPage = 2
            control.preferredIndicatorShape = c.shape
            control.preferredCurrentPageIndicatorShape = c.currentShape
            control.backgroundStyle = c.background
            control.pageIndicatorTintColor = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)
            if c.currentShape == .capsule { control.metrics = IndicatorMetrics(currentIndicatorLength: 23) }
            if c.timer {
                let timer = PageControlTimerProgress(preferredDuration: 4)
                control.progress = timer
                timer.resumeTimer()
                control.advanceAnimation(to: 0)
                control.advanceAnimation(to: 1)  // 25 % of the page's time
            }
            control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
            return control
        }

        /// Every premultiplied channel of every pixel is within the case's tolerance of the PNG renderer's at
        /// scale 3, and the total coverage (sum of alpha) agrees within 0.7 % (cairo keeps 8-bit premultiplied
        /// pixels, so the 30 % platter is 76/255 where the PNG canvas has 76.5).
        @Test(arguments: cases)
        @MainActor
        func matchesPNGRenderer(_ c: Case) {
            let list = DisplayList(Self.control(c))
            let image = CairoImage(list, scale: 3) { list, cr in CairoRenderer(scale: 3).draw(list, in: cr) }
            let canvas = PNGRenderer(scale: 3).canvas(list)
            #expect(image.width == canvas.width)
            #expect(image.height == canvas.height)
            var worst = 0.0
            var total = 0.0
            var cairoAlpha = 0.0
            var pngAlpha = 0.0
            for (index, expected) in canvas.premultipliedPixels.enumerated() {
                let d = abs(Double(image.pixels[index]) - expected * 255)
                worst = max(worst, d)
                total += d
                if index % 4 == 3 {
                    cairoAlpha += Double(image.pixels[index])
                    pngAlpha += expected * 255
                }
            }
            #expect(worst <= c.tolerance, "largest difference \(worst) of 255")
            #expect(total / Double(image.pixels.count) < 0.35, "mean difference")
            #expect(abs(cairoAlpha / pngAlpha - 1) < 0.007, "coverage ratio \(cairoAlpha / pngAlpha)")
        }

        /// Exact pixels of the default look at scale 1: the current dot white, the others translucent gray,
        /// the gaps empty.
        @Test(arguments: [
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
            let image = CairoImage(DisplayList(control), scale: 1) { list, cr in CairoRenderer().draw(list, in: cr) }
            #expect(image.pixel(x, y) == rgba)
        }

        /// A background is painted under everything.
        @Test @MainActor
        func backgroundFillsTheImage() {
            let control = PageControl()
            control.numberOfPages = 3
            control.bounds = Rect(x: 0, y: 0, width: 39, height: 37)
            let renderer = CairoRenderer(background: Color(red: 1, green: 0, blue: 0))
            let image = CairoImage(DisplayList(control), scale: 1) { list, cr in renderer.draw(list, in: cr) }
            #expect(image.pixel(0, 0) == [255, 0, 0, 255])
            #expect(image.pixel(3, 18) == [255, 255, 255, 255])
        }

        /// Bad scales fall back to 1, as the PNG renderer's.
        @Test(arguments: [(0.0, 1.0), (-2, 1), (.nan, 1), (.infinity, 1), (2.5, 2.5)])
        func scaleIsSanitized(scale: Double, expected: Double) {
            #expect(CairoRenderer(scale: scale).scale == expected)
        }
    }
#endif
