import CZlib
import Testing

@testable import PageControlRendering

@Suite struct PNGDecoderTests {
    /// A PNG file made of the signature and the given chunks, serialised with correct CRCs.
    static func png(_ chunks: [PNGChunk]) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for chunk in chunks {
            chunk.append(to: &bytes)
        }
        return bytes
    }

    /// An IHDR chunk with the given fields (8-bit RGBA, no interlace by default).
    static func header(
        width: UInt32 = 2,
        height: UInt32 = 2,
        bitDepth: UInt8 = 8,
        colorType: UInt8 = 6,
        compression: UInt8 = 0,
        filter: UInt8 = 0,
        interlace: UInt8 = 0
    ) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendBigEndian(width, to: &data)
        PNGChunk.appendBigEndian(height, to: &data)
        data += [bitDepth, colorType, compression, filter, interlace]
        return PNGChunk(type: "IHDR", data: data)
    }

    /// `data` compressed into a zlib stream with zlib's own `compress`, independently of the encoder.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = compress(&output, &length, data, uLong(data.count))
        precondition(status == Z_OK)
        return Array(output.prefix(Int(length)))
    }

    /// A complete 2 × 2 PNG whose IDAT holds the given filtered scanlines.
    static func image(scanlines: [UInt8]) -> [UInt8] {
        png([header(), PNGChunk(type: "IDAT", data: zlib(scanlines)), PNGChunk(type: "IEND")])
    }

    /// The pixels of the hand-worked rows in ``PNGFilterTests``.
    static let pixels = PNGFilterTests.firstRow + PNGFilterTests.secondRow

    @Test(
        "decodes hand-filtered scanlines of every filter type",
        arguments: [
            (0, [10, 20, 30, 40, 50, 70, 90, 110], [15, 25, 35, 45, 60, 80, 100, 120]),
            (1, [10, 20, 30, 40, 40, 50, 60, 70], [15, 25, 35, 45, 45, 55, 65, 75]),
            (2, [10, 20, 30, 40, 50, 70, 90, 110], [5, 5, 5, 5, 10, 10, 10, 10]),
            (3, [10, 20, 30, 40, 45, 60, 75, 90], [10, 15, 20, 25, 28, 33, 38, 43]),
            (4, [10, 20, 30, 40, 40, 50, 60, 70], [5, 5, 5, 5, 10, 10, 10, 10]),
        ] as [(UInt8, [UInt8], [UInt8])]
    )
    func decodesFilters(filter: UInt8, first: [UInt8], second: [UInt8]) throws {
        let image = try PNGDecoder.decode(Self.image(scanlines: [filter] + first + [filter] + second))
        #expect(image == PNGDecoder.Image(width: 2, height: 2, rgba: Self.pixels))
    }

    @Test("decodes rows that each use a different filter")
    func decodesMixedFilters() throws {
        // Row 0 with Sub, row 1 with Paeth.
        let scanlines: [UInt8] = [1, 10, 20, 30, 40, 40, 50, 60, 70, 4, 5, 5, 5, 5, 10, 10, 10, 10]
        #expect(try PNGDecoder.decode(Self.image(scanlines: scanlines)).rgba == Self.pixels)
    }

    @Test("joins consecutive IDAT chunks and skips ancillary chunks and PLTE")
    func joinsIDAT() throws {
        let stream = Self.zlib([0] + PNGFilterTests.firstRow + [2, 5, 5, 5, 5, 10, 10, 10, 10])
        let png = Self.png([
            Self.header(), PNGChunk(type: "tEXt", data: Array("a\0b".utf8)), PNGChunk(type: "PLTE", data: [0, 0, 0]),
            PNGChunk(type: "IDAT", data: Array(stream.prefix(5))), PNGChunk(type: "IDAT", data: []),
            PNGChunk(type: "IDAT", data: Array(stream.dropFirst(5))), PNGChunk(type: "zzZz"), PNGChunk(type: "IEND"),
        ])
        #expect(try PNGDecoder.decode(png + [1, 2, 3]).rgba == Self.pixels)
        #expect(try PNGDecoder.chunks(in: png).count == 8)
    }

    @Test(
        "rejects a flipped CRC byte, naming the chunk",
        arguments: [("IHDR", 29), ("IHDR", 32), ("IDAT", -16), ("IDAT", -13), ("IEND", -1)]
    )
    func rejectsFlippedCRC(chunk: String, position: Int) throws {
        // Negative positions count from the end: IEND's CRC is the last 4 bytes, IDAT's the 4 before IEND.
        var png = try PNGEncoder.encode(rgba: Self.pixels, width: 2, height: 2)
        png[position < 0 ? png.count + position : position] ^= 0x10
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        guard case .crcMismatch(let name, let stored, let computed) = error else {
            Issue.record("expected a CRC mismatch, got \(String(describing: error))")
            return
        }
        #expect(name == chunk)
        #expect(stored != computed)
        #expect(error?.description.contains("CRC mismatch in chunk \"\(chunk)\"") == true)
    }

    @Test("rejects a corrupted data byte through the CRC")
    func rejectsCorruptedData() throws {
        var png = try PNGEncoder.encode(rgba: Self.pixels, width: 2, height: 2)
        png[43] ^= 0xFF  // inside IDAT's data, which starts at 8 + 25 + 8 = 41
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        guard case .crcMismatch(let name, _, _) = error else {
            Issue.record("expected a CRC mismatch, got \(String(describing: error))")
            return
        }
        #expect(name == "IDAT")
    }

    @Test(
        "rejects data without the PNG signature",
        arguments: [[], [0x89, 0x50, 0x4E, 0x47], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0B, 0, 0]] as [[UInt8]]
    )
    func rejectsSignature(bytes: [UInt8]) {
        #expect(throws: PNGError.badSignature) { try PNGDecoder.decode(bytes) }
    }

    @Test("rejects a file cut inside a chunk, naming it")
    func rejectsTruncation() throws {
        let png = try PNGEncoder.encode(rgba: Self.pixels, width: 2, height: 2)
        #expect(throws: PNGError.truncatedChunk(type: "IDAT", offset: 33)) {
            try PNGDecoder.decode(Array(png.prefix(50)))
        }
        #expect(throws: PNGError.missingChunk("IEND")) { try PNGDecoder.decode(Array(png.dropLast(12))) }
    }

    @Test(
        "rejects pixel formats other than 8-bit RGBA without interlacing",
        arguments: [
            (header(bitDepth: 16), PNGError.unsupportedBitDepth(16)),
            (header(colorType: 2), .unsupportedColorType(2)),
            (header(colorType: 3), .unsupportedColorType(3)),
            (header(compression: 1), .unsupportedCompressionMethod(1)),
            (header(filter: 1), .unsupportedFilterMethod(1)),
            (header(interlace: 1), .unsupportedInterlaceMethod(1)),
            (header(width: 0), .invalidDimensions(width: 0, height: 2)),
            (header(height: 0x8000_0000), .invalidDimensions(width: 2, height: 0x8000_0000)),
            (PNGChunk(type: "IHDR", data: [0, 0, 0, 2]), .invalidChunkLength(chunk: "IHDR", length: 4)),
        ] as [(PNGChunk, PNGError)]
    )
    func rejectsHeaders(header: PNGChunk, error: PNGError) {
        let png = Self.png([header, PNGChunk(type: "IDAT", data: Self.zlib([0])), PNGChunk(type: "IEND")])
        #expect(throws: error) { try PNGDecoder.decode(png) }
    }

    @Test(
        "rejects missing, misplaced and unknown critical chunks",
        arguments: [
            (["IDAT", "IEND"], PNGError.missingChunk("IHDR")),
            (["tEXt", "IHDR", "IDAT", "IEND"], .misplacedChunk("IHDR")),
            (["IHDR", "IHDR", "IDAT", "IEND"], .misplacedChunk("IHDR")),
            (["IHDR", "IEND"], .missingChunk("IDAT")),
            (["IHDR", "IDAT", "tEXt", "IDAT", "IEND"], .misplacedChunk("IDAT")),
            (["IHDR", "ABCD", "IDAT", "IEND"], .unsupportedCriticalChunk("ABCD")),
        ] as [([String], PNGError)]
    )
    func rejectsChunkOrder(types: [String], error: PNGError) {
        let scanlines = Self.zlib([0] + PNGFilterTests.firstRow + [0] + PNGFilterTests.secondRow)
        let chunks = types.map { type in
            switch type {
            case "IHDR": return Self.header()
            case "IDAT": return PNGChunk(type: "IDAT", data: scanlines)
            default: return PNGChunk(type: type)
            }
        }
        #expect(throws: error) { try PNGDecoder.decode(Self.png(chunks)) }
    }

    @Test("rejects an IEND chunk that carries data")
    func rejectsIENDData() {
        let png = Self.png([
            Self.header(),
            PNGChunk(type: "IDAT", data: Self.zlib([0] + Self.pixels.prefix(8) + [0] + Self.pixels.suffix(8))),
            PNGChunk(type: "IEND", data: [1]),
        ])
        #expect(throws: PNGError.invalidChunkLength(chunk: "IEND", length: 1)) { try PNGDecoder.decode(png) }
    }

    @Test("rejects image data of the wrong inflated size", arguments: [17, 19, 0])
    func rejectsWrongSize(count: Int) {
        let png = Self.image(scanlines: [UInt8](repeating: 0, count: count))
        #expect(throws: PNGError.decompressedSizeMismatch(expected: 18)) { try PNGDecoder.decode(png) }
    }

    @Test("rejects a corrupt deflate stream with zlib's error code")
    func rejectsCorruptStream() {
        var stream = Self.zlib([0] + PNGFilterTests.firstRow + [0] + PNGFilterTests.secondRow)
        stream[stream.count - 1] ^= 0xFF  // breaks the Adler-32 checksum
        let png = Self.png([Self.header(), PNGChunk(type: "IDAT", data: stream), PNGChunk(type: "IEND")])
        #expect(throws: PNGError.zlibFailure(code: Z_DATA_ERROR)) { try PNGDecoder.decode(png) }
    }

    @Test("rejects an invalid filter type, naming the row")
    func rejectsFilterType() {
        let png = Self.image(scanlines: [0] + PNGFilterTests.firstRow + [7] + PNGFilterTests.secondRow)
        #expect(throws: PNGError.invalidFilterType(7, row: 1)) { try PNGDecoder.decode(png) }
    }

    @Test("refuses a header implying far more data than the stream can hold")
    func rejectsImplausibleSize() {
        let png = Self.png([
            Self.header(width: 10_000, height: 10_000), PNGChunk(type: "IDAT", data: Self.zlib([0])),
            PNGChunk(type: "IEND"),
        ])
        #expect(throws: PNGError.decompressedSizeMismatch(expected: 10_000 * 40_001)) { try PNGDecoder.decode(png) }
    }

    @Test("refuses headers whose image data would exceed 2^31 − 1 bytes")
    func rejectsHugeHeader() {
        let png = Self.png([
            Self.header(width: 30_000, height: 30_000), PNGChunk(type: "IDAT", data: Self.zlib([0])),
            PNGChunk(type: "IEND"),
        ])
        #expect(throws: PNGError.imageTooLarge(width: 30_000, height: 30_000)) { try PNGDecoder.decode(png) }
    }
}
