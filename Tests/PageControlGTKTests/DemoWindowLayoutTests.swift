#if GTK
    import CGtk
    import PageControlCore
    import Testing

    @testable import pagecontrol_gtk

    /// The demo window's rows as a newcomer saw them (newcomer's list, item 22): each caption on a line of its own
    /// above its dots, so twelve of libadwaita's dots never run into theirs and a short row of lines keeps the
    /// caption clear; with `--stack` a caption says why libadwaita's dots are missing.
    @Suite("Demo window layout", .serialized, .enabled(if: GTKTestSupport.hasDisplay, "needs a display (xvfb-run)"))
    @MainActor
    struct DemoWindowLayoutTests {
        init() { GTKTestSupport.setUp() }

        /// A widget's bounds in the window's coordinates.
        static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>)
            -> Rect?
        {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return nil }
            return Rect(
                x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
                height: Double(bounds.size.height))
        }

        /// The demo with `arguments`, presented until its ready frame, handed to `check`, then closed.
        static func withDemo(_ arguments: [String], _ check: (DemoWindow) throws -> Void) throws {
            let options = try DemoOptions(arguments)
            let demo = DemoWindow(options: options, style: options.selectedStyle())
            defer {
                GTKTestSupport.close(UnsafeMutableRawPointer(demo.window).assumingMemoryBound(to: GtkWindow.self))
            }
            demo.present()
            let ready = GTKTestSupport.spin(timeout: 10) { demo.frame >= DemoWindow.readyFrame }
            try #require(ready, "the demo window never reached its ready frame")
            try check(demo)
        }

        /// The caption's text.
        static func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String {
            String(cString: gtk_label_get_text(OpaquePointer(label)))
        }

        @Test(
            "Each caption sits above its dots, clear of them, whatever the pages and presentation",
            arguments: [
                ["--pages", "12"], ["--pages", "30"], ["--presentation", "lines"], ["--presentation", "segments"],
            ])
        func captionsAboveDots(arguments: [String]) throws {
            try Self.withDemo(arguments) { demo in
                let rows = [(demo.adwaitaLabel, try #require(demo.adwaitaDots)), (demo.widgetLabel, demo.dots.widget)]
                for (label, dots) in rows {
                    let caption = try #require(Self.bounds(label, in: demo.window))
                    let row = try #require(Self.bounds(dots, in: demo.window))
                    #expect(caption.height >= 10 && row.height > 0)
                    #expect(caption.maxY <= row.minY, "\(Self.text(label)) \(caption) over \(row)")
                    #expect(caption.minX >= 0 && caption.maxX <= Double(gtk_widget_get_width(demo.window)))
                }
                #expect(Self.text(demo.adwaitaLabel) == DemoWindow.adwaitaCaption)
                #expect(Self.text(demo.widgetLabel) == DemoWindow.widgetCaption)
                // Our row of lines keeps the control's height at least, under a caption of its own.
                let natural = demo.dots.control.intrinsicContentSize
                #expect(Double(gtk_widget_get_height(demo.dots.widget)) >= natural.height.rounded(.up))
            }
        }

        @Test("With --stack a caption stands where libadwaita's dots would, saying why they are not there")
        func stackCaption() throws {
            try Self.withDemo(["--stack"]) { demo in
                #expect(demo.adwaitaDots == nil)
                #expect(
                    Self.text(demo.adwaitaLabel)
                        == "AdwCarouselIndicatorDots: not shown with --stack (it follows an AdwCarousel only)")
                #expect(gtk_widget_get_mapped(demo.adwaitaLabel) != 0)
                let caption = try #require(Self.bounds(demo.adwaitaLabel, in: demo.window))
                let widget = try #require(Self.bounds(demo.widgetLabel, in: demo.window))
                #expect(caption.maxY <= widget.minY)
            }
        }
    }
#endif
