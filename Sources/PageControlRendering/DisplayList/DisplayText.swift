import PageControlCore

/// A line of text placed in the control's coordinates: the overflow label's "7 / 120".
///
/// The text sits on a baseline through ``origin``; ``alignment`` says which part of the line is at
/// `origin.x`. A renderer with real fonts measures the line and starts it at ``lineStart(forWidth:)`` (the PNG
/// renderer measures the glyphs of its built-in font subset); one without (the terminal) uses the estimated
/// ``width``. The vertical placement puts
/// digits (cap-height glyphs) at the middle of the label's frame: the baseline is ``capHeight`` × size / 2
/// below the frame's middle.
public struct DisplayText: Sendable, Hashable {
    /// Which point of the line lies at ``DisplayText/origin``'s x.
    public enum Alignment: Sendable, Hashable {
        /// The line starts at the origin (its left end).
        case leading
        /// The line is centred on the origin. The overflow label uses this.
        case center
        /// The line ends at the origin (its right end).
        case trailing
    }

    /// The text. Setting it counts its characters again for ``width``.
    public var string: String {
        didSet { characterCount = string.count }
    }
    /// The font size in points (the em size). Negative and non-finite sizes become 0.
    public var fontSize: Double
    /// A point on the baseline, at the part of the line given by ``alignment``.
    public var origin: Point
    /// How the line sits on ``origin``. The default is `.center`.
    public var alignment: Alignment
    /// The number of characters in ``string``, counted once when the string is set, so ``width`` and ``frame``
    /// (read for every primitive of every frame) never walk the string.
    private(set) var characterCount: Int

    /// The height of digits and capitals as a fraction of the font size, 0.7 (the system fonts' cap
    /// height is 0.70–0.72 em).
    public static let capHeight = 0.7
    /// The advance of one character as a fraction of the font size, 0.6: the tabular digits' width, as
    /// `OverflowLabel.characterWidth`.
    public static let characterWidth = OverflowLabel.characterWidth
    /// The ascent above the baseline, as a fraction of the font size: 0.8.
    public static let ascent = 0.8
    /// The descent below the baseline, as a fraction of the font size: 0.2.
    public static let descent = 0.2

    /// Creates a line of text.
    public init(string: String, fontSize: Double, origin: Point, alignment: Alignment = .center) {
        self.init(
            string: string, characterCount: string.count, fontSize: fontSize, origin: origin, alignment: alignment)
    }

    /// Creates a line of text whose characters were already counted (`characterCount` is
    /// `string.count`), so a frame that draws kept text does not count it again.
    init(string: String, characterCount: Int, fontSize: Double, origin: Point, alignment: Alignment = .center) {
        self.string = string
        self.characterCount = characterCount
        self.fontSize = fontSize.isFinite && fontSize > 0 ? fontSize : 0
        self.origin = origin
        self.alignment = alignment
    }

    /// The overflow label's text, centred in its frame.
    public init(_ label: OverflowLabel) {
        let size = label.fontSize.isFinite && label.fontSize > 0 ? label.fontSize : 0
        self.init(
            string: label.text, characterCount: label.characterCount, fontSize: size,
            origin: Point(x: label.frame.midX, y: label.frame.midY + Self.capHeight * size / 2), alignment: .center)
    }

    /// The estimated width of the line: ``characterWidth`` × the font size per character.
    ///
    /// - Complexity: O(1): the characters are counted when the string is set.
    public var width: Double { Double(characterCount) * Self.characterWidth * fontSize }

    /// The x where a line `width` wide starts, for this alignment.
    public func lineStart(forWidth width: Double) -> Double {
        switch alignment {
        case .leading: return origin.x
        case .center: return origin.x - width / 2
        case .trailing: return origin.x - width
        }
    }

    /// The box the estimated line covers: from ``ascent`` above the baseline to ``descent`` below it.
    public var frame: Rect {
        Rect(
            x: lineStart(forWidth: width), y: origin.y - Self.ascent * fontSize, width: width,
            height: (Self.ascent + Self.descent) * fontSize)
    }
}
