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
