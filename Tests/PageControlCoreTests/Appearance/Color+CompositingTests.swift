import Testing

@testable import PageControlCore

@Suite struct ColorCompositingTests {
    @Test("an opaque colour composited over anything is itself")
    func opaqueIsUnchanged() throws {
        let brand = try Color(hex: "#1A56DB")
        #expect(brand.composited(over: .white) == brand)
        #expect(brand.composited(over: .clear) == brand)
    }

    @Test("white at 30 % over brand blue blends each channel 30/70 and is opaque")
    func translucentOverOpaque() throws {
        let brand = try Color(hex: "#1A56DB")
        let seen = Color.white.withAlphaComponent(0.3).composited(over: brand)
        #expect(seen.alpha == 1)
        #expect(abs(seen.red - (0.3 + 0.7 * 26 / 255)) < 1e-15)
        #expect(abs(seen.green - (0.3 + 0.7 * 86 / 255)) < 1e-15)
        #expect(abs(seen.blue - (0.3 + 0.7 * 219 / 255)) < 1e-15)
        #expect(seen.hexString == "#5F89E6")
    }

    @Test("translucent over translucent uses straight-alpha source-over")
    func translucentOverTranslucent() {
        let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let seen = red.composited(over: blue)
        #expect(seen.alpha == 0.75)
        #expect(abs(seen.red - 2.0 / 3.0) < 1e-15)
        #expect(seen.green == 0)
        #expect(abs(seen.blue - 1.0 / 3.0) < 1e-15)
    }

    @Test("a fully transparent colour shows the background; two transparent colours give clear")
    func transparent() throws {
        let brand = try Color(hex: "#1A56DB")
        #expect(Color.clear.composited(over: brand) == brand)
        #expect(Color.white.withAlphaComponent(0).composited(over: .clear) == .clear)
    }
}
