/// The error thrown when a string is not a hex colour that ``Color/init(hex:)`` accepts.
///
/// The ``description`` names the input (quoted as given, shortened to 32 characters when longer)
/// and the problem, so it can be shown to whoever wrote the string:
///
/// ```swift
/// do {
///     _ = try Color(hex: "#12")
/// } catch {
///     print(error)  // '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
/// }
/// ```
public struct ColorParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the input.
    public enum Reason: Sendable, Hashable {
        /// The string is empty, or holds only whitespace.
        case empty
        /// The string does not start with `#`.
        case missingHash
        /// A character after the `#` is not a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`).
        case invalidDigit(Character)
        /// The `#` is followed by a number of digits other than 3, 6 or 8.
        case wrongLength(Int)
    }

    /// The string that was parsed, exactly as it was passed in (before whitespace was trimmed).
    public let input: String
    /// What is wrong with ``input``.
    public let reason: Reason

    /// Creates an error for `input`.
    ///
    /// - Parameters:
    ///   - input: The string that failed to parse, as given.
    ///   - reason: What is wrong with it.
    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// The longest input quoted in full by ``description``; longer inputs are shortened with "…".
    public static let maximumQuotedLength = 32

    /// A sentence naming the input and the problem, such as
    /// `'#GGGGGG' is not a colour: 'G' is not a hexadecimal digit`.
    public var description: String {
        "\(quotedInput) is not a colour: \(problem)"
    }

    /// The input in single quotes, shortened when it is long, with control characters escaped.
    private var quotedInput: String {
        guard input.count > Self.maximumQuotedLength else { return "'\(Self.escaped(input))'" }
        return "'\(Self.escaped(input.prefix(Self.maximumQuotedLength)))…'"
    }

    /// `text` with control characters (newlines, tabs, NUL, …) written as escapes such as `\n`,
    /// so a message always stays on one line.
    private static func escaped(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The part of the description after the colon.
    private var problem: String {
        switch reason {
        case .empty:
            return "the string is empty; expected #RGB, #RRGGBB or #RRGGBBAA"
        case .missingHash:
            return "it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"
        case .invalidDigit(let character):
            return "'\(Self.escaped(String(character)))' is not a hexadecimal digit"
        case .wrongLength:
            return "expected #RGB, #RRGGBB or #RRGGBBAA"
        }
    }
}
