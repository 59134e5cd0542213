extension Color {
    /// The WCAG 2.x relative luminance of the colour: 0 for black, 1 for white.
    ///
    /// Each sRGB component `c` is linearised (`c / 12.92` when `c ≤ 0.04045`, otherwise
    /// `((c + 0.055) / 1.055)^2.4`), then `L = 0.2126 R + 0.7152 G + 0.0722 B`.
    ///
    /// Alpha is ignored: this is the luminance of the colour drawn opaquely. For a translucent
    /// colour, composite it first with ``composited(over:)``.
    ///
    /// ```swift
    /// try Color(hex: "#777777").relativeLuminance  // 0.18447…
    /// ```
    public var relativeLuminance: Double {
        0.2126 * Color.linearized(red) + 0.7152 * Color.linearized(green) + 0.0722 * Color.linearized(blue)
    }

    /// The WCAG 2.x contrast ratio between two colours, from 1 (identical) to 21 (black on white).
    ///
    /// The ratio is `(L1 + 0.05) / (L2 + 0.05)`, where `L1` is the larger relative luminance, so
    /// the argument order does not matter. It is not rounded; compare it with the WCAG thresholds
    /// (3 for non-text contrast, 4.5 for body text) as it is.
    ///
    /// Translucent colours are handled like this (a colour is *opaque* when its alpha is exactly 1):
    /// - both opaque: the colours are compared as they are;
    /// - one translucent, the other opaque: the translucent one is first composited over the opaque
    ///   one (``composited(over:)``), which is what the eye sees when it is drawn on top of it;
    /// - both translucent: there is no known backdrop, so alpha is ignored and both are compared as
    ///   if opaque. Composite them over the real background first if you know it.
    ///
    /// ```swift
    /// Color.contrastRatio(.black, .white)  // 21
    /// ```
    ///
    /// - Parameters:
    ///   - a: One colour.
    ///   - b: The other colour.
    /// - Returns: A ratio from 1 to 21.
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        var first = a
        var second = b
        if a.alpha < 1, b.alpha == 1 {
            first = a.composited(over: b)
        } else if b.alpha < 1, a.alpha == 1 {
            second = b.composited(over: a)
        }
        let luminances = (first.relativeLuminance, second.relativeLuminance)
        let lighter = max(luminances.0, luminances.1)
        let darker = min(luminances.0, luminances.1)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Converts a gamma-encoded sRGB component (0…1) to linear light, per WCAG 2.x.
    ///
    /// Never inlined: each contrast ratio linearises six components, and a copy of this function (with its fifth
    /// root) in each of them made the web module 1.8 KB larger gzipped. No frame computes a luminance.
    @inline(never) static func linearized(_ component: Double) -> Double {
        if component <= 0.04045 {
            return component / 12.92
        }
        let base = (component + 0.055) / 1.055
        return powerTwoPointFour(base)
    }

    /// `x^2.4` without Foundation's `pow`: `x^2.4 = x² · (x²)^(1/5)`.
    ///
    /// Exact to within a few units in the last place for any finite `x ≥ 0`; NaN for negative `x`.
    static func powerTwoPointFour(_ x: Double) -> Double {
        guard x >= 0 else { return .nan }
        let square = x * x
        return square * fifthRoot(square)
    }

    /// The real fifth root of `value ≥ 0`, to full `Double` precision, by Newton's method.
    ///
    /// `value` is split as `m · 2^(5q)` with `1 ≤ m < 32`, so the root is `m^(1/5) · 2^q` and
    /// `m^(1/5)` lies in `[1, 2)`. Newton's iteration for `y⁵ = m`,
    /// `y ← y − (y⁵ − m) / (5y⁴)`, started at 2 (above the root) decreases monotonically because
    /// `y⁵` is convex; it stops as soon as a step no longer decreases `y`, which happens once `y`
    /// is within rounding error of the root (at most about eight steps). Returns 0 for 0, +∞ for
    /// +∞ and NaN for negative or NaN input.
    static func fifthRoot(_ value: Double) -> Double {
        guard value > 0 else { return value == 0 ? 0 : .nan }
        guard value.isFinite else { return value }
        let exponent = Int(value.exponent)
        var quotient = exponent / 5
        var remainder = exponent % 5
        if remainder < 0 {
            remainder += 5
            quotient -= 1
        }
        let scaled = Double(sign: .plus, exponent: remainder, significand: value.significand)
        var root = 2.0
        for _ in 0..<64 {
            let fourth = (root * root) * (root * root)
            let next = root - (root * fourth - scaled) / (5 * fourth)
            guard next < root else { break }
            root = next
        }
        return Double(sign: .plus, exponent: quotient, significand: root)
    }

    /// Black or white, whichever has the higher contrast ratio against this colour (black on a tie): the
    /// Increase Contrast outline, the text on the current dot and a badge's count.
    package var blackOrWhiteStandingOut: Color {
        Color.contrastRatio(.black, self) >= Color.contrastRatio(.white, self) ? .black : .white
    }
}
