import Testing

@testable import PageControlCore

@Suite struct PageControlStringsTests {
    /// One row per catalog language; see ``LanguageStrings/table``.
    static let languages = LanguageStrings.table

    /// The languages the control must speak.
    static let requiredTags = [
        "en", "ru", "uk", "de", "fr", "es", "it", "pt", "nl", "pl", "tr", "ar", "he", "fa", "hi", "ja", "ko",
        "zh-Hans", "zh-Hant", "th",
    ]

    /// Every catalog language, right to left or not, as its primary language subtag.
    static let rightToLeftTags: Set = ["ar", "he", "fa", "ur"]

    @Test("Every string of a language reads as written", arguments: languages)
    func strings(_ expected: LanguageStrings) {
        let strings = PageControlStrings.forLanguage(expected.tag)
        #expect(strings.language == expected.tag)
        #expect(strings.value(page: 2, of: 5) == expected.page3of5)
        #expect(strings.value(page: 0, of: 1) == expected.page1of1)
        #expect(strings.value(page: 11, of: 120) == expected.page12of120)
        #expect(strings.value(title: expected.title, page: 0, of: 4) == expected.titled)
        #expect(strings.value(strings.value(page: 2, of: 5), progress: 0.4) == expected.progress)
        #expect(strings.defaultLabel == expected.label)
        #expect(strings.firstPageAction == expected.first)
        #expect(strings.lastPageAction == expected.last)
        #expect(strings.visitedState == expected.visited)
        #expect(strings.completedState == expected.completed)
        #expect(strings.attentionState == expected.attention)
        #expect(strings.unavailableState == expected.unavailable)
        #expect(strings.loadingState == expected.loading)
        #expect(strings.value(strings.value(page: 2, of: 8), state: strings.completedState) == expected.stated)
        #expect(strings.value(pages: 2, through: 3, of: 8) == expected.span)
        #expect(strings.stopSlideShowAction == expected.stop)
        #expect(strings.startSlideShowAction == expected.start)
        #expect(strings.previewText(page: 2, of: 8) == expected.preview)
    }

    @Test("The strings table has exactly one row per catalog language")
    func tableCoversCatalog() {
        #expect(Self.languages.map(\.tag).sorted() == PageControlStrings.supportedLanguages)
        #expect(Set(Self.languages.map(\.tag)).count == Self.languages.count)
        for strings in PageControlStrings.catalog {
            #expect(Self.languages.contains { $0.tag == strings.language }, "\(strings.language) has no row")
        }
    }

    @Test("No language has an empty state word, slide-show action, span or preview")
    func newStringsAreNotEmpty() {
        for strings in PageControlStrings.catalog {
            let texts = [
                strings.visitedState, strings.completedState, strings.attentionState, strings.unavailableState,
                strings.loadingState, strings.stopSlideShowAction, strings.startSlideShowAction,
                strings.value(strings.value(page: 2, of: 8), state: strings.loadingState),
                strings.value(pages: 2, through: 3, of: 8), strings.previewText(page: 2, of: 8),
            ]
            for text in texts {
                #expect(!text.isEmpty && !text.allSatisfy(\.isWhitespace), "\(strings.language): \"\(text)\"")
            }
        }
    }

    @Test("The value with a state contains the value and the state word, in every language")
    func stateValueContainsState() {
        for strings in PageControlStrings.catalog {
            let value = strings.value(page: 2, of: 8)
            for state in [
                strings.visitedState, strings.completedState, strings.attentionState, strings.unavailableState,
                strings.loadingState,
            ] {
                let stated = strings.value(value, state: state)
                #expect(stated.contains(state), "\(strings.language): \"\(stated)\"")
                #expect(stated.hasPrefix(value), "\(strings.language): \"\(stated)\"")
                #expect(stated.count > value.count + state.count, "\(strings.language): no separator")
            }
        }
    }

    @Test("A span of one page is the page's value, and a span's pages may come in either order")
    func spanEdges() {
        for strings in PageControlStrings.catalog {
            #expect(strings.value(pages: 2, through: 2, of: 8) == strings.value(page: 2, of: 8), "\(strings.language)")
            #expect(
                strings.value(pages: 3, through: 2, of: 8) == strings.value(pages: 2, through: 3, of: 8),
                "\(strings.language)")
        }
    }

    @Test(
        "Spans and previews use the language's digits",
        arguments: [
            ("en", "Pages 12 to 13 of 120", "12 / 120"), ("ar", "الصفحات ١٢ إلى ١٣ من ١٢٠", "١٢ / ١٢٠"),
            ("fa", "صفحه\u{200C}های ۱۲ تا ۱۳ از ۱۲۰", "۱۲ / ۱۲۰"), ("ur", "صفحات ۱۲ تا ۱۳ از ۱۲۰", "۱۲ / ۱۲۰"),
            ("hi", "पृष्ठ 120 में से 12 से 13 तक", "12 / 120"), ("ja", "120ページ中12\u{301C}13ページ目", "12 / 120"),
        ])
    func spanAndPreviewDigits(tag: String, span: String, preview: String) {
        let strings = PageControlStrings.forLanguage(tag)
        #expect(strings.value(pages: 11, through: 12, of: 120) == span)
        #expect(strings.previewText(page: 11, of: 120) == preview)
    }

    @Test("Every required language resolves to its own entry", arguments: requiredTags)
    func required(_ tag: String) {
        #expect(PageControlStrings.forLanguage(tag).language == tag)
        #expect(PageControlStrings.supportedLanguages.contains(tag))
    }

    @Test(
        "Regional, scriptless, legacy and differently written tags resolve to the right entry",
        arguments: [
            ("de-AT", "de"), ("de-CH", "de"), ("en-GB", "en"), ("fr-CA", "fr"), ("es-419", "es"),
            ("es-MX", "es"), ("pt_BR", "pt"), ("pt-PT", "pt"), ("PT-br", "pt"), ("ar-EG", "ar"), ("ar_SA", "ar"),
            ("he-IL", "he"), ("iw", "he"), ("iw-IL", "he"), ("fa-IR", "fa"), ("fa-AF", "fa"), ("ur-PK", "ur"),
            ("ur-IN", "ur"), ("hi-IN", "hi"), ("th-TH", "th"), ("ja-JP", "ja"), ("ko-KR", "ko"), ("in", "id"),
            ("id-ID", "id"), ("uk-UA", "uk"), ("UK", "uk"), ("ru-RU", "ru"), ("sv-FI", "sv"), ("el-CY", "el"),
            ("zh-Hant-TW", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"), ("zh_Hant_MO", "zh-Hant"), ("ZH-HANT", "zh-Hant"),
            ("zh-Hans-CN", "zh-Hans"), ("zh-Hans-SG", "zh-Hans"), ("zh-Hans-HK", "zh-Hans"),
            ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh_MO", "zh-Hant"), ("zh-CN", "zh-Hans"),
            ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"),
        ])
    func regional(tag: String, language: String) {
        #expect(PageControlStrings.forLanguage(tag).language == language)
    }

    @Test(
        "Unknown, empty and missing tags fall back to English",
        arguments: [nil, "", "-", "_", "xx", "fi", "tlh", "x-private", "sr-Latn-RS", "yue-HK", "hant"] as [String?])
    func fallback(_ tag: String?) {
        let strings = PageControlStrings.forLanguage(tag)
        #expect(strings.language == "en")
        #expect(strings.value(page: 2, of: 5) == "Page 3 of 5")
    }

    @Test(
        "Right to left is true for Arabic, Hebrew, Persian and Urdu, and their regional forms",
        arguments: ["ar", "ar-EG", "AR_sa", "he", "he-IL", "iw", "fa", "fa-IR", "fa-AF", "ur", "ur-PK", "ur_IN"])
    func rightToLeft(_ tag: String) {
        #expect(PageControlStrings.isRightToLeft(language: tag))
        #expect(PageControlStrings.forLanguage(tag).isRightToLeft)
    }

    @Test(
        "Right to left is false for every other supported language and for missing tags",
        arguments: [
            nil, "", "en", "en-US", "ru", "uk", "de", "de-AT", "fr", "es", "it", "pt", "pt-BR", "nl", "sv", "pl",
            "cs", "el", "tr", "hi", "hi-IN", "th", "vi", "id", "ja", "ko", "zh-Hans", "zh-Hant-TW", "zh-TW",
        ] as [String?])
    func leftToRight(_ tag: String?) {
        #expect(!PageControlStrings.isRightToLeft(language: tag))
        #expect(!PageControlStrings.forLanguage(tag).isRightToLeft)
    }

    @Test("Each entry's direction agrees with isRightToLeft(language:)")
    func directionAgrees() {
        for strings in PageControlStrings.catalog {
            #expect(strings.isRightToLeft == PageControlStrings.isRightToLeft(language: strings.language))
            let primary = String(strings.language.prefix { $0 != "-" })
            #expect(strings.isRightToLeft == Self.rightToLeftTags.contains(primary), "\(strings.language)")
        }
    }

    @Test("There are at least 20 languages, sorted, with unique lower-cased keys")
    func supported() {
        let tags = PageControlStrings.supportedLanguages
        #expect(tags.count >= 20)
        #expect(tags == tags.sorted())
        #expect(Set(tags.map { $0.lowercased() }).count == tags.count)
        #expect(PageControlStrings.table.count == PageControlStrings.catalog.count)
        #expect(PageControlStrings.table.keys.allSatisfy { $0 == $0.lowercased() })
        for (alias, target) in PageControlStrings.aliases {
            #expect(PageControlStrings.table[target] != nil, "\(alias) → \(target)")
            #expect(PageControlStrings.table[alias] == nil, "\(alias) hides a catalog entry")
        }
    }

    @Test("Every language has ten digits in order 0 to 9")
    func digits() {
        for strings in PageControlStrings.catalog {
            #expect(strings.digits.count == 10, "\(strings.language)")
            #expect(strings.digits.map(\.wholeNumberValue) == Array(0...9), "\(strings.language)")
        }
    }

    @Test(
        "Numbers and percentages use the language's digits",
        arguments: [
            ("en", "1234567890", "Page 1 of 2, 100%"), ("ar", "١٢٣٤٥٦٧٨٩٠", "الصفحة ١ من ٢، ١٠٠٪"),
            ("fa", "۱۲۳۴۵۶۷۸۹۰", "صفحهٔ ۱ از ۲، ۱۰۰٪"), ("ur", "۱۲۳۴۵۶۷۸۹۰", "صفحہ ۱ از ۲، ۱۰۰٪"),
            ("hi", "1234567890", "पृष्ठ 2 में से 1, 100%"), ("th", "1234567890", "หน้า 1 จาก 2, 100%"),
        ])
    func numbers(tag: String, digits: String, full: String) {
        let strings = PageControlStrings.forLanguage(tag)
        #expect(strings.format(1_234_567_890) == digits)
        // Progress beyond 1 is clamped to 100 %.
        #expect(strings.value(strings.value(page: 0, of: 2), progress: 1.5) == full)
    }
}
