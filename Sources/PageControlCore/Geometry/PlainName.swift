/// Locale-free matching of the names the command line and the web element pass (`worm`, `Thin-Worm`, `dots`),
/// on UTF-8 bytes: the same answers as `name.lowercased() == "worm"` for the package's ASCII names, without
/// the standard library's Unicode case and normalisation tables (which the WebAssembly module leaves out).
package enum PlainName {
    /// Whether `text` is `name` (ASCII, lower-case) regardless of the case of its letters.
    ///
    /// Beyond ASCII only the Kelvin sign (U+212A) lower-cases to an ASCII letter, `k`, and it is read so; any
    /// other non-ASCII character never matches, as after `lowercased()`.
    ///
    /// - Complexity: O(`name`'s length).
    package static func matches(_ text: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            var index = 0
            for expected in name {
                guard index < text.count else { return false }
                let byte = text[index]
                if byte == 0xE2 {
                    // U+212A KELVIN SIGN is E2 84 AA in UTF-8.
                    guard expected == UInt8(ascii: "k"), index + 2 < text.count, text[index + 1] == 0x84,
                        text[index + 2] == 0xAA
                    else { return false }
                    index += 3
                    continue
                }
                guard (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == expected else { return false }
                index += 1
            }
            return index == text.count
        }
    }

    /// Whether `text` is `name` (ASCII, lower-case) regardless of the case of its letters, as above.
    package static func matches(_ text: String, _ name: StaticString) -> Bool {
        PlainText.withUTF8(text) { matches($0, name) }
    }
}
