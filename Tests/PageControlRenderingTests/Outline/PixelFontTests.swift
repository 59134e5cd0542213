import PageControlCore
import Testing

@testable import PageControlRendering

@Suite struct PixelFontTests {
    /// The character of a scalar value (all values used here are valid scalars).
    func character(_ value: UInt32) -> Character {
        Character(Unicode.Scalar(value)!)
    }

    @Test(
        "Glyphs have their exact rows",
        arguments: [
            ("A", [2, 5, 7, 5, 5]), ("a", [2, 5, 7, 5, 5]), ("M", [5, 7, 7, 5, 5]), ("W", [5, 5, 7, 7, 5]),
            ("\u{B7}", [0, 0, 2, 0, 0]), ("\u{2026}", [0, 0, 0, 0, 5]), ("%", [5, 1, 2, 4, 5]),
            ("0", [7, 5, 5, 5, 7]), ("7", [7, 1, 2, 2, 2]), ("/", [1, 1, 2, 4, 4]), (" ", [0, 0, 0, 0, 0]),
        ] as [(Character, [UInt8])])
    func exactRows(character: Character, rows: [UInt8]) {
        #expect(PixelFont.rows(for: character) == rows)
    }

    @Test("Every printable ASCII character has a glyph of 5 rows of 3 bits, not the box; only the space is empty")
    func printableASCII() {
        #expect(PixelFont.printable.count == 95)
        for value in UInt32(0x20)...0x7E {
            let rows = PixelFont.rows(for: character(value))
            #expect(rows.count == 5)
            #expect(rows.allSatisfy { $0 <= 7 })
            #expect(rows != PixelFont.unknown)
            #expect(rows.allSatisfy { $0 == 0 } == (value == 0x20))
        }
    }

    @Test("Lowercase letters draw as their uppercase glyphs")
    func lowercase() {
        for value in UInt32(0x61)...0x7A {
            #expect(PixelFont.rows(for: character(value)) == PixelFont.rows(for: character(value - 0x20)))
        }
    }

    @Test("No two uppercase letters or digits share a glyph")
    func distinctLetters() {
        let characters = (UInt32(0x41)...0x5A).map(character) + (UInt32(0x30)...0x39).map(character)
        let glyphs = Set(characters.map { PixelFont.rows(for: $0) })
        #expect(glyphs.count == 36)
    }

    @Test(
        "Latin letters with diacritics draw as their base letter, precomposed or decomposed",
        arguments: [
            ("\u{E9}", "e"), ("\u{E8}", "e"), ("\u{FC}", "u"), ("\u{F6}", "o"), ("\u{E4}", "a"),
            ("\u{F1}", "n"), ("\u{E7}", "c"), ("\u{E5}", "a"), ("\u{F8}", "o"), ("\u{E3}", "a"),
            ("\u{F5}", "o"), ("\u{ED}", "i"), ("\u{F3}", "o"), ("\u{FA}", "u"), ("\u{E1}", "a"),
            ("\u{E0}", "a"), ("\u{E2}", "a"), ("\u{EA}", "e"), ("\u{EE}", "i"), ("\u{F4}", "o"),
            ("\u{FB}", "u"), ("\u{C9}", "E"), ("\u{D6}", "O"), ("\u{D8}", "O"), ("\u{DC}", "U"),
            ("\u{C5}", "A"), ("\u{FF}", "y"), ("\u{100}", "A"), ("\u{10D}", "c"), ("\u{11B}", "e"),
            ("\u{131}", "i"), ("\u{141}", "L"), ("\u{142}", "l"), ("\u{144}", "n"), ("\u{151}", "o"),
            ("\u{159}", "r"), ("\u{15F}", "s"), ("\u{161}", "s"), ("\u{171}", "u"), ("\u{178}", "Y"),
            ("\u{17E}", "z"), ("\u{219}", "s"), ("\u{21B}", "t"), ("e\u{301}", "e"), ("n\u{303}", "n"),
            ("A\u{30A}", "A"), ("o\u{308}\u{304}", "o"), ("\u{E9}\u{323}", "e"),
        ] as [(Character, Character)])
    func diacritics(character: Character, base: Character) {
        #expect(PixelFont.rows(for: character) == PixelFont.rows(for: base))
    }

    @Test("Punctuation outside ASCII draws as its ASCII look-alike")
    func lookAlikes() {
        let pairs: [(Character, Character)] = [
            ("\u{2013}", "-"), ("\u{2014}", "-"), ("\u{2010}", "-"), ("\u{2212}", "-"), ("\u{2018}", "'"),
            ("\u{2019}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\""), ("\u{A0}", " "), ("\u{202F}", " "),
            ("\u{2009}", " "), ("\u{60C}", ","), ("\u{66A}", "%"), ("\u{66B}", "."), ("\u{66C}", ","),
        ]
        for (character, lookAlike) in pairs {
            #expect(PixelFont.rows(for: character) == PixelFont.rows(for: lookAlike))
        }
    }

    @Test(
        "Digits of other scripts draw as 0–9",
        arguments: [
            0x660,  // Arabic-Indic
            0x6F0,  // Extended Arabic-Indic
            0x966,  // Devanagari
            0x9E6,  // Bengali
            0xE50,  // Thai
            0xFF10,  // fullwidth
            0x1D7CE,  // mathematical bold
        ] as [UInt32])
    func otherDigits(zero: UInt32) {
        for digit in UInt32(0)...9 {
            #expect(PixelFont.rows(for: character(zero + digit)) == PixelFont.rows(for: character(0x30 + digit)))
        }
    }

    @Test(
        "Unknown characters draw as the box, numbers above 9 too",
        arguments: ["字", "万", "\u{E6}", "\u{DF}", "\u{153}", "\u{D7}", "😀", "\t", "\r\n", "\u{7F}", "\u{301}"]
            as [Character])
    func unknown(character: Character) {
        #expect(PixelFont.rows(for: character) == [0, 7, 5, 7, 0])
    }

    @Test("The scrub preview's callout draws one square per glyph cell, with no box")
    func callout() {
        let string = "Lisbon \u{B7} 57 / 200 \u{2013} Mountai\u{2026}"
        var sink = RecordingSink()
        OutlineBuilder.appendGlyphs(of: DisplayText(string: string, fontSize: 10, origin: .zero), to: &sink)
        let cells = string.reduce(0) { sum, character in
            sum + PixelFont.rows(for: character).reduce(0) { $0 + $1.nonzeroBitCount }
        }
        #expect(string.allSatisfy { PixelFont.rows(for: $0) != PixelFont.unknown })
        #expect(cells == 182)
        #expect(sink.calls.filter { $0.hasPrefix("M ") }.count == cells)
    }
}
