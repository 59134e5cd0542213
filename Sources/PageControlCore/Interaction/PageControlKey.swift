/// A key that the control understands, passed to ``PageControl/handleKey(_:modifiers:)``.
///
/// The mapping to ``PageCommand``s is the same on every host:
///
/// | Key | Command |
/// |---|---|
/// | the arrow pointing towards later pages (→ in a left-to-right row, ← right to left, ↓ top to bottom, ↑ bottom to top) | ``PageCommand/next`` |
/// | the opposite arrow | ``PageCommand/previous`` |
/// | arrows across the row | none: they are left for focus navigation |
/// | Home, End | ``PageCommand/first``, ``PageCommand/last`` |
/// | Page Down, Page Up | ``PageCommand/pageForward``, ``PageCommand/pageBackward`` |
/// | Space, Shift-Space | ``PageCommand/next``, ``PageCommand/previous``, in every language and direction |
/// | P, Play/Pause | a person's stop or start of the slide show (``PageControlKey/playPause``), with a timer |
///
/// A key held with Control, Option (Alt) or Command (Super) maps to nothing, so an app's shortcuts reach
/// the app.
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
    /// Page Up: one window of dots back.
    case pageUp
    /// Page Down: one window of dots forward.
    case pageDown
    /// The space bar: the next page (with Shift, the previous one).
    case space
    /// P, or the media Play/Pause key: a person stops a running slide show, or starts a stopped one
    /// (``PageControlTimerProgress/stopForPerson()``, ``PageControlTimerProgress/startForPerson()``). Used only while a timer is attached.
    case playPause

    /// The modifier keys held with a key.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates modifiers from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Shift: turns Space into the previous page; other keys ignore it.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// Control: the key is left for the app.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// Option or Alt: the key is left for the app.
        public static let option = Modifiers(rawValue: 1 << 2)
        /// Command or Super: the key is left for the app.
        public static let command = Modifiers(rawValue: 1 << 3)
    }
}

extension PageControlKey {
    /// The key for a USB HID keyboard usage (page 7), as hardware keyboards report it and as UIKit's
    /// `UIKeyboardHIDUsage` raw values give it: 0x50 ←, 0x4F →, 0x52 ↑, 0x51 ↓, 0x4A Home, 0x4D End,
    /// 0x4B Page Up, 0x4E Page Down, 0x2C Space, 0x13 P (Play/Pause). Other usages give nil.
    public init?(hidUsage: Int) {
        switch hidUsage {
        case 0x50: self = .left
        case 0x4F: self = .right
        case 0x52: self = .up
        case 0x51: self = .down
        case 0x4A: self = .home
        case 0x4D: self = .end
        case 0x4B: self = .pageUp
        case 0x4E: self = .pageDown
        case 0x2C: self = .space
        case 0x13: self = .playPause
        default: return nil
        }
    }
}
