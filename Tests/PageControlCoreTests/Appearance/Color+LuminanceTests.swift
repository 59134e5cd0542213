import Foundation
import Testing

@testable import PageControlCore

@Suite struct ColorLuminanceTests {
    @Test("white has luminance exactly 1 and black exactly 0")
    func whiteAndBlack() {
        #expect(Color.white.relativeLuminance == 1)
        #expect(Color.black.relativeLuminance == 0)
    }

    @Test("#777777 has luminance 0.1845 to four decimals")
    func midGray() throws {
        let luminance = try Color(hex: "#777777").relativeLuminance
        #expect(abs(luminance - 0.1845) < 0.000_05)
        #expect(abs(luminance - 0.184_474_994_500_441) < 1e-12)
    }

    @Test(
        "luminance matches the WCAG formula computed with Foundation's pow",
        arguments: ["#1A56DB", "#111827", "#F9FAFB", "#0A0A0A", "#0B0B0B", "#FF0000", "#00FF00", "#0000FF"]
    )
    func matchesReferenceFormula(hex: String) throws {
        let color = try Color(hex: hex)
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let expected = 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        #expect(abs(color.relativeLuminance - expected) < 1e-15)
    }

    @Test("pure red, green and blue have the WCAG channel weights as luminance")
    func primaries() {
        #expect(abs(Color(red: 1, green: 0, blue: 0).relativeLuminance - 0.2126) < 1e-15)
        #expect(abs(Color(red: 0, green: 1, blue: 0).relativeLuminance - 0.7152) < 1e-15)
        #expect(abs(Color(red: 0, green: 0, blue: 1).relativeLuminance - 0.0722) < 1e-15)
    }

    @Test("alpha does not change luminance")
    func alphaIgnored() throws {
        let color = try Color(hex: "#1A56DB")
        #expect(color.withAlphaComponent(0.2).relativeLuminance == color.relativeLuminance)
    }

    @Test("black on white is exactly 21:1, in either order")
    func blackOnWhite() {
        #expect(abs(Color.contrastRatio(.black, .white) - 21) < 1e-9)
        #expect(Color.contrastRatio(.white, .black) == Color.contrastRatio(.black, .white))
    }

    @Test("#777777 on white is 4.48:1, just under the 4.5 text threshold")
    func midGrayOnWhite() throws {
        let ratio = Color.contrastRatio(try Color(hex: "#777777"), .white)
        #expect(abs(ratio - 4.48) < 0.005)
        #expect(abs(ratio - 4.478_089_453_577_214) < 1e-12)
        #expect(ratio < 4.5)
    }

    @Test("a colour against itself is 1:1")
    func sameColour() throws {
        let brand = try Color(hex: "#1A56DB")
        #expect(Color.contrastRatio(brand, brand) == 1)
    }

    @Test("a translucent colour is composited over an opaque partner first, in either position")
    func translucentOverOpaque() throws {
        let brand = try Color(hex: "#1A56DB")
        let dot = Color.white.withAlphaComponent(0.3)
        let seen = dot.composited(over: brand)
        #expect(Color.contrastRatio(dot, brand) == Color.contrastRatio(seen, brand))
        #expect(Color.contrastRatio(brand, dot) == Color.contrastRatio(seen, brand))
        #expect(Color.contrastRatio(Color.white.withAlphaComponent(0), .black) == 1)
    }

    @Test("when both colours are translucent, alpha is ignored")
    func bothTranslucent() {
        let ratio = Color.contrastRatio(Color.white.withAlphaComponent(0.5), Color.black.withAlphaComponent(0.5))
        #expect(abs(ratio - 21) < 1e-9)
    }

    @Test(
        "fifthRoot is exact for perfect fifth powers",
        arguments: [(0, 0), (1, 1), (32, 2), (243, 3), (1.0 / 32, 0.5), (100_000, 10), (1e-10, 0.01)]
            as [(Double, Double)]
    )
    func fifthRootOfPowers(value: Double, root: Double) {
        #expect(abs(Color.fifthRoot(value) - root) <= root.ulp)
    }

    @Test(
        "fifthRoot equals the correctly rounded root computed to 60 digits",
        arguments: [
            (2, 1.148_698_354_997_035),
            (0.5, 0.870_550_563_296_124_1),
            (0.001, 0.251_188_643_150_958),
            (0.0905, 0.618_485_775_587_821_9),
            (790_317_546_163.069_3, 239.640_559_451_455_77),
            (.leastNonzeroMagnitude, 2.181_508_609_863_437e-65),
            (.greatestFiniteMagnitude, 4.476_546_622_757_235e61),
        ] as [(Double, Double)]
    )
    func fifthRootKnownValues(value: Double, root: Double) {
        #expect(Color.fifthRoot(value) == root)
    }

    @Test("fifthRoot handles special values without trapping")
    func fifthRootSpecialValues() {
        #expect(Color.fifthRoot(.infinity) == .infinity)
        #expect(Color.fifthRoot(-1).isNaN)
        #expect(Color.fifthRoot(.nan).isNaN)
        #expect(Color.fifthRoot(-0.0) == 0)
    }

    /// `Double(0.2)` exceeds 1/5 by this much, so `pow(x, 0.2)` is `x^(1/5) · (1 + δ ln x)`.
    private let exponentError = 1.110_223_024_625_156_5e-17

    @Test("fifthRoot agrees with Foundation's pow(x, 0.2), corrected for 0.2 not being exactly 1/5, to 2 ulps")
    func fifthRootMatchesPow() {
        var value = 1e-12
        while value < 1e12 {
            let expected = pow(value, 0.2) * (1 - exponentError * log(value))
            #expect(abs(Color.fifthRoot(value) - expected) <= 2 * expected.ulp, "x = \(value)")
            value *= 1.0137
        }
    }

    @Test("x^2.4 matches known values and Foundation's pow on the range WCAG uses")
    func powerTwoPointFour() {
        #expect(abs(Color.powerTwoPointFour(0.5) - 0.189_464_570_813_799_78) < 1e-16)
        #expect(Color.powerTwoPointFour(1) == 1)
        #expect(Color.powerTwoPointFour(0) == 0)
        #expect(Color.powerTwoPointFour(-1).isNaN)
        for step in 0...10_000 {
            let x = 0.09 + 0.91 * Double(step) / 10_000
            let expected = pow(x, 2.4)
            #expect(abs(Color.powerTwoPointFour(x) - expected) <= 4 * expected.ulp, "x = \(x)")
        }
    }

    @Test("linearized uses the linear segment up to 0.04045 and the power curve above")
    func linearizedSegments() {
        #expect(Color.linearized(0) == 0)
        #expect(Color.linearized(0.04045) == 0.04045 / 12.92)
        #expect(abs(Color.linearized(0.5) - 0.214_041_140_482_232_54) < 1e-15)
        #expect(Color.linearized(1) == 1)
    }
}
