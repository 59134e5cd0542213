import PageControlCore

/// The one place outlines are made: every display-list primitive as move, line, curve and close calls on a
/// ``PathSink``, in the primitive's own coordinates (points, y down), filled with the non-zero rule.
///
/// - A rounded rectangle is four lines and four quarter-circle cubics with the area-exact control factor
///   ``quarterEllipseControlFactor``, clockwise on screen from the top edge's first point.
/// - A ring is its rectangle clockwise and the rectangle inset by the line width counter-clockwise, with
///   concentric corners, so the middle stays empty (the one ring rule).
/// - A placed path is passed on as it is, quadratic curves raised to cubic ones.
/// - Text becomes the built-in pixel font's glyph squares (``appendGlyphs(of:to:)``), for sinks without
///   fonts; renderers with fonts draw ``DisplayPrimitive/Geometry/text(_:)`` themselves.
///
/// Nothing is drawn for a rectangle with no area or with a coordinate that is not finite.
public enum OutlineBuilder {
    /// The cubic control-point factor `2 − √((22 − 5π) / 3)` ≈ 0.55178: four quarter curves with it enclose
    /// exactly a circle's area (radial error below 0.03 % of the radius).
    public static let quarterEllipseControlFactor = 2 - ((22 - 5 * Double.pi) / 3).squareRoot()

    /// Appends the outline of a primitive's geometry (text as pixel-font glyphs).
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

    /// Appends a line of text as the pixel font's glyphs: every printable ASCII character, common Latin
    /// letters with their diacritics folded away, and digits of any script (see `PixelFont`), each a
    /// 3 × 5 grid of squares one fifth of ``DisplayText/capHeight`` high, standing on the baseline and
    /// centred in a ``DisplayText/characterWidth`` advance.
    public static func appendGlyphs<Sink: PathSink>(of text: DisplayText, to sink: inout Sink) {
        guard text.fontSize > 0, text.origin.x.isFinite, text.origin.y.isFinite else { return }
        let advance = DisplayText.characterWidth * text.fontSize
        let cell = DisplayText.capHeight * text.fontSize / 5
        let start = text.lineStart(forWidth: text.width)
        let top = text.origin.y - 5 * cell
        for (index, character) in text.string.enumerated() {
            let left = start + Double(index) * advance + (advance - 3 * cell) / 2
            for (row, bits) in PixelFont.rows(for: character).enumerated() {
                for column in 0..<3 where bits & (4 >> UInt8(column)) != 0 {
                    let square = Rect(
                        x: left + Double(column) * cell, y: top + Double(row) * cell, width: cell, height: cell)
                    appendRoundedRectangle(square, radiusX: 0, radiusY: 0, clockwise: true, to: &sink)
                }
            }
        }
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
