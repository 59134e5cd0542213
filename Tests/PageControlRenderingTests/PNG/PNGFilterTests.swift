import Testing

@testable import PageControlRendering

@Suite struct PNGFilterTests {
    /// Two rows of two RGBA pixels used in the hand-worked examples.
    static let firstRow: [UInt8] = [10, 20, 30, 40, 50, 70, 90, 110]
    static let secondRow: [UInt8] = [15, 25, 35, 45, 60, 80, 100, 120]

    /// Applies `filter` to `row` with `previous` above it, through the pointer API.
    static func apply(_ filter: PNGFilter, to row: [UInt8], previous: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { previous in
                output.withUnsafeMutableBufferPointer { output in
                    filter.apply(to: row, previous: previous, bytesPerPixel: 4, into: output)
                }
            }
        }
        return output
    }

    /// Undoes `filter` on a copy of `row` with the reconstructed `previous` above it.
    static func undo(_ filter: PNGFilter, on row: [UInt8], previous: [UInt8]) -> [UInt8] {
        var row = row
        row.withUnsafeMutableBufferPointer { row in
            previous.withUnsafeBufferPointer { previous in
                filter.undo(on: row, previous: previous, bytesPerPixel: 4)
            }
        }
        return row
    }

    @Test(
        "picks the Paeth predictor as the specification does, preferring left then above on ties",
        arguments: [
            (10, 50, 10, 50), (50, 10, 10, 50), (10, 10, 50, 10), (100, 200, 255, 100), (0, 0, 0, 0),
            (20, 30, 25, 25), (255, 0, 255, 0),
        ] as [(UInt8, UInt8, UInt8, UInt8)]
    )
    func paeth(a: UInt8, b: UInt8, c: UInt8, expected: UInt8) {
        #expect(PNGFilter.paethPredictor(a, b, c) == expected)
    }

    @Test(
        "filters hand-worked rows to hand-computed residuals",
        arguments: [
            (PNGFilter.none, [10, 20, 30, 40, 50, 70, 90, 110], [15, 25, 35, 45, 60, 80, 100, 120]),
            (.sub, [10, 20, 30, 40, 40, 50, 60, 70], [15, 25, 35, 45, 45, 55, 65, 75]),
            (.up, [10, 20, 30, 40, 50, 70, 90, 110], [5, 5, 5, 5, 10, 10, 10, 10]),
            (.average, [10, 20, 30, 40, 45, 60, 75, 90], [10, 15, 20, 25, 28, 33, 38, 43]),
            (.paeth, [10, 20, 30, 40, 40, 50, 60, 70], [5, 5, 5, 5, 10, 10, 10, 10]),
        ] as [(PNGFilter, [UInt8], [UInt8])]
    )
    func handWorked(filter: PNGFilter, first: [UInt8], second: [UInt8]) {
        let zeros = [UInt8](repeating: 0, count: 8)
        #expect(Self.apply(filter, to: Self.firstRow, previous: zeros) == first)
        #expect(Self.apply(filter, to: Self.secondRow, previous: Self.firstRow) == second)
        #expect(Self.undo(filter, on: first, previous: zeros) == Self.firstRow)
        #expect(Self.undo(filter, on: second, previous: Self.firstRow) == Self.secondRow)
    }

    @Test("wraps residuals modulo 256")
    func wraps() {
        let row: [UInt8] = [250, 5, 128, 255, 3, 250, 0, 1]
        let filtered = Self.apply(.sub, to: row, previous: [UInt8](repeating: 0, count: 8))
        #expect(filtered == [250, 5, 128, 255, 9, 245, 128, 2])
    }

    @Test("undoes every filter exactly on random rows", arguments: PNGFilter.allCases)
    func undoesRandomRows(filter: PNGFilter) {
        var random = SplitMix64(seed: UInt64(filter.rawValue) + 11)
        for length in [4, 8, 12, 64] {
            let previous = random.bytes(length)
            let row = random.bytes(length)
            let filtered = Self.apply(filter, to: row, previous: previous)
            #expect(Self.undo(filter, on: filtered, previous: previous) == row)
        }
    }

    @Test("prefixes each row with 0 when not adaptive")
    func nonAdaptive() {
        let pixels = Self.firstRow + Self.secondRow
        let filtered = PNGFilter.filterScanlines(pixels, rowLength: 8, height: 2, bytesPerPixel: 4, adaptive: false)
        #expect(filtered == [0] + Self.firstRow + [0] + Self.secondRow)
    }

    @Test("adaptively picks Up for a repeated row and undoes its own choices")
    func adaptive() throws {
        var random = SplitMix64(seed: 99)
        let row = random.bytes(40)
        let pixels = row + row + random.bytes(40)
        let filtered = PNGFilter.filterScanlines(pixels, rowLength: 40, height: 3, bytesPerPixel: 4)
        #expect(filtered.count == 123)
        #expect(filtered[41] == PNGFilter.up.rawValue)
        #expect(filtered[42..<82].allSatisfy { $0 == 0 })
        #expect(try PNGFilter.unfilterScanlines(filtered, rowLength: 40, height: 3, bytesPerPixel: 4) == pixels)
    }

    @Test("rejects filter types above 4, naming the row")
    func rejectsUnknownFilter() {
        let data: [UInt8] = [0, 1, 2, 3, 4, 5, 1, 2, 3, 4]
        #expect(throws: PNGError.invalidFilterType(5, row: 1)) {
            try PNGFilter.unfilterScanlines(data, rowLength: 4, height: 2, bytesPerPixel: 4)
        }
    }

    @Test("rejects data of the wrong size")
    func rejectsWrongSize() {
        #expect(throws: PNGError.decompressedSizeMismatch(expected: 10)) {
            try PNGFilter.unfilterScanlines([0, 1, 2, 3, 4], rowLength: 4, height: 2, bytesPerPixel: 4)
        }
    }
}
