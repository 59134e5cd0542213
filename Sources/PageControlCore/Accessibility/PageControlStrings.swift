/// The words the control speaks, in one language: "Page 3 of 5", the default label, the custom actions
/// and the timer percentage.
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
    /// The control's default accessibility label.
    public let defaultLabel: String
    /// The name of the "first page" custom action.
    public let firstPageAction: String
    /// The name of the "last page" custom action.
    public let lastPageAction: String

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
        defaultLabel: "Page control", firstPageAction: "First page", lastPageAction: "Last page")

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
