// The catalog's languages of East and Southeast Asia: each phrase on a line, in the order of PageControlStrings.Phrase,
// then the badge's count in each plural form of the language's rule (see PageControlStrings.Language).

extension PageControlStrings.Language {
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
