/// A mouse report decoded from xterm SGR mouse mode 1006 (`ESC [ < Cb ; Cx ; Cy M` or `… m`).
public struct TerminalMouseEvent: Sendable, Hashable {
    /// What happened to the mouse.
    public enum Kind: Sendable, Hashable {
        /// A button went down (final byte `M`, motion bit clear).
        case press
        /// A button went up (final byte `m`).
        case release
        /// The mouse moved while a button was held (final byte `M`, motion bit 32 set).
        case drag
        /// The mouse moved with no button held (any-motion mode 1003; button code 35). Its button is 3.
        case move
        /// The wheel turned away from the user (button code 64).
        case wheelUp
        /// The wheel turned towards the user (button code 65).
        case wheelDown
    }

    /// Keyboard modifiers held during the mouse event.
    public struct Modifiers: OptionSet, Sendable, Hashable {
        /// The raw bits, using the terminal's encoding (shift 4, alt 8, control 16) shifted down by two.
        public let rawValue: UInt8

        /// Creates a set from raw bits; see ``rawValue``.
        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Shift was held (bit 4 of the button code). Many terminals keep Shift-click for their own selection.
        public static let shift = Modifiers(rawValue: 1)
        /// Alt (Meta) was held (bit 8 of the button code).
        public static let alt = Modifiers(rawValue: 2)
        /// Control was held (bit 16 of the button code).
        public static let control = Modifiers(rawValue: 4)
    }

    /// What happened.
    public var kind: Kind
    /// The button: 0 left, 1 middle, 2 right.
    ///
    /// Wheel events always carry 0. Legacy X10 release reports (sent only by terminals without SGR support)
    /// do not say which button was released and carry 3.
    public var button: Int
    /// The column, 1-based, exactly as the terminal sent it (1 is the leftmost column).
    public var column: Int
    /// The row, 1-based, exactly as the terminal sent it (1 is the top row).
    public var row: Int
    /// The keyboard modifiers held; empty by default.
    public var modifiers: Modifiers

    /// Creates a mouse event; `modifiers` defaults to none.
    public init(kind: Kind, button: Int, column: Int, row: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}
