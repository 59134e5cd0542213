/// One decoded unit of terminal input: a key, a mouse report, or bytes the decoder does not understand.
public enum TerminalInputEvent: Sendable, Hashable {
    /// A key press.
    case key(TerminalKey)
    /// A mouse report (SGR mode 1006, or the legacy X10 encoding as a fallback).
    case mouse(TerminalMouseEvent)
    /// Bytes that form a complete but unsupported or malformed sequence (for example F1, Delete, Shift-Tab,
    /// a mouse report with an out-of-range number, or a stray control byte such as NUL).
    ///
    /// The payload is the raw bytes, at most ``TerminalInputDecoder/maximumSequenceLength`` of them. Hosts
    /// normally ignore these events; they exist so that nothing is silently mis-decoded as text.
    case unknown([UInt8])
}
