/// What the control shows when there are very many pages: dots only (the default), a compact label such
/// as "7 / 120" instead of the dots, or the label beside the dots.
public enum OverflowStyle: Sendable, Hashable {
    /// Always dots (windowed past ``IndicatorWindow/maximumVisibleIndicators``). This is the default.
    case dots
    /// Past `threshold` pages, a label "7 / 120" replaces the dots. Thresholds below 1 count as 1.
    case label(threshold: Int)
    /// Past `threshold` pages, the label shows after the dots. Thresholds below 1 count as 1.
    case dotsAndLabel(threshold: Int)

    /// Whether the label shows for `pageCount` pages.
    public func showsLabel(pageCount: Int) -> Bool {
        switch self {
        case .dots: return false
        case .label(let threshold), .dotsAndLabel(let threshold): return pageCount > max(threshold, 1)
        }
    }

    /// Whether the dots show for `pageCount` pages.
    public func showsDots(pageCount: Int) -> Bool {
        if case .label = self { return !showsLabel(pageCount: pageCount) }
        return true
    }
}

/// The compact page label of ``OverflowStyle``: its text and where it goes.
public struct OverflowLabel: Sendable, Hashable {
    /// The text, "7 / 120" with the language's digits.
    public var text: String {
        didSet { characterCount = text.count }
    }
    /// The number of characters of ``text``, counted once.
    public private(set) var characterCount: Int
    /// The frame in bounds coordinates; the text is centred in it.
    public var frame: Rect
    /// The font size in points: twice the dot diameter, at least 9.
    public var fontSize: Double

    /// The advance of one character as a fraction of the font size (the label uses tabular digits).
    public static let characterWidth = 0.6

    /// The height of the label's line as a multiple of its font size: 1.2.
    package static let lineHeight = 1.2

    /// The label's font size for a dot diameter: twice the diameter, at least 9 points (the scrub preview's
    /// callout uses it too).
    package static func fontSize(forDiameter diameter: Double) -> Double { Swift.max(2 * diameter, 9) }

    /// Creates a label.
    public init(text: String, frame: Rect, fontSize: Double) {
        self.init(text: text, characterCount: text.count, frame: frame, fontSize: fontSize)
    }

    /// Creates a label whose text's characters are already counted.
    package init(text: String, characterCount: Int, frame: Rect, fontSize: Double) {
        self.text = text
        self.characterCount = characterCount
        self.frame = frame
        self.fontSize = fontSize
    }
}
