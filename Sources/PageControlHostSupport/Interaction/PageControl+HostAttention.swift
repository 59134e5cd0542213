import PageControlCore

extension PageControl {
    /// Tells the control whether the pointer hovers over the view from a hover gesture's state, by
    /// `UIGestureRecognizer.State`'s raw value: 1 (`.began`) and 2 (`.changed`) are inside; 3 (`.ended`), 4
    /// (`.cancelled`) and 5 (`.failed`) outside; others (0 `.possible`) change nothing.
    ///
    /// - Returns: Whether `isPointerInside` changed.
    @discardableResult
    package func updatePointerInside(hoverState rawValue: Int) -> Bool {
        let inside: Bool
        switch rawValue {
        case 1, 2: inside = true
        case 3, 4, 5: inside = false
        default: return false
        }
        guard environment.isPointerHovering != inside else { return false }
        environment.isPointerHovering = inside
        return true
    }

    /// Forgets the pointer, keyboard focus and the accessibility cursor, whose ends a host may not report when
    /// its view leaves the window. Changes nothing that is already off.
    package func clearAttention() {
        if environment.isPointerHovering { environment.isPointerHovering = false }
        if environment.hasKeyboardFocus { environment.hasKeyboardFocus = false }
        if environment.hasAccessibilityFocus { environment.hasAccessibilityFocus = false }
    }

    /// Whether a page change a person made scrolls a bound scroll view's content animated: unless they are
    /// scrubbing (the content follows each step at once) or Reduce Motion is on.
    package var animatesBoundScroll: Bool { interactionState != .continuous && !environment.reducesMotion }
}
