extension PageControlStrings {
    /// One language of the catalog: its tag, direction and digits, and each phrase as a template.
    ///
    /// Every field is a `StaticString` or a trivial value, so the catalog (``languages``) is constant data that
    /// the compiler lays out in the binary: no dictionary, closure or object is built at run time. Templates
    /// name their parts in braces, which ``fill(_:with:)`` replaces:
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
    /// To add a phrase, add a field here and a template to every language in ``languages``: the memberwise
    /// initialiser makes a language without it fail to compile.
    struct Language: Sendable {
        /// The BCP 47 tag, as ``PageControlStrings/language`` returns it: `"en"`, `"zh-Hant"`.
        let tag: StaticString
        /// Whether the language is written right to left.
        let isRightToLeft: Bool
        /// The digits numbers are written with.
        let digits: Digits
        /// The value, `{page}` and `{count}`: "Page {page} of {count}".
        let page: StaticString
        /// A span of pages on screen, `{first}`, `{last}` and `{count}`: "Pages {first} to {last} of {count}".
        let span: StaticString
        /// The value while more pages may come (``PageControl/hasMorePages``), `{page}` and `{count}`, the pages
        /// known so far: "Page {page} of at least {count}".
        let openPage: StaticString
        /// A span of pages while more may come, `{first}`, `{last}` and `{count}`: "Pages {first} to {last} of at
        /// least {count}".
        let openSpan: StaticString
        /// A page title in front of a value, `{title}` and `{value}` (or `{value:lowercasedFirst}` where the
        /// value's first word is not capitalised mid-sentence): "{title}, {value:lowercasedFirst}".
        let titled: StaticString
        /// The value with the timer's percentage, `{value}` and `{percent}`: "{value}, {percent}%".
        let progress: StaticString
        /// The value with a state word or a content phrase after the language's list separator, `{value}` and
        /// `{item}`: "{value}, {item}".
        let list: StaticString
        /// The control's default label: "Page control".
        let label: StaticString
        /// The "first page" custom action.
        let firstPage: StaticString
        /// The "last page" custom action.
        let lastPage: StaticString
        /// The step buttons' names (``PageControl/showsStepButtons``): "Previous page", "Next page".
        let previousPage: StaticString
        let nextPage: StaticString
        /// The custom action that stops a running slide show.
        let stopSlideShow: StaticString
        /// The custom action that starts the slide show.
        let startSlideShow: StaticString
        /// The state words, as they read after the value mid-sentence.
        let visited: StaticString
        let completed: StaticString
        let attention: StaticString
        let unavailable: StaticString
        let loading: StaticString
        /// What a slide of a carousel is called, as assistive technology announces its role
        /// (`aria-roledescription`): "slide".
        let slide: StaticString
        /// What a carousel is called, as assistive technology announces its role: "carousel".
        let carousel: StaticString
        /// What a badge with no number says: "new".
        let badgeWord: StaticString
        /// A badge's count, `{count}`, in each plural form the language's rule gives: "{count} new".
        let badge: PluralForms
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

    /// A phrase in each plural form of a language: the rule that picks the form for a number, and the forms.
    /// Forms the rule never picks stay empty.
    ///
    /// Its memberwise initialiser (no initialiser of its own) keeps the catalog constant data: the compiler
    /// lays out entries made with it without running code.
    struct PluralForms: Sendable {
        /// The language's CLDR cardinal rule.
        var rule: PluralRule
        /// The template of each category (`{count}` is the number); those the rule never gives stay empty.
        var zero: StaticString = ""
        var one: StaticString = ""
        var two: StaticString = ""
        var few: StaticString = ""
        var many: StaticString = ""
        var other: StaticString = ""

        /// One form for every number.
        static func invariant(_ other: StaticString) -> PluralForms { PluralForms(rule: .invariant, other: other) }

        /// The form for `n` (0 or more).
        func form(for n: Int) -> StaticString {
            switch rule.category(of: n) {
            case .zero: return zero
            case .one: return one
            case .two: return two
            case .few: return few
            case .many: return many
            case .other: return other
            }
        }
    }

    /// A CLDR plural category.
    enum PluralCategory: Sendable, CaseIterable {
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

        /// The categories the rule gives for some whole number: each needs a form.
        var categories: [PluralCategory] {
            switch self {
            case .invariant: return [.other]
            case .oneOther, .zeroOneOther: return [.one, .other]
            case .hebrew: return [.one, .two, .other]
            case .romance: return [.one, .many, .other]
            case .eastSlavic, .polish: return [.one, .few, .many]
            case .czech: return [.one, .few, .other]
            case .arabic: return PluralCategory.allCases
            }
        }

        /// `n % 10` in 2–4 and `n % 100` not in 12–14: Slavic few.
        private static func isFew(_ n: Int) -> Bool {
            (2...4).contains(n % 10) && !(12...14).contains(n % 100)
        }
    }
}
