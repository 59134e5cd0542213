extension PageControlStrings {
    /// One language of the catalog: its tag, direction, digits and plural rule, and its phrases as templates.
    ///
    /// Every field is a `StaticString` or a trivial value, so the catalog (``languages``) is constant data that
    /// the compiler lays out in the binary: no dictionary, closure or object is built at run time. The phrases are
    /// one text, a phrase a line in the order of ``Phrase``, then the badge's count in each plural form the rule
    /// gives (``PluralRule/categories``, in that order): one text a language instead of one a phrase keeps the
    /// catalog's tables small (12 bytes a text in the web module). Templates name their parts in braces, which
    /// ``fill(_:with:)`` replaces:
    ///
    /// | Placeholder | Stands for |
    /// |---|---|
    /// | `{page}`, `{count}` | the 1-based page number and the page count, in the language's digits |
    /// | `{first}`, `{last}` | a span's 1-based first and last page, in the language's digits |
    /// | `{title}` | a page title, as given |
    /// | `{value}` | the value being extended ("Page 3 of 5"), as given |
    /// | `{value:lowercasedFirst}` | the value with its first letter lower-cased ("page 3 of 5") |
    /// | `{percent}` | the timer's whole percentage, in the language's digits |
    /// | `{item}` | a state word or a content phrase, as given |
    ///
    /// To add a phrase, add a case to ``Phrase`` and a line at the same place to every language in ``languages``:
    /// the strings tests count each language's lines.
    struct Language: Sendable {
        /// The BCP 47 tag, as ``PageControlStrings/language`` returns it: `"en"`, `"zh-Hant"`.
        let tag: StaticString
        /// Whether the language is written right to left.
        let isRightToLeft: Bool
        /// The digits numbers are written with.
        let digits: Digits
        /// The CLDR rule that picks the badge's plural form.
        let badgeRule: PluralRule
        #if hasFeature(Embedded)
            // The web module keeps English's phrases alone; a page loads the others as it needs them
            // (``PageControlStrings/load(_:forLanguageAt:)``, Guides/Web.md).
        #else
            /// Each ``Phrase`` on a line of its own, in order, then a line for each of the badge's plural forms.
            let phrases: StaticString
        #endif

        /// A language of the catalog; `phrases` as ``phrases`` describes them.
        init(tag: StaticString, isRightToLeft: Bool, digits: Digits, badgeRule: PluralRule, phrases: StaticString) {
            self.tag = tag
            self.isRightToLeft = isRightToLeft
            self.digits = digits
            self.badgeRule = badgeRule
            #if !hasFeature(Embedded)
                self.phrases = phrases
            #endif
        }

        /// The bytes of ``phrases``; in the web module, the phrases the page loaded, or none.
        var text: UnsafeBufferPointer<UInt8> {
            #if hasFeature(Embedded)
                PageControlStrings.loadedPhrases(of: tag)
            #else
                // A literal's text is constant data: its address stays valid for as long as the program runs.
                precondition(phrases.hasPointerRepresentation, "a catalog's phrases are a string literal")
                return UnsafeBufferPointer(start: phrases.utf8Start, count: phrases.utf8CodeUnitCount)
            #endif
        }

        /// Whether `text` holds a line for each ``Phrase`` and for each of the rule's plural categories, none of
        /// them empty or starting or ending with a space (ASCII or U+00A0): what ``phrases`` must be.
        func accepts(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            var lines = 0
            var start = 0
            for end in 0...text.count where end == text.count || text[end] == UInt8(ascii: "\n") {
                guard end > start, !Self.isPadded(text[start..<end]) else { return false }
                lines += 1
                start = end + 1
            }
            return lines == Phrase.allCases.count + badgeRule.categoryCount
        }

        /// Whether a line (UTF-8, not empty) starts or ends with a space: an ASCII space, tab or carriage return,
        /// or U+00A0 (`C2 A0`).
        private static func isPadded(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
            let (first, last) = (line[line.startIndex], line[line.endIndex - 1])
            let isLong = line.count >= 2
            return isSpace(first) || isSpace(last) || (isLong && first == 0xC2 && line[line.startIndex + 1] == 0xA0)
                || (isLong && last == 0xA0 && line[line.endIndex - 2] == 0xC2)
        }

        /// The template of `phrase`: its line of ``phrases``.
        #if hasFeature(Embedded)
            @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
        #endif
        subscript(phrase: Phrase) -> UnsafeBufferPointer<UInt8> { line(phrase.rawValue) }

        /// The badge's count in the plural form for `n` (0 or more): "{count} new". The forms follow the last
        /// phrase, ``Phrase/badgeWord``.
        func badge(for n: Int) -> UnsafeBufferPointer<UInt8> {
            line(Phrase.badgeWord.rawValue + 1 + badgeRule.position(of: badgeRule.category(of: n)))
        }

        /// The line at `index` (0-based) of ``phrases``, without its line break; empty past the last.
        func line(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            let text = text
            var start = 0
            for _ in 0..<index {
                guard let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                    return .init(start: nil, count: 0)
                }
                start = end + 1
            }
            let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
            return UnsafeBufferPointer(rebasing: text[start..<end])
        }
    }

    /// The phrases of a language, in the order its ``Language/phrases`` writes them, one a line, with the English
    /// line.
    enum Phrase: Int, CaseIterable, Sendable {
        /// The value, `{page}` and `{count}`: "Page {page} of {count}".
        case page
        /// A span of pages on screen, `{first}`, `{last}` and `{count}`: "Pages {first} to {last} of {count}".
        case span
        /// The value while more pages may come (``PageControl/hasMorePages``), `{page}` and `{count}`, the pages
        /// known so far: "Page {page} of at least {count}".
        case openPage
        /// A span of pages while more may come, `{first}`, `{last}` and `{count}`: "Pages {first} to {last} of at
        /// least {count}".
        case openSpan
        /// A page title in front of a value, `{title}` and `{value}` (or `{value:lowercasedFirst}` where the
        /// value's first word is not capitalised mid-sentence): "{title}, {value:lowercasedFirst}".
        case titled
        /// The value with the timer's percentage, `{value}` and `{percent}`: "{value}, {percent}%".
        case progress
        /// The value with a state word or a content phrase after the language's list separator, `{value}` and
        /// `{item}`: "{value}, {item}".
        case list
        /// The control's default label: "Page control".
        case label
        /// The "first page" custom action: "First page".
        case firstPage
        /// The "last page" custom action: "Last page".
        case lastPage
        /// The step buttons' names (``PageControl/showsStepButtons``): "Previous page", "Next page".
        case previousPage, nextPage
        /// The custom action that stops a running slide show: "Stop slide show".
        case stopSlideShow
        /// The custom action that starts the slide show: "Start slide show".
        case startSlideShow
        /// The state words, as they read after the value mid-sentence: "visited", "completed", "needs attention",
        /// "unavailable", "loading".
        case visited, completed, attention, unavailable, loading
        /// What a slide of a carousel is called, as assistive technology announces its role
        /// (`aria-roledescription`): "slide".
        case slide
        /// What a carousel is called, as assistive technology announces its role: "carousel".
        case carousel
        /// What a badge with no number says: "new". The badge's count follows it, `{count}`, in each plural form
        /// the language's rule gives: "{count} new". It stays the last case.
        case badgeWord
    }

    /// The ten digits a language writes numbers with, as the scalar of its zero: digit d is `zero + d`.
    enum Digits: UInt32, Sendable {
        /// 0–9.
        case latin = 0x30
        /// Arabic-Indic digits, U+0660–U+0669.
        case arabicIndic = 0x660
        /// Extended Arabic-Indic digits used for Persian and Urdu, U+06F0–U+06F9.
        case extendedArabicIndic = 0x6F0
    }

    /// A CLDR plural category.
    enum PluralCategory: Int, Sendable, CaseIterable {
        case zero, one, two, few, many, other
    }

    /// CLDR's cardinal plural rules for whole numbers, as the catalog's badge phrases need them: each rule picks
    /// the category for `n` (0 or more).
    ///
    /// The rules are those of CLDR 42 and later (ICU 72), in https://www.unicode.org/cldr/charts/latest/
    /// supplemental/language_plural_rules.html, with `v = 0` (no fraction digits). Languages whose phrase never
    /// changes with the number (en, de, nl, tr, fa, th, vi, id, ja, ko, zh) use ``invariant``.
    enum PluralRule: Sendable {
        /// other: every number.
        case invariant
        /// one: 1; other: the rest. sv, el, ur.
        case oneOther
        /// one: 0 and 1 (`i = 0 or n = 1`); other: the rest. hi.
        case zeroOneOther
        /// one: 1, and 0 too where `oneIncludesZero` (fr, pt: `i = 0,1`; es, it: `n = 1`); many: a non-zero
        /// multiple of a million (`i % 1000000 = 0`, "1 000 000 de nouveaux"); other: the rest.
        case romance(oneIncludesZero: Bool)
        /// one: 1, 21, 31… but not 11; few: 2–4, 22–24… but not 12–14; many: the rest. ru, uk.
        case eastSlavic
        /// one: 1 only; few: 2–4, 22–24… but not 12–14; many: the rest (21 is many). pl.
        case polish
        /// one: 1; few: 2–4; other: the rest (CLDR's many is for fractions only). cs.
        case czech
        /// zero: 0; one: 1; two: 2; few: 3–10 (`n % 100`); many: 11–99 (`n % 100`); other: 100–102, 200… ar.
        case arabic
        /// one: 1; two: 2; other: the rest (CLDR 42 merged he's old many, 20, 30…, into other). he.
        case hebrew

        /// The category of `n` (0 or more).
        func category(of n: Int) -> PluralCategory {
            switch self {
            case .invariant:
                return .other
            case .oneOther:
                return n == 1 ? .one : .other
            case .zeroOneOther:
                return n <= 1 ? .one : .other
            case .romance(let oneIncludesZero):
                if n == 1 || (n == 0 && oneIncludesZero) { return .one }
                return n != 0 && n % 1_000_000 == 0 ? .many : .other
            case .eastSlavic:
                if n % 10 == 1 && n % 100 != 11 { return .one }
                return Self.isFew(n) ? .few : .many
            case .polish:
                if n == 1 { return .one }
                return Self.isFew(n) ? .few : .many
            case .czech:
                switch n {
                case 1: return .one
                case 2...4: return .few
                default: return .other
                }
            case .arabic:
                switch (n, n % 100) {
                case (0, _): return .zero
                case (1, _): return .one
                case (2, _): return .two
                case (_, 3...10): return .few
                case (_, 11...99): return .many
                default: return .other
                }
            case .hebrew:
                switch n {
                case 1: return .one
                case 2: return .two
                default: return .other
                }
            }
        }

        /// The categories the rule gives for some whole number, in ``PluralCategory`` order: each needs a form.
        var categories: [PluralCategory] { PluralCategory.allCases.filter { bits & 1 << $0.rawValue != 0 } }

        /// The number of ``categories``: the forms a language with this rule writes.
        var categoryCount: Int { bits.nonzeroBitCount }

        /// Where `category`'s form is among the rule's ``categories`` (0 for the first).
        func position(of category: PluralCategory) -> Int { (bits & (1 << category.rawValue - 1)).nonzeroBitCount }

        /// The ``categories``, a bit each at its raw value.
        private var bits: Int {
            switch self {
            case .invariant: return 0b10_0000  // other
            case .oneOther, .zeroOneOther: return 0b10_0010  // one, other
            case .hebrew: return 0b10_0110  // one, two, other
            case .romance: return 0b11_0010  // one, many, other
            case .eastSlavic, .polish: return 0b01_1010  // one, few, many
            case .czech: return 0b10_1010  // one, few, other
            case .arabic: return 0b11_1111  // all six
            }
        }

        /// `n % 10` in 2–4 and `n % 100` not in 12–14: Slavic few.
        private static func isFew(_ n: Int) -> Bool {
            (2...4).contains(n % 10) && !(12...14).contains(n % 100)
        }
    }
}
