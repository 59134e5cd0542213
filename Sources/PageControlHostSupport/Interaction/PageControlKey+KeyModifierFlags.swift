import PageControlCore

extension PageControlKey.Modifiers {
    /// The modifiers of UIKit's `UIKeyModifierFlags`, by its raw value: Shift (1 << 17), Control (1 << 18),
    /// Option (`.alternate`, 1 << 19) and Command (1 << 20). Other flags (Caps Lock, the numeric pad) are
    /// ignored.
    package init(keyModifierFlags rawValue: Int) {
        self = []
        for (flag, modifier) in Self.keyModifierFlags where rawValue & flag != 0 { insert(modifier) }
    }

    /// `UIKeyModifierFlags`' raw values (`UIKeyModifierShift` …) and the modifier each one is.
    package static let keyModifierFlags: [(flag: Int, modifier: Self)] = [
        (1 << 17, .shift), (1 << 18, .control), (1 << 19, .option), (1 << 20, .command),
    ]
}
