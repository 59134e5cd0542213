/// The shape of one indicator, drawn to fill the indicator's frame.
public enum IndicatorShape: Sendable, Hashable {
    /// A round dot. In a frame longer than it is wide (an elongated current dot, a timer pill) it draws
    /// as a capsule. This is the default.
    case circle
    /// A rectangle with rounded corners. Negative and NaN radii become 0; radii beyond half the shorter
    /// side are limited to it.
    case roundedRectangle(cornerRadius: Double)
    /// A capsule: a rectangle whose shorter sides are half-circles.
    case capsule
    /// The outline of a circle (or capsule), stroked inside the frame. Negative and NaN widths become 0;
    /// widths beyond half the shorter side fill the shape.
    case ring(lineWidth: Double)
    /// A custom outline in unit coordinates, scaled to the frame; see ``VectorPath``.
    case path(VectorPath)

    /// The default shape, ``circle``.
    public static let `default` = IndicatorShape.circle

    /// The corner radius to use for a frame of `size` (the capsule radius for round shapes).
    public func cornerRadius(for size: Size) -> Double {
        let half = max(min(size.width, size.height), 0) / 2
        switch self {
        case .circle, .capsule, .ring: return half
        case .roundedRectangle(let radius): return radius.isFinite ? min(max(radius, 0), half) : (radius > 0 ? half : 0)
        case .path: return 0
        }
    }

    /// The stroke width for a frame of `size`: the ring's width limited to half the shorter side, or nil
    /// for filled shapes.
    public func strokeWidth(for size: Size) -> Double? {
        guard case .ring(let width) = self else { return nil }
        let half = max(min(size.width, size.height), 0) / 2
        return width.isFinite ? min(max(width, 0), half) : (width > 0 ? half : 0)
    }
}
