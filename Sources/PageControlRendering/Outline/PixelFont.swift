/// The built-in pixel font for outputs without fonts, each glyph a 3 × 5 grid of square cells standing on
/// the baseline. ``OutlineBuilder/appendGlyphs(of:to:)`` draws it.
///
/// It covers:
/// - Every printable ASCII character, U+0020 " " … U+007E "~", in shapes after the public-domain 3 × 5
///   fonts (Tom Thumb and the like), kept apart where they would clash: "O" is round where "0" is square,
///   "I" has serifs where "1" has a flag, and "S", "Z", "B", "G" differ from "5", "2", "8", "6".
/// - Lowercase letters as the uppercase ones: five rows leave no room for ascenders, descenders and an
///   x-height, so a smaller lowercase would be illegible; "Lisbon" draws as "LISBON".
/// - "·" (middle dot) and "…" (ellipsis, two dots: three would touch in three columns); "–", "—", "‐",
///   "‑", "‒", "―" and "−" as "-"; "‘", "’" as "'" and "“", "”" as "\""; the no-break, thin and narrow
///   no-break spaces as " "; the Arabic "،", "٪", "٫", "٬" as ",", "%", ".", ",".
/// - Latin letters with diacritics as their base letter: a character whose first scalar is ASCII (a
///   decomposed "é", "e" + U+0301) draws that scalar; precomposed letters of Latin-1 and Latin Extended-A
///   ("é", "ñ", "ø", "ł", "ő", "ž" …) and "ș", "ț" fold through a table. Ligatures and other letters
///   ("æ", "œ", "ß", "þ", "ŋ") are not folded.
/// - Digits of any script ("٣", "३", "④") as 0–9.
///
/// Anything else draws as ``unknown``, a small box. Lookups are O(1) and allocate nothing: a table index
/// or a `switch` per character.
enum PixelFont {
    /// Rows of each glyph, top to bottom, three bits each (4 = left cell, 1 = right cell).
    typealias Rows = [UInt8]

    /// The glyphs of U+0020 … U+007E, indexed by the scalar value minus 0x20; the lowercase letters' entries
    /// are the uppercase glyphs.
    static let printable: [Rows] = {
        let symbols: [Rows] = [
            [0, 0, 0, 0, 0], [2, 2, 2, 0, 2], [5, 5, 0, 0, 0], [5, 7, 5, 7, 5],  // space ! " #
            [3, 6, 3, 6, 2], [5, 1, 2, 4, 5], [2, 5, 2, 5, 3], [2, 2, 0, 0, 0],  // $ % & '
            [1, 2, 2, 2, 1], [4, 2, 2, 2, 4], [0, 5, 2, 5, 0], [0, 2, 7, 2, 0],  // ( ) * +
            [0, 0, 0, 2, 4], [0, 0, 7, 0, 0], [0, 0, 0, 0, 2], [1, 1, 2, 4, 4],  // , - . /
        ]
        let digits: [Rows] = [
            [7, 5, 5, 5, 7], [2, 6, 2, 2, 7], [7, 1, 7, 4, 7], [7, 1, 7, 1, 7], [5, 5, 7, 1, 1],  // 0–4
            [7, 4, 7, 1, 7], [7, 4, 7, 5, 7], [7, 1, 2, 2, 2], [7, 5, 7, 5, 7], [7, 5, 7, 1, 7],  // 5–9
        ]
        let middle: [Rows] = [
            [0, 2, 0, 2, 0], [0, 2, 0, 2, 4], [1, 2, 4, 2, 1], [0, 7, 0, 7, 0],  // : ; < =
            [4, 2, 1, 2, 4], [7, 1, 2, 0, 2], [2, 5, 7, 4, 3],  // > ? @
        ]
        let letters: [Rows] = [
            [2, 5, 7, 5, 5], [6, 5, 6, 5, 6], [3, 4, 4, 4, 3], [6, 5, 5, 5, 6],  // A B C D
            [7, 4, 7, 4, 7], [7, 4, 7, 4, 4], [3, 4, 5, 5, 3], [5, 5, 7, 5, 5],  // E F G H
            [7, 2, 2, 2, 7], [1, 1, 1, 5, 2], [5, 5, 6, 5, 5], [4, 4, 4, 4, 7],  // I J K L
            [5, 7, 7, 5, 5], [6, 5, 5, 5, 5], [2, 5, 5, 5, 2], [6, 5, 6, 4, 4],  // M N O P
            [2, 5, 5, 7, 3], [6, 5, 6, 5, 5], [3, 4, 2, 1, 6], [7, 2, 2, 2, 2],  // Q R S T
            [5, 5, 5, 5, 7], [5, 5, 5, 5, 2], [5, 5, 7, 7, 5], [5, 5, 2, 5, 5],  // U V W X
            [5, 5, 2, 2, 2], [7, 1, 2, 4, 7],  // Y Z
        ]
        let brackets: [Rows] = [
            [6, 4, 4, 4, 6], [4, 4, 2, 1, 1], [3, 1, 1, 1, 3], [2, 5, 0, 0, 0],  // [ \ ] ^
            [0, 0, 0, 0, 7], [4, 2, 0, 0, 0],  // _ `
        ]
        let braces: [Rows] = [
            [3, 2, 6, 2, 3], [2, 2, 2, 2, 2], [6, 2, 3, 2, 6], [0, 3, 6, 0, 0],  // { | } ~
        ]
        return symbols + digits + middle + letters + brackets + letters + braces
    }()

    /// "·", U+00B7: one cell at mid-height.
    static let middleDot: Rows = [0, 0, 2, 0, 0]
    /// "…", U+2026: two dots on the baseline.
    static let ellipsis: Rows = [0, 0, 0, 0, 5]
    /// The glyph for an unknown character: a small box.
    static let unknown: Rows = [0, 7, 5, 7, 0]

    /// The base letters of U+00C0 … U+017F (Latin-1's letters and Latin Extended-A), a space where a
    /// character has none.
    static let latinBases: [UInt8] = Array(
        ("AAAAAA CEEEEIIIIDNOOOOO OUUUUY  aaaaaa ceeeeiiiidnooooo ouuuuy y"
            + "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIi  JjKk LlLlLlLlLlNnNnNn   OoOoOo  RrRrRr"
            + "SsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZz ").utf8)

    /// The rows of a character's glyph (see ``PixelFont`` for what is covered).
    static func rows(for character: Character) -> Rows {
        guard let scalar = character.unicodeScalars.first else { return unknown }
        switch scalar.value {
        case 0xB7: return middleDot
        case 0x2026: return ellipsis
        default: break
        }
        if let ascii = printableEquivalent(of: scalar) { return printable[Int(ascii) - 0x20] }
        if let digit = character.wholeNumberValue, (0...9).contains(digit) { return printable[0x10 + digit] }
        return unknown
    }

    /// The printable ASCII character a scalar draws as: itself, its base letter, or its ASCII look-alike.
    static func printableEquivalent(of scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        switch value {
        case 0x20...0x7E: return UInt8(value)
        case 0xC0...0x17F:
            let base = latinBases[Int(value) - 0xC0]
            return base == 0x20 ? nil : base
        case 0x218, 0x219: return value == 0x218 ? 0x53 : 0x73  // Ș ș
        case 0x21A, 0x21B: return value == 0x21A ? 0x54 : 0x74  // Ț ț
        case 0xA0, 0x2009, 0x202F: return 0x20  // no-break, thin and narrow no-break spaces
        case 0x2010...0x2015, 0x2212: return 0x2D  // hyphens, dashes and the minus sign as "-"
        case 0x2018, 0x2019: return 0x27  // ‘ ’ as '
        case 0x201C, 0x201D: return 0x22  // “ ” as "
        case 0x60C, 0x66C: return 0x2C  // Arabic comma and thousands separator as ","
        case 0x66A: return 0x25  // Arabic percent sign as "%"
        case 0x66B: return 0x2E  // Arabic decimal separator as "."
        default: return nil
        }
    }
}
