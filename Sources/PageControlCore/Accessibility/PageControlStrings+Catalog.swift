extension PageControlStrings {
    /// Every language the control speaks. To add one, append an entry here and a row to the strings
    /// table test (see Guides/Localization.md).
    static let catalog: [PageControlStrings] = [
        english,
        PageControlStrings(
            language: "ru", isRightToLeft: false, digits: Array("0123456789"),
            pageFormat: { page, count, _, _ in "Страница \(page) из \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent) %" },
            defaultLabel: "Указатель страниц", firstPageAction: "Первая страница",
            lastPageAction: "Последняя страница"),
    ]
}
