import PageControlCore
import Testing

@testable import PageControlRendering

@Suite struct OutlineFontTests {
    let font = OutlineFont.shared

    /// Every text the strings of a language make: values, spans, previews, progress, states, badges, labels,
    /// actions and the ten digits.
    static func texts(_ strings: PageControlStrings) -> [String] {
        let value = strings.value(page: 2, of: 12)
        var texts = [
            value, strings.value(page: 0, of: 1), strings.value(page: 119, of: 120),
            strings.value(pages: 2, through: 3, of: 8), strings.value(pages: 9, through: 10, of: 120),
            strings.previewText(page: 5, of: 12), strings.value(value, progress: 0.4),
            strings.value(title: "Lisbon", page: 2, of: 12), strings.defaultLabel, strings.firstPageAction,
            strings.lastPageAction, strings.stopSlideShowAction, strings.startSlideShowAction,
        ]
        for state in [
            strings.visitedState, strings.completedState, strings.attentionState, strings.unavailableState,
            strings.loadingState,
        ] {
            texts += [state, strings.value(value, state: state)]
        }
        // A badge's spoken count in every plural form (0 is the plain word).
        texts += [0, 1, 2, 5, 21, 100].map { strings.value(value, content: strings.badgeText(count: $0)) }
        return texts + (0...9).map { strings.format($0) } + [strings.format(1_234_567_890)]
    }

    @Test("Every character the 26 languages' strings and digits use has a real glyph")
    func languagesCovered() {
        let languages = PageControlStrings.supportedLanguages
        #expect(languages.count == 26)
        var checked = Set<Unicode.Scalar>()
        for language in languages {
            for text in Self.texts(.forLanguage(language)) {
                for scalar in text.unicodeScalars where checked.insert(scalar).inserted {
                    #expect(font.glyph(for: scalar) != nil, "\(language): U+\(String(scalar.value, radix: 16))")
                }
            }
        }
        #expect(checked.count > 300)
    }

    @Test(
        "Latin, Greek and Cyrillic letters and the digits of five scripts have real glyphs",
        arguments: [
            0x20...0x7E, 0xA0...0xFF, 0x100...0x17F, 0x1E00...0x1EFF, 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9,
            0x400...0x45F,
            0x660...0x669, 0x6F0...0x6F9, 0x966...0x96F, 0xE50...0xE59, 0x300...0x36F,
        ] as [ClosedRange<UInt32>])
    func alphabetsCovered(range: ClosedRange<UInt32>) throws {
        for value in range {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(font.glyph(for: scalar) != nil, "U+\(String(value, radix: 16))")
        }
    }

    @Test(
        "An emoji, a private-use character and other scripts' letters have no glyph",
        arguments: ["🙂", "\u{E000}", "Ա", "ሀ", "€"] as [Unicode.Scalar])
    func notCovered(scalar: Unicode.Scalar) {
        #expect(font.glyph(for: scalar) == nil)
    }

    @Test("The metrics are Noto Sans's, in 1000 units per em")
    func metrics() {
        #expect(font.unitsPerEm == 1000)
        #expect(font.capHeight == 714)
        #expect(font.ascender == 1069)
        #expect(font.descender == 293)
        #expect(font.characterCount == 1255)
    }

    @Test("Glyphs carry the fonts' advances: tabular digits 572, the slash 372, the space 260, Arabic ٣ 583")
    func advances() {
        #expect(font.glyph(for: "0")?.advance == 572)
        #expect(font.glyph(for: "9")?.advance == 572)
        #expect(font.glyph(for: "/")?.advance == 372)
        #expect(font.glyph(for: " ")?.advance == 260)
        #expect(font.glyph(for: "W")?.advance == 930)
        #expect(font.glyph(for: "\u{0663}")?.advance == 583)
        #expect(font.glyph(for: "\u{0301}")?.advance == 0)
        #expect(font.glyph(for: "\u{200C}")?.advance == 0)
    }

    @Test("Look-alike letters of Latin, Greek and Cyrillic share one glyph")
    func sharedGlyphs() {
        #expect(font.glyph(for: "A") == font.glyph(for: "\u{0391}"))
        #expect(font.glyph(for: "A") == font.glyph(for: "\u{0410}"))
        #expect(font.glyph(for: "A") != font.glyph(for: "B"))
    }

    @Test("\"0\" has two contours: its outside and its counter")
    func contours() throws {
        let zero = try #require(font.glyph(for: "0"))
        #expect(zero.contours.count == 2)
        let inner = font.contourPoints(zero.contours.upperBound - 1).map { font.points[$0] }
        #expect(inner.map(\.x).min() == 137)
        #expect(inner.map(\.x).max() == 434)
        #expect(inner.map(\.y).min() == 65)
        #expect(inner.map(\.y).max() == 650)
    }
}
