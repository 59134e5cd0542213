/// A vector outline for a custom indicator shape, in unit coordinates: (0, 0) is the top-left corner of
/// the indicator's frame and (1, 1) its bottom-right corner.
///
/// Renderers scale the path to each indicator's frame and fill it with the non-zero winding rule.
///
/// ```swift
/// // A diamond.
/// let diamond = VectorPath()
///     .move(to: Point(x: 0.5, y: 0)).line(to: Point(x: 1, y: 0.5))
///     .line(to: Point(x: 0.5, y: 1)).line(to: Point(x: 0, y: 0.5)).close()
/// ```
public struct VectorPath: Sendable, Hashable {
    /// One drawing command.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line to a point.
        case line(to: Point)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to a point.
        case curve(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The commands in drawing order. The default is empty (draws nothing).
    public var elements: [Element]

    /// Creates a path from commands.
    public init(elements: [Element] = []) {
        self.elements = elements
    }

    /// The path with a subpath started at `point`.
    public func move(to point: Point) -> VectorPath { appending(.move(to: point)) }
    /// The path with a line to `point`.
    public func line(to point: Point) -> VectorPath { appending(.line(to: point)) }
    /// The path with a quadratic curve to `point`.
    public func quadCurve(to point: Point, control: Point) -> VectorPath {
        appending(.quadCurve(to: point, control: control))
    }
    /// The path with a cubic curve to `point`.
    public func curve(to point: Point, control1: Point, control2: Point) -> VectorPath {
        appending(.curve(to: point, control1: control1, control2: control2))
    }
    /// The path with its current subpath closed.
    public func close() -> VectorPath { appending(.close) }

    /// Whether every coordinate is finite (a path with NaN or infinity draws nothing).
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): return [p, c].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .curve(let p, let c1, let c2): return [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .close: return true
            }
        }
    }

    private func appending(_ element: Element) -> VectorPath {
        VectorPath(elements: elements + [element])
    }

    /// A five-pointed star, a ready-made custom shape.
    public static let star: VectorPath = {
        var path = VectorPath()
        for i in 0..<10 {
            let angle = Double(i) * Double.pi / 5 - Double.pi / 2
            let radius = i.isMultiple(of: 2) ? 0.5 : 0.2
            let p = Point(x: 0.5 + radius * CoreMath.cosine(angle), y: 0.5 + radius * CoreMath.sine(angle))
            path = i == 0 ? path.move(to: p) : path.line(to: p)
        }
        return path.close()
    }()

    /// A heart, a ready-made custom shape.
    public static let heart = VectorPath()
        .move(to: Point(x: 0.5, y: 0.95))
        .curve(to: Point(x: 0.02, y: 0.35), control1: Point(x: 0.2, y: 0.72), control2: Point(x: 0.02, y: 0.55))
        .curve(to: Point(x: 0.5, y: 0.22), control1: Point(x: 0.02, y: 0.08), control2: Point(x: 0.38, y: 0.02))
        .curve(to: Point(x: 0.98, y: 0.35), control1: Point(x: 0.62, y: 0.02), control2: Point(x: 0.98, y: 0.08))
        .curve(to: Point(x: 0.5, y: 0.95), control1: Point(x: 0.98, y: 0.55), control2: Point(x: 0.8, y: 0.72))
        .close()
}
