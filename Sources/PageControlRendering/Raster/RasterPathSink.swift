import PageControlCore

/// Receives outlines in points and keeps them as a ``RasterPath`` in pixels (points times ``scale``).
struct RasterPathSink: PathSink {
    /// The path received so far, in pixels.
    var path = RasterPath()
    /// Pixels per point. The default is 1.
    var scale = 1.0

    mutating func move(to point: Point) { path.move(to: pixel(point)) }
    mutating func line(to point: Point) { path.line(to: pixel(point)) }
    mutating func curve(to point: Point, control1: Point, control2: Point) {
        path.curve(to: pixel(point), control1: pixel(control1), control2: pixel(control2))
    }
    mutating func close() { path.close() }

    /// A point in pixels.
    func pixel(_ point: Point) -> RasterPoint { RasterPoint(x: point.x * scale, y: point.y * scale) }
}
