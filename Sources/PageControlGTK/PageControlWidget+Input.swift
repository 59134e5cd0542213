import CGtk
import PageControlCore

extension PageControlWidget {
    /// Adds the event controllers: a click gesture (taps), a drag gesture (scrubbing), keys, the scroll wheel
    /// and focus changes (to draw or hide the focus ring).
    func installInput() {
        let me = Unmanaged.passUnretained(self).toOpaque()

        let click = gtk_gesture_click_new()!
        let pressed: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, _, _, _, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.pointerPressed() }
        }
        let released: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, _, x, y, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.handleClick(at: Point(x: x, y: y)) }
        }
        GSignal.connect(click, "pressed", GSignal.callback(pressed), data: me)
        GSignal.connect(click, "released", GSignal.callback(released), data: me)
        gtk_widget_add_controller(widget, click)

        let drag = gtk_gesture_drag_new()!
        let dragBegin: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.handleDragBegin(at: Point(x: x, y: y)) }
        }
        let dragUpdate: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            let claim = MainActor.assumeIsolated { owner.handleDragUpdate(offset: Point(x: dx, y: dy)) }
            if claim, let gesture {
                gtk_gesture_set_state(OpaquePointer(gesture), GTK_EVENT_SEQUENCE_CLAIMED)
            }
        }
        let dragEnd: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, dx, dy, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.handleDragEnd(offset: Point(x: dx, y: dy)) }
        }
        let cancel: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.handleDragCancel() }
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
        let focusChanged: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let owner = PageControlWidget.owner(data) else { return }
            MainActor.assumeIsolated { owner.update() }
        }
        GSignal.connect(focus, "enter", GSignal.callback(focusChanged), data: me)
        GSignal.connect(focus, "leave", GSignal.callback(focusChanged), data: me)
        gtk_widget_add_controller(widget, focus)
    }

    /// The widget object behind a callback's unretained user data.
    nonisolated static func owner(_ data: gpointer?) -> PageControlWidget? {
        data.map { Unmanaged<PageControlWidget>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Brings the control's clock up to now before input, so time-driven behaviour (jogging past the ends,
    /// the timer) counts from this moment rather than from the last frame.
    func syncClock() {
        control.advanceAnimation(to: Self.now())
    }

    /// A button went down: take the keyboard focus, as GTK's own controls do on click.
    func pointerPressed() {
        guard isAlive else { return }
        if gtk_widget_get_focus_on_click(widget) != 0 { gtk_widget_grab_focus(widget) }
    }

    /// A click (press and release without a drag): the control's tap behaviour.
    ///
    /// - Parameter pointerKind: What clicked. The default is ``PageControlCore/PointerKind/mouse``, which goes
    ///   straight to the dot under the pointer, as UIKit does for an iPad pointer; a touch steps one page.
    public func handleClick(at point: Point, pointerKind: PointerKind = .mouse) {
        guard isAlive else { return }
        syncClock()
        control.handleTap(at: point, time: Self.now(), pointerKind: pointerKind)
        update()
    }

    /// A drag began at `point`; it becomes a scrub once it moves past ``DragState/threshold``.
    ///
    /// - Parameters:
    ///   - time: The event's time in seconds on the monotonic clock; the default is now.
    ///   - pointerKind: What is dragging. The default is ``PageControlCore/PointerKind/mouse``.
    public func handleDragBegin(
        at point: Point, time: Double = PageControlWidget.now(), pointerKind: PointerKind = .mouse
    ) {
        drag = DragState(start: point, time: time, pointerKind: pointerKind)
    }

    /// The drag moved to `offset` from its start.
    ///
    /// - Returns: Whether the drag is (now) a scrub, so the gesture should claim the pointer (which cancels
    ///   the click gesture: a scrub is not also a tap).
    /// - Parameter time: The event's time in seconds on the monotonic clock; the default is now.
    @discardableResult
    public func handleDragUpdate(offset: Point, time: Double = PageControlWidget.now()) -> Bool {
        guard isAlive, var state = drag else { return false }
        let point = Point(x: state.start.x + offset.x, y: state.start.y + offset.y)
        state.tracker.addSample(point, at: time)
        syncClock()
        if !state.isScrubbing, (offset.x * offset.x + offset.y * offset.y).squareRoot() >= DragState.threshold {
            state.isScrubbing = control.beginScrub(at: state.start, pointerKind: state.pointerKind)
        }
        drag = state
        guard state.isScrubbing else { return false }
        control.moveScrub(to: point)
        update()
        return true
    }

    /// The drag ended at `offset` from its start: a scrub ends with the release velocity, measured over the
    /// last ``PageControlCore/GestureThresholds/velocitySampleWindow`` (a flick faster than
    /// ``PageControlCore/PageControl/flickVelocityThreshold`` goes to the first or last page).
    ///
    /// - Parameter time: The event's time in seconds on the monotonic clock; the default is now.
    public func handleDragEnd(offset: Point, time: Double = PageControlWidget.now()) {
        guard isAlive, var state = drag else { return }
        drag = nil
        guard state.isScrubbing else { return }
        let point = Point(x: state.start.x + offset.x, y: state.start.y + offset.y)
        state.tracker.addSample(point, at: time)
        syncClock()
        control.moveScrub(to: point)
        control.endScrub(velocity: state.tracker.velocity(at: time))
        update()
    }

    /// The drag was cancelled (another widget took the pointer): end any scrub where it is.
    public func handleDragCancel() {
        guard isAlive, let state = drag else { return }
        drag = nil
        guard state.isScrubbing else { return }
        control.endScrub()
        update()
    }

    /// A key press: arrows along the row step, Home and End go to the ends.
    ///
    /// - Returns: Whether the key was used. Arrows along the row are used even at the ends (as a slider
    ///   does), so focus does not jump away; arrows across the row and other keys are left for GTK's focus
    ///   navigation.
    @discardableResult
    public func handleKey(keyval: guint, modifiers: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
        guard isAlive, control.isEnabled else { return false }
        let blocking = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard modifiers.rawValue & blocking == 0, let key = Self.key(for: keyval) else { return false }
        let vertical = control.resolvedDirection.isVertical
        let alongRow: Bool
        switch key {
        case .left, .right: alongRow = !vertical
        case .up, .down: alongRow = vertical
        case .home, .end: alongRow = true
        }
        guard alongRow else { return false }
        syncClock()
        control.handleKey(key)
        update()
        return true
    }

    /// The control's key for a GDK key value (main and keypad arrows, Home, End), or nil.
    static func key(for keyval: guint) -> PageControlKey? {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        default: return nil
        }
    }

    /// A scroll-wheel step: down or right (in a left-to-right row) goes to the next page, up or left to the
    /// previous one; horizontal steps follow the row's direction like the arrow keys.
    ///
    /// - Returns: Whether the step was used.
    @discardableResult
    public func handleScroll(dx: Double, dy: Double) -> Bool {
        guard isAlive, control.isEnabled, control.numberOfPages > 0 else { return false }
        syncClock()
        if dy > 0 {
            control.accessibilityIncrement()
        } else if dy < 0 {
            control.accessibilityDecrement()
        } else if dx != 0 {
            control.handleKey(dx > 0 ? .right : .left)
        } else {
            return false
        }
        update()
        return true
    }
}
