import Testing

@testable import PageControlCore

/// The catalog as data: each template names only the parts its phrase has, each plural rule has its forms, the
/// lower-casing after a title is the standard library's, and tags are read without the Unicode tables.
@Suite struct PageControlStringsTemplateTests {
    typealias Language = PageControlStrings.Language

    /// The names in braces in `template`, in order.
    static func placeholders(_ template: StaticString) -> [String] {
        let text = PageControlStrings.string(template)
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Each template field, the placeholders it must name and those it may.
    static let fields: [(name: String, template: @Sendable (Language) -> StaticString, required: Set<String>)] = [
        ("page", { $0.page }, ["page", "count"]),
        ("span", { $0.span }, ["first", "last", "count"]),
        ("progress", { $0.progress }, ["value", "percent"]),
        ("list", { $0.list }, ["value", "item"]),
    ]

    @Test("Each template names exactly the parts of its phrase, once each")
    func templatesNameTheirParts() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            for field in Self.fields {
                let names = Self.placeholders(field.template(language))
                #expect(Set(names) == field.required, "\(tag).\(field.name): \(names)")
                #expect(names.count == field.required.count, "\(tag).\(field.name): \(names)")
            }
            let titled = Self.placeholders(language.titled)
            #expect(
                titled == ["title", "value"] || titled == ["title", "value:lowercasedFirst"], "\(tag).titled: \(titled)"
            )
            for text in [
                language.label, language.firstPage, language.lastPage, language.stopSlideShow, language.startSlideShow,
                language.visited, language.completed, language.attention, language.unavailable, language.loading,
                language.slide, language.carousel, language.badgeWord,
            ] {
                #expect(Self.placeholders(text).isEmpty, "\(tag): \(PageControlStrings.string(text))")
                #expect(text.utf8CodeUnitCount > 0, "\(tag): an empty word")
            }
        }
    }

    @Test("Every category a language's plural rule gives has a form, and no other form is written")
    func pluralFormsAreComplete() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            let forms = language.badge
            let byCategory: [(PageControlStrings.PluralCategory, StaticString)] = [
                (.zero, forms.zero), (.one, forms.one), (.two, forms.two), (.few, forms.few), (.many, forms.many),
                (.other, forms.other),
            ]
            let categories = forms.rule.categories
            for (category, form) in byCategory {
                #expect(
                    (form.utf8CodeUnitCount > 0) == categories.contains(category), "\(tag): \(category) form")
                if form.utf8CodeUnitCount > 0 {
                    #expect(Set(Self.placeholders(form)).isSubset(of: ["count"]), "\(tag): \(category)")
                }
            }
            // Every category the rule lists is reached by some count from 0 to 2,000,000.
            var reached: Set<String> = []
            for n in Array(0...200) + [1_000_000, 2_000_000] { reached.insert("\(forms.rule.category(of: n))") }
            #expect(reached == Set(categories.map { "\($0)" }), "\(tag)")
        }
    }

    @Test("A value after a title starts lower-case exactly where Character.lowercased() says, in every language")
    func lowercasingAfterATitle() {
        for strings in PageControlStrings.catalog {
            let lowers = Self.placeholders(strings.words.titled).contains("value:lowercasedFirst")
            for value in [strings.value(page: 2, of: 5), strings.value(pages: 2, through: 3, of: 8)] {
                let first = value.first.map { String($0) } ?? ""
                let expected = lowers ? first.lowercased() + value.dropFirst() : value
                let titled = strings.value(title: "T", value: value)
                #expect(titled.hasSuffix(expected), "\(strings.language): \(titled)")
            }
        }
    }

    @Test("The capitals lower-cased without tables are those Character.lowercased() maps one to one, below U+0500")
    func lowercasedInitialMatchesTheStandardLibrary() {
        for value in UInt32(0)..<0x500 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let mapped = PageControlStrings.lowercasedInitial(value)
            guard mapped != value else { continue }
            let expected = String(Character(scalar)).lowercased()
            #expect(String(Character(Unicode.Scalar(mapped) ?? " ")) == expected, "U+\(String(value, radix: 16))")
        }
        // A string with no first letter to change, or with no letters at all, is kept as it is.
        for text in ["", "3 / 8", "第 3 页", "ページ", "é"] {
            var bytes: [UInt8] = []
            PageControlStrings.appendLowercasingFirstLetter(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
        }
    }

    @Test(
        "Tags are split at any run of - and _, lower-cased, and read the Kelvin sign as k",
        arguments: [
            ("zh--TW", "zh-Hant"), ("-zh", "zh-Hans"), ("zh-", "zh-Hans"), ("en_", "en"), ("__pt__BR__", "pt"),
            ("\u{212A}O", "ko"), ("ZH-hANT-tw", "zh-Hant"), ("ru-RU-x-foo", "ru"), ("é", "en"), ("ar-\u{0645}", "ar"),
        ])
    func tags(tag: String, language: String) {
        #expect(PageControlStrings.forLanguage(tag).language == language)
    }

    @Test("A brace that names no placeholder is written as it is")
    func unknownPlaceholder() {
        let english = PageControlStrings.english
        #expect(english.fill("{page} {pages} {", with: .init(page: 3)) == "3 {pages} {")
        #expect(english.fill("{title}{value}", with: .init()) == "")
    }
}
