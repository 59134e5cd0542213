extension Color {
    /// Creates a colour from a CSS-style hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// - The leading `#` is **required**, so a hex colour can never be mistaken for a number
    ///   (`"123456"` is rejected) and the syntax matches the Design Tokens format and CSS.
    /// - Digits are case-insensitive: `#1a56db` and `#1A56DB` are the same colour.
    /// - Whitespace (spaces, tabs, newlines) around the string is ignored.
    /// - `#RGB` repeats each digit (`#F80` is `#FF8800`); without an `AA` pair the colour is opaque.
    ///
    /// ```swift
    /// let brand = try Color(hex: "#1A56DB")
    /// let dimmed = try Color(hex: "#1A56DB80")  // alpha 128/255
    /// ```
    ///
    /// - Parameter hex: The string to parse.
    /// - Throws: ``ColorParseError`` naming the input and the problem, for example
    ///   `'#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA`. Problems are checked in this
    ///   order: empty string, missing `#`, a character that is not a hex digit, wrong digit count.
    public init(hex: String) throws(ColorParseError) {
        let trimmed = Color.trimmingWhitespace(hex)
        guard let first = trimmed.first else {
            throw ColorParseError(input: hex, reason: .empty)
        }
        guard first == "#" else {
            throw ColorParseError(input: hex, reason: .missingHash)
        }
        var nibbles: [UInt8] = []
        var digitCount = 0
        for character in trimmed.dropFirst() {
            guard let nibble = Color.hexDigitValue(character) else {
                throw ColorParseError(input: hex, reason: .invalidDigit(character))
            }
            digitCount += 1
            if digitCount <= 8 {
                nibbles.append(nibble)
            }
        }
        let bytes: [UInt8]
        switch digitCount {
        case 3:
            bytes = nibbles.map { $0 &* 17 } + [255]
        case 6, 8:
            let pairs = stride(from: 0, to: digitCount, by: 2).map { nibbles[$0] &* 16 &+ nibbles[$0 + 1] }
            bytes = digitCount == 6 ? pairs + [255] : pairs
        default:
            throw ColorParseError(input: hex, reason: .wrongLength(digitCount))
        }
        self.init(
            red: Double(bytes[0]) / 255,
            green: Double(bytes[1]) / 255,
            blue: Double(bytes[2]) / 255,
            alpha: Double(bytes[3]) / 255
        )
    }

    /// The colour as an uppercase hex string: `#RRGGBB` when opaque, `#RRGGBBAA` otherwise.
    ///
    /// Each component is rounded to the nearest of 256 steps, so any colour read by
    /// ``init(hex:)`` from a 6- or 8-digit string prints back exactly (`#1a56db` prints as
    /// `#1A56DB`). "Opaque" means the alpha rounds to `FF`; an alpha of 0.999 therefore prints
    /// as `#RRGGBB`.
    ///
    /// ```swift
    /// Color.white.hexString                           // "#FFFFFF"
    /// Color.white.withAlphaComponent(0.3).hexString   // "#FFFFFF4D"
    /// ```
    public var hexString: String {
        // Written byte by byte into the string's storage: renderers ask for it for every element they draw.
        let alphaByte = UInt8((alpha * 255).rounded())
        let components = alphaByte == 255 ? 3 : 4
        return String(unsafeUninitializedCapacity: 9) { buffer in
            buffer[0] = UInt8(ascii: "#")
            for index in 0..<components {
                let component = index == 0 ? red : index == 1 ? green : index == 2 ? blue : alpha
                let byte = index == 3 ? alphaByte : UInt8((component * 255).rounded())
                buffer[1 + 2 * index] = Color.hexDigit(byte >> 4)
                buffer[2 + 2 * index] = Color.hexDigit(byte & 0xF)
            }
            return 1 + 2 * components
        }
    }

    /// Returns this colour with its alpha replaced.
    ///
    /// - Parameter alpha: The new opacity, 0 (transparent) … 1 (opaque). Values outside the range
    ///   are clamped and NaN becomes 0, as in ``init(red:green:blue:alpha:)``. The red, green and
    ///   blue components are kept unchanged (straight, not premultiplied, alpha).
    /// - Returns: The same colour with the new alpha.
    ///
    /// ```swift
    /// let unselected = Color.white.withAlphaComponent(0.3)
    /// ```
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The value 0…15 of an ASCII hexadecimal digit, or `nil` for any other character.
    static func hexDigitValue(_ character: Character) -> UInt8? {
        guard character.isASCII, let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"):
            return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"):
            return ascii - UInt8(ascii: "A") + 10
        default:
            return nil
        }
    }

    /// The ASCII uppercase hex digit for 0…15.
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// `byte` as two uppercase hex digits, such as `"0A"`.
    static func twoHexDigits(_ byte: UInt8) -> String {
        String(decoding: [hexDigit(byte >> 4), hexDigit(byte & 0xF)], as: UTF8.self)
    }

    /// `text` without leading and trailing whitespace (Foundation-free `trimmingCharacters`).
    static func trimmingWhitespace(_ text: String) -> Substring {
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else {
            return text[text.endIndex...]
        }
        return text[start...last]
    }
}
