import PageControlCore

/// A dot shape without its custom path: a trivial value, read per dot without retaining anything.
enum ShapeKind: Sendable {
    /// A circle or capsule: half the shorter side as the radius.
    case round
    /// A rounded rectangle with this (unclamped) radius.
    case rounded(Double)
    /// A ring with this (unclamped) line width.
    case ring(Double)
    /// A custom path, resolved from the shape itself.
    case custom

    init(_ shape: IndicatorShape) {
        switch shape {
        case .circle, .capsule: self = .round
        case .roundedRectangle(let radius): self = .rounded(radius)
        case .ring(let width): self = .ring(width)
        case .path: self = .custom
        }
    }

    /// The resolved geometry over a frame: the one place shapes are resolved. Round shapes get half the
    /// shorter side as their radius; a rounded rectangle's radius and a ring's width are limited to it as
    /// `IndicatorShape` says, and a ring that wide is the filled shape; a custom shape
    /// places `shape`'s path over the frame.
    @inline(__always)
    func geometry(in frame: Rect, custom shape: IndicatorShape) -> DisplayPrimitive.Geometry {
        let half = DisplayList.capsuleRadius(frame)
        switch self {
        case .round:
            return .roundedRectangle(frame, cornerRadius: half)
        case .rounded(let radius):
            return .roundedRectangle(
                frame, cornerRadius: IndicatorShape.roundedRectangle(cornerRadius: radius).cornerRadius(for: frame.size)
            )
        case .ring(let raw):
            let width = IndicatorShape.ring(lineWidth: raw).strokeWidth(for: frame.size) ?? 0
            return DisplayList.ring(frame, cornerRadius: half, lineWidth: width)
        case .custom:
            guard case .path(let vector) = shape else { return .roundedRectangle(frame, cornerRadius: 0) }
            return .path(DisplayPath(vector, in: frame))
        }
    }
}
