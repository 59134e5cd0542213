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
        #expect(strings.slideRoleDescription == expected.slide)
        #expect(strings.carouselRoleDescription == expected.carousel)
        #expect(strings.value(page: 6, of: 20, atLeast: true) == expected.open)
        #expect(strings.value(pages: 2, through: 3, of: 20, atLeast: true) == expected.openSpan)
    }

    @Test(
        "While more pages may come, every language says the count differently and keeps both numbers",
        arguments: languages)
    func openCount(_ expected: LanguageStrings) {
        let strings = PageControlStrings.forLanguage(expected.tag)
        let open = strings.value(page: 6, of: 20, atLeast: true)
        #expect(open != strings.value(page: 6, of: 20))
        #expect(open.contains(strings.format(7)) && open.contains(strings.format(20)))
        #expect(strings.value(page: 6, of: 20, atLeast: false) == strings.value(page: 6, of: 20))
        #expect(
            strings.value(pages: 4, through: 4, of: 20, atLeast: true) == strings.value(page: 4, of: 20, atLeast: true))
        #expect(strings.value(pages: 3, through: 2, of: 20, atLeast: true) == expected.openSpan)
        #expect(
            strings.value(title: expected.title, page: 6, of: 20, atLeast: true)
                == strings.value(title: expected.title, value: open))
    }

    @Test("A badge says its count with the language's plural form of \"new\"", arguments: languages)
    func badges(_ expected: LanguageStrings) {
        let strings = PageControlStrings.forLanguage(expected.tag)
        #expect([0, 1, 2, 5, 21, 100].map { strings.badgeText(count: $0) } == expected.badges)
    }

    @Test(
        "Each plural category starts and ends where CLDR says",
        arguments: [
            // ru, uk: one ends in 1 but not 11; few ends in 2–4 but not 12–14; many the rest.
            ("ru", 11, "11 новых"), ("ru", 12, "12 новых"), ("ru", 14, "14 новых"), ("ru", 22, "22 новых"),
            ("ru", 24, "24 новых"), ("ru", 25, "25 новых"), ("ru", 101, "101 новое"), ("ru", 111, "111 новых"),
            ("uk", 11, "11 нових"), ("uk", 14, "14 нових"), ("uk", 22, "22 нові"), ("uk", 101, "101 нове"),
            ("uk", 112, "112 нових"),
            // pl: one is 1 alone; few ends in 2–4 but not 12–14; 21 and 101 are many.
            ("pl", 4, "4 nowe"), ("pl", 12, "12 nowych"), ("pl", 22, "22 nowe"), ("pl", 101, "101 nowych"),
            ("pl", 112, "112 nowych"), ("pl", 122, "122 nowe"),
            // cs: few is 2–4 alone.
            ("cs", 4, "4 nové"), ("cs", 22, "22 nových"),
            // ar: few is 3–10 and many 11–99 of the last two digits; 101 and 102 are other.
            ("ar", 3, "٣ عناصر جديدة"), ("ar", 10, "١٠ عناصر جديدة"), ("ar", 11, "١١ عنصرًا جديدًا"),
            ("ar", 99, "٩٩ عنصرًا جديدًا"), ("ar", 101, "١٠١ عنصر جديد"), ("ar", 102, "١٠٢ عنصر جديد"),
            ("ar", 103, "١٠٣ عناصر جديدة"), ("ar", 111, "١١١ عنصرًا جديدًا"),
            // he: two is 2 alone; since CLDR 42, 20 is other.
            ("he", 3, "3 חדשים"), ("he", 20, "20 חדשים"),
            // fr, es, it, pt: many is a multiple of a million, said with "de" / "di"; 1 500 000 is other.
            ("fr", 1_000_000, "1000000 de nouveaux"), ("fr", 1_500_000, "1500000 nouveaux"),
            ("es", 2_000_000, "2000000 de nuevos"), ("it", 1_000_000, "1000000 di nuovi"),
            ("pt", 1_000_000, "1000000 de novos"),
            // Digits: the language's own, in every category.
            ("ar", 1234, "١٢٣٤ عنصرًا جديدًا"), ("fa", 1234, "۱۲۳۴ مورد جدید"), ("ur", 1234, "۱۲۳۴ نئے"),
        ])
    func badgePluralEdges(tag: String, count: Int, text: String) {
        #expect(PageControlStrings.forLanguage(tag).badgeText(count: count) == text)
    }

    @Test(
        "A negative badge count is a badge with no number, in every language",
        arguments: PageControlStrings.catalog.map(\.language))
    func negativeBadge(_ tag: String) {
        let strings = PageControlStrings.forLanguage(tag)
        let plain = strings.badgeText(count: 0)
        #expect(!plain.isEmpty && !plain.allSatisfy(\.isWhitespace))
        #expect(!plain.contains { $0.isNumber }, "\(tag): \"\(plain)\" has a number")
        for count in [-1, -2, -21, Int.min] {
            #expect(strings.badgeText(count: count) == plain, "\(tag): \(count)")
        }
    }

    @Test(
        "Content follows the value and its state after the list separator",
        arguments: [
            ("en", 2, "Page 3 of 8, completed, 2 new", "Page 3 of 8, new"),
            ("ru", 5, "Страница 3 из 8, завершена, 5 новых", "Страница 3 из 8, новое"),
            ("ar", 2, "الصفحة ٣ من ٨، مكتملة، عنصران جديدان", "الصفحة ٣ من ٨، جديد"),
            ("ja", 2, "8ページ中3ページ目、完了、新着2件", "8ページ中3ページ目、新着"),
            ("zh-Hans", 21, "第 3 页，共 8 页，已完成，21 项新内容", "第 3 页，共 8 页，新内容"),
            ("th", 2, "หน้า 3 จาก 8 เสร็จสมบูรณ์ 2 รายการใหม่", "หน้า 3 จาก 8 ใหม่"),
        ])
    func contentValue(tag: String, count: Int, stated: String, plain: String) {
        let s = PageControlStrings.forLanguage(tag)
        #expect(
            s.value(s.value(s.value(page: 2, of: 8), state: s.completedState), content: s.badgeText(count: count))
                == stated)
        #expect(s.value(s.value(page: 2, of: 8), content: s.badgeText(count: 0)) == plain)
    }

    @Test("Content is added exactly as a state is, with a text such as \"A\" kept as given")
    func contentMatchesState() {
        for strings in PageControlStrings.catalog {
            let value = strings.value(page: 2, of: 8)
            for content in ["A", "3", strings.badgeText(count: 2), strings.badgeText(count: 0)] {
                #expect(
                    strings.value(value, content: content) == strings.value(value, state: content),
                    "\(strings.language)")
            }
        }
        #expect(PageControlStrings.english.value("Page 3 of 8", content: "A") == "Page 3 of 8, A")
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

    @Test("There are at least 20 languages, sorted, with unique lower-cased tags, and every alias names one")
    func supported() {
        let tags = PageControlStrings.supportedLanguages
        #expect(tags.count >= 20)
        #expect(tags == tags.sorted())
        #expect(Set(tags.map { $0.lowercased() }).count == tags.count)
        #expect(PageControlStrings.catalog.count == PageControlStrings.languages.count)
        #expect(PageControlStrings.catalog.first?.language == "en", "English first: the fallback")
        for (alias, target) in PageControlStrings.aliases {
            let (alias, target) = (PageControlStrings.string(alias), PageControlStrings.string(target))
            #expect(tags.contains(target), "\(alias) → \(target)")
            #expect(!tags.contains { $0.lowercased() == alias }, "\(alias) hides a catalog entry")
            #expect(alias == alias.lowercased(), "\(alias) is matched lower-cased")
            #expect(PageControlStrings.forLanguage(alias).language == target)
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
