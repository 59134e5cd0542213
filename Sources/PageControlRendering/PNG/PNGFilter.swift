/// The five PNG scanline filter types (filter method 0), which predict each byte from its left (`a`), upper
/// (`b`) and upper-left (`c`) neighbours one pixel away, so that deflate sees small residuals.
///
/// Neighbours outside the image (left of the first pixel, above the first row) count as 0. All arithmetic is
/// modulo 256.
enum PNGFilter: UInt8, Sendable, CaseIterable {
    /// Type 0: the byte unchanged.
    case none = 0
    /// Type 1: the byte minus its left neighbour.
    case sub = 1
    /// Type 2: the byte minus the byte above.
    case up = 2
    /// Type 3: the byte minus the floor of the mean of left and above.
    case average = 3
    /// Type 4: the byte minus whichever of left, above and upper-left is closest to `left + above - upperLeft`.
    case paeth = 4

    /// The Paeth predictor of the PNG specification; ties prefer `a`, then `b`.
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let estimate = Int(a) + Int(b) - Int(c)
        let distanceA = abs(estimate - Int(a))
        let distanceB = abs(estimate - Int(b))
        let distanceC = abs(estimate - Int(c))
        if distanceA <= distanceB && distanceA <= distanceC {
            return a
        }
        return distanceB <= distanceC ? b : c
    }

    /// Writes the filtered form of `row` into `output` (same length), given the unfiltered `previous` row.
    ///
    /// `previous` must be as long as `row` (all zeros for the first row); `bytesPerPixel` must be at least 1.
    func apply(
        to row: UnsafeBufferPointer<UInt8>,
        previous: UnsafeBufferPointer<UInt8>,
        bytesPerPixel: Int,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        let count = row.count
        let lead = min(bytesPerPixel, count)
        // The first pixel has no left neighbours, so `a` and `c` are 0 there.
        for index in 0..<lead {
            output[index] = row[index] &- predictor(left: 0, above: previous[index], upperLeft: 0)
        }
        switch self {
        case .none:
            for index in lead..<count {
                output[index] = row[index]
            }
        case .sub:
            for index in lead..<count {
                output[index] = row[index] &- row[index - bytesPerPixel]
            }
        case .up:
            for index in lead..<count {
                output[index] = row[index] &- previous[index]
            }
        case .average:
            for index in lead..<count {
                let mean = (UInt16(row[index - bytesPerPixel]) + UInt16(previous[index])) >> 1
                output[index] = row[index] &- UInt8(truncatingIfNeeded: mean)
            }
        case .paeth:
            for index in lead..<count {
                let predicted = Self.paethPredictor(
                    row[index - bytesPerPixel], previous[index], previous[index - bytesPerPixel])
                output[index] = row[index] &- predicted
            }
        }
    }

    /// Reverses the filter in place on `row`, given the already reconstructed `previous` row.
    ///
    /// `previous` must be as long as `row` (all zeros for the first row); `bytesPerPixel` must be at least 1.
    func undo(
        on row: UnsafeMutableBufferPointer<UInt8>,
        previous: UnsafeBufferPointer<UInt8>,
        bytesPerPixel: Int
    ) {
        switch self {
        case .none:
            return
        case .up:
            for index in 0..<row.count {
                row[index] &+= previous[index]
            }
        case .sub:
            for index in bytesPerPixel..<max(bytesPerPixel, row.count) {
                row[index] &+= row[index - bytesPerPixel]
            }
        case .average, .paeth:
            for index in 0..<row.count {
                let left = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
                let upperLeft = index >= bytesPerPixel ? previous[index - bytesPerPixel] : 0
                row[index] &+= predictor(left: left, above: previous[index], upperLeft: upperLeft)
            }
        }
    }

    /// The value this filter predicts for a byte from its neighbours.
    @inline(__always)
    func predictor(left: UInt8, above: UInt8, upperLeft: UInt8) -> UInt8 {
        switch self {
        case .none:
            return 0
        case .sub:
            return left
        case .up:
            return above
        case .average:
            return UInt8((UInt16(left) + UInt16(above)) >> 1)
        case .paeth:
            return Self.paethPredictor(left, above, upperLeft)
        }
    }

    /// Filters a whole image: `height` rows of `rowLength` bytes become rows of a filter-type byte plus residuals.
    ///
    /// With `adaptive` (the default) each row uses the filter minimising the sum of residual magnitudes (the
    /// heuristic the PNG specification recommends); otherwise every row uses ``none``. `pixels` must hold
    /// `rowLength * height` bytes and `bytesPerPixel` must be at least 1 (not checked beyond a trap).
    static func filterScanlines(
        _ pixels: [UInt8],
        rowLength: Int,
        height: Int,
        bytesPerPixel: Int,
        adaptive: Bool = true
    ) -> [UInt8] {
        let zeros = [UInt8](repeating: 0, count: rowLength)
        var output = [UInt8](repeating: 0, count: (rowLength + 1) * height)
        pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                output.withUnsafeMutableBufferPointer { output in
                    for y in 0..<height {
                        let row = UnsafeBufferPointer(rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
                        let previous =
                            y == 0
                            ? zeros : UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)])
                        let start = y * (rowLength + 1)
                        let target = UnsafeMutableBufferPointer(rebasing: output[(start + 1)..<(start + 1 + rowLength)])
                        let filter =
                            adaptive
                            ? bestFilter(for: row, previous: previous, bytesPerPixel: bytesPerPixel, scratch: target)
                            : .none
                        output[start] = filter.rawValue
                        filter.apply(to: row, previous: previous, bytesPerPixel: bytesPerPixel, into: target)
                    }
                }
            }
        }
        return output
    }

    /// The filter leaving the smallest sum of residual magnitudes (bytes read as signed); ties keep the lower
    /// type. `scratch` must be as long as `row` and is overwritten.
    private static func bestFilter(
        for row: UnsafeBufferPointer<UInt8>,
        previous: UnsafeBufferPointer<UInt8>,
        bytesPerPixel: Int,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> PNGFilter {
        var best = (filter: PNGFilter.none, score: Int.max)
        for filter in allCases {
            filter.apply(to: row, previous: previous, bytesPerPixel: bytesPerPixel, into: scratch)
            var score = 0
            for byte in scratch {
                score &+= Int(min(byte, 0 &- byte))
            }
            if score < best.score {
                best = (filter, score)
            }
        }
        return best.filter
    }

    /// Undoes the filtering of a whole image, returning `height` rows of `rowLength` unfiltered bytes.
    ///
    /// - Throws: ``PNGError/decompressedSizeMismatch(expected:)`` if `data` is not `(rowLength + 1) * height`
    ///   bytes, ``PNGError/invalidFilterType(_:row:)`` for a filter byte above 4.
    static func unfilterScanlines(
        _ data: [UInt8],
        rowLength: Int,
        height: Int,
        bytesPerPixel: Int
    ) throws(PNGError) -> [UInt8] {
        guard data.count == (rowLength + 1) * height else {
            throw .decompressedSizeMismatch(expected: (rowLength + 1) * height)
        }
        let zeros = [UInt8](repeating: 0, count: rowLength)
        var pixels = [UInt8](repeating: 0, count: rowLength * height)
        for y in 0..<height {
            let start = y * (rowLength + 1)
            guard let filter = PNGFilter(rawValue: data[start]) else {
                throw .invalidFilterType(Int(data[start]), row: y)
            }
            pixels.withUnsafeMutableBufferPointer { pixels in
                let row = UnsafeMutableBufferPointer(rebasing: pixels[(y * rowLength)..<((y + 1) * rowLength)])
                _ = row.update(fromContentsOf: data[(start + 1)..<(start + 1 + rowLength)])
                zeros.withUnsafeBufferPointer { zeros in
                    let previous =
                        y == 0
                        ? zeros : UnsafeBufferPointer(rebasing: pixels[((y - 1) * rowLength)..<(y * rowLength)])
                    filter.undo(on: row, previous: previous, bytesPerPixel: bytesPerPixel)
                }
            }
        }
        return pixels
    }
}
