extension PageControlStrings {
    /// Lower-cased tags that name a catalog language without matching its tag: Chinese without a script
    /// subtag (by region) and the legacy codes Java and Android still send. Each pairs an alias with the tag
    /// of the entry it stands for.
    ///
    /// ``forLanguage(_:)`` tries these after the catalog at each step, so `zh-Hans-TW` still picks Simplified.
    static let aliases: [(alias: StaticString, tag: StaticString)] = [
        ("zh", "zh-Hans"),
        ("zh-tw", "zh-Hant"),
        ("zh-hk", "zh-Hant"),
        ("zh-mo", "zh-Hant"),
        ("iw", "he"),
        ("in", "id"),
    ]

    /// The primary language subtags written right to left, lower-cased: those of the catalog and a few more.
    static let rightToLeftSubtags: [StaticString] = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]
}
