import Testing

@testable import PageControlCore

@Suite struct PlainNameTests {
    static let names: [StaticString] = ["worm", "thin-worm", "scale", "dots", "numeric", "k"]

    @Test(
        "A name matches exactly when lowercased() makes the text the name",
        arguments: [
            "worm", "WORM", "Worm", "wOrM", "worms", "wor", "", " worm", "worm ", "thin-worm", "THIN-WORM", "thin_worm",
            "scale", "SCALE", "ſcale", "dots", "DOTS", "dotſ", "numeric", "NUMÉRIC", "k", "K", "\u{212A}",
            "\u{212A}\u{212A}",
            "wörm", "w\u{0301}orm", "İ", "\u{FF37}ORM",
        ])
    func matchesAsLowercased(_ text: String) {
        for name in Self.names {
            let expected = text.lowercased() == PageControlStrings.string(name)
            #expect(PlainName.matches(text, name) == expected, "\(text) / \(name)")
        }
    }

    @Test("A part of a text's bytes matches as the part alone")
    func part() {
        let bytes = Array("Scale:1.5".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            #expect(PlainName.matches(UnsafeBufferPointer(rebasing: bytes[..<5]), "scale"))
            #expect(!PlainName.matches(UnsafeBufferPointer(rebasing: bytes[5...]), "scale"))
            #expect(!PlainName.matches(UnsafeBufferPointer(rebasing: bytes[..<4]), "scale"))
        }
    }
}
