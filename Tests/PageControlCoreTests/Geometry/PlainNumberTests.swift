import Testing

@testable import PageControlCore

@Suite("Plain numbers")
struct PlainNumberTests {
    @Test(
        "Numbers are written with at most three decimals, no trailing zeros and no -0",
        arguments: [
            (0.0, "0"), (1.5, "1.5"), (2.0, "2"), (1.0 / 3, "0.333"), (-0.0004, "0"), (-2.05, "-2.05"),
            (0.007, "0.007"), (0.05, "0.05"), (10.1, "10.1"), (123_456.789, "123456.789"), (-0.5, "-0.5"),
            (1e15, "1000000000000000"), (9.99951, "10"), (1e300, "1e+300"), (.nan, "nan"), (.infinity, "inf"),
            (-Double.infinity, "-inf"),
        ])
    func format(value: Double, text: String) {
        #expect(PlainNumber.format(value) == text)
    }

    @Test(
        "Colours are written as #RRGGBB, with AA when not opaque",
        arguments: [
            (Color(red: 1, green: 0.5, blue: 0), "#FF8000"),
            (Color(red: 0, green: 0, blue: 0, alpha: 0.3), "#0000004D"),
            (Color(red: 0.039, green: 0.518, blue: 1), "#0A84FF"), (Color(white: 1, alpha: 0.999), "#FFFFFF"),
        ])
    func hexString(color: Color, text: String) {
        #expect(color.hexString == text)
    }

    @Test(
        "A decimal is read as Double(String) reads it, exactly, for up to 15 digits and exponents within ±22",
        arguments: [
            "0", "1.5", "1.25", "0.1", "2", "-3.75", "1e3", "1.2e-2", "1.", ".5", "0e400", "123456789012345",
            "3.14159265358979", "+7.5E+2", "0.000001", "1e22", "1e-22", "9007199254740991", "-0", "00012.50",
            "inf", "-Infinity", "INF", "5e", "1e+", "", "-", "+", ".", "scale", "1.2.3", " 1", "1 ", "1x", "--1",
            "1e2.5", "e5", "0x10",
        ])
    func decimal(text: String) {
        let ours = PlainText.withUTF8(text) { PlainNumber.decimal($0) }
        // Hexadecimal is the standard library's alone; the decimal reader reads none.
        let theirs = text.hasPrefix("0x") ? nil : Double(text)
        #expect(ours == theirs)
        #expect(ours?.sign == theirs?.sign)
        #expect(PlainText.withUTF8(text) { PlainNumber.parse($0) } == Double(text))
    }

    @Test("NaN is read in any case, and far exponents give zero or infinity")
    func decimalLimits() throws {
        #expect(try #require(PlainText.withUTF8("NaN") { PlainNumber.decimal($0) }).isNaN)
        #expect(PlainText.withUTF8("1e-400") { PlainNumber.decimal($0) } == 0)
        #expect(PlainText.withUTF8("1e400") { PlainNumber.decimal($0) } == .infinity)
        #expect(PlainText.withUTF8("-2e999999") { PlainNumber.decimal($0) } == -.infinity)
        // Past 19 significant digits the rest count only as powers of ten: within an ulp of the exact value.
        let long = try #require(PlainText.withUTF8("12345678901234567890123") { PlainNumber.decimal($0) })
        #expect(abs(long - (try #require(Double("12345678901234567890123")))) <= long.ulp * 2)
        let fraction = try #require(PlainText.withUTF8("0.12345678901234567890123") { PlainNumber.decimal($0) })
        #expect(abs(fraction - (try #require(Double("0.12345678901234567890123")))) <= fraction.ulp * 2)
    }
}
