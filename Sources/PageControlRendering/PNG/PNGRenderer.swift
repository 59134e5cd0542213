import PageControlCore

/// Renders a display list to a PNG image with the package's own rasteriser: exact-area anti-aliasing,
/// source-over compositing in premultiplied alpha, any scale.
///
/// ```swift
/// let png = try PNGRenderer(scale: 2).render(DisplayList(control.frame()))
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
        var canvas = blankCanvas(list.size)
        draw(list, into: &canvas, offsetY: 0)
        return canvas
    }

    /// A canvas for a drawing of `size` points, filled with the background.
    func blankCanvas(_ size: Size) -> RasterCanvas {
        let (w, h) = pixelSize(for: size)
        return background.map {
            RasterCanvas(width: w, height: h, red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
        } ?? RasterCanvas(width: w, height: h)
    }

    /// Fills every primitive of a list into a canvas, `offsetY` pixels down.
    func draw(_ list: DisplayList, into canvas: inout RasterCanvas, offsetY: Double) {
        for primitive in list {
            let c = primitive.paint
            let path =
                offsetY == 0 ? self.path(for: primitive) : self.path(for: primitive).transformed(translateY: offsetY)
            canvas.fill(path, red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// Several display lists of the same size as one image, one below the other with `gap` points between
    /// them: a filmstrip.
    ///
    /// - Parameters:
    ///   - frames: The frames, top to bottom.
    ///   - gap: The space between frames in points. The default is 4; negative and non-finite gaps become 0.
    /// - Throws: ``PNGError`` when the image would be empty (no frames, or frames with no area) or zlib fails.
    public func filmstrip(_ frames: [DisplayList], gap: Double = 4) throws(PNGError) -> [UInt8] {
        let strip = Filmstrip(frame: frames.first?.size ?? .zero, count: frames.count, gap: gap)
        var canvas = blankCanvas(strip.size)
        for (index, frame) in frames.enumerated() {
            draw(frame, into: &canvas, offsetY: strip.offset(of: index) * scale)
        }
        return try canvas.pngData()
    }

    /// The pixel size of a ``filmstrip(_:gap:)`` of `count` frames of `frame` points each.
    public func filmstripPixelSize(frame: Size, count: Int, gap: Double = 4) -> (width: Int, height: Int) {
        pixelSize(for: Filmstrip(frame: frame, count: count, gap: gap).size)
    }

    /// The PNG bytes of a display list.
    ///
    /// - Throws: ``PNGError`` when the image would be empty (a zero width or height) or zlib fails.
    public func render(_ list: DisplayList) throws(PNGError) -> [UInt8] {
        try canvas(list).pngData()
    }

    /// The PNG bytes of a frame: `control.frame()`, or one made by hand.
    ///
    /// - Throws: ``PNGError`` when the image would be empty (a zero width or height) or zlib fails.
    public func render(_ frame: PageControlFrame) throws(PNGError) -> [UInt8] {
        try render(DisplayList(frame))
    }

    /// The outline of one primitive in pixel coordinates, from ``OutlineBuilder`` (text as the glyph outlines of
    /// the built-in font subset, see ``OutlineBuilder/appendGlyphs(of:to:)``).
    func path(for primitive: DisplayPrimitive) -> RasterPath {
        var sink = RasterPathSink(scale: scale)
        OutlineBuilder.append(primitive.geometry, to: &sink)
        return sink.path
    }
}
