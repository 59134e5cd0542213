/// What a page's dot carries besides its colour and shape: nothing, the page's number, a badge with a
/// count, or one or two characters of text.
///
/// Set it per page with ``PresentationOptions/setContent(_:forPage:)``, or put a number on every dot with
/// ``PresentationOptions/showsPageNumbers``. A number or text is drawn inside the dot, which grows to fit it (every
/// dot grows alike, so the row keeps one pitch); a badge sits on the dot's top trailing corner and does not
/// grow it. Content is spoken after the page's state: "Page 3 of 8, completed, 2 new" for a badge of 2, the
/// text for ``text(_:)``.
///
/// Content is drawn on dots (``IndicatorPresentation/dots``). Lines and segments are 3 points thick and the
/// number already shows the page, so they leave it out of the picture; it is still spoken.
public enum IndicatorContent: Sendable, Hashable {
    /// Nothing. The default.
    case none
    /// The page's number, 1-based, in the language's digits ("٣" in Arabic).
    case number
    /// A count on the dot's corner, such as unread items: "99+" above 99; 0 shows a plain badge dot with
    /// no number. Negative counts count as 0.
    case badge(Int)
    /// One or two characters inside the dot, such as an initial or a short symbol. Longer text is cut to
    /// its first two characters; empty text shows nothing.
    case text(String)

    /// The most a badge shows as a number: 99. Counts above it read "99+".
    public static let maximumBadgeCount = 99

    /// The content as stored: a badge's count at least 0, text cut to two characters, empty text as
    /// ``none``.
    public var normalized: IndicatorContent {
        switch self {
        case .none, .number: return self
        case .badge(let count): return .badge(Swift.max(count, 0))
        case .text(let text):
            guard !text.isEmpty else { return .none }
            return text.count <= 2 ? self : .text(String(text.prefix(2)))
        }
    }

    /// Whether the content is drawn inside the dot (a number or text), so the dots grow to fit it.
    public var isInside: Bool {
        switch self {
        case .number, .text: return true
        case .none, .badge: return false
        }
    }

    /// The badge's count, or nil for content that is not a badge.
    public var badgeCount: Int? {
        if case .badge(let count) = self { return Swift.max(count, 0) }
        return nil
    }

    /// The content named as the command line spells it: `none`, `number`, `badge` (a plain badge dot),
    /// `badge:N` (a count, 0…1,000,000) or `text:XY` (one or two characters); nil for anything else.
    public init?(name: String) {
        switch name {
        case "none": self = .none
        case "number": self = .number
        case "badge": self = .badge(0)
        default:
            if name.hasPrefix("badge:"), let count = Int(name.dropFirst(6)), (0...1_000_000).contains(count) {
                self = .badge(count)
            } else if name.hasPrefix("text:"), (1...2).contains(name.dropFirst(5).count) {
                self = .text(String(name.dropFirst(5)))
            } else {
                return nil
            }
        }
    }

    /// The characters a badge of `count` shows: the count in `strings`' digits, "99+" above
    /// ``maximumBadgeCount``, nil for 0 (a plain badge dot).
    public static func badgeText(count: Int, strings: PageControlStrings) -> String? {
        guard count > 0 else { return nil }
        return count > maximumBadgeCount ? strings.format(maximumBadgeCount) + "+" : strings.format(count)
    }
}
