extension PageControlStrings {
    /// What a template's placeholders stand for (see ``Language``). Numbers are 1-based as they are spoken; a
    /// text left nil writes nothing.
    struct TemplateArguments {
        var page = 0
        var count = 0
        var first = 0
        var last = 0
        var percent = 0
        var title: String?
        var value: String?
        var item: String?
    }

    /// The parts a template names in braces.
    enum Placeholder: CaseIterable {
        case page, count, first, last, percent, title, value, lowercasedValue, item

        /// The name between the braces.
        var name: StaticString {
            switch self {
            case .page: return "page"
            case .count: return "count"
            case .first: return "first"
            case .last: return "last"
            case .percent: return "percent"
            case .title: return "title"
            case .value: return "value"
            case .lowercasedValue: return "value:lowercasedFirst"
            case .item: return "item"
            }
        }

        /// The placeholder named by `bytes` (the text between the braces), or nil.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let match = Self.allCases.first(where: { $0.name.withUTF8Buffer { $0.elementsEqual(bytes) } })
            else { return nil }
            self = match
        }
    }

    /// `template` with each placeholder replaced by its argument, numbers in this language's digits. Braces that
    /// name no placeholder are written as they are.
    ///
    /// - Complexity: O(template + arguments), one allocation for the text.
    func fill(_ template: UnsafeBufferPointer<UInt8>, with arguments: TemplateArguments) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(template.count + 32)
        var index = 0
        while index < template.count {
            let byte = template[index]
            if byte == UInt8(ascii: "{"),
                let close = template[(index + 1)...].firstIndex(of: UInt8(ascii: "}")),
                let placeholder = Placeholder(UnsafeBufferPointer(rebasing: template[(index + 1)..<close]))
            {
                append(placeholder, of: arguments, to: &bytes)
                index = close + 1
            } else {
                bytes.append(byte)
                index += 1
            }
        }
        return bytes.withUnsafeBufferPointer { PlainText.string(utf8: $0) }
    }

    /// Appends one placeholder's argument as UTF-8 (nothing for a text left nil).
    func append(_ placeholder: Placeholder, of arguments: TemplateArguments, to bytes: inout [UInt8]) {
        let text: String?
        switch placeholder {
        case .page: return appendDigits(of: arguments.page, to: &bytes)
        case .count: return appendDigits(of: arguments.count, to: &bytes)
        case .first: return appendDigits(of: arguments.first, to: &bytes)
        case .last: return appendDigits(of: arguments.last, to: &bytes)
        case .percent: return appendDigits(of: arguments.percent, to: &bytes)
        case .title: text = arguments.title
        case .value: text = arguments.value
        case .item: text = arguments.item
        case .lowercasedValue:
            #if hasFeature(Embedded)
                // Only a page title's template has it, and the web element sets no page titles (Guides/Web.md).
                text = arguments.value
            #else
                return Self.appendLowercasingFirstLetter(arguments.value ?? "", to: &bytes)
            #endif
        }
        // One append for the texts, of the text itself: no empty string made for a nil one.
        if let text { PlainText.append(text, to: &bytes) }
    }

    /// Appends `number` in this language's digits (a minus sign first for a negative number).
    func appendDigits(of number: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.digitsCapacity) { buffer in
            var end = 0
            _ = writeDigits(of: number, into: buffer, at: &end)
            // As a buffer, as every other append of bytes: one copy of the array's appending in the web module.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }

    /// Appends a scalar below U+0800 as UTF-8 (see ``writeUTF8(of:into:at:)``).
    static func appendUTF8(of scalar: UInt32, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2) { buffer in
            var end = 0
            writeUTF8(of: scalar, into: buffer, at: &end)
            bytes.append(contentsOf: buffer[..<end])
        }
    }

    /// Appends `text` with its first letter lower-cased, as a value reads after a page title ("page 3 of 5").
    ///
    /// The catalog's values start with a capital of the Latin, Greek or Cyrillic script, or with a letter or
    /// digit that has no case; ``lowercasedInitial(_:)`` maps those capitals as `Character.lowercased()` does
    /// (a test checks every template against it) without the standard library's Unicode case tables.
    static func appendLowercasingFirstLetter(_ text: String, to bytes: inout [UInt8]) {
        PlainText.withUTF8(text) { utf8 in
            guard let lead = utf8.first else { return }
            var rest = 1
            if lead < 0x80 {
                appendUTF8(of: lowercasedInitial(UInt32(lead)), to: &bytes)
            } else if lead & 0xE0 == 0xC0, utf8.count > 1 {
                rest = 2
                appendUTF8(of: lowercasedInitial(UInt32(lead & 0x1F) << 6 | UInt32(utf8[1] & 0x3F)), to: &bytes)
            } else {
                rest = 0
            }
            bytes.append(contentsOf: utf8[rest...])
        }
    }

    /// The lower-case form of a capital letter of Basic Latin, Latin-1, Greek or Cyrillic (U+0000–U+04FF has
    /// simple one-to-one mappings there); any other scalar as it is.
    static func lowercasedInitial(_ scalar: UInt32) -> UInt32 {
        switch scalar {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE: return scalar + 0x20  // A–Z, À–Ö, Ø–Þ
        case 0x386: return 0x3AC  // Ά
        case 0x388...0x38A: return scalar + 0x25  // Έ Ή Ί
        case 0x38C: return 0x3CC  // Ό
        case 0x38E, 0x38F: return scalar + 0x3F  // Ύ Ώ
        case 0x391...0x3A1, 0x3A3...0x3A9: return scalar + 0x20  // Α–Ρ, Σ–Ω
        case 0x400...0x40F: return scalar + 0x50  // Ѐ–Џ
        case 0x410...0x42F: return scalar + 0x20  // А–Я
        default: return scalar
        }
    }

    /// A catalog text as a `String`.
    static func string(_ text: StaticString) -> String {
        text.withUTF8Buffer(string)
    }

    /// A catalog phrase (a line of a language's ``Language/phrases``) as a `String`.
    static func string(_ text: UnsafeBufferPointer<UInt8>) -> String {
        PlainText.string(utf8: text)
    }
}

extension PageControlStrings {
    /// A language tag as ``PageControlStrings/forLanguage(_:)`` reads it: lower-cased, its subtags split at `-`
    /// or `_` with empty ones left out, rejoined with `-`.
    ///
    /// Tags are ASCII (BCP 47). Other characters are kept as they are and never match (the Kelvin sign, which
    /// lower-cases to `k`, becomes `k`), so a tag matches exactly when its lower-cased subtags do.
    struct LanguageTag {
        /// The subtags, lower-cased, joined by `-` (a byte no subtag has: UTF-8 writes it only for U+002D).
        var bytes: [UInt8] = []

        init(_ tag: String) {
            var bytes = [UInt8]()
            PlainText.withUTF8(tag) { utf8 in
                var index = 0
                var inSubtag = false
                while index < utf8.count {
                    let byte = utf8[index]
                    index += 1
                    if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                        inSubtag = false
                        continue
                    }
                    if !inSubtag, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                    inSubtag = true
                    if byte == 0xE2, index + 1 < utf8.count, utf8[index] == 0x84, utf8[index + 1] == 0xAA {
                        // U+212A KELVIN SIGN, which lower-cases to k.
                        bytes.append(UInt8(ascii: "k"))
                        index += 2
                    } else {
                        bytes.append(Self.lowercased(byte))
                    }
                }
            }
            self.bytes = bytes
        }

        /// The number of subtags.
        var count: Int { bytes.isEmpty ? 0 : bytes.count(where: { $0 == UInt8(ascii: "-") }) + 1 }

        /// Whether the first `count` subtags, joined by `-`, are `text` (compared without regard to ASCII case).
        @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
        func first(_ count: Int, equal text: StaticString) -> Bool {
            var end = 0
            var subtags = 0
            while end < bytes.count {
                if bytes[end] == UInt8(ascii: "-") {
                    subtags += 1
                    if subtags == count { break }
                }
                end += 1
            }
            let key = bytes[..<end]
            return text.withUTF8Buffer { text in
                text.count == key.count
                    && zip(text, key).allSatisfy { (pair: (UInt8, UInt8)) in Self.lowercased(pair.0) == pair.1 }
            }
        }

        /// The catalog index of the first `count` subtags, directly or through an alias, or nil.
        func index(ofFirst count: Int) -> Int? {
            if let index = languages.firstIndex(where: { first(count, equal: $0.tag) }) { return index }
            guard let alias = aliases.first(where: { first(count, equal: $0.alias) }) else { return nil }
            return languages.firstIndex { $0.tag.withUTF8Buffer { tag in alias.tag.withUTF8Buffer(tag.elementsEqual) } }
        }

        /// An ASCII capital as lower case; any other byte as it is.
        static func lowercased(_ byte: UInt8) -> UInt8 {
            byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
        }
    }
}
