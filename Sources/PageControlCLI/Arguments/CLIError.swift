/// A command-line error: what was wrong and where, printed as one line on standard error with exit status 2.
package struct CLIError: Error, Equatable, CustomStringConvertible {
    /// The one-line message, without the "pagecontrol: " prefix.
    package let message: String

    /// Creates an error with a message.
    package init(_ message: String) {
        self.message = message
    }

    /// The message.
    package var description: String { message }

    /// An option the command does not know, with a near name when one is close enough:
    /// `unknown option '--lop' for 'demo'; did you mean --loop? (see 'pagecontrol demo --help')`.
    ///
    /// - Parameters:
    ///   - option: The option as given.
    ///   - command: The subcommand (`render`), or empty for a program without subcommands.
    ///   - program: The program's name (`pagecontrol`, `pagecontrol-gtk`).
    ///   - suggestion: A known option close to `option`, or nil.
    static func unknownOption(
        _ option: String, command: String, program: String = "pagecontrol", suggestion: String? = nil
    ) -> CLIError {
        let subject = command.isEmpty ? "" : " for '\(command)'"
        let near = suggestion.map { "; did you mean \($0)?" } ?? ""
        return CLIError("unknown option '\(quoted(option))'\(subject)\(near) (see '\(help(command, program))')")
    }

    /// The command a person runs for help: `pagecontrol render --help`, or `pagecontrol-gtk --help`.
    static func help(_ command: String, _ program: String) -> String {
        command.isEmpty ? "\(program) --help" : "\(program) \(command) --help"
    }

    /// An option given without its value.
    static func missingValue(_ option: String) -> CLIError {
        CLIError("\(option) needs a value")
    }

    /// An option given a value it cannot use.
    static func invalidValue(_ option: String, _ value: String, _ reason: String) -> CLIError {
        CLIError("\(option): '\(quoted(value))' \(reason)")
    }

    /// A number outside the values an option takes: `--pages: '-3' is out of range (at least 0)`, or
    /// `(at most 1000000000)` above the range.
    ///
    /// - Parameter isBelow: Whether the value lies below the range (else above it).
    static func outOfRange<Bound: Comparable>(
        _ option: String, _ value: String, _ range: ClosedRange<Bound>, isBelow: Bool, format: (Bound) -> String
    ) -> CLIError {
        let bound = isBelow ? "at least \(format(range.lowerBound))" : "at most \(format(range.upperBound))"
        return invalidValue(option, value, "is out of range (\(bound))")
    }

    /// A value shortened for messages (at most 40 characters, control characters shown as '?').
    package static func quoted(_ value: String) -> String {
        let cleaned = String(value.map { $0.isASCII && ($0.asciiValue ?? 0) < 32 ? "?" : $0 })
        return cleaned.count > 40 ? String(cleaned.prefix(40)) + "…" : cleaned
    }
}
