import PageControlCore

/// Ready-made shapes for tests and the rasteriser's callers: ellipses, rounded rectangles and rings, built by
/// ``OutlineBuilder`` (so the raster output and every other renderer share one outline).
extension RasterPath {
    /// Returns the ellipse inscribed in the rectangle at (`x`, `y`) of size `width` × `height`.
    ///
    /// Equal width and height give a circle. A non-positive or non-finite size, or a non-finite origin,
    /// gives an empty path.
    static func ellipse(in x: Double, y: Double, width: Double, height: Double) -> RasterPath {
        var sink = RasterPathSink()
        OutlineBuilder.appendRoundedRectangle(
            Rect(x: x, y: y, width: width, height: height), radiusX: width / 2, radiusY: height / 2, clockwise: true,
            to: &sink)
        return sink.path
    }

    /// Returns a rectangle with circular corners of radius `cornerRadius`, clamped as
    /// ``OutlineBuilder/appendRoundedRectangle(_:cornerRadius:clockwise:to:)`` does. The default radius of 0
    /// gives a sharp rectangle.
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0)
        -> RasterPath
    {
        var sink = RasterPathSink()
        OutlineBuilder.appendRoundedRectangle(
            Rect(x: x, y: y, width: width, height: height), cornerRadius: cornerRadius, to: &sink)
        return sink.path
    }

    /// Returns a ring: the rounded rectangle minus the one inset by `lineWidth`, as
    /// ``OutlineBuilder/appendRing(_:cornerRadius:lineWidth:to:)`` builds it.
    static func ring(
        x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, lineWidth: Double
    ) -> RasterPath {
        var sink = RasterPathSink()
        OutlineBuilder.appendRing(
            Rect(x: x, y: y, width: width, height: height), cornerRadius: cornerRadius, lineWidth: lineWidth,
            to: &sink)
        return sink.path
    }
}
