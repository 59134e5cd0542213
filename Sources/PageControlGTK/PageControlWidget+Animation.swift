#if GTK
    import CGtk

    extension PageControlWidget {
        /// Whether the frame-clock tick callback is installed (only while the control animates).
        public var isTicking: Bool { tickID != 0 }

        /// Installs the tick callback when the control animates and none runs. An idle control has none, so it
        /// costs nothing between changes.
        func startTickingIfNeeded() {
            guard isAlive, tickID == 0, control.isAnimating else { return }
            let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
                _, clock, data in
                PageControlWidget.tick(clock: clock, data: data)
            }
            // Unretained: GTK drops tick callbacks when the widget is destroyed, before this object is released.
            tickID = gtk_widget_add_tick_callback(widget, tick, Unmanaged.passUnretained(self).toOpaque(), nil)
        }

        /// The tick callback's body: finds the widget object and runs ``tick(at:)`` at the frame's time.
        nonisolated static func tick(clock: OpaquePointer?, data: gpointer?) -> gboolean {
            guard let owner = owner(data), let clock else { return 0 }
            let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            let keepGoing = MainActor.assumeIsolated { owner.tick(at: seconds) }
            return keepGoing ? 1 : 0
        }

        /// One frame: advances the control to the frame's time and redraws.
        ///
        /// - Returns: Whether to keep ticking (`G_SOURCE_CONTINUE`); false removes the callback once the control
        ///   has settled.
        func tick(at seconds: Double) -> Bool {
            guard isAlive else { return false }
            control.advanceAnimation(to: seconds)
            gtk_widget_queue_draw(widget)
            updateAccessibility()
            if control.isAnimating { return true }
            tickID = 0
            update()
            return false
        }
    }
#endif
