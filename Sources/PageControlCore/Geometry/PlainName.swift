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
    package static func matches(_ text: Substring.UTF8View, _ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            var index = text.startIndex
            for expected in name {
                guard index != text.endIndex else { return false }
                let byte = text[index]
                if byte == 0xE2 {
                    // U+212A KELVIN SIGN is E2 84 AA in UTF-8.
                    let rest = text[index...].prefix(3)
                    guard expected == UInt8(ascii: "k"), rest.elementsEqual([0xE2, 0x84, 0xAA]) else { return false }
                    index = text.index(index, offsetBy: 3)
                    continue
                }
                guard (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == expected else { return false }
                text.formIndex(after: &index)
            }
            return index == text.endIndex
        }
    }

    /// Whether `text` is `name` (ASCII, lower-case) regardless of the case of its letters, as above.
    package static func matches(_ text: String, _ name: StaticString) -> Bool {
        matches(text[...].utf8, name)
    }
}

/// A string compared and hashed by its UTF-8 bytes, for texts that are matched exactly as written (language tags):
/// no Unicode normalisation, so the comparison links none of the standard library's Unicode tables.
package struct PlainText: Sendable, Hashable {
    /// The text.
    package let string: String

    /// The text `string`.
    package init(_ string: String) {
        self.string = string
    }

    /// Whether two texts have the same UTF-8 bytes.
    package static func == (lhs: PlainText, rhs: PlainText) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    /// Hashes the UTF-8 bytes.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(string.utf8.count)
        for byte in string.utf8 { hasher.combine(byte) }
    }
}
