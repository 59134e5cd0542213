/// The words the control speaks, in one language: "Page 3 of 5", a span such as "Pages 3 to 4 of 8", the
/// default label, the custom actions, the timer percentage, the page states and the preview text.
///
/// ``PageControlStrings/forLanguage(_:)`` picks the strings for a BCP 47 language tag such as `"ru"`,
/// `"ru-RU"` or `"zh-Hant-TW"`, falling back to English. Numbers use the language's usual digits.
public struct PageControlStrings: Sendable {
    /// The language tag these strings are for, such as `"en"` or `"zh-Hant"`.
    public let language: String
    /// Whether the language is written right to left.
    public let isRightToLeft: Bool
    /// The digits 0–9 the language writes numbers with.
    let digits: [Character]
    /// Builds the value from the formatted page number and page count, and both raw numbers.
    let pageFormat: @Sendable (_ page: String, _ count: String, _ rawPage: Int, _ rawCount: Int) -> String
    /// Puts a page title in front of the value.
    let titleFormat: @Sendable (_ title: String, _ value: String) -> String
    /// Adds the timer percentage to the value.
    let progressFormat: @Sendable (_ value: String, _ percent: String) -> String
    /// Adds a page's state word to the value, after the language's list separator.
    let stateFormat: @Sendable (_ value: String, _ state: String) -> String
    /// Builds a span's value from the formatted 1-based first and last page and the page count, and the raw numbers.
    let spanFormat:
        @Sendable (
            _ first: String, _ last: String, _ count: String, _ rawFirst: Int, _ rawLast: Int, _ rawCount: Int
        ) -> String
    /// The control's default accessibility label.
    public let defaultLabel: String
    /// The name of the "first page" custom action.
    public let firstPageAction: String
    /// The name of the "last page" custom action.
    public let lastPageAction: String
    /// The name of the custom action that stops a running slide show: "Stop slide show".
    public let stopSlideShowAction: String
    /// The name of the custom action that starts the slide show: "Start slide show".
    public let startSlideShowAction: String
    /// The state word for a page the user has already seen: "visited". Written as it reads mid-sentence.
    public let visitedState: String
    /// The state word for a page whose task is done: "completed". Written as it reads mid-sentence.
    public let completedState: String
    /// The state word for a page that needs the user to look at it or fix something: "needs attention".
    /// Written as it reads mid-sentence.
    public let attentionState: String
    /// The state word for a page that cannot be shown or chosen: "unavailable". Written as it reads mid-sentence.
    public let unavailableState: String
    /// The state word for a page whose content is still loading: "loading". Written as it reads mid-sentence.
    public let loadingState: String

    /// "Page 3 of 5" for the 0-based `page` of `count` pages, in this language.
    public func value(page: Int, of count: Int) -> String {
        pageFormat(format(page + 1), format(count), page + 1, count)
    }

    /// "Welcome, page 1 of 4": a page title with the value, in this language's order.
    public func value(title: String, page: Int, of count: Int) -> String {
        titleFormat(title, value(page: page, of: count))
    }

    /// The value with the timer's progress: "Page 3 of 5, 40%".
    ///
    /// - Parameters:
    ///   - value: The value to extend, such as "Page 3 of 5".
    ///   - progress: 0…1; values outside are clamped, NaN becomes 0.
    public func value(_ value: String, progress: Double) -> String {
        progressFormat(value, format(Int((CoreMath.clamp(progress, 0, 1) * 100).rounded(.down))))
    }

    /// The value with a page's state: "Page 3 of 8, completed".
    ///
    /// - Parameters:
    ///   - value: The value to extend, such as "Page 3 of 8".
    ///   - state: The state word, usually one of this language's `…State` words such as ``completedState``.
    ///     It is added as given, after the language's list separator (`、` in Japanese, `，` in Chinese,
    ///     `،` in Arabic script), so pass it the way it reads mid-sentence.
    public func value(_ value: String, state: String) -> String {
        stateFormat(value, state)
    }

    /// "Pages 3 to 4 of 8" for the 0-based pages `first` through `last` of `count` pages, when several pages
    /// are on screen at once.
    ///
    /// The two pages may be given in either order. When they are the same page, this is
    /// ``value(page:of:)``: "Page 3 of 8".
    public func value(pages first: Int, through last: Int, of count: Int) -> String {
        let (low, high) = (min(first, last), max(first, last))
        guard low != high else { return value(page: low, of: count) }
        return spanFormat(format(low + 1), format(high + 1), format(count), low + 1, high + 1, count)
    }

    /// The short "3 / 8" text for the 0-based `page` of `count` pages, such as a scrubbing preview shows,
    /// in this language's digits ("٣ / ٨" in Arabic).
    ///
    /// The page number comes first in the text, so a right-to-left layout shows it on the right, where
    /// a right-to-left reader starts.
    public func previewText(page: Int, of count: Int) -> String {
        "\(format(page + 1)) / \(format(count))"
    }

    /// A whole number written with this language's digits.
    public func format(_ number: Int) -> String {
        let text = String(number)
        guard digits.first != "0" else { return text }
        return String(text.map { c in c.wholeNumberValue.map { digits[$0] } ?? c })
    }

    /// The strings for a language tag, or English when the language is not known.
    ///
    /// Matching tries the whole tag, then drops subtags from the end (`zh-Hant-TW` → `zh-Hant` → `zh`).
    /// At each step a few aliases are tried too: `zh-TW` and `zh-HK` mean Traditional Chinese, plain `zh`
    /// Simplified, and the legacy `iw` and `in` mean Hebrew and Indonesian.
    /// Case and `_` separators are accepted (`pt_BR`). nil gives English.
    public static func forLanguage(_ tag: String?) -> PageControlStrings {
        guard let tag else { return english }
        var parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        while !parts.isEmpty {
            let key = parts.joined(separator: "-")
            if let match = table[key] ?? aliases[key].flatMap({ table[$0] }) { return match }
            parts.removeLast()
        }
        return english
    }

    /// The language tags with strings, sorted.
    public static var supportedLanguages: [String] { table.values.map(\.language).sorted() }

    /// Whether a language tag is written right to left (ar, he, fa, ur and their regional forms).
    public static func isRightToLeft(language tag: String?) -> Bool {
        guard let tag else { return false }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"].contains(primary)
    }

    /// English, the fallback.
    public static let english = PageControlStrings(
        language: "en", isRightToLeft: false, digits: Array("0123456789"),
        pageFormat: { page, count, _, _ in "Page \(page) of \(count)" },
        titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
        progressFormat: { value, percent in "\(value), \(percent)%" },
        stateFormat: { value, state in "\(value), \(state)" },
        spanFormat: { first, last, count, _, _, _ in "Pages \(first) to \(last) of \(count)" },
        defaultLabel: "Page control", firstPageAction: "First page", lastPageAction: "Last page",
        stopSlideShowAction: "Stop slide show", startSlideShowAction: "Start slide show", visitedState: "visited",
        completedState: "completed", attentionState: "needs attention", unavailableState: "unavailable",
        loadingState: "loading")

    /// All languages by lower-cased tag.
    static let table: [String: PageControlStrings] = {
        var table: [String: PageControlStrings] = [:]
        for strings in PageControlStrings.catalog { table[strings.language.lowercased()] = strings }
        return table
    }()
}

extension String {
    /// The string with its first letter lower-cased ("Page 1 of 4" → "page 1 of 4").
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
