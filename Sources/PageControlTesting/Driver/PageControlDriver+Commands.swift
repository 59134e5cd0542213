import PageControlCore

extension PageControlDriver {
    /// Presses a key, as a host forwards it with the control focused: arrows, Page Up and Down, Home, End,
    /// Space and Play/Pause, with the control's rules for the row's direction and the language.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifier keys held. The default is none.
    /// - Returns: Whether the control used the key (a host lets unused keys go on to other views).
    @discardableResult
    public func key(_ key: PageControlKey, modifiers: PageControlKey.Modifiers = []) -> Bool {
        control.handleKey(key, modifiers: modifiers)
    }

    /// Moves the dots as a paged scroll view following its content would: sets the control's continuous
    /// `PageControl.position` (the current page follows it; nothing is sent, as UIKit sends
    /// nothing for a scroll view's changes). Then one frame passes.
    ///
    /// - Parameter position: The fractional page, clamped as the control clamps it.
    public func scroll(toPosition position: Double) {
        control.position = position
        nextFrame()
    }

    /// What VoiceOver's swipe up (or the Digital Crown) does: one page on, with the control's announcement.
    public func increment() { control.performAccessibilityAction(.increment) }

    /// What VoiceOver's swipe down does: one page back.
    public func decrement() { control.performAccessibilityAction(.decrement) }

    /// Performs the custom accessibility action of that name, as VoiceOver's actions rotor does: "First page",
    /// "Last page", "Stop slide show", in the control's language.
    ///
    /// - Parameter name: The action's name, as `PageControl.accessibilityCustomActions` spells it.
    /// - Returns: Whether the control offers an action of that name (and performed it).
    @discardableResult
    public func perform(actionNamed name: String) -> Bool {
        guard let action = control.frame().accessibilityElement.customActions.first(where: { $0.name == name }) else {
            return false
        }
        return control.performAccessibilityAction(AccessibilityAction(action.kind))
    }
}
