// The catalog's languages of Asia: each phrase on a line, in the order of PageControlStrings.Phrase, then the
// badge's count in each plural form of the language's rule (see PageControlStrings.Language).

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

    /// Thai (`th`).
    ///
    /// Thai separates phrases with a space; the percentage gets a comma so it does not run into the count.
    static let thai = Self(
        tag: "th", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            หน้า {page} จาก {count}
            หน้า {first} ถึง {last} จาก {count}
            หน้า {page} จากอย่างน้อย {count}
            หน้า {first} ถึง {last} จากอย่างน้อย {count}
            {title} {value}
            {value}, {percent}%
            {value} {item}
            ตัวบ่งชี้หน้า
            หน้าแรก
            หน้าสุดท้าย
            หน้าก่อนหน้า
            หน้าถัดไป
            หยุดสไลด์โชว์
            เริ่มสไลด์โชว์
            ดูแล้ว
            เสร็จสมบูรณ์
            ต้องให้ความสนใจ
            ไม่พร้อมใช้งาน
            กำลังโหลด
            สไลด์
            ภาพหมุนเวียน
            ใหม่
            {count} รายการใหม่
            """)

    /// Vietnamese (`vi`).
    static let vietnamese = Self(
        tag: "vi", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            Trang {page} trên {count}
            Trang {first} đến {last} trên {count}
            Trang {page} trên ít nhất {count}
            Trang {first} đến {last} trên ít nhất {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Chỉ báo trang
            Trang đầu
            Trang cuối
            Trang trước
            Trang sau
            Dừng trình chiếu
            Bắt đầu trình chiếu
            đã xem
            đã hoàn thành
            cần chú ý
            không khả dụng
            đang tải
            trang chiếu
            băng chuyền
            mới
            {count} mới
            """)

    /// Indonesian (`id`).
    static let indonesian = Self(
        tag: "id", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            Halaman {page} dari {count}
            Halaman {first} sampai {last} dari {count}
            Halaman {page} dari sedikitnya {count}
            Halaman {first} sampai {last} dari sedikitnya {count}
            {title}, {value:lowercasedFirst}
            {value}, {percent}%
            {value}, {item}
            Indikator halaman
            Halaman pertama
            Halaman terakhir
            Halaman sebelumnya
            Halaman berikutnya
            Hentikan tayangan slide
            Mulai tayangan slide
            sudah dilihat
            selesai
            perlu perhatian
            tidak tersedia
            memuat
            slide
            korsel
            baru
            {count} baru
            """)

    /// Japanese (`ja`).
    ///
    /// Japanese, Korean and Chinese attach a counter to the number, so their badges need no plural forms.
    static let japanese = Self(
        tag: "ja", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            {count}ページ中{page}ページ目
            {count}ページ中{first}\u{301C}{last}ページ目
            {count}ページ以上中{page}ページ目
            {count}ページ以上中{first}\u{301C}{last}ページ目
            {title}、{value}
            {value}、{percent}%
            {value}、{item}
            ページインジケータ
            最初のページ
            最後のページ
            前のページ
            次のページ
            スライドショーを停止
            スライドショーを開始
            閲覧済み
            完了
            注意が必要
            利用不可
            読み込み中
            スライド
            カルーセル
            新着
            新着{count}件
            """)

    /// Korean (`ko`).
    static let korean = Self(
        tag: "ko", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            {count}페이지 중 {page}페이지
            {count}페이지 중 {first}~{last}페이지
            {count}페이지 이상 중 {page}페이지
            {count}페이지 이상 중 {first}~{last}페이지
            {title}, {value}
            {value}, {percent}%
            {value}, {item}
            페이지 표시기
            첫 페이지
            마지막 페이지
            이전 페이지
            다음 페이지
            슬라이드쇼 중지
            슬라이드쇼 시작
            방문함
            완료됨
            주의 필요
            사용할 수 없음
            로드 중
            슬라이드
            캐러셀
            새 항목
            새 항목 {count}개
            """)

    /// Chinese in simplified characters (`zh-Hans`).
    static let simplifiedChinese = Self(
        tag: "zh-Hans", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            第 {page} 页，共 {count} 页
            第 {first} 至 {last} 页，共 {count} 页
            第 {page} 页，共至少 {count} 页
            第 {first} 至 {last} 页，共至少 {count} 页
            {title}，{value}
            {value}，{percent}%
            {value}，{item}
            页面指示器
            第一页
            最后一页
            上一页
            下一页
            停止幻灯片放映
            开始幻灯片放映
            已浏览
            已完成
            需要注意
            不可用
            正在加载
            幻灯片
            轮播
            新内容
            {count} 项新内容
            """)

    /// Chinese in traditional characters (`zh-Hant`).
    static let traditionalChinese = Self(
        tag: "zh-Hant", isRightToLeft: false, digits: .latin, badgeRule: .invariant,
        phrases: """
            第 {page} 頁，共 {count} 頁
            第 {first} 至 {last} 頁，共 {count} 頁
            第 {page} 頁，共至少 {count} 頁
            第 {first} 至 {last} 頁，共至少 {count} 頁
            {title}，{value}
            {value}，{percent}%
            {value}，{item}
            頁面指示器
            第一頁
            最後一頁
            上一頁
            下一頁
            停止幻燈片秀
            開始幻燈片秀
            已瀏覽
            已完成
            需要注意
            無法使用
            載入中
            投影片
            輪播
            新內容
            {count} 項新內容
            """)
}
