import Testing

@testable import PageControlCore

@Suite struct ColorParseErrorTests {
    @Test(
        "the description names the input and the problem",
        arguments: [
            (
                ColorParseError(input: "#12", reason: .wrongLength(2)),
                "'#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                ColorParseError(input: "", reason: .empty),
                "'' is not a colour: the string is empty; expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                ColorParseError(input: "red", reason: .missingHash),
                "'red' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                ColorParseError(input: "#XYZ", reason: .invalidDigit("X")),
                "'#XYZ' is not a colour: 'X' is not a hexadecimal digit"
            ),
            (
                ColorParseError(input: "#\t", reason: .invalidDigit("\t")),
                "'#\\t' is not a colour: '\\t' is not a hexadecimal digit"
            ),
        ]
    )
    func describes(error: ColorParseError, message: String) {
        #expect(error.description == message)
        #expect("\(error)" == message)
    }

    @Test("inputs longer than 32 characters are shortened with an ellipsis")
    func shortensLongInput() {
        let exactly32 = String(repeating: "x", count: 32)
        #expect(ColorParseError(input: exactly32, reason: .missingHash).description.hasPrefix("'\(exactly32)' is"))
        let error = ColorParseError(input: exactly32 + "yz", reason: .missingHash)
        #expect(error.description.hasPrefix("'\(exactly32)…' is not a colour"))
    }

    @Test("errors compare by input and reason")
    func equality() {
        #expect(
            ColorParseError(input: "#1", reason: .wrongLength(1))
                == ColorParseError(input: "#1", reason: .wrongLength(1)))
        #expect(
            ColorParseError(input: "#1", reason: .wrongLength(1))
                != ColorParseError(input: " #1", reason: .wrongLength(1)))
    }
}
