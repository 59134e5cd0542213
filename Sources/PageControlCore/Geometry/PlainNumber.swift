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
        let thousandths = Int(magnitude)
        var text = String(thousandths / 1000)
        var fraction = thousandths % 1000
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return scaled < 0 ? "-" + text : text
    }
}
