/// A string compared and hashed by its UTF-8 bytes, for texts that are matched exactly as written (language tags):
/// no Unicode normalisation, so the comparison links none of the standard library's Unicode tables.
///
/// Its static helpers read and write strings as UTF-8 bytes in one contiguous buffer. The core's texts go through
/// them, so that the WebAssembly module links none of the standard library's paths for strings that are not
/// contiguous UTF-8 (bridged strings, which Embedded Swift has not), their indices and growth: `String.append`,
/// `String.UTF8View` indices, `String(decoding:as:)`'s repair of bad bytes and `Double(String)`'s C-string paths
/// (see ``PlainNumber/parse(_:)``) together linked about 10 KB gzipped (Guides/Web.md).
package struct PlainText: Sendable, Hashable {
    /// The text.
    package let string: String

    /// The text `string`.
    package init(_ string: String) {
        self.string = string
    }

    /// Whether two texts have the same UTF-8 bytes.
    package static func == (lhs: PlainText, rhs: PlainText) -> Bool {
        same(lhs.string, rhs.string)
    }

    /// Whether two strings have the same UTF-8 bytes.
    package static func same(_ a: String, _ b: String) -> Bool {
        withUTF8(a) { a in withUTF8(b) { b in a.elementsEqual(b) } }
    }

    /// Calls `body` with `text`'s UTF-8 bytes, contiguous (a native string's own storage, or a copy).
    package static func withUTF8<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        #if hasFeature(Embedded)
            // Embedded Swift has no bridged strings: every string is contiguous UTF-8, so nothing is copied.
            guard let result = text.utf8.withContiguousStorageIfAvailable(body) else {
                preconditionFailure("Every string of Embedded Swift is contiguous UTF-8.")
            }
            return result
        #else
            var text = text
            return text.withUTF8(body)
        #endif
    }

    /// Appends `text`'s UTF-8 bytes to `bytes`.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        withUTF8(text) { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 `bytes` to `text`, allocating nothing while `text` has room and `bytes` are whole
    /// characters.
    ///
    /// Natively the bytes go in as pieces of at most 15 bytes that end between characters, each a string held
    /// inline. The Embedded build makes `text` a new string of both instead, without `String.append`.
    package static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to text: inout String) {
        #if hasFeature(Embedded)
            guard !text.isEmpty else {
                text = string(utf8: bytes)
                return
            }
            var joined: [UInt8] = []
            append(text, to: &joined)
            joined.append(contentsOf: bytes)
            text = joined.withUnsafeBufferPointer { string(utf8: $0) }
        #else
            var start = 0
            while start < bytes.count {
                var end = min(start + inlineUTF8Capacity, bytes.count)
                // A piece ends before a character's first byte (not before a continuation byte, 10xxxxxx).
                while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
                text.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end
            }
        #endif
    }

    /// The most UTF-8 bytes a string holds inline, without allocating: 15 on 64-bit platforms.
    static let inlineUTF8Capacity = 15

    /// The string of the UTF-8 `bytes`.
    ///
    /// Natively bytes that are not UTF-8 are each read as U+FFFD, as `String(decoding:as:)` reads them. The
    /// Embedded build only checks them, without the standard library's repair (and the string growth it links),
    /// and gives the empty string for bytes that are not UTF-8. The core's bytes always are: its catalog's
    /// texts, digits and other strings' bytes, and the web element's glue writes its strings with `TextEncoder`.
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    package static func string(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        #if hasFeature(Embedded)
            return String(validating: bytes, as: UTF8.self) ?? ""
        #else
            return String(decoding: bytes, as: UTF8.self)
        #endif
    }

    /// Hashes the UTF-8 bytes.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 { hasher.combine(byte) }
    }
}
