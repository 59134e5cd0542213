#if GTK
    import CGtk
    import PageControlCore

    extension PageControlWidget {
        /// Adds the event controllers: one drag gesture for every press (the core's pointer session decides
        /// taps, scrubs, flicks and when to claim the pointer), keys, the scroll wheel and focus changes (to draw
        /// or hide the focus ring).
        func installInput() {
            let me = Unmanaged.passUnretained(self).toOpaque()

            // A GtkGestureDrag reports the press at once (drag-begin), every motion and the release, so it
            // carries the raw pointer events; the click gesture is not needed.
            let drag = gtk_gesture_drag_new()!
            let dragBegin: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { gesture, x, y, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                let kind = PageControlWidget.pointerKind(of: gesture)
                MainActor.assumeIsolated { owner.pressBegan(at: Point(x: x, y: y), kind: kind) }
            }
            let dragUpdate: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                let kind = PageControlWidget.pointerKind(of: gesture)
                let claim = MainActor.assumeIsolated { owner.pressMoved(by: Point(x: dx, y: dy), kind: kind) }
                if claim, let gesture { gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED) }
            }
            let dragEnd: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                let kind = PageControlWidget.pointerKind(of: gesture)
                MainActor.assumeIsolated { owner.pressEnded(by: Point(x: dx, y: dy), kind: kind, cancelled: false) }
            }
            let cancel: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { gesture, _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                let kind = PageControlWidget.pointerKind(of: gesture)
                MainActor.assumeIsolated { owner.pressEnded(by: .zero, kind: kind, cancelled: true) }
            }
            GSignal.connect(drag, "drag-begin", GSignal.callback(dragBegin), data: me)
            GSignal.connect(drag, "drag-update", GSignal.callback(dragUpdate), data: me)
            GSignal.connect(drag, "drag-end", GSignal.callback(dragEnd), data: me)
            GSignal.connect(drag, "cancel", GSignal.callback(cancel), data: me)
            gtk_widget_add_controller(widget, drag)

            let keys = gtk_event_controller_key_new()!
            let keyPressed: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
                _, keyval, _, modifiers, data in
                guard let owner = PageControlWidget.owner(data) else { return 0 }
                return MainActor.assumeIsolated { owner.handleKey(keyval: keyval, modifiers: modifiers) } ? 1 : 0
            }
            GSignal.connect(keys, "key-pressed", GSignal.callback(keyPressed), data: me)
            gtk_widget_add_controller(widget, keys)

            let flags = GtkEventControllerScrollFlags(
                GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES.rawValue | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue)
            let scroll = gtk_event_controller_scroll_new(flags)!
            let scrolled: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
                guard let owner = PageControlWidget.owner(data) else { return 0 }
                return MainActor.assumeIsolated { owner.handleScroll(dx: dx, dy: dy) } ? 1 : 0
            }
            GSignal.connect(scroll, "scroll", GSignal.callback(scrolled), data: me)
            gtk_widget_add_controller(widget, scroll)

            let focus = gtk_event_controller_focus_new()!
            let focusEntered: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.observe { $0.hasKeyboardFocus = true } }
            }
            let focusLeft: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.observe { $0.hasKeyboardFocus = false } }
            }
            GSignal.connect(focus, "enter", GSignal.callback(focusEntered), data: me)
            GSignal.connect(focus, "leave", GSignal.callback(focusLeft), data: me)
            gtk_widget_add_controller(widget, focus)

            // Hover: autoplay pauses and a fading row stays while the pointer is over the dots.
            let motion = gtk_event_controller_motion_new()!
            let pointerEntered: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, _, _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.observe { $0.isPointerHovering = true } }
            }
            let pointerLeft: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
                guard let owner = PageControlWidget.owner(data) else { return }
                MainActor.assumeIsolated { owner.observe { $0.isPointerHovering = false } }
            }
            GSignal.connect(motion, "enter", GSignal.callback(pointerEntered), data: me)
            GSignal.connect(motion, "leave", GSignal.callback(pointerLeft), data: me)
            gtk_widget_add_controller(widget, motion)
        }

        /// Changes the control and shows the result at once: the frame clock is brought up to date first, and the
        /// widget redraws, refreshes its accessible value and starts its clock if the control now animates. An app
        /// uses it for what only it knows, such as the content's attention
        /// (`widget.changeControl { $0.environment.isPointerOverContent = true }`) or a page that has loaded; what
        /// the widget observes itself (focus, hover, direction, Reduce Motion, the screen reader) goes through its
        /// one environment assignment instead.
        public func changeControl(_ change: (PageControl) -> Void) {
            guard isAlive else { return }
            syncClock()
            change(control)
            update()
        }

        /// The widget object behind a callback's unretained user data.
        nonisolated static func owner(_ data: gpointer?) -> PageControlWidget? {
            data.map { Unmanaged<PageControlWidget>.fromOpaque($0).takeUnretainedValue() }
        }

        /// The core's pointer kind for the device behind a gesture: a touchscreen is a finger, a pen a pen, a
        /// touchpad a trackpad, anything else a mouse.
        nonisolated static func pointerKind(of gesture: gpointer?) -> PointerKind {
            guard let gesture, let device = gtk_gesture_get_device(OpaquePointer(gesture)) else { return .mouse }
            switch gdk_device_get_source(device) {
            case GDK_SOURCE_TOUCHSCREEN: return .touch
            case GDK_SOURCE_PEN: return .pen
            case GDK_SOURCE_TOUCHPAD: return .trackpad
            default: return .mouse
            }
        }

        /// Brings the control's clock up to now before input, so time-driven behaviour (the long press, jogging,
        /// the timer) counts from this moment rather than from the last frame.
        func syncClock() {
            control.advanceAnimation(to: Self.now())
        }

        /// A press began: take the keyboard focus, as GTK's own controls do on click, and forward it.
        func pressBegan(at point: Point, kind: PointerKind) {
            guard isAlive else { return }
            if gtk_widget_get_focus_on_click(widget) != 0 { gtk_widget_grab_focus(widget) }
            dragStart = point
            handlePointer(.down, at: point, kind: kind)
        }

        /// The press moved to `offset` from where it went down. Returns whether to claim the pointer.
        func pressMoved(by offset: Point, kind: PointerKind) -> Bool {
            guard let start = dragStart else { return false }
            return handlePointer(.move, at: Point(x: start.x + offset.x, y: start.y + offset.y), kind: kind)
        }

        /// The press was released at `offset` from where it went down, or cancelled.
        func pressEnded(by offset: Point, kind: PointerKind, cancelled: Bool) {
            guard let start = dragStart else { return }
            dragStart = nil
            handlePointer(
                cancelled ? .cancel : .up, at: Point(x: start.x + offset.x, y: start.y + offset.y), kind: kind)
        }

        /// Forwards one pointer event to the core's pointer session and redraws.
        ///
        /// - Parameters:
        ///   - time: The event's time in seconds on the monotonic clock; the default is now.
        ///   - kind: What is pressing. The default is ``PageControlCore/PointerKind/mouse``.
        /// - Returns: Whether the gesture should claim the pointer (a scrub is under way).
        @discardableResult
        public func handlePointer(
            _ phase: PointerEvent.Phase, at point: Point, time: Double = PageControlWidget.now(),
            kind: PointerKind = .mouse
        ) -> Bool {
            guard isAlive else { return false }
            syncClock()
            let response = control.handlePointer(PointerEvent(phase, at: point, time: time, kind: kind))
            update()
            return response.claimsPointer
        }

        /// A key press, forwarded to the core (see ``PageControlCore/PageControlKey`` for what each key does).
        ///
        /// - Returns: Whether the key was used. Keys the core maps are used even at the ends (as a slider's
        ///   are), so focus does not jump away; arrows across the row, keys with Control, Alt or Super, and other
        ///   keys are left for GTK's focus navigation and the app.
        @discardableResult
        public func handleKey(keyval: guint, modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
            guard isAlive, let key = Self.key(for: keyval) else { return false }
            var keyModifiers: PageControlKey.Modifiers = []
            if modifiers.rawValue & GDK_SHIFT_MASK.rawValue != 0 { keyModifiers.insert(.shift) }
            if modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0 { keyModifiers.insert(.control) }
            if modifiers.rawValue & GDK_ALT_MASK.rawValue != 0 { keyModifiers.insert(.option) }
            if modifiers.rawValue & GDK_SUPER_MASK.rawValue != 0 { keyModifiers.insert(.command) }
            syncClock()
            let used = control.handleKey(key, modifiers: keyModifiers)
            update()
            return used
        }

        /// The control's key for a GDK key value (main and keypad keys), or nil: a translation of names only.
        static func key(for keyval: guint) -> PageControlKey? {
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
            case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
            case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
            case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
            case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
            case GDK_KEY_End, GDK_KEY_KP_End: return .end
            case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
            case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
            case GDK_KEY_space, GDK_KEY_KP_Space: return .space
            case GDK_KEY_p, GDK_KEY_P, GDK_KEY_AudioPlay, GDK_KEY_AudioPause: return .playPause
            default: return nil
            }
        }

        /// A scroll-wheel step, forwarded to the core: down always goes forward, up back, in every language;
        /// right goes to the page on the right.
        ///
        /// - Returns: Whether the step was used.
        @discardableResult
        public func handleScroll(dx: Double, dy: Double) -> Bool {
            guard isAlive else { return false }
            syncClock()
            let used = control.handleScroll(dx: dx, dy: dy)
            update()
            return used
        }
    }
#endif
