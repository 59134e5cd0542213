/// A tiny built-in font for the overflow label in raster output: digits (in any script, drawn as 0–9),
/// the slash and the space, each a 3 × 5 grid of square cells.
///
/// Glyphs become one path of abutting squares, so the exact-area rasteriser fills them without seams.
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

    /// The outline of `text` drawn in a box at (`x`, `y`) of `width` × `height` pixels, each character
    /// advancing `width / text.count`, the glyphs centred vertically.
    static func path(for text: String, x: Double, y: Double, width: Double, height: Double) -> RasterPath {
        var path = RasterPath()
        guard !text.isEmpty, width > 0, height > 0 else { return path }
        let advance = width / Double(text.count)
        let cell = min(advance / 4, height / 6)
        let top = y + (height - 5 * cell) / 2
        for (index, character) in text.enumerated() {
            let left = x + Double(index) * advance + (advance - 3 * cell) / 2
            for (row, bits) in rows(for: character).enumerated() {
                for column in 0..<3 where bits & (4 >> UInt8(column)) != 0 {
                    path.append(
                        .roundedRect(
                            x: left + Double(column) * cell, y: top + Double(row) * cell, width: cell, height: cell))
                }
            }
        }
        return path
    }
}
