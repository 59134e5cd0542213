extension PageControlStrings {
    /// Every language the control speaks, English first (the fallback). To add one, append an entry here and a
    /// row to the strings table test (see Guides/Localization.md); to add a phrase, add a field to ``Language``
    /// and a template to every entry.
    ///
    /// Constant data: the compiler lays the entries out in the binary, so choosing a language builds nothing.
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
        Language(
            tag: "en", isRightToLeft: false, digits: .latin,
            page: "Page {page} of {count}", span: "Pages {first} to {last} of {count}",
            openPage: "Page {page} of at least {count}",
            openSpan: "Pages {first} to {last} of at least {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Page control", firstPage: "First page", lastPage: "Last page",
            stopSlideShow: "Stop slide show", startSlideShow: "Start slide show",
            visited: "visited", completed: "completed", attention: "needs attention", unavailable: "unavailable",
            loading: "loading",
            slide: "slide", carousel: "carousel",
            badgeWord: "new", badge: .invariant("{count} new")),
        Language(
            tag: "ru", isRightToLeft: false, digits: .latin,
            page: "Страница {page} из {count}", span: "Страницы {first}\u{2013}{last} из {count}",
            openPage: "Страница {page} из {count} или более",
            openSpan: "Страницы {first}\u{2013}{last} из {count} или более",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}\u{00A0}%",
            list: "{value}, {item}",
            label: "Указатель страниц", firstPage: "Первая страница", lastPage: "Последняя страница",
            stopSlideShow: "Остановить слайд-шоу", startSlideShow: "Запустить слайд-шоу",
            visited: "просмотрена", completed: "завершена", attention: "требует внимания",
            unavailable: "недоступна", loading: "загружается",
            slide: "слайд", carousel: "карусель",
            badgeWord: "новое",
            badge: PluralForms(rule: .eastSlavic, one: "{count} новое", few: "{count} новых", many: "{count} новых")),
        Language(
            tag: "uk", isRightToLeft: false, digits: .latin,
            page: "Сторінка {page} з {count}", span: "Сторінки {first}\u{2013}{last} з {count}",
            openPage: "Сторінка {page} з {count} або більше",
            openSpan: "Сторінки {first}\u{2013}{last} з {count} або більше",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Індикатор сторінок", firstPage: "Перша сторінка", lastPage: "Остання сторінка",
            stopSlideShow: "Зупинити слайд-шоу", startSlideShow: "Запустити слайд-шоу",
            visited: "переглянута", completed: "завершена", attention: "потребує уваги",
            unavailable: "недоступна", loading: "завантажується",
            slide: "слайд", carousel: "карусель",
            badgeWord: "нове",
            badge: PluralForms(rule: .eastSlavic, one: "{count} нове", few: "{count} нові", many: "{count} нових")),
        Language(
            tag: "de", isRightToLeft: false, digits: .latin,
            page: "Seite {page} von {count}", span: "Seiten {first} bis {last} von {count}",
            openPage: "Seite {page} von mindestens {count}",
            openSpan: "Seiten {first} bis {last} von mindestens {count}",
            titled: "{title}, {value}", progress: "{value}, {percent}\u{00A0}%", list: "{value}, {item}",
            label: "Seitenanzeige", firstPage: "Erste Seite", lastPage: "Letzte Seite",
            stopSlideShow: "Diashow stoppen", startSlideShow: "Diashow starten",
            visited: "besucht", completed: "abgeschlossen", attention: "Aufmerksamkeit erforderlich",
            unavailable: "nicht verfügbar", loading: "wird geladen",
            slide: "Folie", carousel: "Karussell",
            badgeWord: "neu", badge: .invariant("{count} neu")),
        Language(
            tag: "fr", isRightToLeft: false, digits: .latin,
            page: "Page {page} sur {count}", span: "Pages {first} à {last} sur {count}",
            openPage: "Page {page} sur au moins {count}",
            openSpan: "Pages {first} à {last} sur au moins {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}\u{00A0}%",
            list: "{value}, {item}",
            label: "Indicateur de page", firstPage: "Première page", lastPage: "Dernière page",
            stopSlideShow: "Arrêter le diaporama", startSlideShow: "Lancer le diaporama",
            visited: "consultée", completed: "terminée", attention: "attention requise",
            unavailable: "indisponible", loading: "chargement en cours",
            slide: "diapositive", carousel: "carrousel",
            badgeWord: "nouveau",
            badge: PluralForms(
                rule: .romance(oneIncludesZero: true), one: "{count} nouveau", many: "{count} de nouveaux",
                other: "{count} nouveaux")),
        Language(
            tag: "es", isRightToLeft: false, digits: .latin,
            page: "Página {page} de {count}", span: "Páginas {first} a {last} de {count}",
            openPage: "Página {page} de al menos {count}",
            openSpan: "Páginas {first} a {last} de al menos {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}\u{00A0}%",
            list: "{value}, {item}",
            label: "Indicador de página", firstPage: "Primera página", lastPage: "Última página",
            stopSlideShow: "Detener presentación", startSlideShow: "Iniciar presentación",
            visited: "visitada", completed: "completada", attention: "requiere atención",
            unavailable: "no disponible", loading: "cargando",
            slide: "diapositiva", carousel: "carrusel",
            badgeWord: "nuevo",
            badge: PluralForms(
                rule: .romance(oneIncludesZero: false), one: "{count} nuevo", many: "{count} de nuevos",
                other: "{count} nuevos")),
        Language(
            tag: "it", isRightToLeft: false, digits: .latin,
            page: "Pagina {page} di {count}", span: "Pagine da {first} a {last} di {count}",
            openPage: "Pagina {page} di almeno {count}",
            openSpan: "Pagine da {first} a {last} di almeno {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Indicatore di pagina", firstPage: "Prima pagina", lastPage: "Ultima pagina",
            stopSlideShow: "Interrompi presentazione", startSlideShow: "Avvia presentazione",
            visited: "visitata", completed: "completata", attention: "richiede attenzione",
            unavailable: "non disponibile", loading: "in caricamento",
            slide: "diapositiva", carousel: "carosello",
            badgeWord: "nuovo",
            badge: PluralForms(
                rule: .romance(oneIncludesZero: false), one: "{count} nuovo", many: "{count} di nuovi",
                other: "{count} nuovi")),
        // Brazilian and European Portuguese say this the same way, so "pt-BR" and "pt-PT" both use "pt".
        Language(
            tag: "pt", isRightToLeft: false, digits: .latin,
            page: "Página {page} de {count}", span: "Páginas {first} a {last} de {count}",
            openPage: "Página {page} de pelo menos {count}",
            openSpan: "Páginas {first} a {last} de pelo menos {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Indicador de página", firstPage: "Primeira página", lastPage: "Última página",
            stopSlideShow: "Parar apresentação", startSlideShow: "Iniciar apresentação",
            visited: "visitada", completed: "concluída", attention: "requer atenção",
            unavailable: "indisponível", loading: "em carregamento",
            slide: "slide", carousel: "carrossel",
            badgeWord: "novo",
            badge: PluralForms(
                rule: .romance(oneIncludesZero: true), one: "{count} novo", many: "{count} de novos",
                other: "{count} novos")),
        Language(
            tag: "nl", isRightToLeft: false, digits: .latin,
            page: "Pagina {page} van {count}", span: "Pagina's {first} tot en met {last} van {count}",
            openPage: "Pagina {page} van minstens {count}",
            openSpan: "Pagina's {first} tot en met {last} van minstens {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Pagina-indicator", firstPage: "Eerste pagina", lastPage: "Laatste pagina",
            stopSlideShow: "Stop diavoorstelling", startSlideShow: "Start diavoorstelling",
            visited: "bezocht", completed: "voltooid", attention: "vereist aandacht",
            unavailable: "niet beschikbaar", loading: "wordt geladen",
            slide: "dia", carousel: "carrousel",
            badgeWord: "nieuw", badge: .invariant("{count} nieuw")),
        Language(
            tag: "sv", isRightToLeft: false, digits: .latin,
            page: "Sida {page} av {count}", span: "Sidorna {first} till {last} av {count}",
            openPage: "Sida {page} av minst {count}",
            openSpan: "Sidorna {first} till {last} av minst {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}\u{00A0}%",
            list: "{value}, {item}",
            label: "Sidindikator", firstPage: "Första sidan", lastPage: "Sista sidan",
            stopSlideShow: "Stoppa bildspel", startSlideShow: "Starta bildspel",
            visited: "besökt", completed: "slutförd", attention: "kräver uppmärksamhet",
            unavailable: "inte tillgänglig", loading: "läses in",
            slide: "bild", carousel: "karusell",
            badgeWord: "ny", badge: PluralForms(rule: .oneOther, one: "{count} ny", other: "{count} nya")),
        Language(
            tag: "pl", isRightToLeft: false, digits: .latin,
            page: "Strona {page} z {count}", span: "Strony {first}\u{2013}{last} z {count}",
            openPage: "Strona {page} z co najmniej {count}",
            openSpan: "Strony {first}\u{2013}{last} z co najmniej {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Wskaźnik stron", firstPage: "Pierwsza strona", lastPage: "Ostatnia strona",
            stopSlideShow: "Zatrzymaj pokaz slajdów", startSlideShow: "Rozpocznij pokaz slajdów",
            visited: "odwiedzona", completed: "ukończona", attention: "wymaga uwagi",
            unavailable: "niedostępna", loading: "wczytywanie",
            slide: "slajd", carousel: "karuzela",
            badgeWord: "nowe",
            badge: PluralForms(rule: .polish, one: "{count} nowe", few: "{count} nowe", many: "{count} nowych")),
        Language(
            tag: "cs", isRightToLeft: false, digits: .latin,
            page: "Strana {page} z {count}", span: "Strany {first}\u{2013}{last} z {count}",
            openPage: "Strana {page} z nejméně {count}",
            openSpan: "Strany {first}\u{2013}{last} z nejméně {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}\u{00A0}%",
            list: "{value}, {item}",
            label: "Ukazatel stran", firstPage: "První strana", lastPage: "Poslední strana",
            stopSlideShow: "Zastavit prezentaci", startSlideShow: "Spustit prezentaci",
            visited: "navštívená", completed: "dokončená", attention: "vyžaduje pozornost",
            unavailable: "nedostupná", loading: "načítá se",
            slide: "snímek", carousel: "karusel",
            badgeWord: "nové",
            badge: PluralForms(rule: .czech, one: "{count} nové", few: "{count} nové", other: "{count} nových")),
        Language(
            tag: "el", isRightToLeft: false, digits: .latin,
            page: "Σελίδα {page} από {count}", span: "Σελίδες {first} έως {last} από {count}",
            openPage: "Σελίδα {page} από τουλάχιστον {count}",
            openSpan: "Σελίδες {first} έως {last} από τουλάχιστον {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Δείκτης σελίδας", firstPage: "Πρώτη σελίδα", lastPage: "Τελευταία σελίδα",
            stopSlideShow: "Διακοπή παρουσίασης", startSlideShow: "Έναρξη παρουσίασης",
            visited: "προβλήθηκε", completed: "ολοκληρώθηκε", attention: "χρειάζεται προσοχή",
            unavailable: "μη διαθέσιμη", loading: "φορτώνεται",
            slide: "διαφάνεια", carousel: "καρουζέλ",
            badgeWord: "νέο", badge: PluralForms(rule: .oneOther, one: "{count} νέο", other: "{count} νέα")),
        // "Sayfa 3 / 5" is the usual Turkish form; it needs no suffix after the numbers, so no vowel harmony.
        Language(
            tag: "tr", isRightToLeft: false, digits: .latin,
            page: "Sayfa {page} / {count}", span: "Sayfa {first}\u{2013}{last} / {count}",
            openPage: "Sayfa {page} / en az {count}",
            openSpan: "Sayfa {first}\u{2013}{last} / en az {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, %{percent}", list: "{value}, {item}",
            label: "Sayfa göstergesi", firstPage: "İlk sayfa", lastPage: "Son sayfa",
            stopSlideShow: "Slayt gösterisini durdur", startSlideShow: "Slayt gösterisini başlat",
            visited: "görüntülendi", completed: "tamamlandı", attention: "dikkat gerektiriyor",
            unavailable: "kullanılamıyor", loading: "yükleniyor",
            slide: "slayt", carousel: "karusel",
            badgeWord: "yeni", badge: .invariant("{count} yeni")),
        Language(
            tag: "ar", isRightToLeft: true, digits: .arabicIndic,
            page: "الصفحة {page} من {count}", span: "الصفحات {first} إلى {last} من {count}",
            openPage: "الصفحة {page} من {count} على الأقل",
            openSpan: "الصفحات {first} إلى {last} من {count} على الأقل",
            titled: "{title}، {value}", progress: "{value}، {percent}٪", list: "{value}، {item}",
            label: "مؤشر الصفحات", firstPage: "الصفحة الأولى", lastPage: "الصفحة الأخيرة",
            stopSlideShow: "إيقاف عرض الشرائح", startSlideShow: "بدء عرض الشرائح",
            visited: "تمت زيارتها", completed: "مكتملة", attention: "تحتاج إلى انتباه",
            unavailable: "غير متاحة", loading: "جارٍ التحميل",
            slide: "شريحة", carousel: "عرض دوّار",
            badgeWord: "جديد",
            badge: PluralForms(
                rule: .arabic, zero: "{count} عنصر جديد", one: "عنصر جديد واحد", two: "عنصران جديدان",
                few: "{count} عناصر جديدة", many: "{count} عنصرًا جديدًا", other: "{count} عنصر جديد")),
        Language(
            tag: "he", isRightToLeft: true, digits: .latin,
            page: "עמוד {page} מתוך {count}", span: "עמודים {first} עד {last} מתוך {count}",
            openPage: "עמוד {page} מתוך {count} לפחות",
            openSpan: "עמודים {first} עד {last} מתוך {count} לפחות",
            titled: "{title}, {value}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "מחוון עמודים", firstPage: "עמוד ראשון", lastPage: "עמוד אחרון",
            stopSlideShow: "עצירת מצגת", startSlideShow: "הפעלת מצגת",
            visited: "נצפה", completed: "הושלם", attention: "דורש תשומת לב", unavailable: "לא זמין",
            loading: "בטעינה",
            slide: "שקופית", carousel: "קרוסלה",
            badgeWord: "חדש",
            badge: PluralForms(rule: .hebrew, one: "{count} חדש", two: "{count} חדשים", other: "{count} חדשים")),
        Language(
            tag: "fa", isRightToLeft: true, digits: .extendedArabicIndic,
            page: "صفحهٔ {page} از {count}", span: "صفحه\u{200C}های {first} تا {last} از {count}",
            openPage: "صفحهٔ {page} از دست\u{200C}کم {count}",
            openSpan: "صفحه\u{200C}های {first} تا {last} از دست\u{200C}کم {count}",
            titled: "{title}، {value}", progress: "{value}، {percent}٪", list: "{value}، {item}",
            label: "نشانگر صفحه", firstPage: "صفحهٔ اول", lastPage: "صفحهٔ آخر",
            stopSlideShow: "توقف نمایش اسلاید", startSlideShow: "شروع نمایش اسلاید",
            visited: "دیده\u{200C}شده", completed: "تکمیل\u{200C}شده", attention: "نیازمند توجه",
            unavailable: "در دسترس نیست", loading: "در حال بارگیری",
            slide: "اسلاید", carousel: "کاروسل",
            badgeWord: "جدید", badge: .invariant("{count} مورد جدید")),
        Language(
            tag: "ur", isRightToLeft: true, digits: .extendedArabicIndic,
            page: "صفحہ {page} از {count}", span: "صفحات {first} تا {last} از {count}",
            openPage: "صفحہ {page} از کم از کم {count}",
            openSpan: "صفحات {first} تا {last} از کم از کم {count}",
            titled: "{title}، {value}", progress: "{value}، {percent}٪", list: "{value}، {item}",
            label: "صفحہ انڈیکیٹر", firstPage: "پہلا صفحہ", lastPage: "آخری صفحہ",
            stopSlideShow: "سلائیڈ شو روکیں", startSlideShow: "سلائیڈ شو شروع کریں",
            visited: "دیکھا گیا", completed: "مکمل", attention: "توجہ درکار ہے",
            unavailable: "دستیاب نہیں", loading: "لوڈ ہو رہا ہے",
            slide: "سلائیڈ", carousel: "کیروسل",
            badgeWord: "نیا", badge: PluralForms(rule: .oneOther, one: "{count} نیا", other: "{count} نئے")),
        // Hindi on phones writes numbers with Latin digits (CLDR's default for "hi"); the count comes first.
        Language(
            tag: "hi", isRightToLeft: false, digits: .latin,
            page: "पृष्ठ {count} में से {page}", span: "पृष्ठ {count} में से {first} से {last} तक",
            openPage: "पृष्ठ कम से कम {count} में से {page}",
            openSpan: "पृष्ठ कम से कम {count} में से {first} से {last} तक",
            titled: "{title}, {value}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "पृष्ठ संकेतक", firstPage: "पहला पृष्ठ", lastPage: "अंतिम पृष्ठ",
            stopSlideShow: "स्लाइड शो रोकें", startSlideShow: "स्लाइड शो शुरू करें",
            visited: "देखा गया", completed: "पूरा हुआ", attention: "ध्यान देने की ज़रूरत है",
            unavailable: "उपलब्ध नहीं है", loading: "लोड हो रहा है",
            slide: "स्लाइड", carousel: "कैरोसेल",
            badgeWord: "नया", badge: PluralForms(rule: .zeroOneOther, one: "{count} नया", other: "{count} नए")),
        // Thai separates phrases with a space; the percentage gets a comma so it does not run into the count.
        Language(
            tag: "th", isRightToLeft: false, digits: .latin,
            page: "หน้า {page} จาก {count}", span: "หน้า {first} ถึง {last} จาก {count}",
            openPage: "หน้า {page} จากอย่างน้อย {count}",
            openSpan: "หน้า {first} ถึง {last} จากอย่างน้อย {count}",
            titled: "{title} {value}", progress: "{value}, {percent}%", list: "{value} {item}",
            label: "ตัวบ่งชี้หน้า", firstPage: "หน้าแรก", lastPage: "หน้าสุดท้าย",
            stopSlideShow: "หยุดสไลด์โชว์", startSlideShow: "เริ่มสไลด์โชว์",
            visited: "ดูแล้ว", completed: "เสร็จสมบูรณ์", attention: "ต้องให้ความสนใจ", unavailable: "ไม่พร้อมใช้งาน",
            loading: "กำลังโหลด",
            slide: "สไลด์", carousel: "ภาพหมุนเวียน",
            badgeWord: "ใหม่", badge: .invariant("{count} รายการใหม่")),
        Language(
            tag: "vi", isRightToLeft: false, digits: .latin,
            page: "Trang {page} trên {count}", span: "Trang {first} đến {last} trên {count}",
            openPage: "Trang {page} trên ít nhất {count}",
            openSpan: "Trang {first} đến {last} trên ít nhất {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Chỉ báo trang", firstPage: "Trang đầu", lastPage: "Trang cuối",
            stopSlideShow: "Dừng trình chiếu", startSlideShow: "Bắt đầu trình chiếu",
            visited: "đã xem", completed: "đã hoàn thành", attention: "cần chú ý",
            unavailable: "không khả dụng", loading: "đang tải",
            slide: "trang chiếu", carousel: "băng chuyền",
            badgeWord: "mới", badge: .invariant("{count} mới")),
        Language(
            tag: "id", isRightToLeft: false, digits: .latin,
            page: "Halaman {page} dari {count}", span: "Halaman {first} sampai {last} dari {count}",
            openPage: "Halaman {page} dari sedikitnya {count}",
            openSpan: "Halaman {first} sampai {last} dari sedikitnya {count}",
            titled: "{title}, {value:lowercasedFirst}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "Indikator halaman", firstPage: "Halaman pertama", lastPage: "Halaman terakhir",
            stopSlideShow: "Hentikan tayangan slide", startSlideShow: "Mulai tayangan slide",
            visited: "sudah dilihat", completed: "selesai", attention: "perlu perhatian",
            unavailable: "tidak tersedia", loading: "memuat",
            slide: "slide", carousel: "korsel",
            badgeWord: "baru", badge: .invariant("{count} baru")),
        // Japanese, Korean and Chinese attach the counter to the number, so no plural forms are needed.
        Language(
            tag: "ja", isRightToLeft: false, digits: .latin,
            page: "{count}ページ中{page}ページ目", span: "{count}ページ中{first}\u{301C}{last}ページ目",
            openPage: "{count}ページ以上中{page}ページ目",
            openSpan: "{count}ページ以上中{first}\u{301C}{last}ページ目",
            titled: "{title}、{value}", progress: "{value}、{percent}%", list: "{value}、{item}",
            label: "ページインジケータ", firstPage: "最初のページ", lastPage: "最後のページ",
            stopSlideShow: "スライドショーを停止", startSlideShow: "スライドショーを開始",
            visited: "閲覧済み", completed: "完了", attention: "注意が必要", unavailable: "利用不可", loading: "読み込み中",
            slide: "スライド", carousel: "カルーセル",
            badgeWord: "新着", badge: .invariant("新着{count}件")),
        Language(
            tag: "ko", isRightToLeft: false, digits: .latin,
            page: "{count}페이지 중 {page}페이지", span: "{count}페이지 중 {first}~{last}페이지",
            openPage: "{count}페이지 이상 중 {page}페이지",
            openSpan: "{count}페이지 이상 중 {first}~{last}페이지",
            titled: "{title}, {value}", progress: "{value}, {percent}%", list: "{value}, {item}",
            label: "페이지 표시기", firstPage: "첫 페이지", lastPage: "마지막 페이지",
            stopSlideShow: "슬라이드쇼 중지", startSlideShow: "슬라이드쇼 시작",
            visited: "방문함", completed: "완료됨", attention: "주의 필요", unavailable: "사용할 수 없음", loading: "로드 중",
            slide: "슬라이드", carousel: "캐러셀",
            badgeWord: "새 항목", badge: .invariant("새 항목 {count}개")),
        Language(
            tag: "zh-Hans", isRightToLeft: false, digits: .latin,
            page: "第 {page} 页，共 {count} 页", span: "第 {first} 至 {last} 页，共 {count} 页",
            openPage: "第 {page} 页，共至少 {count} 页",
            openSpan: "第 {first} 至 {last} 页，共至少 {count} 页",
            titled: "{title}，{value}", progress: "{value}，{percent}%", list: "{value}，{item}",
            label: "页面指示器", firstPage: "第一页", lastPage: "最后一页",
            stopSlideShow: "停止幻灯片放映", startSlideShow: "开始幻灯片放映",
            visited: "已浏览", completed: "已完成", attention: "需要注意", unavailable: "不可用", loading: "正在加载",
            slide: "幻灯片", carousel: "轮播",
            badgeWord: "新内容", badge: .invariant("{count} 项新内容")),
        Language(
            tag: "zh-Hant", isRightToLeft: false, digits: .latin,
            page: "第 {page} 頁，共 {count} 頁", span: "第 {first} 至 {last} 頁，共 {count} 頁",
            openPage: "第 {page} 頁，共至少 {count} 頁",
            openSpan: "第 {first} 至 {last} 頁，共至少 {count} 頁",
            titled: "{title}，{value}", progress: "{value}，{percent}%", list: "{value}，{item}",
            label: "頁面指示器", firstPage: "第一頁", lastPage: "最後一頁",
            stopSlideShow: "停止幻燈片秀", startSlideShow: "開始幻燈片秀",
            visited: "已瀏覽", completed: "已完成", attention: "需要注意", unavailable: "無法使用", loading: "載入中",
            slide: "投影片", carousel: "輪播",
            badgeWord: "新內容", badge: .invariant("{count} 項新內容")),
    ]

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
