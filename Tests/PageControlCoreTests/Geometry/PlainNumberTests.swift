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
}
