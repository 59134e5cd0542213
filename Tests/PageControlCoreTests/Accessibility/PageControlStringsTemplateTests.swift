import Testing

@testable import PageControlCore

/// The catalog as data: each template names only the parts its phrase has, each plural rule has its forms, the
/// lower-casing after a title is the standard library's, and tags are read without the Unicode tables.
@Suite struct PageControlStringsTemplateTests {

    /// The names in braces in `template`, in order.
    static func placeholders(_ template: UnsafeBufferPointer<UInt8>) -> [String] {
        let text = PageControlStrings.string(template)
        var names: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// Each template phrase and the placeholders it must name.
    static let templates: [(phrase: PageControlStrings.Phrase, required: Set<String>)] = [
        (.page, ["page", "count"]),
        (.span, ["first", "last", "count"]),
        (.openPage, ["page", "count"]),
        (.openSpan, ["first", "last", "count"]),
        (.progress, ["value", "percent"]),
        (.list, ["value", "item"]),
    ]

    @Test("Each template names exactly the parts of its phrase, once each")
    func templatesNameTheirParts() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            for (phrase, required) in Self.templates {
                let names = Self.placeholders(language[phrase])
                #expect(Set(names) == required, "\(tag).\(phrase): \(names)")
                #expect(names.count == required.count, "\(tag).\(phrase): \(names)")
            }
            let titled = Self.placeholders(language[.titled])
            #expect(
                titled == ["title", "value"] || titled == ["title", "value:lowercasedFirst"], "\(tag).titled: \(titled)"
            )
            let templated = Set(Self.templates.map(\.phrase) + [.titled])
            for phrase in PageControlStrings.Phrase.allCases where !templated.contains(phrase) {
                #expect(Self.placeholders(language[phrase]).isEmpty, "\(tag).\(phrase)")
            }
        }
    }

    @Test("Each language writes every phrase and each plural form its rule gives on a line of its own")
    func phrasesAreOneALine() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            let text = PageControlStrings.string(language.phrases)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let categories = language.badgeRule.categories
            #expect(lines.count == PageControlStrings.Phrase.allCases.count + categories.count, "\(tag)")
            for (index, line) in lines.enumerated() {
                #expect(
                    line.first?.isWhitespace == false && line.last?.isWhitespace == false, "\(tag), line \(index + 1)")
            }
            for phrase in PageControlStrings.Phrase.allCases {
                #expect(PageControlStrings.string(language[phrase]) == lines[phrase.rawValue], "\(tag).\(phrase)")
            }
            #expect(language.line(lines.count).isEmpty, "\(tag): past the last line")
        }
    }

    @Test("Every category a language's plural rule gives has a form, naming at most the count")
    func pluralFormsAreComplete() {
        for language in PageControlStrings.languages {
            let tag = PageControlStrings.string(language.tag)
            let rule = language.badgeRule
            let categories = rule.categories
            for (position, category) in categories.enumerated() {
                #expect(rule.position(of: category) == position, "\(tag): \(category)")
                let form = language.line(PageControlStrings.Phrase.allCases.count + position)
                // Arabic says one and two with the noun's own forms, without the number.
                #expect(Set(Self.placeholders(form)).isSubset(of: ["count"]), "\(tag): \(category)")
                #expect(form.count > 0, "\(tag): \(category)")
            }
            // Every category the rule lists is reached by some count from 0 to 2,000,000, and no other.
            var reached: Set<String> = []
            for n in Array(0...200) + [1_000_000, 2_000_000] { reached.insert("\(rule.category(of: n))") }
            #expect(reached == Set(categories.map { "\($0)" }), "\(tag)")
        }
    }

    @Test(
        "A rule's categories are in CLDR order, each at its position",
        arguments: [
            (PageControlStrings.PluralRule.invariant, ["other"]), (.oneOther, ["one", "other"]),
            (.zeroOneOther, ["one", "other"]), (.romance(oneIncludesZero: true), ["one", "many", "other"]),
            (.eastSlavic, ["one", "few", "many"]), (.polish, ["one", "few", "many"]),
            (.czech, ["one", "few", "other"]),
            (.arabic, ["zero", "one", "two", "few", "many", "other"]), (.hebrew, ["one", "two", "other"]),
        ])
    func categories(rule: PageControlStrings.PluralRule, names: [String]) {
        #expect(rule.categories.map { "\($0)" } == names)
        #expect(rule.categories.map(rule.position(of:)) == Array(names.indices))
    }

    @Test("A value after a title starts lower-case exactly where Character.lowercased() says, in every language")
    func lowercasingAfterATitle() {
        for strings in PageControlStrings.catalog {
            let lowers = Self.placeholders(strings.words[.titled]).contains("value:lowercasedFirst")
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
        func fill(_ template: StaticString, _ arguments: PageControlStrings.TemplateArguments) -> String {
            template.withUTF8Buffer { PageControlStrings.english.fill($0, with: arguments) }
        }
        #expect(fill("{page} {pages} {", .init(page: 3)) == "3 {pages} {")
        #expect(fill("{title}{value}", .init()) == "")
    }
}
