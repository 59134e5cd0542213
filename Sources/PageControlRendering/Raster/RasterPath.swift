/// A vector path in pixel coordinates built from straight lines and Bézier curves, filled with non-zero winding.
///
/// Coordinates are `Double` pixels with y growing downwards (see ``RasterPoint``). A path is a list of
/// ``Element`` values; every subpath is implicitly closed when filled, exactly like a fill in Core Graphics.
/// Drawing commands issued before any `move(to:)` start at the current point, which is `(0, 0)` for a new
/// path and the start of the previous subpath after `close()`.
struct RasterPath: Sendable, Equatable {
    /// One drawing command of a ``RasterPath``.
    enum Element: Sendable, Equatable {
        /// Starts a new subpath at the point (closing the previous one for filling purposes).
        case move(RasterPoint)
        /// A straight line from the current point to the given point.
        case line(RasterPoint)
        /// A quadratic Bézier curve from the current point to `to`, bent towards `control`.
        case quadCurve(to: RasterPoint, control: RasterPoint)
        /// A cubic Bézier curve from the current point to `to`, with two control points.
        case curve(to: RasterPoint, control1: RasterPoint, control2: RasterPoint)
        /// A straight line back to the start of the current subpath, which then ends.
        case close
    }

    /// The drawing commands in the order they were added; empty for a new path.
    private(set) var elements: [Element]

    /// Creates an empty path, which fills nothing.
    init() {
        elements = []
    }

    /// Creates a path from a list of elements, stored unchanged (the list may be empty or start without a move).
    init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements at all; an empty path fills nothing.
    var isEmpty: Bool {
        elements.isEmpty
    }

    /// Starts a new subpath at `point`; an unclosed previous subpath is closed implicitly when filled.
    mutating func move(to point: RasterPoint) {
        elements.append(.move(point))
    }

    /// Adds a straight line from the current point to `point`; a zero-length line is kept but fills nothing.
    mutating func line(to point: RasterPoint) {
        elements.append(.line(point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point` with the given control point.
    mutating func quadCurve(to point: RasterPoint, control: RasterPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point` with the two given control points.
    mutating func curve(to point: RasterPoint, control1: RasterPoint, control2: RasterPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start; closing twice adds nothing visible.
    mutating func close() {
        elements.append(.close)
    }

    /// Appends all elements of `other`; its first subpath starts wherever `other` says (normally a move).
    mutating func append(_ other: RasterPath) {
        elements.append(contentsOf: other.elements)
    }

    /// Returns the path with every point mapped to `scale * point + (translateX, translateY)`.
    ///
    /// Defaults are the identity (`scale` 1, no translation). Any value is accepted: a negative scale mirrors
    /// the path (which does not change how it fills), zero collapses it to a point that fills nothing, and
    /// non-finite values produce non-finite points that the rasterizer skips.
    func transformed(scale: Double = 1, translateX: Double = 0, translateY: Double = 0) -> RasterPath {
        let offset = RasterPoint(x: translateX, y: translateY)
        func map(_ point: RasterPoint) -> RasterPoint {
            scale * point + offset
        }
        return RasterPath(
            elements: elements.map { element in
                switch element {
                case .move(let point):
                    return .move(map(point))
                case .line(let point):
                    return .line(map(point))
                case .quadCurve(let point, let control):
                    return .quadCurve(to: map(point), control: map(control))
                case .curve(let point, let control1, let control2):
                    return .curve(to: map(point), control1: map(control1), control2: map(control2))
                case .close:
                    return .close
                }
            }
        )
    }
}
