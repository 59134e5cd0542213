import PageControlCore

/// A person's input, forwarded to the core; every decision (tap, scrub, flick, which key does what) is its.
extension WebControl {
    /// A pointer event at (`x`, `y`) CSS pixels from the drawing's top left corner, at `time` seconds.
    ///
    /// - Parameters:
    ///   - phase: 0 down, 1 move, 2 up, 3 cancel.
    ///   - kind: 0 mouse, 1 pen, 2 touch.
    /// - Returns: 1 when the event is the control's (the page then prevents its default), plus 2 when the core
    ///   claims the pointer (a scrub: the page captures it).
    func pointer(phase: Int, x: Double, y: Double, time: Double, kind: Int) -> Int {
        guard let phase = WebControl.phase(phase) else { return 0 }
        advance(to: time)
        let layout = control.layout
        let scale = WebControl.scale(layout)
        let inset = WebControl.inset(layout, size: control.bounds.size, scale: scale)
        let vertical = layout.direction.isVertical
        let x = vertical ? x - inset : x
        let y = vertical ? y : y - inset
        // CSS pixels from the drawing's corner to points from the bounds' origin (which may be negative).
        let origin = control.bounds.origin
        let point = Point(x: x / scale + origin.x, y: y / scale + origin.y)
        let event = PointerEvent(phase, at: point, time: time, kind: WebControl.kind(kind))
        let response = control.handlePointer(event)
        return (response.isHandled ? 1 : 0) + (response.claimsPointer ? 2 : 0)
    }

    /// A key press: the DOM `keyCode` and modifiers (1 shift, 2 control, 4 alt, 8 meta).
    ///
    /// - Returns: Whether the core used the key (the page then prevents its default).
    func key(code: Int, modifiers: Int, time: Double) -> Bool {
        guard let key = WebControl.key(code) else { return false }
        advance(to: time)
        return control.handleKey(key, modifiers: PageControlKey.Modifiers(rawValue: modifiers))
    }

    /// A wheel event's deltas in CSS pixels (`deltaMode` 0, a trackpad's continuous scroll) or lines.
    ///
    /// - Returns: Whether the core used it.
    func wheel(dx: Double, dy: Double, continuous: Bool, time: Double) -> Bool {
        advance(to: time)
        return control.handleScroll(dx: dx, dy: dy, isContinuous: continuous)
    }

    /// The core's pointer phase for the page's code.
    static func phase(_ code: Int) -> PointerEvent.Phase? {
        switch code {
        case 0: return .down
        case 1: return .move
        case 2: return .up
        case 3: return .cancel
        default: return nil
        }
    }

    /// The core's pointer kind for the page's code (`pointerType` mouse, pen, touch).
    static func kind(_ code: Int) -> PointerKind {
        switch code {
        case 1: return .pen
        case 2: return .touch
        default: return .mouse
        }
    }

    /// The core's key for a DOM `keyCode`: arrows, Home, End, Page Up, Page Down, Space, and P or the media
    /// Play/Pause key (which stop or start a slide show, as in the other hosts).
    static func key(_ code: Int) -> PageControlKey? {
        switch code {
        case 37: return .left
        case 38: return .up
        case 39: return .right
        case 40: return .down
        case 36: return .home
        case 35: return .end
        case 33: return .pageUp
        case 34: return .pageDown
        case 32: return .space
        case 80, 179: return .playPause
        default: return nil
        }
    }
}
