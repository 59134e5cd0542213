import Testing

@testable import PageControlCore

@Suite struct PlainTextTests {
    @Test(
        "Two texts are the same when their UTF-8 bytes are",
        arguments: [
            ("worm", "worm", true), ("worm", "Worm", false), ("", "", true), ("é", "e\u{301}", false),
            ("a long text beyond fifteen bytes", "a long text beyond fifteen bytes", true),
            ("a long text beyond fifteen bytes", "a long text beyond fifteen byteS", false),
        ])
    func sameBytes(_ a: String, _ b: String, expected: Bool) {
        #expect(PlainText.same(a, b) == expected)
        #expect((PlainText(a) == PlainText(b)) == expected)
    }

    @Test(
        "Bytes appended to a string in pieces give the string of both, cut only between characters",
        arguments: [
            ("", ""), ("", "a"), ("3 / ", "8"), ("", "123456789012345"), ("x", "1234567890123456"),
            ("", "٠١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩"), ("é", "頁頁頁頁頁頁頁"), ("", "é頁頁頁頁頁頁"), ("", "😀😀😀😀😀"),
            ("a kept text beyond fifteen bytes", " and more than fifteen after it"),
        ])
    func appendUTF8(_ text: String, _ appended: String) {
        var result = text
        PlainText.withUTF8(appended) { PlainText.append(utf8: $0, to: &result) }
        #expect(result == text + appended)
        #expect(Array(result.utf8) == Array(text.utf8) + Array(appended.utf8))
    }

    @Test("A string's bytes are appended to bytes")
    func appendToBytes() {
        var bytes: [UInt8] = [0x41]
        PlainText.append("é1", to: &bytes)
        PlainText.append("", to: &bytes)
        #expect(bytes == [0x41, 0xC3, 0xA9, 0x31])
    }

    @Test(
        "UTF-8 bytes make their string, and natively a byte that is not UTF-8 reads as U+FFFD",
        arguments: [
            ([0x33, 0x20, 0x2F, 0x20, 0x38], "3 / 8"), ([0xD9, 0xA3], "٣"), ([], ""), ([0x61, 0xFF], "a\u{FFFD}"),
            ([0xE9, 0xA0], "\u{FFFD}"),
        ] as [([UInt8], String)])
    func stringOfBytes(_ bytes: [UInt8], _ expected: String) {
        #expect(bytes.withUnsafeBufferPointer { PlainText.string(utf8: $0) } == expected)
    }
}
