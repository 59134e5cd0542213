import Testing

/// The strings one language should produce, written out by hand.
struct LanguageStrings: Sendable, CustomTestStringConvertible {
    /// The tag to look up.
    var tag: String
    /// A page title in the language, for the titled value.
    var title: String
    /// `value(page: 2, of: 5)`: "Page 3 of 5".
    var page3of5: String
    /// `value(page: 0, of: 1)`: "Page 1 of 1".
    var page1of1: String
    /// `value(page: 11, of: 120)`: "Page 12 of 120".
    var page12of120: String
    /// `value(title: title, page: 0, of: 4)`: "Welcome, page 1 of 4".
    var titled: String
    /// "Page 3 of 5" with the timer at 0.4: "Page 3 of 5, 40%".
    var progress: String
    var label: String
    var first: String
    var last: String
    /// `visitedState`: "visited".
    var visited: String
    /// `completedState`: "completed".
    var completed: String
    /// `attentionState`: "needs attention".
    var attention: String
    /// `unavailableState`: "unavailable".
    var unavailable: String
    /// `loadingState`: "loading".
    var loading: String
    /// `value(value(page: 2, of: 8), state: completedState)`: "Page 3 of 8, completed".
    var stated: String
    /// `value(pages: 2, through: 3, of: 8)`: "Pages 3 to 4 of 8".
    var span: String
    /// `stopSlideShowAction`: "Stop slide show".
    var stop: String
    /// `startSlideShowAction`: "Start slide show".
    var start: String
    /// `previewText(page: 2, of: 8)`: "3 / 8".
    var preview: String
    /// `slideRoleDescription` and `carouselRoleDescription`: "slide", "carousel".
    var slide: String
    var carousel: String
    /// `value(page: 6, of: 20, atLeast: true)`: "Page 7 of at least 20", while more pages may come.
    var open: String
    /// `value(pages: 2, through: 3, of: 20, atLeast: true)`: "Pages 3 to 4 of at least 20".
    var openSpan: String
    /// `badgeText(count:)` for 0 (a badge with no number), 1, 2, 5, 21 and 100: "new", "1 new", "2 new"….
    /// The comment above each row names the CLDR plural category of 1, 2, 5, 21 and 100 in that language.
    var badges: [String]

    var testDescription: String { tag }
}

extension LanguageStrings {
    /// One row per catalog language. U+00A0 is the no-break space CLDR puts before `%`.
    static let table: [LanguageStrings] = [
        LanguageStrings(
            tag: "en", title: "Welcome", page3of5: "Page 3 of 5", page1of1: "Page 1 of 1",
            page12of120: "Page 12 of 120", titled: "Welcome, page 1 of 4", progress: "Page 3 of 5, 40%",
            label: "Page control", first: "First page", last: "Last page",
            visited: "visited", completed: "completed", attention: "needs attention", unavailable: "unavailable",
            loading: "loading", stated: "Page 3 of 8, completed", span: "Pages 3 to 4 of 8",
            stop: "Stop slide show", start: "Start slide show", preview: "3 / 8", slide: "slide", carousel: "carousel",
            open: "Page 7 of at least 20", openSpan: "Pages 3 to 4 of at least 20",
            // CLDR en: one, other ×4; "new" never changes.
            badges: ["new", "1 new", "2 new", "5 new", "21 new", "100 new"]),
        LanguageStrings(
            tag: "ru", title: "Добро пожаловать", page3of5: "Страница 3 из 5", page1of1: "Страница 1 из 1",
            page12of120: "Страница 12 из 120", titled: "Добро пожаловать, страница 1 из 4",
            progress: "Страница 3 из 5, 40\u{00A0}%",
            label: "Указатель страниц", first: "Первая страница", last: "Последняя страница",
            visited: "просмотрена", completed: "завершена", attention: "требует внимания",
            unavailable: "недоступна", loading: "загружается", stated: "Страница 3 из 8, завершена",
            span: "Страницы 3\u{2013}4 из 8", stop: "Остановить слайд-шоу", start: "Запустить слайд-шоу",
            preview: "3 / 8", slide: "слайд", carousel: "карусель",
            open: "Страница 7 из 20 или более", openSpan: "Страницы 3\u{2013}4 из 20 или более",
            // CLDR ru: one, few, many, one, many.
            badges: ["новое", "1 новое", "2 новых", "5 новых", "21 новое", "100 новых"]),
        LanguageStrings(
            tag: "uk", title: "Вітаємо", page3of5: "Сторінка 3 з 5", page1of1: "Сторінка 1 з 1",
            page12of120: "Сторінка 12 з 120", titled: "Вітаємо, сторінка 1 з 4", progress: "Сторінка 3 з 5, 40%",
            label: "Індикатор сторінок", first: "Перша сторінка", last: "Остання сторінка",
            visited: "переглянута", completed: "завершена", attention: "потребує уваги",
            unavailable: "недоступна", loading: "завантажується", stated: "Сторінка 3 з 8, завершена",
            span: "Сторінки 3\u{2013}4 з 8", stop: "Зупинити слайд-шоу", start: "Запустити слайд-шоу",
            preview: "3 / 8", slide: "слайд", carousel: "карусель",
            open: "Сторінка 7 з 20 або більше", openSpan: "Сторінки 3\u{2013}4 з 20 або більше",
            // CLDR uk: one, few, many, one, many.
            badges: ["нове", "1 нове", "2 нові", "5 нових", "21 нове", "100 нових"]),
        LanguageStrings(
            tag: "de", title: "Willkommen", page3of5: "Seite 3 von 5", page1of1: "Seite 1 von 1",
            page12of120: "Seite 12 von 120", titled: "Willkommen, Seite 1 von 4",
            progress: "Seite 3 von 5, 40\u{00A0}%",
            label: "Seitenanzeige", first: "Erste Seite", last: "Letzte Seite",
            visited: "besucht", completed: "abgeschlossen", attention: "Aufmerksamkeit erforderlich",
            unavailable: "nicht verfügbar", loading: "wird geladen", stated: "Seite 3 von 8, abgeschlossen",
            span: "Seiten 3 bis 4 von 8", stop: "Diashow stoppen", start: "Diashow starten", preview: "3 / 8",
            slide: "Folie", carousel: "Karussell",
            open: "Seite 7 von mindestens 20", openSpan: "Seiten 3 bis 4 von mindestens 20",
            // CLDR de: one, other ×4; "neu" never changes.
            badges: ["neu", "1 neu", "2 neu", "5 neu", "21 neu", "100 neu"]),
        LanguageStrings(
            tag: "fr", title: "Bienvenue", page3of5: "Page 3 sur 5", page1of1: "Page 1 sur 1",
            page12of120: "Page 12 sur 120", titled: "Bienvenue, page 1 sur 4", progress: "Page 3 sur 5, 40\u{00A0}%",
            label: "Indicateur de page", first: "Première page", last: "Dernière page",
            visited: "consultée", completed: "terminée", attention: "attention requise", unavailable: "indisponible",
            loading: "chargement en cours", stated: "Page 3 sur 8, terminée", span: "Pages 3 à 4 sur 8",
            stop: "Arrêter le diaporama", start: "Lancer le diaporama", preview: "3 / 8", slide: "diapositive",
            carousel: "carrousel",
            open: "Page 7 sur au moins 20", openSpan: "Pages 3 à 4 sur au moins 20",
            // CLDR fr: one, other ×4 (0 would be one too).
            badges: ["nouveau", "1 nouveau", "2 nouveaux", "5 nouveaux", "21 nouveaux", "100 nouveaux"]),
        LanguageStrings(
            tag: "es", title: "Bienvenida", page3of5: "Página 3 de 5", page1of1: "Página 1 de 1",
            page12of120: "Página 12 de 120", titled: "Bienvenida, página 1 de 4",
            progress: "Página 3 de 5, 40\u{00A0}%",
            label: "Indicador de página", first: "Primera página", last: "Última página",
            visited: "visitada", completed: "completada", attention: "requiere atención",
            unavailable: "no disponible", loading: "cargando", stated: "Página 3 de 8, completada",
            span: "Páginas 3 a 4 de 8", stop: "Detener presentación", start: "Iniciar presentación",
            preview: "3 / 8", slide: "diapositiva", carousel: "carrusel",
            open: "Página 7 de al menos 20", openSpan: "Páginas 3 a 4 de al menos 20",
            // CLDR es: one, other ×4.
            badges: ["nuevo", "1 nuevo", "2 nuevos", "5 nuevos", "21 nuevos", "100 nuevos"]),
        LanguageStrings(
            tag: "it", title: "Benvenuto", page3of5: "Pagina 3 di 5", page1of1: "Pagina 1 di 1",
            page12of120: "Pagina 12 di 120", titled: "Benvenuto, pagina 1 di 4", progress: "Pagina 3 di 5, 40%",
            label: "Indicatore di pagina", first: "Prima pagina", last: "Ultima pagina",
            visited: "visitata", completed: "completata", attention: "richiede attenzione",
            unavailable: "non disponibile", loading: "in caricamento", stated: "Pagina 3 di 8, completata",
            span: "Pagine da 3 a 4 di 8", stop: "Interrompi presentazione", start: "Avvia presentazione",
            preview: "3 / 8", slide: "diapositiva", carousel: "carosello",
            open: "Pagina 7 di almeno 20", openSpan: "Pagine da 3 a 4 di almeno 20",
            // CLDR it: one, other ×4.
            badges: ["nuovo", "1 nuovo", "2 nuovi", "5 nuovi", "21 nuovi", "100 nuovi"]),
        LanguageStrings(
            tag: "pt", title: "Boas-vindas", page3of5: "Página 3 de 5", page1of1: "Página 1 de 1",
            page12of120: "Página 12 de 120", titled: "Boas-vindas, página 1 de 4", progress: "Página 3 de 5, 40%",
            label: "Indicador de página", first: "Primeira página", last: "Última página",
            visited: "visitada", completed: "concluída", attention: "requer atenção", unavailable: "indisponível",
            loading: "em carregamento", stated: "Página 3 de 8, concluída", span: "Páginas 3 a 4 de 8",
            stop: "Parar apresentação", start: "Iniciar apresentação", preview: "3 / 8", slide: "slide",
            carousel: "carrossel",
            open: "Página 7 de pelo menos 20", openSpan: "Páginas 3 a 4 de pelo menos 20",
            // CLDR pt: one, other ×4 (0 would be one too).
            badges: ["novo", "1 novo", "2 novos", "5 novos", "21 novos", "100 novos"]),
        LanguageStrings(
            tag: "nl", title: "Welkom", page3of5: "Pagina 3 van 5", page1of1: "Pagina 1 van 1",
            page12of120: "Pagina 12 van 120", titled: "Welkom, pagina 1 van 4", progress: "Pagina 3 van 5, 40%",
            label: "Pagina-indicator", first: "Eerste pagina", last: "Laatste pagina",
            visited: "bezocht", completed: "voltooid", attention: "vereist aandacht", unavailable: "niet beschikbaar",
            loading: "wordt geladen", stated: "Pagina 3 van 8, voltooid", span: "Pagina's 3 tot en met 4 van 8",
            stop: "Stop diavoorstelling", start: "Start diavoorstelling", preview: "3 / 8", slide: "dia",
            carousel: "carrousel",
            open: "Pagina 7 van minstens 20", openSpan: "Pagina's 3 tot en met 4 van minstens 20",
            // CLDR nl: one, other ×4; "nieuw" never changes.
            badges: ["nieuw", "1 nieuw", "2 nieuw", "5 nieuw", "21 nieuw", "100 nieuw"]),
        LanguageStrings(
            tag: "sv", title: "Välkommen", page3of5: "Sida 3 av 5", page1of1: "Sida 1 av 1",
            page12of120: "Sida 12 av 120", titled: "Välkommen, sida 1 av 4", progress: "Sida 3 av 5, 40\u{00A0}%",
            label: "Sidindikator", first: "Första sidan", last: "Sista sidan",
            visited: "besökt", completed: "slutförd", attention: "kräver uppmärksamhet",
            unavailable: "inte tillgänglig", loading: "läses in", stated: "Sida 3 av 8, slutförd",
            span: "Sidorna 3 till 4 av 8", stop: "Stoppa bildspel", start: "Starta bildspel", preview: "3 / 8",
            slide: "bild", carousel: "karusell",
            open: "Sida 7 av minst 20", openSpan: "Sidorna 3 till 4 av minst 20",
            // CLDR sv: one, other ×4.
            badges: ["ny", "1 ny", "2 nya", "5 nya", "21 nya", "100 nya"]),
        LanguageStrings(
            tag: "pl", title: "Witamy", page3of5: "Strona 3 z 5", page1of1: "Strona 1 z 1",
            page12of120: "Strona 12 z 120", titled: "Witamy, strona 1 z 4", progress: "Strona 3 z 5, 40%",
            label: "Wskaźnik stron", first: "Pierwsza strona", last: "Ostatnia strona",
            visited: "odwiedzona", completed: "ukończona", attention: "wymaga uwagi", unavailable: "niedostępna",
            loading: "wczytywanie", stated: "Strona 3 z 8, ukończona", span: "Strony 3\u{2013}4 z 8",
            stop: "Zatrzymaj pokaz slajdów", start: "Rozpocznij pokaz slajdów", preview: "3 / 8", slide: "slajd",
            carousel: "karuzela",
            open: "Strona 7 z co najmniej 20", openSpan: "Strony 3\u{2013}4 z co najmniej 20",
            // CLDR pl: one, few, many, many, many.
            badges: ["nowe", "1 nowe", "2 nowe", "5 nowych", "21 nowych", "100 nowych"]),
        LanguageStrings(
            tag: "cs", title: "Vítejte", page3of5: "Strana 3 z 5", page1of1: "Strana 1 z 1",
            page12of120: "Strana 12 z 120", titled: "Vítejte, strana 1 z 4", progress: "Strana 3 z 5, 40\u{00A0}%",
            label: "Ukazatel stran", first: "První strana", last: "Poslední strana",
            visited: "navštívená", completed: "dokončená", attention: "vyžaduje pozornost",
            unavailable: "nedostupná", loading: "načítá se", stated: "Strana 3 z 8, dokončená",
            span: "Strany 3\u{2013}4 z 8", stop: "Zastavit prezentaci", start: "Spustit prezentaci",
            preview: "3 / 8", slide: "snímek", carousel: "karusel",
            open: "Strana 7 z nejméně 20", openSpan: "Strany 3\u{2013}4 z nejméně 20",
            // CLDR cs: one, few, other, other, other.
            badges: ["nové", "1 nové", "2 nové", "5 nových", "21 nových", "100 nových"]),
        LanguageStrings(
            tag: "el", title: "Καλώς ορίσατε", page3of5: "Σελίδα 3 από 5", page1of1: "Σελίδα 1 από 1",
            page12of120: "Σελίδα 12 από 120", titled: "Καλώς ορίσατε, σελίδα 1 από 4",
            progress: "Σελίδα 3 από 5, 40%",
            label: "Δείκτης σελίδας", first: "Πρώτη σελίδα", last: "Τελευταία σελίδα",
            visited: "προβλήθηκε", completed: "ολοκληρώθηκε", attention: "χρειάζεται προσοχή",
            unavailable: "μη διαθέσιμη", loading: "φορτώνεται", stated: "Σελίδα 3 από 8, ολοκληρώθηκε",
            span: "Σελίδες 3 έως 4 από 8", stop: "Διακοπή παρουσίασης", start: "Έναρξη παρουσίασης",
            preview: "3 / 8", slide: "διαφάνεια", carousel: "καρουζέλ",
            open: "Σελίδα 7 από τουλάχιστον 20", openSpan: "Σελίδες 3 έως 4 από τουλάχιστον 20",
            // CLDR el: one, other ×4.
            badges: ["νέο", "1 νέο", "2 νέα", "5 νέα", "21 νέα", "100 νέα"]),
        LanguageStrings(
            tag: "tr", title: "Hoş geldiniz", page3of5: "Sayfa 3 / 5", page1of1: "Sayfa 1 / 1",
            page12of120: "Sayfa 12 / 120", titled: "Hoş geldiniz, sayfa 1 / 4", progress: "Sayfa 3 / 5, %40",
            label: "Sayfa göstergesi", first: "İlk sayfa", last: "Son sayfa",
            visited: "görüntülendi", completed: "tamamlandı", attention: "dikkat gerektiriyor",
            unavailable: "kullanılamıyor", loading: "yükleniyor", stated: "Sayfa 3 / 8, tamamlandı",
            span: "Sayfa 3\u{2013}4 / 8", stop: "Slayt gösterisini durdur", start: "Slayt gösterisini başlat",
            preview: "3 / 8", slide: "slayt", carousel: "karusel",
            open: "Sayfa 7 / en az 20", openSpan: "Sayfa 3\u{2013}4 / en az 20",
            // CLDR tr: one, other ×4; no plural after a number.
            badges: ["yeni", "1 yeni", "2 yeni", "5 yeni", "21 yeni", "100 yeni"]),
        LanguageStrings(
            tag: "ar", title: "مرحبًا", page3of5: "الصفحة ٣ من ٥", page1of1: "الصفحة ١ من ١",
            page12of120: "الصفحة ١٢ من ١٢٠", titled: "مرحبًا، الصفحة ١ من ٤", progress: "الصفحة ٣ من ٥، ٤٠٪",
            label: "مؤشر الصفحات", first: "الصفحة الأولى", last: "الصفحة الأخيرة",
            visited: "تمت زيارتها", completed: "مكتملة", attention: "تحتاج إلى انتباه", unavailable: "غير متاحة",
            loading: "جارٍ التحميل", stated: "الصفحة ٣ من ٨، مكتملة", span: "الصفحات ٣ إلى ٤ من ٨",
            stop: "إيقاف عرض الشرائح", start: "بدء عرض الشرائح", preview: "٣ / ٨", slide: "شريحة", carousel: "عرض دوّار",
            open: "الصفحة ٧ من ٢٠ على الأقل", openSpan: "الصفحات ٣ إلى ٤ من ٢٠ على الأقل",
            // CLDR ar: one, two, few, many, other.
            badges: ["جديد", "عنصر جديد واحد", "عنصران جديدان", "٥ عناصر جديدة", "٢١ عنصرًا جديدًا", "١٠٠ عنصر جديد"]),
        LanguageStrings(
            tag: "he", title: "ברוכים הבאים", page3of5: "עמוד 3 מתוך 5", page1of1: "עמוד 1 מתוך 1",
            page12of120: "עמוד 12 מתוך 120", titled: "ברוכים הבאים, עמוד 1 מתוך 4", progress: "עמוד 3 מתוך 5, 40%",
            label: "מחוון עמודים", first: "עמוד ראשון", last: "עמוד אחרון",
            visited: "נצפה", completed: "הושלם", attention: "דורש תשומת לב", unavailable: "לא זמין",
            loading: "בטעינה", stated: "עמוד 3 מתוך 8, הושלם", span: "עמודים 3 עד 4 מתוך 8",
            stop: "עצירת מצגת", start: "הפעלת מצגת", preview: "3 / 8", slide: "שקופית", carousel: "קרוסלה",
            open: "עמוד 7 מתוך 20 לפחות", openSpan: "עמודים 3 עד 4 מתוך 20 לפחות",
            // CLDR he: one, two, other, other, other.
            badges: ["חדש", "1 חדש", "2 חדשים", "5 חדשים", "21 חדשים", "100 חדשים"]),
        LanguageStrings(
            tag: "fa", title: "خوش آمدید", page3of5: "صفحهٔ ۳ از ۵", page1of1: "صفحهٔ ۱ از ۱",
            page12of120: "صفحهٔ ۱۲ از ۱۲۰", titled: "خوش آمدید، صفحهٔ ۱ از ۴", progress: "صفحهٔ ۳ از ۵، ۴۰٪",
            label: "نشانگر صفحه", first: "صفحهٔ اول", last: "صفحهٔ آخر",
            visited: "دیده\u{200C}شده", completed: "تکمیل\u{200C}شده", attention: "نیازمند توجه",
            unavailable: "در دسترس نیست", loading: "در حال بارگیری", stated: "صفحهٔ ۳ از ۸، تکمیل\u{200C}شده",
            span: "صفحه\u{200C}های ۳ تا ۴ از ۸", stop: "توقف نمایش اسلاید", start: "شروع نمایش اسلاید",
            preview: "۳ / ۸", slide: "اسلاید", carousel: "کاروسل",
            open: "صفحهٔ ۷ از دست\u{200C}کم ۲۰", openSpan: "صفحه\u{200C}های ۳ تا ۴ از دست\u{200C}کم ۲۰",
            // CLDR fa: one, other ×4; no plural after a number.
            badges: ["جدید", "۱ مورد جدید", "۲ مورد جدید", "۵ مورد جدید", "۲۱ مورد جدید", "۱۰۰ مورد جدید"]),
        LanguageStrings(
            tag: "ur", title: "خوش آمدید", page3of5: "صفحہ ۳ از ۵", page1of1: "صفحہ ۱ از ۱",
            page12of120: "صفحہ ۱۲ از ۱۲۰", titled: "خوش آمدید، صفحہ ۱ از ۴", progress: "صفحہ ۳ از ۵، ۴۰٪",
            label: "صفحہ انڈیکیٹر", first: "پہلا صفحہ", last: "آخری صفحہ",
            visited: "دیکھا گیا", completed: "مکمل", attention: "توجہ درکار ہے", unavailable: "دستیاب نہیں",
            loading: "لوڈ ہو رہا ہے", stated: "صفحہ ۳ از ۸، مکمل", span: "صفحات ۳ تا ۴ از ۸",
            stop: "سلائیڈ شو روکیں", start: "سلائیڈ شو شروع کریں", preview: "۳ / ۸", slide: "سلائیڈ",
            carousel: "کیروسل",
            open: "صفحہ ۷ از کم از کم ۲۰", openSpan: "صفحات ۳ تا ۴ از کم از کم ۲۰",
            // CLDR ur: one, other ×4.
            badges: ["نیا", "۱ نیا", "۲ نئے", "۵ نئے", "۲۱ نئے", "۱۰۰ نئے"]),
        LanguageStrings(
            tag: "hi", title: "स्वागत है", page3of5: "पृष्ठ 5 में से 3", page1of1: "पृष्ठ 1 में से 1",
            page12of120: "पृष्ठ 120 में से 12", titled: "स्वागत है, पृष्ठ 4 में से 1",
            progress: "पृष्ठ 5 में से 3, 40%",
            label: "पृष्ठ संकेतक", first: "पहला पृष्ठ", last: "अंतिम पृष्ठ",
            visited: "देखा गया", completed: "पूरा हुआ", attention: "ध्यान देने की ज़रूरत है",
            unavailable: "उपलब्ध नहीं है", loading: "लोड हो रहा है", stated: "पृष्ठ 8 में से 3, पूरा हुआ",
            span: "पृष्ठ 8 में से 3 से 4 तक", stop: "स्लाइड शो रोकें", start: "स्लाइड शो शुरू करें",
            preview: "3 / 8", slide: "स्लाइड", carousel: "कैरोसेल",
            open: "पृष्ठ कम से कम 20 में से 7", openSpan: "पृष्ठ कम से कम 20 में से 3 से 4 तक",
            // CLDR hi: one, other ×4 (0 would be one too).
            badges: ["नया", "1 नया", "2 नए", "5 नए", "21 नए", "100 नए"]),
        LanguageStrings(
            tag: "th", title: "ยินดีต้อนรับ", page3of5: "หน้า 3 จาก 5", page1of1: "หน้า 1 จาก 1",
            page12of120: "หน้า 12 จาก 120", titled: "ยินดีต้อนรับ หน้า 1 จาก 4", progress: "หน้า 3 จาก 5, 40%",
            label: "ตัวบ่งชี้หน้า", first: "หน้าแรก", last: "หน้าสุดท้าย",
            visited: "ดูแล้ว", completed: "เสร็จสมบูรณ์", attention: "ต้องให้ความสนใจ", unavailable: "ไม่พร้อมใช้งาน",
            loading: "กำลังโหลด", stated: "หน้า 3 จาก 8 เสร็จสมบูรณ์", span: "หน้า 3 ถึง 4 จาก 8",
            stop: "หยุดสไลด์โชว์", start: "เริ่มสไลด์โชว์", preview: "3 / 8", slide: "สไลด์", carousel: "ภาพหมุนเวียน",
            open: "หน้า 7 จากอย่างน้อย 20", openSpan: "หน้า 3 ถึง 4 จากอย่างน้อย 20",
            // CLDR th: other only.
            badges: ["ใหม่", "1 รายการใหม่", "2 รายการใหม่", "5 รายการใหม่", "21 รายการใหม่", "100 รายการใหม่"]),
        LanguageStrings(
            tag: "vi", title: "Chào mừng", page3of5: "Trang 3 trên 5", page1of1: "Trang 1 trên 1",
            page12of120: "Trang 12 trên 120", titled: "Chào mừng, trang 1 trên 4", progress: "Trang 3 trên 5, 40%",
            label: "Chỉ báo trang", first: "Trang đầu", last: "Trang cuối",
            visited: "đã xem", completed: "đã hoàn thành", attention: "cần chú ý", unavailable: "không khả dụng",
            loading: "đang tải", stated: "Trang 3 trên 8, đã hoàn thành", span: "Trang 3 đến 4 trên 8",
            stop: "Dừng trình chiếu", start: "Bắt đầu trình chiếu", preview: "3 / 8", slide: "trang chiếu",
            carousel: "băng chuyền",
            open: "Trang 7 trên ít nhất 20", openSpan: "Trang 3 đến 4 trên ít nhất 20",
            // CLDR vi: other only.
            badges: ["mới", "1 mới", "2 mới", "5 mới", "21 mới", "100 mới"]),
        LanguageStrings(
            tag: "id", title: "Selamat datang", page3of5: "Halaman 3 dari 5", page1of1: "Halaman 1 dari 1",
            page12of120: "Halaman 12 dari 120", titled: "Selamat datang, halaman 1 dari 4",
            progress: "Halaman 3 dari 5, 40%",
            label: "Indikator halaman", first: "Halaman pertama", last: "Halaman terakhir",
            visited: "sudah dilihat", completed: "selesai", attention: "perlu perhatian", unavailable: "tidak tersedia",
            loading: "memuat", stated: "Halaman 3 dari 8, selesai", span: "Halaman 3 sampai 4 dari 8",
            stop: "Hentikan tayangan slide", start: "Mulai tayangan slide", preview: "3 / 8", slide: "slide",
            carousel: "korsel",
            open: "Halaman 7 dari sedikitnya 20", openSpan: "Halaman 3 sampai 4 dari sedikitnya 20",
            // CLDR id: other only.
            badges: ["baru", "1 baru", "2 baru", "5 baru", "21 baru", "100 baru"]),
        LanguageStrings(
            tag: "ja", title: "ようこそ", page3of5: "5ページ中3ページ目", page1of1: "1ページ中1ページ目",
            page12of120: "120ページ中12ページ目", titled: "ようこそ、4ページ中1ページ目", progress: "5ページ中3ページ目、40%",
            label: "ページインジケータ", first: "最初のページ", last: "最後のページ",
            visited: "閲覧済み", completed: "完了", attention: "注意が必要", unavailable: "利用不可", loading: "読み込み中",
            stated: "8ページ中3ページ目、完了", span: "8ページ中3\u{301C}4ページ目", stop: "スライドショーを停止",
            start: "スライドショーを開始", preview: "3 / 8", slide: "スライド", carousel: "カルーセル",
            open: "20ページ以上中7ページ目", openSpan: "20ページ以上中3\u{301C}4ページ目",
            // CLDR ja: other only.
            badges: ["新着", "新着1件", "新着2件", "新着5件", "新着21件", "新着100件"]),
        LanguageStrings(
            tag: "ko", title: "환영합니다", page3of5: "5페이지 중 3페이지", page1of1: "1페이지 중 1페이지",
            page12of120: "120페이지 중 12페이지", titled: "환영합니다, 4페이지 중 1페이지",
            progress: "5페이지 중 3페이지, 40%",
            label: "페이지 표시기", first: "첫 페이지", last: "마지막 페이지",
            visited: "방문함", completed: "완료됨", attention: "주의 필요", unavailable: "사용할 수 없음",
            loading: "로드 중", stated: "8페이지 중 3페이지, 완료됨", span: "8페이지 중 3~4페이지",
            stop: "슬라이드쇼 중지", start: "슬라이드쇼 시작", preview: "3 / 8", slide: "슬라이드", carousel: "캐러셀",
            open: "20페이지 이상 중 7페이지", openSpan: "20페이지 이상 중 3~4페이지",
            // CLDR ko: other only.
            badges: ["새 항목", "새 항목 1개", "새 항목 2개", "새 항목 5개", "새 항목 21개", "새 항목 100개"]),
        LanguageStrings(
            tag: "zh-Hans", title: "欢迎", page3of5: "第 3 页，共 5 页", page1of1: "第 1 页，共 1 页",
            page12of120: "第 12 页，共 120 页", titled: "欢迎，第 1 页，共 4 页", progress: "第 3 页，共 5 页，40%",
            label: "页面指示器", first: "第一页", last: "最后一页",
            visited: "已浏览", completed: "已完成", attention: "需要注意", unavailable: "不可用", loading: "正在加载",
            stated: "第 3 页，共 8 页，已完成", span: "第 3 至 4 页，共 8 页", stop: "停止幻灯片放映",
            start: "开始幻灯片放映", preview: "3 / 8", slide: "幻灯片", carousel: "轮播",
            open: "第 7 页，共至少 20 页", openSpan: "第 3 至 4 页，共至少 20 页",
            // CLDR zh-Hans: other only.
            badges: ["新内容", "1 项新内容", "2 项新内容", "5 项新内容", "21 项新内容", "100 项新内容"]),
        LanguageStrings(
            tag: "zh-Hant", title: "歡迎", page3of5: "第 3 頁，共 5 頁", page1of1: "第 1 頁，共 1 頁",
            page12of120: "第 12 頁，共 120 頁", titled: "歡迎，第 1 頁，共 4 頁", progress: "第 3 頁，共 5 頁，40%",
            label: "頁面指示器", first: "第一頁", last: "最後一頁",
            visited: "已瀏覽", completed: "已完成", attention: "需要注意", unavailable: "無法使用", loading: "載入中",
            stated: "第 3 頁，共 8 頁，已完成", span: "第 3 至 4 頁，共 8 頁", stop: "停止幻燈片秀",
            start: "開始幻燈片秀", preview: "3 / 8", slide: "投影片", carousel: "輪播",
            open: "第 7 頁，共至少 20 頁", openSpan: "第 3 至 4 頁，共至少 20 頁",
            // CLDR zh-Hant: other only.
            badges: ["新內容", "1 項新內容", "2 項新內容", "5 項新內容", "21 項新內容", "100 項新內容"]),
    ]
}
