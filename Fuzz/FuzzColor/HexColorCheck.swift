import PageControlCore

/// What `FuzzColor` checks on each input: the colour parser, `Color(hex:)` (#RGB, #RRGGBB, #RRGGBBAA).
///
/// Beyond "no trap", every colour read prints back (`hexString`) to text that reads the same colour, and every
/// refusal names the input. The fuzzer runs it on every input it makes; `FuzzRegressionTests` on the named
/// `regression-*` inputs of `Fuzz/seeds/FuzzColor.seeds`.
package enum HexColorCheck {
    /// A rule the input broke: what the fuzzer reports as a crash, and a regression test as a failure.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the value that shows it.
        package let description: String
    }

    /// Parses one input (as UTF-8, invalid bytes repaired) as a hex colour.
    ///
    /// - Parameter input: The text's bytes.
    /// - Throws: ``Failure`` when a colour does not print back to itself, or a refusal has no message.
    package static func check(_ input: [UInt8]) throws(Failure) {
        let text = String(decoding: input, as: UTF8.self)
        let color: Color
        do {
            color = try Color(hex: text)
        } catch {
            guard !error.description.isEmpty else { throw Failure(description: "an empty message for '\(text)'") }
            return
        }
        let printed = color.hexString
        guard printed.count == 7 || printed.count == 9 else {
            throw Failure(description: "hexString \(printed) has the wrong length")
        }
        guard let again = try? Color(hex: printed) else {
            throw Failure(description: "\(printed), printed from '\(text)', does not parse")
        }
        guard again == color else { throw Failure(description: "'\(text)' → \(printed) → a different colour") }
        guard again.hexString == printed else { throw Failure(description: "\(printed) does not print back to itself") }
    }
}
