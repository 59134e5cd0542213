#if GTK
    import CGtk
    import PageControlCore
    import PageControlGTK
    import PageControlTesting
    import Testing

    /// The testing kit through the GTK host: a driver takes the widget's control, and the widget follows what
    /// the driver does (its accessible value, its redraw). Needs a display (Xvfb).
    @Suite(
        "PageControlDriver and the GTK widget", .serialized,
        .enabled(if: GTKTestSupport.hasDisplay, "needs a display (xvfb-run)"))
    @MainActor
    struct PageControlDriverGTKTests {
        init() { GTKTestSupport.setUp() }

        @Test("A driver taps the widget's control; GTK's accessible value and the text picture follow")
        func drivesTheWidget() {
            let widget = PageControlWidget()
            g_object_ref_sink(UnsafeMutableRawPointer(widget.widget))
            defer { g_object_unref(UnsafeMutableRawPointer(widget.widget)) }
            widget.control.numberOfPages = 5
            let driver = PageControlDriver(widget.control)
            driver.tap(page: 4)
            driver.settle()
            #expect(driver.sentPages == [1])
            #expect(driver.announcements == ["Page 2 of 5"])
            #expect(widget.accessibleValue.text == "Page 2 of 5")
            #expect(GTKTestSupport.accessible(widget.widget, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, is: "Page 2 of 5"))
            #expect(PageControlSnapshot.text(of: widget.control) == "○ ● ○ ○ ○\nPage 2 of 5\n")
        }

        @Test("The widget's drag scrubs through the core: it plays nothing, and the feedback reaches the app's handler")
        func scrubFeedback() {
            let widget = PageControlWidget()
            g_object_ref_sink(UnsafeMutableRawPointer(widget.widget))
            defer { g_object_unref(UnsafeMutableRawPointer(widget.widget)) }
            widget.control.numberOfPages = 5
            widget.control.bounds = Rect(origin: .zero, size: widget.control.intrinsicContentSize)
            var heard: [PageControlFeedback] = []
            widget.control.feedbackHandler = { heard.append($0) }
            let driver = PageControlDriver(widget.control)
            // A mouse drag along the 71-point row, dot k centred at 3.5 + 16k: pages 1, 2, 3, then the last.
            let t0 = 1_000.0
            widget.handlePointer(.down, at: Point(x: 3.5, y: 18.5), time: t0)
            for step in 1...4 {
                widget.handlePointer(
                    .move, at: Point(x: 3.5 + 16 * Double(step), y: 18.5), time: t0 + 0.1 * Double(step))
            }
            widget.handlePointer(.up, at: Point(x: 67.5, y: 18.5), time: t0 + 0.41)
            #expect(widget.control.currentPage == 4)
            #expect(driver.feedback == [.selection, .selection, .selection, .boundary])
            #expect(heard == driver.feedback)
            driver.finish()
        }
    }
#endif
