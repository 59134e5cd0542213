/// A key press decoded from terminal input.
///
/// Keys carry no modifier information: a terminal reports Ctrl-Right (`ESC [ 1 ; 5 C`) and plain Right
/// (`ESC [ C`) as the same `.right`. Some control characters share a byte with a named key and are always
/// reported as the named key: Ctrl-H (8) is `.backspace`, Ctrl-I (9) is `.tab`, Ctrl-J (10) and Ctrl-M (13)
/// are `.enter`, and Ctrl-[ (27) is `.escape`.
public enum TerminalKey: Sendable, Hashable {
    /// Printable text: one Unicode scalar, which may have been several UTF-8 bytes.
    ///
    /// Each scalar is its own event, so a grapheme cluster made of several scalars (a flag, an emoji with
    /// skin tone, `e` + combining acute accent) arrives as several `.character` events; appending them to a
    /// `String` rebuilds the cluster. Invalid UTF-8 arrives as U+FFFD REPLACEMENT CHARACTER (one per
    /// maximal invalid subsequence, as the Unicode standard recommends); it is never dropped.
    case character(Character)
    /// The left arrow key (`ESC [ D`, `ESC O D`, or with modifiers such as `ESC [ 1 ; 5 D`).
    case left
    /// The right arrow key (`ESC [ C`, `ESC O C`, or with modifiers).
    case right
    /// The up arrow key (`ESC [ A`, `ESC O A`, or with modifiers).
    case up
    /// The down arrow key (`ESC [ B`, `ESC O B`, or with modifiers).
    case down
    /// The Home key (`ESC [ H`, `ESC O H`, `ESC [ 1 ~` or `ESC [ 7 ~`).
    case home
    /// The End key (`ESC [ F`, `ESC O F`, `ESC [ 4 ~` or `ESC [ 8 ~`).
    case end
    /// The Page Up key (`ESC [ 5 ~`).
    case pageUp
    /// The Page Down key (`ESC [ 6 ~`).
    case pageDown
    /// The Enter or Return key: byte 13 (CR) or 10 (LF).
    ///
    /// A CR LF pair is two `.enter` events.
    case enter
    /// The Tab key: byte 9.
    case tab
    /// The Backspace key: byte 127 (DEL) or 8 (BS, also Ctrl-H).
    case backspace
    /// The Escape key: a lone byte 27.
    ///
    /// Because escape sequences also begin with byte 27, a lone ESC is only reported once the decoder is sure
    /// nothing follows: either the next byte cannot start a sequence, or the host calls
    /// ``TerminalInputDecoder/flush()`` after a short quiet period.
    case escape
    /// A control character Ctrl-A … Ctrl-Z, carried as the lowercase letter (Ctrl-C is `.control("c")`).
    ///
    /// Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are never produced; see ``TerminalKey``. In raw mode Ctrl-C, Ctrl-Z and
    /// Ctrl-\ do not raise signals, so they arrive here (Ctrl-\ as ``TerminalInputEvent/unknown(_:)``).
    case control(Character)
}
