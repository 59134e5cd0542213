#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    extension PageControlWidget {
        /// Connects the signals drawing depends on: the text direction, destruction, and the window's
        /// `focus-visible` while realized. (Drawing itself is the class's `snapshot`, see ``snapshot(_:)``.)
        func installDrawing() {
            let directionChanged: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, _, data in
                guard let data else { return }
                let owner = Unmanaged<PageControlWidget>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { owner.directionDidChange() }
            }
            GSignal.connect(
                widget, "direction-changed", GSignal.callback(directionChanged),
                data: Unmanaged.passUnretained(self).toOpaque())
            let destroy: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let data else { return }
                let owner = Unmanaged<PageControlWidget>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { owner.widgetDidDestroy() }
            }
            GSignal.connect(
                widget, "destroy", GSignal.callback(destroy), data: Unmanaged.passUnretained(self).toOpaque())
            let realize: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.watchFocusVisible() }
            }
            let unrealize: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.stopWatchingFocusVisible() }
            }
            GSignal.connect(
                widget, "realize", GSignal.callback(realize), data: Unmanaged.passUnretained(self).toOpaque())
            GSignal.connect(
                widget, "unrealize", GSignal.callback(unrealize), data: Unmanaged.passUnretained(self).toOpaque())
        }

        /// Redraws when the window starts or stops showing keyboard focus (its `focus-visible`), while realized.
        func watchFocusVisible() {
            stopWatchingFocusVisible()
            guard let root = gtk_widget_get_root(widget) else { return }
            let changed: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, widget in
                gtk_widget_queue_draw(widget?.assumingMemoryBound(to: GtkWidget.self))
            }
            // Connected to the widget as an object: GLib disconnects it if the widget goes first.
            let object = UnsafeMutableRawPointer(root)
            let id = GSignal.connect(object, "notify::focus-visible", GSignal.callback(changed), owner: widget)
            focusVisibleWatch = (GWeakObject(object), id)
        }

        /// Disconnects ``watchFocusVisible()``'s handler (on unrealize and before watching another window).
        func stopWatchingFocusVisible() {
            guard let (window, id) = focusVisibleWatch else { return }
            focusVisibleWatch = nil
            window.withObject { object in
                if g_signal_handler_is_connected(object, id) != 0 { g_signal_handler_disconnect(object, id) }
            }
        }

        /// Follows the widget's text direction: right-to-left rows for RTL locales (with `.natural` direction).
        func directionDidChange() {
            let rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
            observe { $0.layoutDirection = rtl ? .rightToLeft : .leftToRight }
        }

        /// The widget's allocation changed: the control's bounds follow its size, and the scrub preview may use
        /// the whole window around it (GTK draws a widget's nodes outside its allocation, so the callout can
        /// stand over the content above the dots).
        func sizeDidChange(width: Double, height: Double) {
            control.bounds = Rect(x: 0, y: 0, width: width, height: height)
            control.interaction.scrubPreviewBounds = windowRoom(width: width, height: height)
        }

        /// The root window's area in the widget's coordinates, or nil when the widget has no root yet.
        func windowRoom(width: Double, height: Double) -> Rect? {
            guard let root = gtk_widget_get_root(widget) else { return nil }
            let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
            var origin = graphene_point_t(x: 0, y: 0)
            var inRoot = graphene_point_t(x: 0, y: 0)
            guard gtk_widget_compute_point(widget, rootWidget, &origin, &inRoot) != 0 else { return nil }
            let rootWidth = Double(gtk_widget_get_width(rootWidget))
            let rootHeight = Double(gtk_widget_get_height(rootWidget))
            guard rootWidth >= width, rootHeight >= height else { return nil }
            return Rect(x: -Double(inRoot.x), y: -Double(inRoot.y), width: rootWidth, height: rootHeight)
        }

        /// What the widget draws now: the control's display list, ending with the focus ring while GTK shows
        /// keyboard focus on the widget.
        func displayList() -> DisplayList {
            DisplayList(control.frame(showsFocusRing: gtk_widget_has_visible_focus(widget) != 0))
        }

        /// The class's `snapshot`: the display list as render nodes (``SnapshotRenderer``), laying text out with
        /// the widget's Pango context (its font options).
        func snapshot(_ snapshot: OpaquePointer) {
            renderer.draw(displayList(), in: snapshot, pangoContext: gtk_widget_get_pango_context(widget))
        }
    }
#endif
