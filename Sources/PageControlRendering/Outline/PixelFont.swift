/// The built-in pixel font for outputs without fonts: digits (in any script, drawn as 0–9), the slash and
/// the space, each a 3 × 5 grid of square cells. ``OutlineBuilder/appendGlyphs(of:to:)`` draws it.
enum PixelFont {
    /// Rows of each glyph, top to bottom, three bits each (4 = left cell, 1 = right cell).
    static let glyphs: [Character: [UInt8]] = [
        "0": [7, 5, 5, 5, 7], "1": [2, 6, 2, 2, 7], "2": [7, 1, 7, 4, 7], "3": [7, 1, 7, 1, 7],
        "4": [5, 5, 7, 1, 1], "5": [7, 4, 7, 1, 7], "6": [7, 4, 7, 5, 7], "7": [7, 1, 2, 2, 2],
        "8": [7, 5, 7, 5, 7], "9": [7, 5, 7, 1, 7], "/": [1, 1, 2, 4, 4], " ": [0, 0, 0, 0, 0],
    ]
    /// The glyph for an unknown character: a small box.
    static let unknown: [UInt8] = [0, 7, 5, 7, 0]

    /// The rows of a character's glyph; digits of any script map to 0–9.
    static func rows(for character: Character) -> [UInt8] {
        if let glyph = glyphs[character] { return glyph }
        if let digit = character.wholeNumberValue, let glyph = glyphs[Character(String(digit))] { return glyph }
        return unknown
    }
}
