import PageControlCore

/// Renders a display list to a PNG image with the package's own rasteriser: exact-area anti-aliasing,
/// source-over compositing in premultiplied alpha, any scale.
///
/// ```swift
/// let png = try PNGRenderer(scale: 2).render(DisplayList(control))
/// ```
public struct PNGRenderer: Sendable {
    /// Pixels per point. The default is 1; values that are not finite or not above 0 become 1.
    public var scale: Double
    /// A colour to fill the image with first, or nil (the default) for a transparent background.
    public var background: Color?

    /// Creates a PNG renderer.
    public init(scale: Double = 1, background: Color? = nil) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.background = background
    }

    /// The pixel size of the image for a drawing of `size` points: each side times the scale, rounded up.
    public func pixelSize(for size: Size) -> (width: Int, height: Int) {
        func pixels(_ v: Double) -> Int {
            let p = (v * scale).rounded(.up)
            return p.isFinite && p > 0 ? Int(min(p, 1_048_576)) : 0
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// Draws a display list into a canvas of ``pixelSize(for:)``.
    ///
    /// - Complexity: O(visible dots × dot area).
    package func canvas(_ list: DisplayList) -> RasterCanvas {
        let (w, h) = pixelSize(for: list.size)
        var canvas =
            background.map {
                RasterCanvas(width: w, height: h, red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
            } ?? RasterCanvas(width: w, height: h)
        for primitive in list {
            let c = primitive.color
            canvas.fill(
                path(for: primitive, label: list.label), red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
        return canvas
    }

    /// The PNG bytes of a display list.
    ///
    /// - Throws: ``PNGError`` when the image would be empty (a zero width or height) or zlib fails.
    public func render(_ list: DisplayList) throws(PNGError) -> [UInt8] {
        try canvas(list).pngData()
    }

    /// The PNG bytes of a control as it is now.
    @MainActor
    public func render(_ control: PageControl) throws(PNGError) -> [UInt8] {
        try render(DisplayList(control))
    }

    /// The outline of one primitive in pixel coordinates; `label` gives a label primitive its text.
    func path(for primitive: DisplayPrimitive, label: OverflowLabel?) -> RasterPath {
        let f = primitive.frame
        let (x, y, w, h) = (f.minX * scale, f.minY * scale, f.width * scale, f.height * scale)
        let radius = primitive.shape.cornerRadius(for: f.size) * scale
        if primitive.role == .label {
            return PixelFont.path(for: label?.text ?? "", x: x, y: y, width: w, height: h)
        }
        switch primitive.shape {
        case .ring:
            let width = (primitive.shape.strokeWidth(for: f.size) ?? 0) * scale
            return .ring(x: x, y: y, width: w, height: h, cornerRadius: radius, lineWidth: width)
        case .path(let vector):
            guard vector.isFinite else { return RasterPath() }
            var path = RasterPath()
            func p(_ point: Point) -> RasterPoint { RasterPoint(x: x + point.x * w, y: y + point.y * h) }
            for element in vector.elements {
                switch element {
                case .move(let to): path.move(to: p(to))
                case .line(let to): path.line(to: p(to))
                case .quadCurve(let to, let control): path.quadCurve(to: p(to), control: p(control))
                case .curve(let to, let c1, let c2): path.curve(to: p(to), control1: p(c1), control2: p(c2))
                case .close: path.close()
                }
            }
            return path
        default:
            return .roundedRect(x: x, y: y, width: w, height: h, cornerRadius: radius)
        }
    }
}
