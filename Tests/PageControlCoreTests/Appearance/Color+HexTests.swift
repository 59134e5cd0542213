import Testing

@testable import PageControlCore

@Suite struct ColorHexTests {
    /// An opaque or translucent colour from 8-bit components.
    private func color(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }

    @Test(
        "valid hex strings parse to the exact 8-bit components",
        arguments: [
            ("#FFF", [255, 255, 255, 255]),
            ("#fff", [255, 255, 255, 255]),
            ("#F80", [255, 136, 0, 255]),
            ("#ffffff", [255, 255, 255, 255]),
            ("#1A56DB", [26, 86, 219, 255]),
            ("#1a56db", [26, 86, 219, 255]),
            ("#FF000080", [255, 0, 0, 128]),
            ("#00000000", [0, 0, 0, 0]),
            ("  #0a0B0c ", [10, 11, 12, 255]),
            ("\t#0A0B0C\n", [10, 11, 12, 255]),
        ]
    )
    func parsesValidStrings(input: String, bytes: [Int]) throws {
        let parsed = try Color(hex: input)
        #expect(parsed == color(bytes[0], bytes[1], bytes[2], bytes[3]))
    }

    @Test(
        "invalid hex strings throw an error naming the input and the problem",
        arguments: [
            (
                "", ColorParseError.Reason.empty,
                "'' is not a colour: the string is empty; expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            ("   ", .empty, "'   ' is not a colour: the string is empty; expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#", .wrongLength(0), "'#' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#12", .wrongLength(2), "'#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#12345", .wrongLength(5), "'#12345' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#1234567", .wrongLength(7), "'#1234567' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#1234567890", .wrongLength(10), "'#1234567890' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#GGGGGG", .invalidDigit("G"), "'#GGGGGG' is not a colour: 'G' is not a hexadecimal digit"),
            ("#12345G", .invalidDigit("G"), "'#12345G' is not a colour: 'G' is not a hexadecimal digit"),
            ("# FFF", .invalidDigit(" "), "'# FFF' is not a colour: ' ' is not a hexadecimal digit"),
            ("#１２３", .invalidDigit("１"), "'#１２３' is not a colour: '１' is not a hexadecimal digit"),
            ("#12\n456", .invalidDigit("\n"), "'#12\\n456' is not a colour: '\\n' is not a hexadecimal digit"),
            (
                "123456", .missingHash,
                "'123456' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                "FFF#", .missingHash,
                "'FFF#' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            ("🎨", .missingHash, "'🎨' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"),
            ("#🎨🎨🎨", .invalidDigit("🎨"), "'#🎨🎨🎨' is not a colour: '🎨' is not a hexadecimal digit"),
        ]
    )
    func rejectsInvalidStrings(input: String, reason: ColorParseError.Reason, message: String) {
        #expect(throws: ColorParseError(input: input, reason: reason)) {
            try Color(hex: input)
        }
        do {
            _ = try Color(hex: input)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a very long input is quoted shortened, and parsing it does not trap")
    func longInputIsShortened() {
        let input = "#" + String(repeating: "A", count: 100_000)
        do {
            _ = try Color(hex: input)
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .wrongLength(100_000))
            let quoted = "#" + String(repeating: "A", count: 31)
            #expect(error.description == "'\(quoted)…' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA")
        }
    }

    @Test(
        "hexString prints 6 digits when opaque, 8 otherwise, uppercase",
        arguments: [
            ("#000000", "#000000"),
            ("#fff", "#FFFFFF"),
            ("#1a56db", "#1A56DB"),
            ("#0A0B0C", "#0A0B0C"),
            ("#FF000080", "#FF000080"),
            ("#12345678", "#12345678"),
            ("#FFFFFF00", "#FFFFFF00"),
            ("#1A56DBFF", "#1A56DB"),
        ]
    )
    func hexStringRoundTrips(input: String, expected: String) throws {
        let parsed = try Color(hex: input)
        #expect(parsed.hexString == expected)
        #expect(try Color(hex: parsed.hexString) == parsed)
    }

    @Test("every 8-bit value of every component round-trips through hexString")
    func everyByteRoundTrips() throws {
        for byte in 0...255 {
            let digits = Color.twoHexDigits(UInt8(byte))
            for text in ["#\(digits)0000FF", "#00\(digits)00FF", "#0000\(digits)FF", "#123456\(digits)"] {
                let expected = text.hasSuffix("FF") && text.count == 9 ? String(text.prefix(7)) : text
                #expect(try Color(hex: text).hexString == expected)
            }
        }
    }

    @Test("hexString rounds components to the nearest 8-bit step")
    func hexStringRounds() {
        #expect(Color(white: 0.5).hexString == "#808080")
        #expect(Color(red: 0.999, green: 0.001, blue: 0.5, alpha: 0.999).hexString == "#FF0080")
        #expect(Color.translucentGray.hexString == "#80808080")
        #expect(Color.clear.hexString == "#00000000")
    }

    @Test(
        "withAlphaComponent sets alpha, clamped to 0…1 with NaN as 0, and keeps red, green and blue",
        arguments: [(0.3, 0.3), (0, 0), (1, 1), (1.5, 1), (-0.2, 0), (.nan, 0), (.infinity, 1)] as [(Double, Double)]
    )
    func withAlphaComponentClamps(alpha: Double, expected: Double) throws {
        let brand = try Color(hex: "#1A56DB")
        let result = brand.withAlphaComponent(alpha)
        #expect(result.alpha == expected)
        #expect(result.red == brand.red)
        #expect(result.green == brand.green)
        #expect(result.blue == brand.blue)
    }

    @Test("hexDigitValue accepts only ASCII hex digits")
    func hexDigitValues() {
        #expect(Color.hexDigitValue("0") == 0)
        #expect(Color.hexDigitValue("9") == 9)
        #expect(Color.hexDigitValue("a") == 10)
        #expect(Color.hexDigitValue("F") == 15)
        #expect(Color.hexDigitValue("g") == nil)
        #expect(Color.hexDigitValue("\r\n") == nil)
        #expect(Color.hexDigitValue("٣") == nil)
    }
}
