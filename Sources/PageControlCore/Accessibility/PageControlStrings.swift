/// The words the control speaks, in one language: "Page 3 of 5", a span such as "Pages 3 to 4 of 8", the
/// default label, the custom actions, the timer percentage, the page states and the preview text.
///
/// ``PageControlStrings/forLanguage(_:)`` picks the strings for a BCP 47 language tag such as `"ru"`,
/// `"ru-RU"` or `"zh-Hant-TW"`, falling back to English. Numbers use the language's usual digits.
public struct PageControlStrings: Sendable {
    /// The words of one language, held once and shared by every copy of its strings (a copy is one reference).
    final class Words: Sendable {
        let language: String
        let isRightToLeft: Bool
        let digits: [Character]
        let pageFormat: @Sendable (_ page: String, _ count: String, _ rawPage: Int, _ rawCount: Int) -> String
        let titleFormat: @Sendable (_ title: String, _ value: String) -> String
        let progressFormat: @Sendable (_ value: String, _ percent: String) -> String
        let stateFormat: @Sendable (_ value: String, _ state: String) -> String
        let spanFormat:
            @Sendable (
                _ first: String, _ last: String, _ count: String, _ rawFirst: Int, _ rawLast: Int, _ rawCount: Int
            ) -> String
        let defaultLabel: String
        let firstPageAction: String
        let lastPageAction: String
        let stopSlideShowAction: String
        let startSlideShowAction: String
        let visitedState: String
        let completedState: String
        let attentionState: String
        let unavailableState: String
        let loadingState: String
        let badgeWord: String
        let badgeFormat: @Sendable (_ count: String, _ rawCount: Int) -> String

        init(
            language: String,
            isRightToLeft: Bool,
            digits: [Character],
            pageFormat:
                @escaping @Sendable (_ page: String, _ count: String, _ rawPage: Int, _ rawCount: Int) -> String,
            titleFormat: @escaping @Sendable (_ title: String, _ value: String) -> String,
            progressFormat: @escaping @Sendable (_ value: String, _ percent: String) -> String,
            stateFormat: @escaping @Sendable (_ value: String, _ state: String) -> String,
            spanFormat:
                @escaping @Sendable (
                    _ first: String, _ last: String, _ count: String, _ rawFirst: Int, _ rawLast: Int, _ rawCount: Int
                ) -> String,
            defaultLabel: String,
            firstPageAction: String,
            lastPageAction: String,
            stopSlideShowAction: String,
            startSlideShowAction: String,
            visitedState: String,
            completedState: String,
            attentionState: String,
            unavailableState: String,
            loadingState: String,
            badgeWord: String,
            badgeFormat: @escaping @Sendable (_ count: String, _ rawCount: Int) -> String
        ) {
            self.language = language
            self.isRightToLeft = isRightToLeft
            self.digits = digits
            self.pageFormat = pageFormat
            self.titleFormat = titleFormat
            self.progressFormat = progressFormat
            self.stateFormat = stateFormat
            self.spanFormat = spanFormat
            self.defaultLabel = defaultLabel
            self.firstPageAction = firstPageAction
            self.lastPageAction = lastPageAction
            self.stopSlideShowAction = stopSlideShowAction
            self.startSlideShowAction = startSlideShowAction
            self.visitedState = visitedState
            self.completedState = completedState
            self.attentionState = attentionState
            self.unavailableState = unavailableState
            self.loadingState = loadingState
            self.badgeWord = badgeWord
            self.badgeFormat = badgeFormat
        }
    }

    /// The words, shared.
    let words: Words

    /// The language tag these strings are for, such as `"en"` or `"zh-Hant"`.
    public var language: String { words.language }
    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { words.isRightToLeft }
    /// The digits 0–9 the language writes numbers with.
    var digits: [Character] { words.digits }
    /// Builds the value from the formatted page number and page count, and both raw numbers.
    var pageFormat: @Sendable (_ page: String, _ count: String, _ rawPage: Int, _ rawCount: Int) -> String {
        words.pageFormat
    }
    /// Puts a page title in front of the value.
    var titleFormat: @Sendable (_ title: String, _ value: String) -> String { words.titleFormat }
    /// Adds the timer percentage to the value.
    var progressFormat: @Sendable (_ value: String, _ percent: String) -> String { words.progressFormat }
    /// Adds a page's state word to the value, after the language's list separator.
    var stateFormat: @Sendable (_ value: String, _ state: String) -> String { words.stateFormat }
    /// Builds a span's value from the formatted 1-based first and last page and the page count, and the raw numbers.
    var spanFormat:
        @Sendable (_ first: String, _ last: String, _ count: String, _ rawFirst: Int, _ rawLast: Int, _ rawCount: Int)
            -> String
    { words.spanFormat }
    /// The control's default accessibility label.
    public var defaultLabel: String { words.defaultLabel }
    /// The name of the "first page" custom action.
    public var firstPageAction: String { words.firstPageAction }
    /// The name of the "last page" custom action.
    public var lastPageAction: String { words.lastPageAction }
    /// The name of the custom action that stops a running slide show: "Stop slide show".
    public var stopSlideShowAction: String { words.stopSlideShowAction }
    /// The name of the custom action that starts the slide show: "Start slide show".
    public var startSlideShowAction: String { words.startSlideShowAction }
    /// The state word for a page the user has already seen: "visited". Written as it reads mid-sentence.
    public var visitedState: String { words.visitedState }
    /// The state word for a page whose task is done: "completed". Written as it reads mid-sentence.
    public var completedState: String { words.completedState }
    /// The state word for a page that needs the user to look at it or fix something: "needs attention".
    /// Written as it reads mid-sentence.
    public var attentionState: String { words.attentionState }
    /// The state word for a page that cannot be shown or chosen: "unavailable". Written as it reads mid-sentence.
    public var unavailableState: String { words.unavailableState }
    /// The state word for a page whose content is still loading: "loading". Written as it reads mid-sentence.
    public var loadingState: String { words.loadingState }
    /// What a badge with no number says: "new". Written as it reads mid-sentence.
    var badgeWord: String { words.badgeWord }
    /// Builds a badge's spoken count, "2 new", from the formatted count and the raw count (1 or more), in the
    /// plural form the language's CLDR rules give for the raw count.
    var badgeFormat: @Sendable (_ count: String, _ rawCount: Int) -> String { words.badgeFormat }

    /// Strings from their words; see the catalog for what each one says.
    init(
        language: String,
        isRightToLeft: Bool,
        digits: [Character],
        pageFormat: @escaping @Sendable (_ page: String, _ count: String, _ rawPage: Int, _ rawCount: Int) -> String,
        titleFormat: @escaping @Sendable (_ title: String, _ value: String) -> String,
        progressFormat: @escaping @Sendable (_ value: String, _ percent: String) -> String,
        stateFormat: @escaping @Sendable (_ value: String, _ state: String) -> String,
        spanFormat:
            @escaping @Sendable (
                _ first: String, _ last: String, _ count: String, _ rawFirst: Int, _ rawLast: Int, _ rawCount: Int
            ) -> String,
        defaultLabel: String,
        firstPageAction: String,
        lastPageAction: String,
        stopSlideShowAction: String,
        startSlideShowAction: String,
        visitedState: String,
        completedState: String,
        attentionState: String,
        unavailableState: String,
        loadingState: String,
        badgeWord: String,
        badgeFormat: @escaping @Sendable (_ count: String, _ rawCount: Int) -> String
    ) {
        words = Words(
            language: language, isRightToLeft: isRightToLeft, digits: digits, pageFormat: pageFormat,
            titleFormat: titleFormat, progressFormat: progressFormat, stateFormat: stateFormat, spanFormat: spanFormat,
            defaultLabel: defaultLabel, firstPageAction: firstPageAction, lastPageAction: lastPageAction,
            stopSlideShowAction: stopSlideShowAction, startSlideShowAction: startSlideShowAction,
            visitedState: visitedState, completedState: completedState, attentionState: attentionState,
            unavailableState: unavailableState, loadingState: loadingState, badgeWord: badgeWord,
            badgeFormat: badgeFormat)
    }

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

    /// The value with a page's content: "Page 3 of 8, 2 new", or "Page 3 of 8, completed, 2 new" after a state.
    ///
    /// The content phrase is added as given, after the language's list separator, exactly as a state is by
    /// ``value(_:state:)``.
    ///
    /// ```swift
    /// let s = PageControlStrings.english
    /// s.value(s.value(s.value(page: 2, of: 8), state: s.completedState), content: s.badgeText(count: 2))
    /// // "Page 3 of 8, completed, 2 new"
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to extend, such as "Page 3 of 8" or "Page 3 of 8, completed".
    ///   - content: What the page's dot carries: a badge's ``badgeText(count:)``, or a `.text` string.
    ///     Pass it the way it reads mid-sentence. A page number needs no phrase: it is already in the value.
    /// - Returns: The value, the separator and the content.
    public func value(_ value: String, content: String) -> String {
        stateFormat(value, content)
    }

    /// A badge's spoken count: "2 new" for 2, "new" for a badge with no number.
    ///
    /// The word takes the plural form that the language's CLDR plural rules give for `count` ("1 новое",
    /// "2 новых", "5 новых", "21 новое" in Russian) and the number is written in the language's digits
    /// ("٥ عناصر جديدة" in Arabic, which says one and two with the noun's own forms, "عنصران جديدان").
    ///
    /// - Parameter count: The number on the badge, such as unread items. 0 means a plain badge dot with no
    ///   number and gives the language's plain word for "new"; negative counts are clamped to 0.
    /// - Returns: The phrase as it reads mid-sentence, for ``value(_:content:)``.
    public func badgeText(count: Int) -> String {
        guard count > 0 else { return badgeWord }
        return badgeFormat(format(count), count)
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
        var text = ""
        writePageOfCount(page, of: count, into: &text)
        return text
    }

    /// Appends ``previewText(page:of:)``'s "3 / 8" to `text` and returns the number of characters appended,
    /// so a kept buffer is reused and never counted (the number of ``IndicatorPresentation/numeric`` and the
    /// overflow label, on every page change).
    @discardableResult
    package func writePageOfCount(_ page: Int, of count: Int, into text: inout String) -> Int {
        let first = write(page + 1, into: &text)
        text.append(" / ")
        return first + 3 + write(count, into: &text)
    }

    /// A whole number written with this language's digits.
    ///
    /// - Complexity: O(digits), with no allocation while the text fits in a string's inline storage
    ///   (15 UTF-8 bytes: 15 ASCII digits, 7 Arabic-Indic ones).
    public func format(_ number: Int) -> String {
        var text = ""
        write(number, into: &text)
        return text
    }

    /// Appends `number` in this language's digits to `text` (a minus sign first for a negative number) and
    /// returns the number of characters appended (one per digit, and the sign).
    ///
    /// The UTF-8 is gathered on the stack and appended 15 bytes or fewer at a time, each piece a string held
    /// inline, so writing into a string with room allocates nothing.
    @discardableResult
    package func write(_ number: Int, into text: inout String) -> Int {
        let magnitude = number.magnitude
        var power: UInt = 1
        var characters = number < 0 ? 2 : 1
        while magnitude / power >= 10 {
            power *= 10
            characters += 1
        }
        // No nested function captures a variable here: an unoptimised build would box it on the heap.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.inlineUTF8Capacity) { buffer in
            var used = 0
            var power = power
            var sign = number < 0
            while sign || power > 0 {
                let character: Character
                if sign {
                    (character, sign) = ("-", false)
                } else {
                    character = digits[Int(magnitude / power % 10)]
                    power /= 10
                }
                // One character's bytes at a time, flushed before a character that would not fit, so no piece
                // ends inside a character.
                let utf8 = character.utf8
                if used + utf8.count > buffer.count {
                    text.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<used]), as: UTF8.self))
                    used = 0
                }
                for byte in utf8 {
                    buffer[used] = byte
                    used += 1
                }
            }
            text.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<used]), as: UTF8.self))
        }
        return characters
    }

    /// The most UTF-8 bytes a string holds inline, without allocating: 15 on 64-bit platforms.
    static let inlineUTF8Capacity = 15

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
    public static var supportedLanguages: [String] { table.values.map { $0.language }.sorted() }

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
        loadingState: "loading", badgeWord: "new", badgeFormat: { count, _ in "\(count) new" })

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

extension PageControlStrings {
    /// CLDR's cardinal plural rules for whole numbers, as the catalog's badge phrases need them: each function
    /// picks the form for `n` (0 or more) from the language's categories.
    ///
    /// The rules are those of CLDR 42 and later (ICU 72), in https://www.unicode.org/cldr/charts/latest/
    /// supplemental/language_plural_rules.html, with `v = 0` (no fraction digits). Languages whose phrase never
    /// changes with the number (en, de, nl, tr, fa, th, vi, id, ja, ko, zh) need none of them.
    enum Plural {
        /// one: 1; other: the rest. sv, el, ur.
        static func oneOther(_ n: Int, one: String, other: String) -> String {
            n == 1 ? one : other
        }

        /// one: 0 and 1 (`i = 0 or n = 1`); other: the rest. hi.
        static func zeroOneOther(_ n: Int, one: String, other: String) -> String {
            n <= 1 ? one : other
        }

        /// one: 1, and 0 too where `oneIncludesZero` (fr, pt: `i = 0,1`; es, it: `n = 1`); many: a non-zero
        /// multiple of a million (`i % 1000000 = 0`, "1 000 000 de nouveaux"); other: the rest.
        static func romance(_ n: Int, oneIncludesZero: Bool, one: String, many: String, other: String) -> String {
            if n == 1 || (n == 0 && oneIncludesZero) { return one }
            return n != 0 && n % 1_000_000 == 0 ? many : other
        }

        /// one: 1, 21, 31… but not 11; few: 2–4, 22–24… but not 12–14; many: the rest. ru, uk.
        static func eastSlavic(_ n: Int, one: String, few: String, many: String) -> String {
            if n % 10 == 1 && n % 100 != 11 { return one }
            return isFew(n) ? few : many
        }

        /// one: 1 only; few: 2–4, 22–24… but not 12–14; many: the rest (21 is many). pl.
        static func polish(_ n: Int, one: String, few: String, many: String) -> String {
            if n == 1 { return one }
            return isFew(n) ? few : many
        }

        /// one: 1; few: 2–4; other: the rest (CLDR's many is for fractions only). cs.
        static func czech(_ n: Int, one: String, few: String, other: String) -> String {
            switch n {
            case 1: one
            case 2...4: few
            default: other
            }
        }

        /// zero: 0; one: 1; two: 2; few: 3–10 (`n % 100`); many: 11–99 (`n % 100`); other: 100–102, 200… ar.
        static func arabic(
            _ n: Int, zero: String, one: String, two: String, few: String, many: String, other: String
        ) -> String {
            switch (n, n % 100) {
            case (0, _): zero
            case (1, _): one
            case (2, _): two
            case (_, 3...10): few
            case (_, 11...99): many
            default: other
            }
        }

        /// one: 1; two: 2; other: the rest (CLDR 42 merged he's old many, 20, 30…, into other). he.
        static func hebrew(_ n: Int, one: String, two: String, other: String) -> String {
            switch n {
            case 1: one
            case 2: two
            default: other
            }
        }

        /// `n % 10` in 2–4 and `n % 100` not in 12–14: Slavic few.
        private static func isFew(_ n: Int) -> Bool {
            (2...4).contains(n % 10) && !(12...14).contains(n % 100)
        }
    }
}
