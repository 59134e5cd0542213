/// Stable, locale-free text for numbers in SVG, layout dumps and CLI output, and numbers read from UTF-8 bytes.
package enum PlainNumber {
    /// The largest magnitude written through `Int`: 9e18, or 2^31 − 2 where `Int` has 32 bits (WebAssembly).
    static let integerLimit = Swift.min(9e18, Double(Int.max >> 1) * 2)

    /// `value` with at most three decimals, no trailing zeros and no "-0": 1.5 → "1.5", 2.0 → "2",
    /// 1/3 → "0.333". Infinity and NaN are written as "inf", "-inf" and "nan".
    package static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let scaled = (value * 1000).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Swift.abs(scaled)
        guard magnitude < integerLimit else {
            return Swift.abs(value) < integerLimit ? String(Int(value.rounded())) : "\(value)"
        }
        return digits(thousandths: Int(magnitude), negative: scaled < 0)
    }

    /// "-12.345" for 12,345 thousandths, written byte by byte into the string's storage (one allocation at
    /// most: this runs for every coordinate of every SVG element).
    static func digits(thousandths: Int, negative: Bool) -> String {
        String(unsafeUninitializedCapacity: 24) { buffer in
            var count = 0
            if negative {
                buffer[0] = UInt8(ascii: "-")
                count = 1
            }
            let start = count
            var whole = thousandths / 1000
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                count += 1
            } while whole > 0
            var low = start
            var high = count - 1
            while low < high {
                buffer.swapAt(low, high)
                low += 1
                high -= 1
            }
            var fraction = thousandths % 1000
            guard fraction > 0 else { return count }
            buffer[count] = UInt8(ascii: ".")
            count += 1
            var divisor = 100
            while fraction > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(fraction / divisor)
                fraction %= divisor
                divisor /= 10
                count += 1
            }
            return count
        }
    }

    /// The number the UTF-8 `text` spells, as `Double(String)` reads it (`1.5`, `-2`, `.5`, `3e-2`, `inf`), or
    /// nil when it spells none.
    ///
    /// The Embedded build reads it with ``decimal(_:)``: `Double(String)` would link the standard library's
    /// C-string paths for strings that are not contiguous UTF-8 and a C parser, about 6 KB gzipped of the
    /// WebAssembly module.
    package static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        #if hasFeature(Embedded)
            return decimal(text)
        #else
            return Double(String(decoding: text, as: UTF8.self))
        #endif
    }

    /// The number the UTF-8 `text` spells as a decimal: an optional sign, digits with an optional point and an
    /// optional exponent (`1.5`, `-2`, `.5`, `1.`, `+7.5E+2`), or `inf`, `infinity` and `nan` in any case; nil
    /// for anything else, such as an empty text, spaces or hexadecimal.
    ///
    /// Exact (correctly rounded, as `Double(String)`) for up to 15 significant digits and exponents within ±22
    /// (Clinger's fast path: both the digits and the power of ten are exact doubles, so the one multiplication
    /// or division rounds once); longer texts are within an ulp or two, and a text within an ulp of the largest
    /// double may give infinity.
    package static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if let sign = text.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        let unsigned = UnsafeBufferPointer(rebasing: text[index...])
        if PlainName.matches(unsigned, "inf") || PlainName.matches(unsigned, "infinity") {
            return negative ? -.infinity : .infinity
        }
        if PlainName.matches(unsigned, "nan") { return .nan }
        // Up to 19 significant digits go into the mantissa; the exponent counts the rest.
        var mantissa = 0.0
        var (digits, significant, exponent) = (0, 0, 0)
        var pointSeen = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "."), !pointSeen {
                pointSeen = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                if significant < 19 {
                    mantissa = mantissa * 10 + Double(byte - UInt8(ascii: "0"))
                    if mantissa > 0 { significant += 1 }
                    if pointSeen { exponent -= 1 }
                } else if !pointSeen {
                    exponent += 1
                }
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < text.count, text[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                index += 1
            }
            var (value, exponentDigits) = (0, 0)
            while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") {
                if value < 100_000 { value = value * 10 + Int(text[index] - UInt8(ascii: "0")) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard index == text.count else { return nil }
        if exponent < -300, mantissa != 0 {
            // Two steps, so that the power of ten does not overflow first.
            mantissa /= 1e300
            exponent += 300
        }
        var (scale, base, magnitude) = (1.0, 10.0, exponent.magnitude)
        while magnitude > 0 {
            if magnitude & 1 == 1 { scale *= base }
            magnitude >>= 1
            base *= base
        }
        let value = mantissa == 0 ? 0 : exponent < 0 ? mantissa / scale : mantissa * scale
        return negative ? -value : value
    }
}
