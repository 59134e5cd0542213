/// Where a scrub will land, shown while it is under way: the page, its title, "k / n", and a callout
/// rectangle anchored over that page's dot.
///
/// Read it from a frame (``PageControlFrame/preview``); display lists draw it (a rounded rectangle and its text)
/// when ``InteractionOptions/showsScrubPreview`` is on.
///
/// The callout stands beside the row on ``edge``: above a horizontal row, flipped below when the bounds
/// (``InteractionOptions/scrubPreviewBounds``) have no room above, and left of a vertical row (right of it in a
/// right-to-left layout), flipped to the other side when there is no room. Along the row it is centred on the dot and
/// kept inside the bounds; a title too long for the bounds is shortened with "…". When neither side has room it stays
/// on the preferred side, moved inside the bounds as far as they allow (over the dots). With empty bounds nothing is
/// moved.
public struct ScrubPreview: Sendable, Hashable {
    /// A side of the row.
    public enum Edge: Sendable, Hashable {
        /// Above a horizontal row.
        case top
        /// Below a horizontal row.
        case bottom
        /// Left of a vertical row.
        case left
        /// Right of a vertical row.
        case right
    }

    /// The page the scrub would land on if released now (0-based): the current page, which a touch scrub
    /// steps towards the page under the finger frame by frame.
    public var page: Int
    /// The page's accessibility title, if set.
    public var title: String?
    /// "3 / 8": the page (1-based) and the page count, in the control's language.
    public var pageText: String
    /// What the callout shows: "Welcome · 3 / 8" with a title (shortened with "…" to fit the bounds),
    /// else ``pageText``.
    public var text: String {
        didSet { storedCharacterCount = Int32(clamping: text.count) }
    }
    /// The callout's frame in bounds coordinates.
    public var frame: Rect
    /// The centre of the page's dot, which the callout points at.
    public var anchor: Point
    /// Which side of the row the callout stands on.
    public var edge: Edge
    /// The characters of ``text``, counted as the preview is made (from the language's own count of ``pageText``,
    /// so that a preview without a title counts none, and the web module links no grapheme breaking). An `Int32`
    /// beside ``edge``, where the struct has room for it: a larger preview makes every frame larger to copy.
    private var storedCharacterCount: Int32
    /// The text's font size in points: the overflow label's, twice the dot diameter and at least 9.
    public var fontSize: Double

    /// The characters of ``text`` (`text.count`).
    package var characterCount: Int { Int(storedCharacterCount) }

    /// The callout's corner radius: a quarter of its height.
    public var cornerRadius: Double { frame.height / 4 }

    /// The callout's colour: 10 % white at 90 % opacity, dark on any background.
    public static let backgroundColor = Color(white: 0.1, alpha: 0.9)
    /// The text's colour: white (17:1 against ``backgroundColor``).
    public static let textColor = Color.white

    /// The gap between the dot and the callout, in points: 4.
    public static let gap = 4.0
    /// What separates a title from the page text: `" · "`.
    public static let separator = " · "
    /// How long the preview stays after a VoiceOver adjustment (increment or decrement), in seconds of
    /// frame clock: 1.
    public static let adjustmentHoldDuration = 1.0

    /// The text's padding inside the callout, along and across: half and a quarter of the font size.
    static func padding(fontSize: Double) -> (along: Double, across: Double) { (fontSize / 2, fontSize / 4) }

    /// The size of a callout showing `characters` characters at `fontSize`: the characters' advances plus the
    /// padding along, a line (1.2 × the font size) plus the padding across.
    package static func calloutSize(characters: Int, fontSize: Double) -> Size {
        let pad = padding(fontSize: fontSize)
        return Size(
            width: Double(characters) * OverflowLabel.characterWidth * fontSize + 2 * pad.along,
            height: fontSize * 1.2 + 2 * pad.across)
    }

    /// Builds the preview for a page's dot.
    ///
    /// - Parameters:
    ///   - page: The page.
    ///   - title: Its title, or nil.
    ///   - pageText: "3 / 8".
    ///   - pageCharacters: `pageText`'s characters, as the language wrote them
    ///     (``PageControlStrings/writePageOfCount(_:of:atLeast:into:)``).
    ///   - dot: The dot's frame.
    ///   - bounds: The control's bounds (empty for no limit).
    ///   - vertical: Whether the row is vertical.
    ///   - prefersRight: For a vertical row, whether the callout goes right of it first (right to left).
    ///   - fontSize: The font size.
    init(
        page: Int, title: String?, pageText: String, pageCharacters: Int, dot: Rect, bounds: Rect, vertical: Bool,
        prefersRight: Bool, fontSize: Double
    ) {
        let pad = Self.padding(fontSize: fontSize)
        let characterWidth = OverflowLabel.characterWidth * fontSize
        let height = Self.calloutSize(characters: 0, fontSize: fontSize).height
        var text = pageText
        var characters = pageCharacters
        func width(_ count: Int) -> Double { Self.calloutSize(characters: count, fontSize: fontSize).width }
        if let title {
            text = title + Self.separator + pageText
            let limit = bounds.isEmpty ? Double.infinity : bounds.width
            if width(text.count) > limit {
                let room =
                    Int(((limit - 2 * pad.along) / characterWidth).rounded(.down))
                    - Self.separator.count - pageCharacters - 1
                text = room > 0 ? String(title.prefix(room)) + "…" + Self.separator + pageText : pageText
            }
            characters = text.count
        }
        let w = width(characters)
        let gap = Self.gap
        var edge: Edge
        var origin: Point
        if vertical {
            let left = Point(x: dot.minX - gap - w, y: dot.midY - height / 2)
            let right = Point(x: dot.maxX + gap, y: dot.midY - height / 2)
            let fitsLeft = bounds.isEmpty || left.x >= bounds.minX
            let fitsRight = bounds.isEmpty || right.x + w <= bounds.maxX
            let goesRight = prefersRight ? (fitsRight || !fitsLeft) : (!fitsLeft && fitsRight)
            edge = goesRight ? .right : .left
            origin = goesRight ? right : left
        } else {
            let above = Point(x: dot.midX - w / 2, y: dot.minY - gap - height)
            let below = Point(x: dot.midX - w / 2, y: dot.maxY + gap)
            let fitsAbove = bounds.isEmpty || above.y >= bounds.minY
            let fitsBelow = bounds.isEmpty || below.y + height <= bounds.maxY
            edge = !fitsAbove && fitsBelow ? .bottom : .top
            origin = edge == .bottom ? below : above
        }
        if !bounds.isEmpty {
            origin.x = Swift.max(bounds.minX, Swift.min(origin.x, bounds.maxX - w))
            origin.y = Swift.max(bounds.minY, Swift.min(origin.y, bounds.maxY - height))
        }
        self.page = page
        self.title = title
        self.pageText = pageText
        self.text = text
        self.storedCharacterCount = Int32(clamping: characters)
        self.frame = Rect(x: origin.x, y: origin.y, width: w, height: height)
        self.anchor = dot.center
        self.edge = edge
        self.fontSize = fontSize
    }
}
