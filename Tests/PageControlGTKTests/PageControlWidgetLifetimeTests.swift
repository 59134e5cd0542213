#if GTK
    import CGtk
    import PageControlCore
    import Testing

    @testable import PageControlGTK

    /// The widget's frame clock and lifetime (part of the serialized ``PageControlWidgetTests`` suite).
    extension PageControlWidgetTests {
        // MARK: Frame clock

        /// A key starts the tick callback; it runs until the spring settles on the page, then is removed.
        @Test func ticksOnlyWhileAnimating() {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            widget.update()
            gtk_widget_set_halign(widget.widget, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(widget.widget, GTK_ALIGN_CENTER)
            let window = GTKTestSupport.window(with: widget.widget)
            defer { GTKTestSupport.close(window) }
            #expect(!widget.isTicking)
            widget.handleKey(keyval: guint(GDK_KEY_Right))
            #expect(widget.isTicking)
            #expect(widget.control.position < 1)
            #expect(GTKTestSupport.spin { !widget.isTicking })
            #expect(widget.control.position == 1)
            #expect(!widget.control.isAnimating)
            #expect(gtk_widget_get_width(widget.widget) == 71)
            #expect(gtk_widget_get_height(widget.widget) == 37)
        }

        // MARK: Lifetime

        /// The GTK widget owns the Swift object: it lives while the widget does and is released with it.
        @Test func widgetOwnsTheSwiftObject() {
            weak var weakWidget: PageControlWidget?
            var pointer: UnsafeMutablePointer<GtkWidget>?
            do {
                let widget = PageControlWidget()
                widget.control.numberOfPages = 3
                weakWidget = widget
                pointer = widget.widget
                g_object_ref_sink(UnsafeMutableRawPointer(widget.widget))
            }
            #expect(weakWidget != nil)
            #expect(weakWidget?.isAlive == true)
            g_object_unref(UnsafeMutableRawPointer(pointer!))
            #expect(weakWidget == nil)
        }

        /// A Swift reference kept after the window is destroyed is harmless: the widget reports it is gone and
        /// input does nothing.
        @Test func outlivingTheWindow() {
            let widget = PageControlWidget()
            widget.control.numberOfPages = 5
            widget.update()
            let window = GTKTestSupport.window(with: widget.widget)
            GTKTestSupport.close(window)
            #expect(!widget.isAlive)
            #expect(!widget.handleKey(keyval: guint(GDK_KEY_Right)))
            widget.update()
            #expect(widget.control.currentPage == 0)
        }
    }
#endif
