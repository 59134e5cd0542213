/// Why a ``TerminalSession`` could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (for example it is a pipe, a file or
    /// `/dev/null`), so there is no screen to take over.
    case notATerminal
    /// Another ``TerminalSession`` is already active in this process; restore it first.
    case sessionAlreadyActive
    /// A system call failed; `name` is the C function and `errno` its error code.
    case systemCall(name: String, errno: Int32)

    /// A message for people, such as "standard input is not a terminal" or
    /// "tcsetattr failed: Input/output error".
    public var description: String {
        switch self {
        case .notATerminal:
            return "standard input or standard output is not a terminal"
        case .sessionAlreadyActive:
            return "a terminal session is already active"
        case .systemCall(let name, let code):
            return "\(name) failed: \(Platform.errorDescription(code))"
        }
    }
}
