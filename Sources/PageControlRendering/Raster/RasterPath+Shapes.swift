/// Ready-made shapes: ellipses, rounded rectangles (capsules, circles) and rings.
///
/// Rounded corners are quarter ellipses drawn as cubic Béziers whose control factor is chosen so that four of
/// them enclose exactly the area of a true ellipse (radial error below 0.03 % of the radius). Outer outlines
/// run clockwise on screen (y downwards), starting at the top edge.
extension RasterPath {
    /// The cubic control-point factor `2 - sqrt((22 - 5π) / 3)` ≈ 0.55178 for area-exact quarter ellipses.
    static let quarterEllipseControlFactor = 2 - ((22 - 5 * Double.pi) / 3).squareRoot()

    /// Returns the ellipse inscribed in the rectangle at (`x`, `y`) of size `width` × `height`.
    ///
    /// Equal width and height give a circle. A non-positive or non-finite size, or a non-finite origin,
    /// gives an empty path.
    static func ellipse(in x: Double, y: Double, width: Double, height: Double) -> RasterPath {
        var path = RasterPath()
        path.appendRoundedRect(x: x, y: y, width: width, height: height, radiusX: width / 2, radiusY: height / 2)
        return path
    }

    /// Returns a rectangle with circular corners of radius `cornerRadius`.
    ///
    /// The radius is clamped to `0...min(width, height) / 2` (NaN counts as 0), so the full radius gives a
    /// capsule, or a circle for a square. A non-positive or non-finite size, or a non-finite origin, gives an
    /// empty path. The default radius of 0 gives a sharp rectangle.
    static func roundedRect(
        x: Double,
        y: Double,
        width: Double,
        height: Double,
        cornerRadius: Double = 0
    ) -> RasterPath {
        var path = RasterPath()
        let radius = clampedRadius(cornerRadius, width: width, height: height)
        path.appendRoundedRect(x: x, y: y, width: width, height: height, radiusX: radius, radiusY: radius)
        return path
    }

    /// Returns the outline of a rounded rectangle stroked inwards by `lineWidth`: the outer shape minus an inner
    /// one inset by `lineWidth`, wound in opposite directions so the middle stays empty.
    ///
    /// `cornerRadius` is clamped as in ``roundedRect(x:y:width:height:cornerRadius:)``; the inner corners are
    /// concentric, with radius `max(0, cornerRadius - lineWidth)`. A `lineWidth` that is NaN or not positive
    /// gives an empty path; one of at least `min(width, height) / 2` leaves no hole and gives the filled outer
    /// shape. An unusable size or origin gives an empty path.
    static func ring(
        x: Double,
        y: Double,
        width: Double,
        height: Double,
        cornerRadius: Double = 0,
        lineWidth: Double
    ) -> RasterPath {
        var path = RasterPath()
        guard lineWidth > 0 else {
            return path
        }
        let radius = clampedRadius(cornerRadius, width: width, height: height)
        path.appendRoundedRect(x: x, y: y, width: width, height: height, radiusX: radius, radiusY: radius)
        guard !path.isEmpty, lineWidth < min(width, height) / 2 else {
            return path
        }
        let innerRadius = max(0, radius - lineWidth)
        path.appendRoundedRect(
            x: x + lineWidth,
            y: y + lineWidth,
            width: width - 2 * lineWidth,
            height: height - 2 * lineWidth,
            radiusX: innerRadius,
            radiusY: innerRadius,
            clockwise: false
        )
        return path
    }

    /// Clamps a corner radius to `0...min(width, height) / 2`, mapping NaN to 0.
    private static func clampedRadius(_ radius: Double, width: Double, height: Double) -> Double {
        guard radius > 0 else {
            return 0
        }
        return min(radius, min(width, height) / 2)
    }

    /// Appends one closed rounded-rectangle subpath with elliptical corner radii already within limits.
    private mutating func appendRoundedRect(
        x: Double,
        y: Double,
        width: Double,
        height: Double,
        radiusX: Double,
        radiusY: Double,
        clockwise: Bool = true
    ) {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else {
            return
        }
        let k = Self.quarterEllipseControlFactor
        let (left, top, right, bottom) = (x, y, x + width, y + height)
        let (rx, ry) = (radiusX, radiusY)
        func point(_ px: Double, _ py: Double) -> RasterPoint {
            RasterPoint(x: px, y: py)
        }
        let start = point(left + rx, top)
        // Clockwise on screen: top edge, top-right corner, right edge, bottom-right corner, and so on.
        var pieces: [Element] = [
            .line(point(right - rx, top)),
            .curve(
                to: point(right, top + ry), control1: point(right - rx + k * rx, top),
                control2: point(right, top + ry - k * ry)),
            .line(point(right, bottom - ry)),
            .curve(
                to: point(right - rx, bottom), control1: point(right, bottom - ry + k * ry),
                control2: point(right - rx + k * rx, bottom)),
            .line(point(left + rx, bottom)),
            .curve(
                to: point(left, bottom - ry), control1: point(left + rx - k * rx, bottom),
                control2: point(left, bottom - ry + k * ry)),
            .line(point(left, top + ry)),
            .curve(
                to: start, control1: point(left, top + ry - k * ry), control2: point(left + rx - k * rx, top)),
        ]
        if rx == 0 || ry == 0 {
            pieces = pieces.filter { if case .line = $0 { true } else { false } }
            pieces.append(.line(start))
        }
        if !clockwise {
            pieces = Self.reversed(pieces, from: start)
        }
        var subpath: [Element] = [.move(start)]
        var previous = start
        for piece in pieces {
            let end = Self.endPoint(of: piece) ?? previous
            if case .line = piece, end == previous {
                continue
            }
            subpath.append(piece)
            previous = end
        }
        if subpath.last == .line(start) {
            subpath.removeLast()  // `close` draws that line.
        }
        subpath.append(.close)
        append(RasterPath(elements: subpath))
    }

    /// The end point of a drawing element, or nil for `close`.
    private static func endPoint(of element: Element) -> RasterPoint? {
        switch element {
        case .move(let point), .line(let point):
            return point
        case .quadCurve(let point, _), .curve(let point, _, _):
            return point
        case .close:
            return nil
        }
    }

    /// Reverses a closed chain of lines and curves that starts and ends at `start`.
    private static func reversed(_ pieces: [Element], from start: RasterPoint) -> [Element] {
        var points = [start]
        for piece in pieces {
            points.append(endPoint(of: piece) ?? points[points.count - 1])
        }
        var result: [Element] = []
        for index in pieces.indices.reversed() {
            let target = points[index]
            switch pieces[index] {
            case .curve(_, let control1, let control2):
                result.append(.curve(to: target, control1: control2, control2: control1))
            case .quadCurve(_, let control):
                result.append(.quadCurve(to: target, control: control))
            default:
                result.append(.line(target))
            }
        }
        return result
    }
}
