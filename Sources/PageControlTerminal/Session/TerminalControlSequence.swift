/// The escape sequences a ``TerminalSession`` writes to take over the screen and to give it back.
enum TerminalControlSequence {
    /// Switch to the alternate screen (saving the cursor; the screen starts blank).
    static let enterAlternateScreen = "\u{1B}[?1049h"
    /// Leave the alternate screen, bringing back the shell's screen and cursor.
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    /// Hide the cursor.
    static let hideCursor = "\u{1B}[?25l"
    /// Show the cursor.
    static let showCursor = "\u{1B}[?25h"
    /// Report presses and releases (1000), drags (1002) and any motion (1003, for hover), in the SGR
    /// encoding (1006).
    static let enableMouse = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
    /// Undo ``enableMouse``, in reverse order.
    static let disableMouse = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
    /// Reset colours and text attributes.
    static let resetAttributes = "\u{1B}[0m"

    /// Everything written when a session starts.
    static func enter(mouse: Bool) -> String {
        enterAlternateScreen + hideCursor + (mouse ? enableMouse : "")
    }

    /// Everything written when a session ends: the exact reverse of ``enter(mouse:)``, after resetting text
    /// attributes so that a half-drawn frame cannot leave colours behind.
    static func restore(mouse: Bool) -> String {
        (mouse ? disableMouse : "") + resetAttributes + showCursor + leaveAlternateScreen
    }
}
