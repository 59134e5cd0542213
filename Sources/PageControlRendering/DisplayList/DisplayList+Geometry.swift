import PageControlCore

extension DisplayList {
    /// The one ring rule: a ring whose line reaches half the shorter side is the filled shape.
    static func ring(_ rect: Rect, cornerRadius: Double, lineWidth: Double) -> DisplayPrimitive.Geometry {
        lineWidth >= capsuleRadius(rect) && lineWidth > 0
            ? .roundedRectangle(rect, cornerRadius: cornerRadius)
            : .ring(rect, cornerRadius: cornerRadius, lineWidth: lineWidth)
    }

    /// The geometry of a shape drawn to fill a frame (see ``ShapeKind/geometry(in:)``, the one place shapes
    /// are resolved); a custom path is placed over the frame.
    static func geometry(_ shape: IndicatorShape, in frame: Rect) -> DisplayPrimitive.Geometry {
        ShapeKind(shape).geometry(in: frame, custom: shape)
    }

    /// Half the shorter side of a frame (0 for an empty or non-finite one): a capsule's corner radius.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #else
        @inline(__always)
    #endif
    static func capsuleRadius(_ frame: Rect) -> Double {
        let side = Swift.min(frame.width, frame.height)
        return side.isFinite && side > 0 ? side / 2 : 0
    }
}
