/// The words the control speaks, in one language: "Page 3 of 5", a span such as "Pages 3 to 4 of 8", the
/// default label, the custom actions, the timer percentage, the page states and the preview text.
///
/// ``PageControlStrings/forLanguage(_:)`` picks the strings for a BCP 47 language tag such as `"ru"`,
/// `"ru-RU"` or `"zh-Hant-TW"`, falling back to English. Numbers use the language's usual digits.
///
/// A value is one small index into the catalog, constant data laid out by the compiler: copying, comparing and
/// choosing strings builds nothing, and each text is written from its template when it is asked for.
public struct PageControlStrings: Sendable {
    /// The language's position in ``languages``.
    let index: Int

    /// The strings of the catalog's language at `index`.
    init(index: Int) {
        self.index = index
    }

    /// The catalog entry.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    var words: Language { Self.languages[index] }

    /// The language tag these strings are for, such as `"en"` or `"zh-Hant"`.
    public var language: String { Self.string(words.tag) }
    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { words.isRightToLeft }
    /// The digits 0–9 the language writes numbers with.
    var digits: [Character] {
        (0..<10).map { Character(Unicode.Scalar(words.digits.rawValue + UInt32($0)) ?? "0") }
    }
    /// The control's default accessibility label.
    public var defaultLabel: String { Self.string(words[.label]) }
    /// The name of the "first page" custom action.
    public var firstPageAction: String { Self.string(words[.firstPage]) }
    /// The name of the "last page" custom action.
    public var lastPageAction: String { Self.string(words[.lastPage]) }
    /// The name of the previous step button (``PageControl/showsStepButtons``): "Previous page".
    public var previousPageAction: String { Self.string(words[.previousPage]) }
    /// The name of the next step button: "Next page".
    public var nextPageAction: String { Self.string(words[.nextPage]) }
    /// The name of the custom action that stops a running slide show: "Stop slide show".
    public var stopSlideShowAction: String { Self.string(words[.stopSlideShow]) }
    /// The name of the custom action that starts the slide show: "Start slide show".
    public var startSlideShowAction: String { Self.string(words[.startSlideShow]) }
    /// The state word for a page the user has already seen: "visited". Written as it reads mid-sentence.
    public var visitedState: String { Self.string(words[.visited]) }
    /// The state word for a page whose task is done: "completed". Written as it reads mid-sentence.
    public var completedState: String { Self.string(words[.completed]) }
    /// The state word for a page that needs the user to look at it or fix something: "needs attention".
    /// Written as it reads mid-sentence.
    public var attentionState: String { Self.string(words[.attention]) }
    /// The state word for a page that cannot be shown or chosen: "unavailable". Written as it reads mid-sentence.
    public var unavailableState: String { Self.string(words[.unavailable]) }
    /// The state word for a page whose content is still loading: "loading". Written as it reads mid-sentence.
    public var loadingState: String { Self.string(words[.loading]) }
    /// What a badge with no number says: "new". Written as it reads mid-sentence.
    var badgeWord: String { Self.string(words[.badgeWord]) }
    /// What a slide of a carousel is called where assistive technology announces its role (the web's
    /// `aria-roledescription`, as the APG's carousel asks): "slide".
    package var slideRoleDescription: String { Self.string(words[.slide]) }
    /// What a carousel is called where assistive technology announces its role: "carousel".
    package var carouselRoleDescription: String { Self.string(words[.carousel]) }

    /// Whether two values are the strings of the same language.
    func isSameLanguage(as other: PageControlStrings) -> Bool { index == other.index }

    /// "Page 3 of 5" for the 0-based `page` of `count` pages, in this language.
    public func value(page: Int, of count: Int) -> String {
        fill(words[.page], with: TemplateArguments(page: page + 1, count: count))
    }

    /// "Welcome, page 1 of 4": a page title with the value, in this language's order.
    public func value(title: String, page: Int, of count: Int) -> String {
        value(title: title, value: value(page: page, of: count))
    }

    /// The value with the timer's progress: "Page 3 of 5, 40%".
    ///
    /// - Parameters:
    ///   - value: The value to extend, such as "Page 3 of 5".
    ///   - progress: 0…1; values outside are clamped, NaN becomes 0.
    public func value(_ value: String, progress: Double) -> String {
        let percent = Int((CoreMath.clamp(progress, 0, 1) * 100).rounded(.down))
        return fill(words[.progress], with: TemplateArguments(percent: percent, value: value))
    }

    /// The value with a page's state: "Page 3 of 8, completed".
    ///
    /// - Parameters:
    ///   - value: The value to extend, such as "Page 3 of 8".
    ///   - state: The state word, usually one of this language's `…State` words such as ``completedState``.
    ///     It is added as given, after the language's list separator (`、` in Japanese, `，` in Chinese,
    ///     `،` in Arabic script), so pass it the way it reads mid-sentence.
    public func value(_ value: String, state: String) -> String {
        fill(words[.list], with: TemplateArguments(value: value, item: state))
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
        fill(words[.list], with: TemplateArguments(value: value, item: content))
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
        return fill(words.badge(for: count), with: TemplateArguments(count: count))
    }

    /// "Pages 3 to 4 of 8" for the 0-based pages `first` through `last` of `count` pages, when several pages
    /// are on screen at once.
    ///
    /// The two pages may be given in either order. When they are the same page, this is
    /// ``value(page:of:)``: "Page 3 of 8".
    public func value(pages first: Int, through last: Int, of count: Int) -> String {
        let (low, high) = (min(first, last), max(first, last))
        guard low != high else { return value(page: low, of: count) }
        return fill(words[.span], with: TemplateArguments(count: count, first: low + 1, last: high + 1))
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

    /// Appends ``previewText(page:of:)``'s "3 / 8" to `text`, with `+` after the count when `atLeast` (more
    /// pages may follow), and returns the number of characters appended, so a kept buffer is reused and never
    /// counted (the number of ``IndicatorPresentation/numeric`` and the overflow label, on every page change).
    @discardableResult
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    package func writePageOfCount(_ page: Int, of count: Int, atLeast: Bool = false, into text: inout String) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * Self.digitsCapacity + 4) { buffer in
            var end = 0
            var characters = writeDigits(of: page + 1, into: buffer, at: &end)
            (buffer[end], buffer[end + 1], buffer[end + 2]) = (UInt8(ascii: " "), UInt8(ascii: "/"), UInt8(ascii: " "))
            end += 3
            characters += 3 + writeDigits(of: count, into: buffer, at: &end)
            if atLeast {
                buffer[end] = UInt8(ascii: "+")
                end += 1
                characters += 1
            }
            PlainText.append(utf8: UnsafeBufferPointer(rebasing: buffer[..<end]), to: &text)
            return characters
        }
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
    /// The UTF-8 is gathered on the stack, so writing into a string with room allocates nothing.
    @discardableResult
    package func write(_ number: Int, into text: inout String) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.digitsCapacity) { buffer in
            var end = 0
            let characters = writeDigits(of: number, into: buffer, at: &end)
            PlainText.append(utf8: UnsafeBufferPointer(rebasing: buffer[..<end]), to: &text)
            return characters
        }
    }

    /// Writes `number` in this language's digits (a minus sign first for a negative number) into `buffer` from
    /// `end` on, which it moves past them, and returns the number of characters written. `buffer` has room for
    /// ``digitsCapacity`` bytes from `end`.
    func writeDigits(of number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) -> Int {
        let zero = words.digits.rawValue
        let magnitude = number.magnitude
        var power: UInt = 1
        var characters = 1
        while magnitude / power >= 10 {
            power *= 10
            characters += 1
        }
        if number < 0 {
            buffer[end] = UInt8(ascii: "-")
            end += 1
            characters += 1
        }
        while power > 0 {
            Self.writeUTF8(of: zero + UInt32(magnitude / power % 10), into: buffer, at: &end)
            power /= 10
        }
        return characters
    }

    /// Writes a scalar below U+0800 (every digit and every letter ``lowercasedInitial(_:)`` maps) as UTF-8, one
    /// or two bytes, into `buffer` from `end` on, which it moves past them.
    static func writeUTF8(of scalar: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
        if scalar < 0x80 {
            buffer[end] = UInt8(scalar)
            end += 1
        } else {
            buffer[end] = 0xC0 | UInt8(scalar >> 6)
            buffer[end + 1] = 0x80 | UInt8(scalar & 0x3F)
            end += 2
        }
    }

    /// The most bytes ``writeDigits(of:into:at:)`` writes: a minus sign and 20 digits (`UInt64.max` has 20) of
    /// two bytes each.
    static let digitsCapacity = 41

    /// The strings for a language tag, or English when the language is not known.
    ///
    /// Matching tries the whole tag, then drops subtags from the end (`zh-Hant-TW` → `zh-Hant` → `zh`).
    /// At each step a few aliases are tried too: `zh-TW` and `zh-HK` mean Traditional Chinese, plain `zh`
    /// Simplified, and the legacy `iw` and `in` mean Hebrew and Indonesian.
    /// Case and `_` separators are accepted (`pt_BR`); empty subtags are skipped. nil gives English. (In the
    /// browser's module, which keeps English's phrases alone, a language the page has not loaded yet gives
    /// English too: Guides/Web.md.)
    ///
    /// - Complexity: O(subtags × languages × tag length), without allocating beyond the tag's copy.
    public static func forLanguage(_ tag: String?) -> PageControlStrings {
        guard let index = catalogIndex(for: tag), hasPhrases(at: index) else { return english }
        return PageControlStrings(index: index)
    }

    /// The index in ``languages`` of the language ``forLanguage(_:)`` picks for `tag`, or nil for English's
    /// fallback (nil, or a tag of no catalog language).
    package static func catalogIndex(for tag: String?) -> Int? {
        guard let tag else { return nil }
        let subtags = LanguageTag(tag)
        var count = subtags.count
        while count > 0 {
            if let index = subtags.index(ofFirst: count) { return index }
            count -= 1
        }
        return nil
    }

    /// The strings of every catalog language, in the catalog's order (English first).
    static var catalog: [PageControlStrings] { languages.indices.map(PageControlStrings.init(index:)) }

    /// The language tags with strings, sorted.
    public static var supportedLanguages: [String] { languages.map { string($0.tag) }.sorted() }

    /// Whether a language tag is written right to left (ar, he, fa, ur and their regional forms).
    public static func isRightToLeft(language tag: String?) -> Bool {
        guard let tag else { return false }
        let subtags = LanguageTag(tag)
        guard subtags.count > 0 else { return false }
        return rightToLeftSubtags.contains { subtags.first(1, equal: $0) }
    }

    /// English, the fallback: the catalog's first entry.
    public static let english = PageControlStrings(index: 0)
}
