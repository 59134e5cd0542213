extension PageControlStrings {
    /// Every language the control speaks. To add one, append an entry here and a row to the strings
    /// table test (see Guides/Localization.md).
    ///
    /// Conventions used throughout:
    /// - Percent signs follow CLDR (what `NumberFormatter` gives on Apple platforms): `40 %` with a
    ///   no-break space (U+00A0) where the language spaces it, `%40` in Turkish, `٤٠٪` / `۴۰٪` in Arabic script.
    /// - Where a page title comes first, the value starts lower-case if the language would write it so
    ///   mid-sentence (not German, whose nouns keep their capital).
    /// - Arabic script uses the Arabic comma `،`, Japanese `、` and Chinese the full-width `，`.
    static let catalog: [PageControlStrings] = [
        english,
        PageControlStrings(
            language: "ru", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Страница \(page) из \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Указатель страниц", firstPageAction: "Первая страница",
            lastPageAction: "Последняя страница"),
        PageControlStrings(
            language: "uk", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Сторінка \(page) з \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Індикатор сторінок", firstPageAction: "Перша сторінка",
            lastPageAction: "Остання сторінка"),
        PageControlStrings(
            language: "de", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Seite \(page) von \(count)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Seitenanzeige", firstPageAction: "Erste Seite", lastPageAction: "Letzte Seite"),
        PageControlStrings(
            language: "fr", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Page \(page) sur \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Indicateur de page", firstPageAction: "Première page",
            lastPageAction: "Dernière page"),
        PageControlStrings(
            language: "es", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Página \(page) de \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Indicador de página", firstPageAction: "Primera página",
            lastPageAction: "Última página"),
        PageControlStrings(
            language: "it", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Pagina \(page) di \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Indicatore di pagina", firstPageAction: "Prima pagina",
            lastPageAction: "Ultima pagina"),
        // Brazilian and European Portuguese say this the same way, so "pt-BR" and "pt-PT" both use "pt".
        PageControlStrings(
            language: "pt", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Página \(page) de \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Indicador de página", firstPageAction: "Primeira página",
            lastPageAction: "Última página"),
        PageControlStrings(
            language: "nl", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Pagina \(page) van \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Pagina-indicator", firstPageAction: "Eerste pagina",
            lastPageAction: "Laatste pagina"),
        PageControlStrings(
            language: "sv", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Sida \(page) av \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Sidindikator", firstPageAction: "Första sidan", lastPageAction: "Sista sidan"),
        PageControlStrings(
            language: "pl", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Strona \(page) z \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Wskaźnik stron", firstPageAction: "Pierwsza strona",
            lastPageAction: "Ostatnia strona"),
        PageControlStrings(
            language: "cs", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Strana \(page) z \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            defaultLabel: "Ukazatel stran", firstPageAction: "První strana", lastPageAction: "Poslední strana"),
        PageControlStrings(
            language: "el", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Σελίδα \(page) από \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Δείκτης σελίδας", firstPageAction: "Πρώτη σελίδα",
            lastPageAction: "Τελευταία σελίδα"),
        // "Sayfa 3 / 5" is the usual Turkish form; it needs no suffix after the numbers, so no vowel harmony.
        PageControlStrings(
            language: "tr", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Sayfa \(page) / \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), %\(percent)" },
            defaultLabel: "Sayfa göstergesi", firstPageAction: "İlk sayfa", lastPageAction: "Son sayfa"),
        PageControlStrings(
            language: "ar", isRightToLeft: true, digits: arabicIndicDigits,
            pageFormat: { page, count, _, _ in "الصفحة \(page) من \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            defaultLabel: "مؤشر الصفحات", firstPageAction: "الصفحة الأولى", lastPageAction: "الصفحة الأخيرة"),
        PageControlStrings(
            language: "he", isRightToLeft: true, digits: latinDigits,
            pageFormat: { page, count, _, _ in "עמוד \(page) מתוך \(count)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "מחוון עמודים", firstPageAction: "עמוד ראשון", lastPageAction: "עמוד אחרון"),
        PageControlStrings(
            language: "fa", isRightToLeft: true, digits: extendedArabicIndicDigits,
            pageFormat: { page, count, _, _ in "صفحهٔ \(page) از \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            defaultLabel: "نشانگر صفحه", firstPageAction: "صفحهٔ اول", lastPageAction: "صفحهٔ آخر"),
        PageControlStrings(
            language: "ur", isRightToLeft: true, digits: extendedArabicIndicDigits,
            pageFormat: { page, count, _, _ in "صفحہ \(page) از \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            defaultLabel: "صفحہ انڈیکیٹر", firstPageAction: "پہلا صفحہ", lastPageAction: "آخری صفحہ"),
        // Hindi on phones writes numbers with Latin digits (CLDR's default for "hi"); the count comes first.
        PageControlStrings(
            language: "hi", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "पृष्ठ \(count) में से \(page)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "पृष्ठ संकेतक", firstPageAction: "पहला पृष्ठ", lastPageAction: "अंतिम पृष्ठ"),
        // Thai separates phrases with a space; the percentage gets a comma so it does not run into the count.
        PageControlStrings(
            language: "th", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "หน้า \(page) จาก \(count)" },
            titleFormat: { title, value in "\(title) \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "ตัวบ่งชี้หน้า", firstPageAction: "หน้าแรก", lastPageAction: "หน้าสุดท้าย"),
        PageControlStrings(
            language: "vi", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Trang \(page) trên \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Chỉ báo trang", firstPageAction: "Trang đầu", lastPageAction: "Trang cuối"),
        PageControlStrings(
            language: "id", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Halaman \(page) dari \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "Indikator halaman", firstPageAction: "Halaman pertama",
            lastPageAction: "Halaman terakhir"),
        // Japanese, Korean and Chinese attach the counter to the number, so no plural forms are needed.
        PageControlStrings(
            language: "ja", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "\(count)ページ中\(page)ページ目" },
            titleFormat: { title, value in "\(title)、\(value)" },
            progressFormat: { value, percent in "\(value)、\(percent)%" },
            defaultLabel: "ページインジケータ", firstPageAction: "最初のページ", lastPageAction: "最後のページ"),
        PageControlStrings(
            language: "ko", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "\(count)페이지 중 \(page)페이지" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            defaultLabel: "페이지 표시기", firstPageAction: "첫 페이지", lastPageAction: "마지막 페이지"),
        PageControlStrings(
            language: "zh-Hans", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "第 \(page) 页，共 \(count) 页" },
            titleFormat: { title, value in "\(title)，\(value)" },
            progressFormat: { value, percent in "\(value)，\(percent)%" },
            defaultLabel: "页面指示器", firstPageAction: "第一页", lastPageAction: "最后一页"),
        PageControlStrings(
            language: "zh-Hant", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "第 \(page) 頁，共 \(count) 頁" },
            titleFormat: { title, value in "\(title)，\(value)" },
            progressFormat: { value, percent in "\(value)，\(percent)%" },
            defaultLabel: "頁面指示器", firstPageAction: "第一頁", lastPageAction: "最後一頁"),
    ]

    /// Lower-cased tags that name a catalog language without matching its tag: Chinese without a script
    /// subtag (by region) and the legacy codes Java and Android still send.
    ///
    /// ``forLanguage(_:)`` tries these after the table at each step, so `zh-Hans-TW` still picks Simplified.
    static let aliases: [String: String] = [
        "zh": "zh-hans",
        "zh-tw": "zh-hant",
        "zh-hk": "zh-hant",
        "zh-mo": "zh-hant",
        "iw": "he",
        "in": "id",
    ]

    /// 0–9 as most languages write them.
    static let latinDigits: [Character] = Array("0123456789")
    /// Arabic-Indic digits, U+0660–U+0669.
    static let arabicIndicDigits: [Character] = Array("٠١٢٣٤٥٦٧٨٩")
    /// Extended Arabic-Indic digits used for Persian and Urdu, U+06F0–U+06F9.
    static let extendedArabicIndicDigits: [Character] = Array("۰۱۲۳۴۵۶۷۸۹")
}
