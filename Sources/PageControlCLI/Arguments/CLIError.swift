/// A command-line error: what was wrong and where, printed as one line on standard error with exit
/// status 2.
package struct CLIError: Error, Equatable, CustomStringConvertible {
    /// The one-line message, without the "pagecontrol: " prefix.
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }

    /// An option that no subcommand knows.
    static func unknownOption(_ option: String, command: String) -> CLIError {
        CLIError("unknown option '\(quoted(option))' for '\(command)' (see 'pagecontrol \(command) --help')")
    }

    /// An option given without its value.
    static func missingValue(_ option: String) -> CLIError {
        CLIError("\(option) needs a value")
    }

    /// An option given a value it cannot use.
    static func invalidValue(_ option: String, _ value: String, _ reason: String) -> CLIError {
        CLIError("\(option): '\(quoted(value))' \(reason)")
    }

    /// A value shortened for messages (at most 40 characters, control characters shown as '?').
    static func quoted(_ value: String) -> String {
        let cleaned = String(value.map { $0.isASCII && ($0.asciiValue ?? 0) < 32 ? "?" : $0 })
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }
}
