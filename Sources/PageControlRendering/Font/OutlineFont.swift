import PageControlCore
import PageControlFontData

/// The outline font the PNG renderer draws text with: a subset of Noto Sans (Latin, Greek, Cyrillic, digits,
/// punctuation) and Noto Sans Arabic, Hebrew, Devanagari and Thai, with Droid Sans Fallback for Chinese and
/// Japanese and Nanum Gothic for Korean, as TrueType contours scaled to 1000 units per em.
///
/// `Scripts/fonts/make-font-subset.py` writes the subset into the target PageControlFontData
/// (`Sources/PageControlFontData/Generated/`, which only this module imports; the fonts' licences are in `Fonts/`). It covers every character of the 26 languages' ``PageControlStrings`` and the digits they
/// use (Latin, Arabic-Indic, Extended Arabic-Indic, Devanagari, Thai), printable ASCII, Latin-1 Supplement,
/// Latin Extended-A and Extended Additional (Vietnamese), the combining diacritical marks, basic Greek and
/// Cyrillic letters, and common punctuation, spaces and signs ("·", "…", "–", "—", quotes, "%", "٪", "،",
/// "٫", "٬", "+" for "99+" badges): 1255 characters in 1170 distinct glyphs.
///
/// - A character outside the subset draws as a visible placeholder, like a font's `.notdef`: the outline of a
///   box ``DisplayText/capHeight`` high standing on the baseline, in a ``DisplayText/characterWidth`` (0.6 em)
///   advance. Default-ignorable characters outside the subset (variation selectors, joiners) draw nothing and
///   take no space.
/// - There is no shaping: text is drawn glyph by glyph, one glyph per Unicode scalar, in the order of its
///   characters, with the fonts' own advances and no kerning, ligatures or contextual forms. Arabic letters
///   draw in their isolated forms, Devanagari without conjuncts or reordered vowel signs. Combining marks have
///   no advance and draw over the glyph before them.
/// - A line whose first strong character (a letter) is right to left (Hebrew, Arabic script) draws its
///   characters in reverse order, so it reads right to left; runs of digits inside it, with the `%`, `٪` or
///   `‰` next to them and a `,`, `.`, `:`, `٫` or `٬` between two digits, keep their left-to-right order.
///   Any other line, including one of digits and punctuation only (the Arabic "٣ / ١٢"), draws left to right.
///
/// The subset is decoded once, on first use of ``shared``; looking a character up is a binary search, and
/// drawing a line allocates nothing.
package struct OutlineFont: Sendable {
    /// One point of a contour, in font units with y up: on the curve, or the control point of a quadratic
    /// curve (two control points in a row have an implied on-curve point halfway between them).
    struct GlyphPoint: Sendable, Hashable {
        /// The horizontal position in font units.
        var x: Int16
        /// The vertical position in font units, up from the baseline.
        var y: Int16
        /// Whether the point is on the curve (else a quadratic control point).
        var isOnCurve: Bool
    }

    /// One glyph: its advance and the range of its contours.
    package struct Glyph: Sendable, Hashable {
        /// The advance in font units.
        package var advance: Int
        /// The glyph's contours, as indices into ``OutlineFont/contourEnds``.
        var contours: Range<Int>
    }

    /// The subset, decoded from `OutlineFontData.encodedGlyphs` on first use (a `static let`: lazily, once,
    /// thread-safely).
    package static let shared = OutlineFont(encoded: OutlineFontData.encodedGlyphs)

    /// The advance of the placeholder drawn for a character outside the subset, as a fraction of the font
    /// size: ``DisplayText/characterWidth``, 0.6.
    package static let fallbackAdvance = DisplayText.characterWidth
    /// The placeholder box's inset from each side of its advance, as a fraction of the font size: 0.08.
    static let fallbackInset = 0.08
    /// The placeholder box's line width, as a fraction of the font size: 0.06 (about a stem of Noto Sans
    /// Regular, 0.09, thinned so that a box reads as a box and not a letter).
    static let fallbackLineWidth = 0.06

    /// Font units per em: 1000.
    package let unitsPerEm: Int
    /// Noto Sans's ascender above the baseline, in font units.
    package let ascender: Int
    /// Noto Sans's descender below the baseline, in font units (positive).
    package let descender: Int
    /// Noto Sans's cap height, in font units.
    package let capHeight: Int
    /// The covered Unicode scalars, ascending.
    let scalars: [UInt32]
    /// The glyph of each of ``scalars`` (characters that look alike share one, as "A", "Α" and "А").
    let glyphIndices: [Int32]
    /// The distinct glyphs.
    let glyphs: [Glyph]
    /// The end (exclusive) of each contour in ``points``; a contour starts where the one before it ends.
    let contourEnds: [Int32]
    /// Every glyph's contour points.
    let points: [GlyphPoint]

    /// The number of covered characters.
    package var characterCount: Int { scalars.count }

    /// The glyph of a Unicode scalar, or nil when the subset does not have it.
    ///
    /// - Complexity: O(log n) in the number of covered characters.
    package func glyph(for scalar: Unicode.Scalar) -> Glyph? {
        var (low, high) = (0, scalars.count)
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < scalars.count, scalars[low] == scalar.value else { return nil }
        return glyphs[Int(glyphIndices[low])]
    }

    /// The points of contour `index`.
    func contourPoints(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(contourEnds[index - 1]))..<Int(contourEnds[index])
    }
}
