/// A point in pixel coordinates, with x growing to the right and y growing downwards.
///
/// Pixel `(i, j)` of a canvas covers the square from `(i, j)` to `(i + 1, j + 1)`, so the centre of the
/// top-left pixel is `(0.5, 0.5)`. Any finite value is allowed; geometry outside a canvas is clipped when
/// filled, and segments with non-finite coordinates are skipped by the rasterizer.
struct RasterPoint: Sendable, Equatable {
    /// The horizontal coordinate in pixels; any value, no default.
    var x: Double
    /// The vertical coordinate in pixels (downwards); any value, no default.
    var y: Double

    /// Creates a point from its two coordinates; values are stored unchanged, including non-finite ones.
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point `(0, 0)`, the top-left corner of a canvas.
    static let zero = RasterPoint(x: 0, y: 0)

    /// The component-wise sum of two points (vector addition); follows IEEE rules for non-finite values.
    static func + (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }

    /// The component-wise difference of two points (vector subtraction); follows IEEE rules.
    static func - (lhs: RasterPoint, rhs: RasterPoint) -> RasterPoint {
        RasterPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }

    /// The point scaled by `factor` about the origin; follows IEEE rules for non-finite values.
    static func * (factor: Double, point: RasterPoint) -> RasterPoint {
        RasterPoint(x: factor * point.x, y: factor * point.y)
    }

    /// The Euclidean length of the point seen as a vector from the origin; never negative.
    var length: Double {
        (x * x + y * y).squareRoot()
    }

    /// The point on the straight line from `self` to `other` at parameter `t`.
    ///
    /// `t = 0` gives `self` and `t = 1` gives `other`; values outside `0...1` extrapolate along the line.
    func interpolated(to other: RasterPoint, at t: Double) -> RasterPoint {
        RasterPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
