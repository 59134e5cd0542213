extension Color {
    /// The colour you see when this colour is drawn on top of `background` (Porter-Duff
    /// source-over).
    ///
    /// Both colours and the result use straight (not premultiplied) alpha:
    ///
    /// - `αo = αs + αb (1 − αs)`
    /// - `Co = (Cs αs + Cb αb (1 − αs)) / αo` for each of red, green and blue
    ///
    /// The blending happens on the gamma-encoded sRGB values, as UIKit, CSS and browsers do. An
    /// opaque colour returns itself; over an opaque background the result is opaque; when both
    /// are fully transparent the result is ``clear``.
    ///
    /// ```swift
    /// let dot = Color.white.withAlphaComponent(0.3).composited(over: brandBlue)  // opaque
    /// ```
    ///
    /// - Parameter background: The colour underneath.
    /// - Returns: The blended colour.
    public func composited(over background: Color) -> Color {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        let backgroundWeight = background.alpha * (1 - alpha)
        func blend(_ source: Double, _ destination: Double) -> Double {
            (source * alpha + destination * backgroundWeight) / outAlpha
        }
        return Color(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: outAlpha
        )
    }
}

extension Color {
    /// This colour moved towards `other` by `fraction` (0 gives this colour, 1 gives `other`), per
    /// component including alpha.
    @inlinable public func blended(towards other: Color, by fraction: Double) -> Color {
        inlinedBlend(towards: other, by: fraction)
    }

    /// ``blended(towards:by:)``, always inlined, for the per-dot path of a frame (where the optimiser
    /// otherwise leaves it a call).
    @inlinable @inline(__always)
    package func inlinedBlend(towards other: Color, by fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
