extension PageControlStrings {
    /// Every language the control speaks. To add one, append an entry here and a row to the strings
    /// table test (see Guides/Localization.md).
    ///
    /// Conventions used throughout:
    /// - Percent signs follow CLDR (what `NumberFormatter` gives on Apple platforms): `40 %` with a
    ///   no-break space (U+00A0) where the language spaces it, `%40` in Turkish, `٤٠٪` / `۴۰٪` in Arabic script.
    /// - Where a page title comes first, the value starts lower-case if the language would write it so
    ///   mid-sentence (not German, whose nouns keep their capital).
    /// - Arabic script uses the Arabic comma `،`, Japanese `、` and Chinese the full-width `，`, also between
    ///   the value and a page state; Thai uses a space there, as after a title.
    /// - The state words are written as they read after the value, mid-sentence: lower-case (German nouns keep
    ///   their capital), and, where an adjective agrees with the noun, agreeing with the language's word for
    ///   "page" (Russian `просмотрена` for `страница`). "Visited" is said as "viewed" where a page is viewed
    ///   rather than visited.
    /// - A span uses the language's word for "to" (`bis`, `à`, `tot en met`, `至`) when the numbers stay as they
    ///   are. Where the word would make the spoken number change form (Slavic cases, Turkish suffixes) it is an
    ///   en dash with no spaces, `3–4`; Japanese writes `3〜4` (wave dash) and Korean `3~4`, as their UI does.
    /// - A badge's count takes the plural form CLDR's rules give (``Plural``), with the word the language's UI
    ///   uses for unread counts: `2 new`, `2 новых`, `新着2件`. Arabic says one and two with the noun's own forms
    ///   and no digit (`عنصران جديدان`), as careful Arabic UI text does; a badge with no number says `badgeWord`.
    /// - Characters that are invisible or look like others are written as escapes: the no-break space
    ///   `\u{00A0}`, the en dash `\u{2013}`, the wave dash `\u{301C}` and the zero-width non-joiner `\u{200C}`.
    static let catalog: [PageControlStrings] = [
        english,
        PageControlStrings(
            language: "ru", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Страница \(page) из \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Страницы \(first)\u{2013}\(last) из \(count)" },
            defaultLabel: "Указатель страниц", firstPageAction: "Первая страница", lastPageAction: "Последняя страница",
            stopSlideShowAction: "Остановить слайд-шоу", startSlideShowAction: "Запустить слайд-шоу",
            visitedState: "просмотрена", completedState: "завершена", attentionState: "требует внимания",
            unavailableState: "недоступна", loadingState: "загружается",
            badgeWord: "новое",
            badgeFormat: { count, n in "\(count) \(Plural.eastSlavic(n, one: "новое", few: "новых", many: "новых"))" }),
        PageControlStrings(
            language: "uk", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Сторінка \(page) з \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Сторінки \(first)\u{2013}\(last) з \(count)" },
            defaultLabel: "Індикатор сторінок", firstPageAction: "Перша сторінка", lastPageAction: "Остання сторінка",
            stopSlideShowAction: "Зупинити слайд-шоу", startSlideShowAction: "Запустити слайд-шоу",
            visitedState: "переглянута", completedState: "завершена", attentionState: "потребує уваги",
            unavailableState: "недоступна", loadingState: "завантажується",
            badgeWord: "нове",
            badgeFormat: { count, n in "\(count) \(Plural.eastSlavic(n, one: "нове", few: "нові", many: "нових"))" }),
        PageControlStrings(
            language: "de", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Seite \(page) von \(count)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Seiten \(first) bis \(last) von \(count)" },
            defaultLabel: "Seitenanzeige", firstPageAction: "Erste Seite", lastPageAction: "Letzte Seite",
            stopSlideShowAction: "Diashow stoppen", startSlideShowAction: "Diashow starten", visitedState: "besucht",
            completedState: "abgeschlossen", attentionState: "Aufmerksamkeit erforderlich",
            unavailableState: "nicht verfügbar", loadingState: "wird geladen",
            badgeWord: "neu", badgeFormat: { count, _ in "\(count) neu" }),
        PageControlStrings(
            language: "fr", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Page \(page) sur \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Pages \(first) à \(last) sur \(count)" },
            defaultLabel: "Indicateur de page", firstPageAction: "Première page", lastPageAction: "Dernière page",
            stopSlideShowAction: "Arrêter le diaporama", startSlideShowAction: "Lancer le diaporama",
            visitedState: "consultée", completedState: "terminée", attentionState: "attention requise",
            unavailableState: "indisponible", loadingState: "chargement en cours",
            badgeWord: "nouveau",
            badgeFormat: { count, n in
                Plural.romance(
                    n, oneIncludesZero: true, one: "\(count) nouveau", many: "\(count) de nouveaux",
                    other: "\(count) nouveaux")
            }),
        PageControlStrings(
            language: "es", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Página \(page) de \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Páginas \(first) a \(last) de \(count)" },
            defaultLabel: "Indicador de página", firstPageAction: "Primera página", lastPageAction: "Última página",
            stopSlideShowAction: "Detener presentación", startSlideShowAction: "Iniciar presentación",
            visitedState: "visitada", completedState: "completada", attentionState: "requiere atención",
            unavailableState: "no disponible", loadingState: "cargando",
            badgeWord: "nuevo",
            badgeFormat: { count, n in
                Plural.romance(
                    n, oneIncludesZero: false, one: "\(count) nuevo", many: "\(count) de nuevos",
                    other: "\(count) nuevos")
            }),
        PageControlStrings(
            language: "it", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Pagina \(page) di \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Pagine da \(first) a \(last) di \(count)" },
            defaultLabel: "Indicatore di pagina", firstPageAction: "Prima pagina", lastPageAction: "Ultima pagina",
            stopSlideShowAction: "Interrompi presentazione", startSlideShowAction: "Avvia presentazione",
            visitedState: "visitata", completedState: "completata", attentionState: "richiede attenzione",
            unavailableState: "non disponibile", loadingState: "in caricamento",
            badgeWord: "nuovo",
            badgeFormat: { count, n in
                Plural.romance(
                    n, oneIncludesZero: false, one: "\(count) nuovo", many: "\(count) di nuovi",
                    other: "\(count) nuovi")
            }),
        // Brazilian and European Portuguese say this the same way, so "pt-BR" and "pt-PT" both use "pt".
        PageControlStrings(
            language: "pt", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Página \(page) de \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Páginas \(first) a \(last) de \(count)" },
            defaultLabel: "Indicador de página", firstPageAction: "Primeira página", lastPageAction: "Última página",
            stopSlideShowAction: "Parar apresentação", startSlideShowAction: "Iniciar apresentação",
            visitedState: "visitada", completedState: "concluída", attentionState: "requer atenção",
            unavailableState: "indisponível", loadingState: "em carregamento",
            badgeWord: "novo",
            badgeFormat: { count, n in
                Plural.romance(
                    n, oneIncludesZero: true, one: "\(count) novo", many: "\(count) de novos",
                    other: "\(count) novos")
            }),
        PageControlStrings(
            language: "nl", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Pagina \(page) van \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Pagina's \(first) tot en met \(last) van \(count)" },
            defaultLabel: "Pagina-indicator", firstPageAction: "Eerste pagina", lastPageAction: "Laatste pagina",
            stopSlideShowAction: "Stop diavoorstelling", startSlideShowAction: "Start diavoorstelling",
            visitedState: "bezocht", completedState: "voltooid", attentionState: "vereist aandacht",
            unavailableState: "niet beschikbaar", loadingState: "wordt geladen",
            badgeWord: "nieuw", badgeFormat: { count, _ in "\(count) nieuw" }),
        PageControlStrings(
            language: "sv", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Sida \(page) av \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Sidorna \(first) till \(last) av \(count)" },
            defaultLabel: "Sidindikator", firstPageAction: "Första sidan", lastPageAction: "Sista sidan",
            stopSlideShowAction: "Stoppa bildspel", startSlideShowAction: "Starta bildspel", visitedState: "besökt",
            completedState: "slutförd", attentionState: "kräver uppmärksamhet", unavailableState: "inte tillgänglig",
            loadingState: "läses in",
            badgeWord: "ny", badgeFormat: { count, n in "\(count) \(Plural.oneOther(n, one: "ny", other: "nya"))" }),
        PageControlStrings(
            language: "pl", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Strona \(page) z \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Strony \(first)\u{2013}\(last) z \(count)" },
            defaultLabel: "Wskaźnik stron", firstPageAction: "Pierwsza strona", lastPageAction: "Ostatnia strona",
            stopSlideShowAction: "Zatrzymaj pokaz slajdów", startSlideShowAction: "Rozpocznij pokaz slajdów",
            visitedState: "odwiedzona", completedState: "ukończona", attentionState: "wymaga uwagi",
            unavailableState: "niedostępna", loadingState: "wczytywanie",
            badgeWord: "nowe",
            badgeFormat: { count, n in "\(count) \(Plural.polish(n, one: "nowe", few: "nowe", many: "nowych"))" }),
        PageControlStrings(
            language: "cs", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Strana \(page) z \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)\u{00A0}%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Strany \(first)\u{2013}\(last) z \(count)" },
            defaultLabel: "Ukazatel stran", firstPageAction: "První strana", lastPageAction: "Poslední strana",
            stopSlideShowAction: "Zastavit prezentaci", startSlideShowAction: "Spustit prezentaci",
            visitedState: "navštívená", completedState: "dokončená", attentionState: "vyžaduje pozornost",
            unavailableState: "nedostupná", loadingState: "načítá se",
            badgeWord: "nové",
            badgeFormat: { count, n in "\(count) \(Plural.czech(n, one: "nové", few: "nové", other: "nových"))" }),
        PageControlStrings(
            language: "el", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Σελίδα \(page) από \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Σελίδες \(first) έως \(last) από \(count)" },
            defaultLabel: "Δείκτης σελίδας", firstPageAction: "Πρώτη σελίδα", lastPageAction: "Τελευταία σελίδα",
            stopSlideShowAction: "Διακοπή παρουσίασης", startSlideShowAction: "Έναρξη παρουσίασης",
            visitedState: "προβλήθηκε", completedState: "ολοκληρώθηκε", attentionState: "χρειάζεται προσοχή",
            unavailableState: "μη διαθέσιμη", loadingState: "φορτώνεται",
            badgeWord: "νέο", badgeFormat: { count, n in "\(count) \(Plural.oneOther(n, one: "νέο", other: "νέα"))" }),
        // "Sayfa 3 / 5" is the usual Turkish form; it needs no suffix after the numbers, so no vowel harmony.
        PageControlStrings(
            language: "tr", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Sayfa \(page) / \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), %\(percent)" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Sayfa \(first)\u{2013}\(last) / \(count)" },
            defaultLabel: "Sayfa göstergesi", firstPageAction: "İlk sayfa", lastPageAction: "Son sayfa",
            stopSlideShowAction: "Slayt gösterisini durdur", startSlideShowAction: "Slayt gösterisini başlat",
            visitedState: "görüntülendi", completedState: "tamamlandı", attentionState: "dikkat gerektiriyor",
            unavailableState: "kullanılamıyor", loadingState: "yükleniyor",
            badgeWord: "yeni", badgeFormat: { count, _ in "\(count) yeni" }),
        PageControlStrings(
            language: "ar", isRightToLeft: true, digits: arabicIndicDigits,
            pageFormat: { page, count, _, _ in "الصفحة \(page) من \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            stateFormat: { value, state in "\(value)، \(state)" },
            spanFormat: { first, last, count, _, _, _ in "الصفحات \(first) إلى \(last) من \(count)" },
            defaultLabel: "مؤشر الصفحات", firstPageAction: "الصفحة الأولى", lastPageAction: "الصفحة الأخيرة",
            stopSlideShowAction: "إيقاف عرض الشرائح", startSlideShowAction: "بدء عرض الشرائح",
            visitedState: "تمت زيارتها", completedState: "مكتملة", attentionState: "تحتاج إلى انتباه",
            unavailableState: "غير متاحة", loadingState: "جارٍ التحميل",
            badgeWord: "جديد",
            badgeFormat: { count, n in
                Plural.arabic(
                    n, zero: "\(count) عنصر جديد", one: "عنصر جديد واحد", two: "عنصران جديدان",
                    few: "\(count) عناصر جديدة", many: "\(count) عنصرًا جديدًا", other: "\(count) عنصر جديد")
            }),
        PageControlStrings(
            language: "he", isRightToLeft: true, digits: latinDigits,
            pageFormat: { page, count, _, _ in "עמוד \(page) מתוך \(count)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "עמודים \(first) עד \(last) מתוך \(count)" },
            defaultLabel: "מחוון עמודים", firstPageAction: "עמוד ראשון", lastPageAction: "עמוד אחרון",
            stopSlideShowAction: "עצירת מצגת", startSlideShowAction: "הפעלת מצגת", visitedState: "נצפה",
            completedState: "הושלם", attentionState: "דורש תשומת לב", unavailableState: "לא זמין",
            loadingState: "בטעינה",
            badgeWord: "חדש",
            badgeFormat: { count, n in "\(count) \(Plural.hebrew(n, one: "חדש", two: "חדשים", other: "חדשים"))" }),
        PageControlStrings(
            language: "fa", isRightToLeft: true, digits: extendedArabicIndicDigits,
            pageFormat: { page, count, _, _ in "صفحهٔ \(page) از \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            stateFormat: { value, state in "\(value)، \(state)" },
            spanFormat: { first, last, count, _, _, _ in "صفحه\u{200C}های \(first) تا \(last) از \(count)" },
            defaultLabel: "نشانگر صفحه", firstPageAction: "صفحهٔ اول", lastPageAction: "صفحهٔ آخر",
            stopSlideShowAction: "توقف نمایش اسلاید", startSlideShowAction: "شروع نمایش اسلاید",
            visitedState: "دیده\u{200C}شده", completedState: "تکمیل\u{200C}شده", attentionState: "نیازمند توجه",
            unavailableState: "در دسترس نیست", loadingState: "در حال بارگیری",
            badgeWord: "جدید", badgeFormat: { count, _ in "\(count) مورد جدید" }),
        PageControlStrings(
            language: "ur", isRightToLeft: true, digits: extendedArabicIndicDigits,
            pageFormat: { page, count, _, _ in "صفحہ \(page) از \(count)" },
            titleFormat: { title, value in "\(title)، \(value)" },
            progressFormat: { value, percent in "\(value)، \(percent)٪" },
            stateFormat: { value, state in "\(value)، \(state)" },
            spanFormat: { first, last, count, _, _, _ in "صفحات \(first) تا \(last) از \(count)" },
            defaultLabel: "صفحہ انڈیکیٹر", firstPageAction: "پہلا صفحہ", lastPageAction: "آخری صفحہ",
            stopSlideShowAction: "سلائیڈ شو روکیں", startSlideShowAction: "سلائیڈ شو شروع کریں",
            visitedState: "دیکھا گیا", completedState: "مکمل", attentionState: "توجہ درکار ہے",
            unavailableState: "دستیاب نہیں", loadingState: "لوڈ ہو رہا ہے",
            badgeWord: "نیا", badgeFormat: { count, n in "\(count) \(Plural.oneOther(n, one: "نیا", other: "نئے"))" }),
        // Hindi on phones writes numbers with Latin digits (CLDR's default for "hi"); the count comes first.
        PageControlStrings(
            language: "hi", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "पृष्ठ \(count) में से \(page)" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "पृष्ठ \(count) में से \(first) से \(last) तक" },
            defaultLabel: "पृष्ठ संकेतक", firstPageAction: "पहला पृष्ठ", lastPageAction: "अंतिम पृष्ठ",
            stopSlideShowAction: "स्लाइड शो रोकें", startSlideShowAction: "स्लाइड शो शुरू करें",
            visitedState: "देखा गया", completedState: "पूरा हुआ", attentionState: "ध्यान देने की ज़रूरत है",
            unavailableState: "उपलब्ध नहीं है", loadingState: "लोड हो रहा है",
            badgeWord: "नया", badgeFormat: { count, n in "\(count) \(Plural.zeroOneOther(n, one: "नया", other: "नए"))" }),
        // Thai separates phrases with a space; the percentage gets a comma so it does not run into the count.
        PageControlStrings(
            language: "th", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "หน้า \(page) จาก \(count)" },
            titleFormat: { title, value in "\(title) \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value) \(state)" },
            spanFormat: { first, last, count, _, _, _ in "หน้า \(first) ถึง \(last) จาก \(count)" },
            defaultLabel: "ตัวบ่งชี้หน้า", firstPageAction: "หน้าแรก", lastPageAction: "หน้าสุดท้าย",
            stopSlideShowAction: "หยุดสไลด์โชว์", startSlideShowAction: "เริ่มสไลด์โชว์", visitedState: "ดูแล้ว",
            completedState: "เสร็จสมบูรณ์", attentionState: "ต้องให้ความสนใจ", unavailableState: "ไม่พร้อมใช้งาน",
            loadingState: "กำลังโหลด",
            badgeWord: "ใหม่", badgeFormat: { count, _ in "\(count) รายการใหม่" }),
        PageControlStrings(
            language: "vi", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Trang \(page) trên \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Trang \(first) đến \(last) trên \(count)" },
            defaultLabel: "Chỉ báo trang", firstPageAction: "Trang đầu", lastPageAction: "Trang cuối",
            stopSlideShowAction: "Dừng trình chiếu", startSlideShowAction: "Bắt đầu trình chiếu",
            visitedState: "đã xem", completedState: "đã hoàn thành", attentionState: "cần chú ý",
            unavailableState: "không khả dụng", loadingState: "đang tải",
            badgeWord: "mới", badgeFormat: { count, _ in "\(count) mới" }),
        PageControlStrings(
            language: "id", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "Halaman \(page) dari \(count)" },
            titleFormat: { title, value in "\(title), \(value.lowercasedFirst)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "Halaman \(first) sampai \(last) dari \(count)" },
            defaultLabel: "Indikator halaman", firstPageAction: "Halaman pertama", lastPageAction: "Halaman terakhir",
            stopSlideShowAction: "Hentikan tayangan slide", startSlideShowAction: "Mulai tayangan slide",
            visitedState: "sudah dilihat", completedState: "selesai", attentionState: "perlu perhatian",
            unavailableState: "tidak tersedia", loadingState: "memuat",
            badgeWord: "baru", badgeFormat: { count, _ in "\(count) baru" }),
        // Japanese, Korean and Chinese attach the counter to the number, so no plural forms are needed.
        PageControlStrings(
            language: "ja", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "\(count)ページ中\(page)ページ目" },
            titleFormat: { title, value in "\(title)、\(value)" },
            progressFormat: { value, percent in "\(value)、\(percent)%" },
            stateFormat: { value, state in "\(value)、\(state)" },
            spanFormat: { first, last, count, _, _, _ in "\(count)ページ中\(first)\u{301C}\(last)ページ目" },
            defaultLabel: "ページインジケータ", firstPageAction: "最初のページ", lastPageAction: "最後のページ",
            stopSlideShowAction: "スライドショーを停止", startSlideShowAction: "スライドショーを開始", visitedState: "閲覧済み",
            completedState: "完了", attentionState: "注意が必要", unavailableState: "利用不可", loadingState: "読み込み中",
            badgeWord: "新着", badgeFormat: { count, _ in "新着\(count)件" }),
        PageControlStrings(
            language: "ko", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "\(count)페이지 중 \(page)페이지" },
            titleFormat: { title, value in "\(title), \(value)" },
            progressFormat: { value, percent in "\(value), \(percent)%" },
            stateFormat: { value, state in "\(value), \(state)" },
            spanFormat: { first, last, count, _, _, _ in "\(count)페이지 중 \(first)~\(last)페이지" },
            defaultLabel: "페이지 표시기", firstPageAction: "첫 페이지", lastPageAction: "마지막 페이지",
            stopSlideShowAction: "슬라이드쇼 중지", startSlideShowAction: "슬라이드쇼 시작", visitedState: "방문함",
            completedState: "완료됨", attentionState: "주의 필요", unavailableState: "사용할 수 없음", loadingState: "로드 중",
            badgeWord: "새 항목", badgeFormat: { count, _ in "새 항목 \(count)개" }),
        PageControlStrings(
            language: "zh-Hans", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "第 \(page) 页，共 \(count) 页" },
            titleFormat: { title, value in "\(title)，\(value)" },
            progressFormat: { value, percent in "\(value)，\(percent)%" },
            stateFormat: { value, state in "\(value)，\(state)" },
            spanFormat: { first, last, count, _, _, _ in "第 \(first) 至 \(last) 页，共 \(count) 页" },
            defaultLabel: "页面指示器", firstPageAction: "第一页", lastPageAction: "最后一页", stopSlideShowAction: "停止幻灯片放映",
            startSlideShowAction: "开始幻灯片放映", visitedState: "已浏览", completedState: "已完成", attentionState: "需要注意",
            unavailableState: "不可用", loadingState: "正在加载",
            badgeWord: "新内容", badgeFormat: { count, _ in "\(count) 项新内容" }),
        PageControlStrings(
            language: "zh-Hant", isRightToLeft: false, digits: latinDigits,
            pageFormat: { page, count, _, _ in "第 \(page) 頁，共 \(count) 頁" },
            titleFormat: { title, value in "\(title)，\(value)" },
            progressFormat: { value, percent in "\(value)，\(percent)%" },
            stateFormat: { value, state in "\(value)，\(state)" },
            spanFormat: { first, last, count, _, _, _ in "第 \(first) 至 \(last) 頁，共 \(count) 頁" },
            defaultLabel: "頁面指示器", firstPageAction: "第一頁", lastPageAction: "最後一頁", stopSlideShowAction: "停止幻燈片秀",
            startSlideShowAction: "開始幻燈片秀", visitedState: "已瀏覽", completedState: "已完成", attentionState: "需要注意",
            unavailableState: "無法使用", loadingState: "載入中",
            badgeWord: "新內容", badgeFormat: { count, _ in "\(count) 項新內容" }),
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
