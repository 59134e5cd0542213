import PageControlCore

/// A custom outline placed over its dot: a `VectorPath` in unit coordinates and the frame it
/// is stretched to, read as elements in the control's coordinates.
///
/// The placing happens as the elements are read, so a display list holds no new array per frame. A path
/// with a non-finite coordinate, or an unusable frame, has no elements (it draws nothing).
///
/// ```swift
/// for element in path.elements {
///     switch element {
///     case .move(let p): context.move(to: p)
///     …
///     }
/// }
/// ```
public struct DisplayPath: Sendable, Hashable {
    /// The outline in unit coordinates: (0, 0) is the frame's top-left corner, (1, 1) its bottom-right.
    public let unitPath: VectorPath
    /// The frame the unit square is stretched to, in the control's coordinates.
    public let frame: Rect

    /// Creates a placed path.
    public init(_ unitPath: VectorPath, in frame: Rect) {
        self.unitPath = unitPath
        self.frame = frame
    }

    /// The elements in the control's coordinates, in drawing order; empty when the path or frame is not
    /// finite.
    ///
    /// - Complexity: O(1) to create; each element is placed as it is read.
    public var elements: LazyMapSequence<ArraySlice<VectorPath.Element>, VectorPath.Element> {
        let usable = frame.isFinite && unitPath.isFinite
        let source = usable ? unitPath.elements[...] : []
        let f = frame
        return source.lazy.map { element in
            func place(_ p: Point) -> Point { Point(x: f.minX + p.x * f.width, y: f.minY + p.y * f.height) }
            switch element {
            case .move(let to): return .move(to: place(to))
            case .line(let to): return .line(to: place(to))
            case .quadCurve(let to, let control): return .quadCurve(to: place(to), control: place(control))
            case .curve(let to, let c1, let c2): return .curve(to: place(to), control1: place(c1), control2: place(c2))
            case .close: return .close
            }
        }
    }
}
