/// Stable, locale-free text for numbers in SVG, layout dumps and CLI output.
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
}
