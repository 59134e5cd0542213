/// Conversion of curves into straight segments for the rasterizer.
///
/// Each curve is split into `n` equal parameter pieces and every piece becomes two segments through a middle
/// vertex pushed outwards by 4/3 of the piece's bulge. For a parabola (every quadratic Bézier, and a cubic
/// to very high accuracy) this polyline encloses exactly the same area as the curve, so filled coverage is
/// unbiased, while it never strays from the curve by more than a third of the bulge. `n` is chosen so that
/// this distance stays within the tolerance.
extension RasterPath {
    /// The default flattening tolerance in pixels (0.01 px): far below what 8-bit output can show.
    static let defaultFlatteningTolerance = 0.01

    /// The smallest tolerance honoured (0.0001 px); smaller requests are raised to it.
    static let minimumFlatteningTolerance = 0.0001

    /// The most pieces a single curve is split into (4096), which bounds work for huge or degenerate curves.
    static let maximumPiecesPerCurve = 4096

    /// Calls `emit` with every straight segment of the path, in order, closing each subpath back to its start.
    ///
    /// - Parameters:
    ///   - tolerance: The maximum distance in pixels between a curve and its segments. Defaults to
    ///     ``defaultFlatteningTolerance``; non-positive or non-finite values use the default and values below
    ///     ``minimumFlatteningTolerance`` are raised to it.
    ///   - emit: Receives the start and end of each segment. Zero-length segments are not emitted; segments
    ///     with non-finite coordinates are emitted unchanged (the rasterizer skips them).
    func flatten(
        tolerance: Double = RasterPath.defaultFlatteningTolerance,
        _ emit: (RasterPoint, RasterPoint) -> Void
    ) {
        let tolerance = Self.sanitizedTolerance(tolerance)
        var start = RasterPoint.zero
        var current = RasterPoint.zero
        func segment(to point: RasterPoint) {
            if point != current {
                emit(current, point)
            }
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                segment(to: start)
                start = point
                current = point
            case .line(let point):
                segment(to: point)
            case .quadCurve(let point, let control):
                let from = current
                let bend = (from - 2 * control + point).length
                let pieces = Self.pieceCount(bend / (12 * tolerance))
                Self.emitPieces(pieces, from: from, to: point, segment: segment) { t in
                    let u = 1 - t
                    return (u * u) * from + (2 * u * t) * control + (t * t) * point
                }
            case .curve(let point, let control1, let control2):
                let from = current
                let bend1 = (from - 2 * control1 + control2).length
                let bend2 = (control1 - 2 * control2 + point).length
                let pieces = Self.pieceCount(max(bend1, bend2) / (4 * tolerance))
                Self.emitPieces(pieces, from: from, to: point, segment: segment) { t in
                    let u = 1 - t
                    return (u * u * u) * from + (3 * u * u * t) * control1 + (3 * u * t * t) * control2
                        + (t * t * t) * point
                }
            case .close:
                segment(to: start)
            }
        }
        segment(to: start)
    }

    /// Returns a usable tolerance: the default for non-positive or non-finite input, else at least the minimum.
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        guard tolerance.isFinite, tolerance > 0 else {
            return defaultFlatteningTolerance
        }
        return max(tolerance, minimumFlatteningTolerance)
    }

    /// Returns `ceil(sqrt(ratio))` clamped to `1...maximumPiecesPerCurve`; non-finite or NaN ratios give the maximum
    /// (infinite) or 1 (NaN).
    static func pieceCount(_ ratio: Double) -> Int {
        guard !ratio.isNaN else {
            return 1
        }
        let pieces = ratio.squareRoot().rounded(.up)
        return Int(min(max(pieces, 1), Double(maximumPiecesPerCurve)))
    }

    /// Emits `pieces` area-preserving pieces of the curve `point(t)`, `t` in `0...1`, through `segment`.
    private static func emitPieces(
        _ pieces: Int,
        from: RasterPoint,
        to end: RasterPoint,
        segment: (RasterPoint) -> Void,
        point: (Double) -> RasterPoint
    ) {
        let step = 1 / Double(pieces)
        var pieceStart = from
        for index in 1...pieces {
            let pieceEnd = index == pieces ? end : point(Double(index) * step)
            let onCurve = point((Double(index) - 0.5) * step)
            let chordMiddle = 0.5 * (pieceStart + pieceEnd)
            segment(chordMiddle + (4.0 / 3.0) * (onCurve - chordMiddle))
            segment(pieceEnd)
            pieceStart = pieceEnd
        }
    }
}
