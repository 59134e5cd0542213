/// A key that the control understands, passed to ``PageControl/handleKey(_:)``.
///
/// Arrow keys follow the row: in a left-to-right row → goes forward, in a right-to-left row ← does;
/// in a vertical row ↓ goes forward for top-to-bottom and ↑ for bottom-to-top. Arrows across the row
/// are ignored.
public enum PageControlKey: Int, Sendable, Hashable, CaseIterable {
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home: the first page.
    case home
    /// End: the last page.
    case end
}

extension PageControl {
    /// A key the control understands; see ``PageControlKey``.
    public typealias Key = PageControlKey
}

extension PageControlKey {
    /// The key for a USB HID keyboard usage (page 7), as hardware keyboards report it and as UIKit's
    /// `UIKeyboardHIDUsage` raw values give it: 0x50 ←, 0x4F →, 0x52 ↑, 0x51 ↓, 0x4A Home, 0x4D End. Other
    /// usages give nil.
    public init?(hidUsage: Int) {
        switch hidUsage {
        case 0x50: self = .left
        case 0x4F: self = .right
        case 0x52: self = .up
        case 0x51: self = .down
        case 0x4A: self = .home
        case 0x4D: self = .end
        default: return nil
        }
    }
}
