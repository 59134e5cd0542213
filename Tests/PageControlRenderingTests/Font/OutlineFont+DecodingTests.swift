import Testing

@testable import PageControlRendering

@Suite struct OutlineFontDecodingTests {
    /// Encodes unsigned integers the way Scripts/fonts/make-font-subset.py does.
    static func encode(_ numbers: [Int]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        for number in numbers {
            var n = number
            repeat {
                let digit = n & 31
                n >>= 5
                text.append(alphabet[digit | (n > 0 ? 32 : 0)])
            } while n > 0
        }
        return text
    }

    static func zigzag(_ n: Int) -> Int { n >= 0 ? 2 * n : -2 * n - 1 }

    @Test("Digits carry five bits each, lowest first, 32 meaning another digit follows; other characters are skipped")
    func reader() {
        var reader = OutlineFont.Reader(bytes: "Af gB /f\n/gB B C D".utf8.makeIterator())
        #expect(reader.unsigned() == 0)
        #expect(reader.unsigned() == 31)
        #expect(reader.unsigned() == 32)
        #expect(reader.unsigned() == 1023)
        #expect(reader.unsigned() == 1055)
        #expect(reader.signed() == -1)
        #expect(reader.signed() == 1)
        #expect(reader.signed() == -2)
        #expect(reader.unsigned() == 0)  // the end
    }

    @Test("A font of one glyph decodes to its metrics, points and scalars")
    func tinyFont() throws {
        // Version 1, 1000 units per em, ascender 800, descender 200, cap height 700; one outline: advance 500,
        // one contour of three points (0, 0) on, (300, 600) off, (-50, 0) on.
        let points = [
            Self.zigzag(0) * 2 + 1, Self.zigzag(0), Self.zigzag(300) * 2, Self.zigzag(600), Self.zigzag(-350) * 2 + 1,
            Self.zigzag(-600),
        ]
        // Two scalars, "A" and "C", both the outline.
        let font = OutlineFont(
            encoded: Self.encode([1, 1000, 800, 200, 700, 1, 500, 1, 3] + points + [2, 65, 0, 2, 0]))
        #expect([font.unitsPerEm, font.ascender, font.descender, font.capHeight] == [1000, 800, 200, 700])
        let glyph = try #require(font.glyph(for: "C"))
        #expect(glyph == font.glyph(for: "A"))
        #expect(font.glyph(for: "B") == nil)
        #expect(glyph.advance == 500)
        #expect(glyph.contours == 0..<1)
        #expect(
            font.contourPoints(0).map { font.points[$0] } == [
                OutlineFont.GlyphPoint(x: 0, y: 0, isOnCurve: true),
                OutlineFont.GlyphPoint(x: 300, y: 600, isOnCurve: false),
                OutlineFont.GlyphPoint(x: -50, y: 0, isOnCurve: true),
            ])
        #expect(font.characterCount == 2)
    }
}
