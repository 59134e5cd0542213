import PageControlCore

/// The one place outlines are made: every display-list primitive as move, line, curve and close calls on a
/// ``PathSink``, in the primitive's own coordinates (points, y down), filled with the non-zero rule.
///
/// - A rounded rectangle is four lines and four quarter-circle cubics with the area-exact control factor
///   ``quarterEllipseControlFactor``, clockwise on screen from the top edge's first point.
/// - A ring is its rectangle clockwise and the rectangle inset by the line width counter-clockwise, with
///   concentric corners, so the middle stays empty (the one ring rule).
/// - A placed path is passed on as it is, quadratic curves raised to cubic ones.
/// - Text becomes the glyph outlines of the built-in font subset (``appendGlyphs(of:to:)``), for sinks
///   without fonts; renderers with fonts draw ``DisplayPrimitive/Geometry/text(_:)`` themselves.
///
/// Nothing is drawn for a rectangle with no area or with a coordinate that is not finite.
public enum OutlineBuilder {
    /// The cubic control-point factor `2 − √((22 − 5π) / 3)` ≈ 0.55178: four quarter curves with it enclose
    /// exactly a circle's area (radial error below 0.03 % of the radius).
    public static let quarterEllipseControlFactor = 2 - ((22 - 5 * Double.pi) / 3).squareRoot()

    /// Appends the outline of a primitive's geometry (text as the built-in font's glyph outlines).
    public static func append<Sink: PathSink>(_ geometry: DisplayPrimitive.Geometry, to sink: inout Sink) {
        switch geometry {
        case .roundedRectangle(let rect, let radius):
            appendRoundedRectangle(rect, cornerRadius: radius, to: &sink)
        case .ring(let rect, let radius, let lineWidth):
            appendRing(rect, cornerRadius: radius, lineWidth: lineWidth, to: &sink)
        case .path(let path):
            appendPath(path, to: &sink)
        case .text(let text):
            appendGlyphs(of: text, to: &sink)
        }
    }

    /// Appends one closed rounded rectangle. The radius is clamped to `0…min(width, height) / 2` (NaN
    /// counts as 0); `clockwise: false` winds it the other way (a ring's hole).
    public static func appendRoundedRectangle<Sink: PathSink>(
        _ rect: Rect, cornerRadius: Double, clockwise: Bool = true, to sink: inout Sink
    ) {
        let r = clampedRadius(cornerRadius, rect)
        appendRoundedRectangle(rect, radiusX: r, radiusY: r, clockwise: clockwise, to: &sink)
    }

    /// Appends a ring: the rectangle, and unless the line fills it, the rectangle inset by `lineWidth`
    /// wound the other way with corners of radius `max(cornerRadius − lineWidth, 0)`. A line width that is
    /// NaN or not above 0 appends nothing.
    public static func appendRing<Sink: PathSink>(
        _ rect: Rect, cornerRadius: Double, lineWidth: Double, to sink: inout Sink
    ) {
        guard lineWidth > 0, rect.isFinite, !rect.isEmpty else { return }
        let radius = clampedRadius(cornerRadius, rect)
        appendRoundedRectangle(rect, radiusX: radius, radiusY: radius, clockwise: true, to: &sink)
        guard lineWidth < Swift.min(rect.width, rect.height) / 2 else { return }
        let inner = Swift.max(radius - lineWidth, 0)
        appendRoundedRectangle(
            rect.outset(dx: -lineWidth, dy: -lineWidth), radiusX: inner, radiusY: inner, clockwise: false, to: &sink)
    }

    /// Appends a placed custom path, quadratic curves as cubic ones.
    public static func appendPath<Sink: PathSink>(_ path: DisplayPath, to sink: inout Sink) {
        var current = Point.zero
        var start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let to):
                sink.move(to: to)
                (current, start) = (to, to)
            case .line(let to):
                sink.line(to: to)
                current = to
            case .quadCurve(let to, let c):
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: to.x + 2 / 3 * (c.x - to.x), y: to.y + 2 / 3 * (c.y - to.y))
                sink.curve(to: to, control1: c1, control2: c2)
                current = to
            case .curve(let to, let c1, let c2):
                sink.curve(to: to, control1: c1, control2: c2)
                current = to
            case .close:
                sink.close()
                current = start
            }
        }
    }

    /// Appends a line of text as glyph outlines of the built-in `OutlineFont` subset (Noto Sans and its
    /// Arabic, Hebrew, Devanagari and Thai siblings, Droid Sans Fallback for Chinese and Japanese, Nanum Gothic
    /// for Korean), scaled to ``DisplayText/fontSize``, on the baseline through ``DisplayText/origin`` and
    /// aligned by the measured width, the sum of the glyphs' advances (not the estimated
    /// ``DisplayText/width``).
    ///
    /// The subset covers the strings of every `PageControlStrings` language and their digits, Latin, Greek
    /// and Cyrillic letters and common punctuation. A character outside it draws as the outline of a box
    /// ``DisplayText/capHeight`` high in a 0.6 em advance. Text is not shaped: one glyph per Unicode scalar in
    /// the order of the characters (Arabic letters in their isolated forms, combining marks over the glyph
    /// before them); a line whose first letter is right to left draws its characters in reverse order,
    /// keeping runs of digits left to right. Nothing is drawn for a size of 0 or an origin that is not finite.
    ///
    /// - Complexity: O(n log m + p) for n scalars, m covered characters and p glyph points. The font is
    ///   decoded once, on first use; after that, appending allocates nothing beyond what the sink does.
    public static func appendGlyphs<Sink: PathSink>(of text: DisplayText, to sink: inout Sink) {
        OutlineFont.shared.append(text, to: &sink)
    }

    /// A corner radius limited to `0…min(width, height) / 2`, NaN as 0.
    static func clampedRadius(_ radius: Double, _ rect: Rect) -> Double {
        guard radius > 0 else { return 0 }
        return Swift.min(radius, Swift.max(Swift.min(rect.width, rect.height), 0) / 2)
    }

    /// One closed rounded rectangle with elliptical corner radii already within limits, from the top edge's
    /// first point; lines of no length are left out, and the last edge is the close.
    static func appendRoundedRectangle<Sink: PathSink>(
        _ rect: Rect, radiusX rx: Double, radiusY ry: Double, clockwise: Bool, to sink: inout Sink
    ) {
        guard rect.isFinite, rect.width > 0, rect.height > 0 else { return }
        let (kx, ky) = (quarterEllipseControlFactor * rx, quarterEllipseControlFactor * ry)
        let (l, t, r, b) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let round = rx > 0 && ry > 0
        var current = Point(x: l + rx, y: t)
        sink.move(to: current)
        func line(_ x: Double, _ y: Double) {
            let p = Point(x: x, y: y)
            if p != current { sink.line(to: p) }
            current = p
        }
        func curve(_ x: Double, _ y: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
            guard round else { return }
            current = Point(x: x, y: y)
            sink.curve(to: current, control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
        }
        if clockwise {
            line(r - rx, t)
            curve(r, t + ry, r - rx + kx, t, r, t + ry - ky)
            line(r, b - ry)
            curve(r - rx, b, r, b - ry + ky, r - rx + kx, b)
            line(l + rx, b)
            curve(l, b - ry, l + rx - kx, b, l, b - ry + ky)
            if round {
                line(l, t + ry)
                curve(l + rx, t, l, t + ry - ky, l + rx - kx, t)
            }
        } else {
            curve(l, t + ry, l + rx - kx, t, l, t + ry - ky)
            line(l, b - ry)
            curve(l + rx, b, l, b - ry + ky, l + rx - kx, b)
            line(r - rx, b)
            curve(r, b - ry, r - rx + kx, b, r, b - ry + ky)
            line(r, t + ry)
            curve(r - rx, t, r, t + ry - ky, r - rx + kx, t)
        }
        sink.close()
    }
}
