import PageControlCore

extension PageControl {
    /// Handles one press of a hardware keyboard, Siri Remote or game controller, as UIKit's
    /// `pressesBegan(_:with:)` reports it.
    ///
    /// A press with no key (`UIPress.key` nil) is handled only when it is the Play/Pause button, as
    /// ``PageControlCore/PageControlKey/playPause``. A key is handled when the core maps its HID usage (see
    /// `PageControlKey(hidUsage:)`), with its modifier flags (see `PageControlKey.Modifiers(keyModifierFlags:)`).
    ///
    /// - Parameters:
    ///   - hidUsage: The key's `UIKeyboardHIDUsage` raw value, or nil for a press with no key.
    ///   - modifierFlags: The key's `UIKeyModifierFlags` raw value; 0 (the default) for none.
    ///   - isPlayPauseButton: Whether the press's type is `.playPause`. The default is false.
    /// - Returns: Whether the control used the press; the host passes unused presses up the responder chain.
    @discardableResult
    package func handlePress(hidUsage: Int?, modifierFlags: Int = 0, isPlayPauseButton: Bool = false) -> Bool {
        guard let hidUsage else { return isPlayPauseButton && handleKey(.playPause, modifiers: []) }
        guard let key = PageControlKey(hidUsage: hidUsage) else { return false }
        return handleKey(key, modifiers: PageControlKey.Modifiers(keyModifierFlags: modifierFlags))
    }
}
