#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    extension PageControlWidget {
        /// The focus ring's width and its gap around the current dot, in points.
        static let focusRing = (width: 2.0, gap: 2.0)

        /// Sets the draw function and keeps the control's bounds equal to the widget's size.
        func installDrawing() {
            let area = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkDrawingArea.self)
            let draw:
                @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, gpointer?) -> Void =
                    {
                        _, cr, width, height, data in
                        guard let cr, let data else { return }
                        let owner = Unmanaged<PageControlWidget>.fromOpaque(data).takeUnretainedValue()
                        MainActor.assumeIsolated { owner.draw(in: cr, width: Double(width), height: Double(height)) }
                    }
            // Unretained: the widget owns this object and drops it only after the drawing area is gone.
            gtk_drawing_area_set_draw_func(area, draw, Unmanaged.passUnretained(self).toOpaque(), nil)
            let resize: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, width, height, data in
                guard let data else { return }
                let owner = Unmanaged<PageControlWidget>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated {
                    owner.control.bounds = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
                }
            }
            GSignal.connect(widget, "resize", GSignal.callback(resize), data: Unmanaged.passUnretained(self).toOpaque())
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
            control.layoutDirection = rtl ? .rightToLeft : .leftToRight
            update()
        }

        /// Draws the control at the widget's size, then the focus ring when the keyboard focus is visible.
        func draw(in cr: OpaquePointer, width: Double, height: Double) {
            control.bounds = Rect(x: 0, y: 0, width: width, height: height)
            renderer.draw(DisplayList(control), in: cr)
            if gtk_widget_has_visible_focus(widget) != 0, let ring = focusRingFrame() {
                drawFocusRing(ring, in: cr)
            }
        }

        /// The frame the focus ring surrounds: the current dot, blended between two dots while the position
        /// moves (weighted by each dot's emphasis), so the ring glides with the dots. Nil when no dot is current.
        func focusRingFrame() -> Rect? {
            var weight = 0.0
            var (x, y, w, h) = (0.0, 0.0, 0.0, 0.0)
            for indicator in control.layout where indicator.emphasis > 0 {
                let e = indicator.emphasis
                let f = indicator.frame
                (x, y, w, h) = (x + e * f.minX, y + e * f.minY, w + e * f.width, h + e * f.height)
                weight += e
            }
            guard weight > 0 else { return nil }
            return Rect(x: x / weight, y: y / weight, width: w / weight, height: h / weight)
        }

        /// Strokes a capsule around `frame`, outside it by the ring's gap, in ``focusRingColor`` (by default the
        /// current dot's colour at 50 %, which the control's style already makes stand out on its background).
        func drawFocusRing(_ frame: Rect, in cr: OpaquePointer) {
            let inset = Self.focusRing.gap + Self.focusRing.width / 2
            let ring = frame.outset(dx: inset, dy: inset)
            let color = focusRingColor ?? control.resolvedCurrentPageIndicatorTintColor.withAlphaComponent(0.5)
            cairo_save(cr)
            cairo_new_path(cr)
            renderer.appendRoundedRect(
                x: ring.minX, y: ring.minY, width: ring.width, height: ring.height,
                radius: min(ring.width, ring.height) / 2, in: cr)
            cairo_set_line_width(cr, Self.focusRing.width)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_stroke(cr)
            cairo_restore(cr)
        }
    }
#endif
