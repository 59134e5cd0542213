/// Small numeric helpers, so the core needs neither Foundation nor the C library.
@usableFromInline enum CoreMath {
    /// The natural logarithm of 2.
    static let ln2 = 0.693_147_180_559_945_309_4

    /// e raised to `x`, accurate to about one unit in the last place.
    ///
    /// Range reduction to |r| ≤ ln 2 / 2, then a degree-15 Taylor series.
    static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.7 { return .infinity }
        if x < -745 { return 0 }
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        var term = 1.0
        var sum = 1.0
        for i in 1...15 {
            term *= r / Double(i)
            sum += term
        }
        return Double(sign: .plus, exponent: Int(k), significand: sum)
    }

    /// `value` clamped to `lower...upper`; NaN becomes `lower`.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    @usableFromInline static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard value == value else { return lower }
        return min(max(value, lower), upper)
    }

    /// The nearest integer to `value` within `0...upper`, without trapping on huge or NaN values
    /// (NaN becomes 0).
    ///
    /// Halves round up, as `value.rounded()` does, but without the C library's `round` (a call on every
    /// position change): below `upper` the whole part fits an `Int`, and the fraction is exact (it is 0 from
    /// 2^52 up, where every `Double` is whole).
    static func nearestIndex(_ value: Double, upper: Int) -> Int {
        guard value == value, value > 0, upper > 0 else { return 0 }
        guard value < Double(upper) else { return upper }
        let whole = Int(value)
        return value - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    /// `value` rounded down within `0...upper`, without trapping (NaN becomes 0).
    static func floorIndex(_ value: Double, upper: Int) -> Int {
        guard value == value, value > 0, upper > 0 else { return 0 }
        let r = value.rounded(.down)
        return r >= Double(upper) ? upper : Int(r)
    }

    /// `value` rounded down to an `Int`, limited to ±2^62 (±(2^30 − 1) where `Int` has 32 bits) so it never
    /// traps (NaN becomes 0).
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    static func floorInt(_ value: Double) -> Int {
        guard value == value else { return 0 }
        let limit = Double(Int.max >> 1)
        return Int(Swift.min(Swift.max(value.rounded(.down), -limit), limit))
    }

    /// The remainder of `value` divided by `modulus`, in `0..<modulus` (for positive moduli).
    static func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: modulus)
        let positive = r < 0 ? r + modulus : r
        return positive >= modulus ? 0 : positive
    }

    /// Sine by Taylor series after reduction to −π…π (the core has no Foundation): within 1e-15 of the
    /// true value over that range.
    static func sine(_ x: Double) -> Double {
        var r = x.truncatingRemainder(dividingBy: 2 * Double.pi)
        if r > Double.pi { r -= 2 * Double.pi }
        if r < -Double.pi { r += 2 * Double.pi }
        var term = r
        var sum = r
        for i in 1...12 {
            term *= -r * r / Double((2 * i) * (2 * i + 1))
            sum += term
        }
        return sum
    }

    /// Cosine through ``sine(_:)``.
    static func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }

    /// The number of decimal digits of a whole number's magnitude (1 for 0), counted without writing it.
    static func decimalDigits(_ value: Int) -> Int {
        var (digits, rest) = (1, value.magnitude)
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// `(a + b) mod n` for `a` in `0..<n` and any `b`, without overflowing however large `n` is (a page of
    /// `Int.max` looping pages plus a few slots).
    static func wrappedSum(_ a: Int, _ b: Int, modulo n: Int) -> Int {
        let r = b % n
        if r >= 0 { return a >= n - r ? a - (n - r) : a + r }
        let sum = a + r
        return sum < 0 ? sum + n : sum
    }
}
