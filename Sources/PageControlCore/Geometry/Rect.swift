/// A rectangle given by its origin (top-left corner) and size, as `CGRect` describes one.
///
/// The derived edges (`minX`, `midX`, `maxX`, …) assume a non-negative size, which is what the
/// layout produces; use ``standardized`` for a rectangle with a negative width or height.
public struct Rect: Sendable, Hashable {
    /// The top-left corner. The default is ``Point/zero``.
    public var origin: Point
    /// The width and height. The default is ``Size/zero``.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point = .zero, size: Size = .zero) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and dimensions.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect()

    /// The width, `size.width`.
    @inlinable public var width: Double { size.width }
    /// The height, `size.height`.
    @inlinable public var height: Double { size.height }
    /// The smallest x coordinate, `origin.x`.
    @inlinable public var minX: Double { origin.x }
    /// The x coordinate of the centre.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate, `origin.x + width`.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// The smallest y coordinate, `origin.y`.
    @inlinable public var minY: Double { origin.y }
    /// The y coordinate of the centre.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate, `origin.y + height`.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle has no area (a width or height of zero, negative or NaN).
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(
            x: min(minX, maxX), y: min(minY, maxY),
            width: abs(size.width), height: abs(size.height))
    }

    /// Whether every coordinate and dimension is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the point lies inside the rectangle or on its edges.
    ///
    /// A point with a NaN coordinate is never inside.
    public func contains(_ point: Point) -> Bool {
        let r = standardized
        return point.x >= r.minX && point.x <= r.maxX && point.y >= r.minY && point.y <= r.maxY
    }

    /// The rectangle grown by `dx` on the left and right and by `dy` on the top and bottom.
    ///
    /// Negative values shrink it, as `CGRect.insetBy(dx: -dx, dy: -dy)` would.
    public func outset(dx: Double, dy: Double) -> Rect {
        Rect(x: minX - dx, y: minY - dy, width: width + 2 * dx, height: height + 2 * dy)
    }

    /// The smallest rectangle that contains both rectangles (their standardized forms).
    public func union(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let x = min(a.minX, b.minX)
        let y = min(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    /// The part both rectangles (their standardized forms) cover, or an empty rectangle at the nearer corner
    /// when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let a = standardized
        let b = other.standardized
        let x = max(a.minX, b.minX)
        let y = max(a.minY, b.minY)
        return Rect(x: x, y: y, width: max(min(a.maxX, b.maxX) - x, 0), height: max(min(a.maxY, b.maxY) - y, 0))
    }
}
