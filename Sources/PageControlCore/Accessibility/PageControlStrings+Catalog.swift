extension PageControlStrings {
    /// Every language the control speaks, English first (the fallback). To add one, write it beside the others
    /// of its region (PageControlStrings+WesternEurope.swift and its three neighbours), name it here and add a
    /// row to the strings table test (see Guides/Localization.md); to add a phrase, add a case to ``Phrase`` and a
    /// line to every language.
    ///
    /// Constant data: the compiler lays the languages out in the binary, so choosing one builds nothing.
    /// Templates name their parts in braces (see ``Language``).
    ///
    /// Conventions used throughout:
    /// - Percent signs follow CLDR (what `NumberFormatter` gives on Apple platforms): `40 %` with a
    ///   no-break space (U+00A0) where the language spaces it, `%40` in Turkish, `٤٠٪` / `۴۰٪` in Arabic script.
    /// - Where a page title comes first, the value starts lower-case (`{value:lowercasedFirst}`) if the language
    ///   would write it so mid-sentence (not German, whose nouns keep their capital).
    /// - Arabic script uses the Arabic comma `،`, Japanese `、` and Chinese the full-width `，`, also between
    ///   the value and a page state; Thai uses a space there, as after a title.
    /// - The state words are written as they read after the value, mid-sentence: lower-case (German nouns keep
    ///   their capital), and, where an adjective agrees with the noun, agreeing with the language's word for
    ///   "page" (Russian `просмотрена` for `страница`). "Visited" is said as "viewed" where a page is viewed
    ///   rather than visited.
    /// - A span uses the language's word for "to" (`bis`, `à`, `tot en met`, `至`) when the numbers stay as they
    ///   are. Where the word would make the spoken number change form (Slavic cases, Turkish suffixes) it is an
    ///   en dash with no spaces, `3–4`; Japanese writes `3〜4` (wave dash) and Korean `3~4`, as their UI does.
    /// - A badge's count takes the plural form CLDR's rules give (``PluralRule``), with the word the language's
    ///   UI uses for unread counts: `2 new`, `2 новых`, `新着2件`. Arabic says one and two with the noun's own
    ///   forms and no digit (`عنصران جديدان`), as careful Arabic UI text does; a badge with no number says
    ///   `badgeWord`.
    /// - Characters that are invisible or look like others are written as escapes: the no-break space
    ///   `\u{00A0}`, the en dash `\u{2013}`, the wave dash `\u{301C}` and the zero-width non-joiner `\u{200C}`.
    static let languages: [Language] = [
        .english, .russian, .ukrainian, .german, .french, .spanish, .italian, .portuguese, .dutch, .swedish, .polish,
        .czech, .greek, .turkish, .arabic, .hebrew, .persian, .urdu, .hindi, .thai, .vietnamese, .indonesian, .japanese,
        .korean, .simplifiedChinese, .traditionalChinese,
    ]
}
