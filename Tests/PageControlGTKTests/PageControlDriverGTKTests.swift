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
    }
#endif
