// The catalog's languages of Central and Eastern Europe: each phrase on a line, in the order of
// PageControlStrings.Phrase, then the badge's count in each plural form of the language's rule (see
// PageControlStrings.Language).

extension PageControlStrings.Language {
    /// Russian (`ru`).
    static let russian = Self(
        tag: "ru", isRightToLeft: false, digits: .latin, badgeRule: .eastSlavic,
        phrases: """
            Страница {page} из {count}
            Страницы {first}\u{2013}{last} из {count}
            Страница {page} из {count} или более
            Страницы {first}\u{2013}{last} из {count} или более
            {title}, {value:lowercasedFirst}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Указатель страниц
            Первая страница
            Последняя страница
            Предыдущая страница
            Следующая страница
            Остановить слайд-шоу
            Запустить слайд-шоу
            просмотрена
            завершена
            требует внимания
            недоступна
            загружается
            слайд
            карусель
            новое
            {count} новое
            {count} новых
            {count} новых
            """)

    /// Ukrainian (`uk`).
    static let ukrainian = Self(
        tag: "uk", isRightToLeft: false, digits: .latin, badgeRule: .eastSlavic,
        phrases: """
            Сторінка {page} з {count}
            Сторінки {first}\u{2013}{last} з {count}
            Сторінка {page} з {count} або більше
            Сторінки {first}\u{2013}{last} з {count} або більше
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Індикатор сторінок
            Перша сторінка
            Остання сторінка
            Попередня сторінка
            Наступна сторінка
            Зупинити слайд-шоу
            Запустити слайд-шоу
            переглянута
            завершена
            потребує уваги
            недоступна
            завантажується
            слайд
            карусель
            нове
            {count} нове
            {count} нові
            {count} нових
            """)

    /// Polish (`pl`).
    static let polish = Self(
        tag: "pl", isRightToLeft: false, digits: .latin, badgeRule: .polish,
        phrases: """
            Strona {page} z {count}
            Strony {first}\u{2013}{last} z {count}
            Strona {page} z co najmniej {count}
            Strony {first}\u{2013}{last} z co najmniej {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Wskaźnik stron
            Pierwsza strona
            Ostatnia strona
            Poprzednia strona
            Następna strona
            Zatrzymaj pokaz slajdów
            Rozpocznij pokaz slajdów
            odwiedzona
            ukończona
            wymaga uwagi
            niedostępna
            wczytywanie
            slajd
            karuzela
            nowe
            {count} nowe
            {count} nowe
            {count} nowych
            """)

    /// Czech (`cs`).
    static let czech = Self(
        tag: "cs", isRightToLeft: false, digits: .latin, badgeRule: .czech,
        phrases: """
            Strana {page} z {count}
            Strany {first}\u{2013}{last} z {count}
            Strana {page} z nejméně {count}
            Strany {first}\u{2013}{last} z nejméně {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}\u{00A0}%
            {value}, {item}
            Ukazatel stran
            První strana
            Poslední strana
            Předchozí strana
            Další strana
            Zastavit prezentaci
            Spustit prezentaci
            navštívená
            dokončená
            vyžaduje pozornost
            nedostupná
            načítá se
            snímek
            karusel
            nové
            {count} nové
            {count} nové
            {count} nových
            """)

    /// Greek (`el`).
    static let greek = Self(
        tag: "el", isRightToLeft: false, digits: .latin, badgeRule: .oneOther,
        phrases: """
            Σελίδα {page} από {count}
            Σελίδες {first} έως {last} από {count}
            Σελίδα {page} από τουλάχιστον {count}
            Σελίδες {first} έως {last} από τουλάχιστον {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Δείκτης σελίδας
            Πρώτη σελίδα
            Τελευταία σελίδα
            Προηγούμενη σελίδα
            Επόμενη σελίδα
            Διακοπή παρουσίασης
            Έναρξη παρουσίασης
            προβλήθηκε
            ολοκληρώθηκε
            χρειάζεται προσοχή
            μη διαθέσιμη
            φορτώνεται
            διαφάνεια
            καρουζέλ
            νέο
            {count} νέο
            {count} νέα
            """)
}
