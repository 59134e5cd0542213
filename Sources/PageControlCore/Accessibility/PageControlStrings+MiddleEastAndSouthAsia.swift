// The catalog's languages of the Middle East and South Asia: each phrase on a line, in the order of
// PageControlStrings.Phrase, then the badge's count in each plural form of the language's rule (see
// PageControlStrings.Language).

extension PageControlStrings.Language {
    /// Turkish (`tr`).
    ///
    /// "Sayfa 3 / 5" is the usual Turkish form; it needs no suffix after the numbers, so no vowel harmony.
    static let turkish = Self(
        tag: "tr", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            Sayfa {page} / {count}
            Sayfa {first}\u{2013}{last} / {count}
            Sayfa {page} / en az {count}
            Sayfa {first}\u{2013}{last} / en az {count}
            {title}, {value:lowercasedFirst}
            {value}, %{percent}
            {value}, {item}
            Sayfa göstergesi
            İlk sayfa
            Son sayfa
            Önceki sayfa
            Sonraki sayfa
            Slayt gösterisini durdur
            Slayt gösterisini başlat
            görüntülendi
            tamamlandı
            dikkat gerektiriyor
            kullanılamıyor
            yükleniyor
            slayt
            karusel
            yeni
            {count} yeni
            """)

    /// Arabic (`ar`).
    static let arabic = Self(
        tag: "ar", isRightToLeft: true, digits: .arabicIndic, badgeRule: .arabic,
        phrases: """
            الصفحة {page} من {count}
            الصفحات {first} إلى {last} من {count}
            الصفحة {page} من {count} على الأقل
            الصفحات {first} إلى {last} من {count} على الأقل
            {title}، {value}
            {value}، {percent}٪
            {value}، {item}
            مؤشر الصفحات
            الصفحة الأولى
            الصفحة الأخيرة
            الصفحة السابقة
            الصفحة التالية
            إيقاف عرض الشرائح
            بدء عرض الشرائح
            تمت زيارتها
            مكتملة
            تحتاج إلى انتباه
            غير متاحة
            جارٍ التحميل
            شريحة
            عرض دوّار
            جديد
            {count} عنصر جديد
            عنصر جديد واحد
            عنصران جديدان
            {count} عناصر جديدة
            {count} عنصرًا جديدًا
            {count} عنصر جديد
            """)

    /// Hebrew (`he`).
    static let hebrew = Self(
        tag: "he", isRightToLeft: true, digits: .latin, badgeRule: .hebrew,
        phrases: """
            עמוד {page} מתוך {count}
            עמודים {first} עד {last} מתוך {count}
            עמוד {page} מתוך {count} לפחות
            עמודים {first} עד {last} מתוך {count} לפחות
            {title}, {value}
            {value}, {percent}%
            {value}, {item}
            מחוון עמודים
            עמוד ראשון
            עמוד אחרון
            העמוד הקודם
            העמוד הבא
            עצירת מצגת
            הפעלת מצגת
            נצפה
            הושלם
            דורש תשומת לב
            לא זמין
            בטעינה
            שקופית
            קרוסלה
            חדש
            {count} חדש
            {count} חדשים
            {count} חדשים
            """)

    /// Persian (`fa`).
    static let persian = Self(
        tag: "fa", isRightToLeft: true, digits: .extendedArabicIndic, badgeRule: .invariant,
        phrases: """
            صفحهٔ {page} از {count}
            صفحه\u{200C}های {first} تا {last} از {count}
            صفحهٔ {page} از دست\u{200C}کم {count}
            صفحه\u{200C}های {first} تا {last} از دست\u{200C}کم {count}
            {title}، {value}
            {value}، {percent}٪
            {value}، {item}
            نشانگر صفحه
            صفحهٔ اول
            صفحهٔ آخر
            صفحهٔ قبلی
            صفحهٔ بعدی
            توقف نمایش اسلاید
            شروع نمایش اسلاید
            دیده\u{200C}شده
            تکمیل\u{200C}شده
            نیازمند توجه
            در دسترس نیست
            در حال بارگیری
            اسلاید
            کاروسل
            جدید
            {count} مورد جدید
            """)

    /// Urdu (`ur`).
    static let urdu = Self(
        tag: "ur", isRightToLeft: true, digits: .extendedArabicIndic, badgeRule: .oneOther,
        phrases: """
            صفحہ {page} از {count}
            صفحات {first} تا {last} از {count}
            صفحہ {page} از کم از کم {count}
            صفحات {first} تا {last} از کم از کم {count}
            {title}، {value}
            {value}، {percent}٪
            {value}، {item}
            صفحہ انڈیکیٹر
            پہلا صفحہ
            آخری صفحہ
            پچھلا صفحہ
            اگلا صفحہ
            سلائیڈ شو روکیں
            سلائیڈ شو شروع کریں
            دیکھا گیا
            مکمل
            توجہ درکار ہے
            دستیاب نہیں
            لوڈ ہو رہا ہے
            سلائیڈ
            کیروسل
            نیا
            {count} نیا
            {count} نئے
            """)

    /// Hindi (`hi`).
    ///
    /// Hindi on phones writes numbers with Latin digits (CLDR's default for "hi"); the count comes first.
    static let hindi = Self(
        tag: "hi", isRightToLeft: false, digits: .latin, badgeRule: .zeroOneOther,
        phrases: """
            पृष्ठ {count} में से {page}
            पृष्ठ {count} में से {first} से {last} तक
            पृष्ठ कम से कम {count} में से {page}
            पृष्ठ कम से कम {count} में से {first} से {last} तक
            {title}, {value}
            {value}, {percent}%
            {value}, {item}
            पृष्ठ संकेतक
            पहला पृष्ठ
            अंतिम पृष्ठ
            पिछला पृष्ठ
            अगला पृष्ठ
            स्लाइड शो रोकें
            स्लाइड शो शुरू करें
            देखा गया
            पूरा हुआ
            ध्यान देने की ज़रूरत है
            उपलब्ध नहीं है
            लोड हो रहा है
            स्लाइड
            कैरोसेल
            नया
            {count} नया
            {count} नए
            """)
}
