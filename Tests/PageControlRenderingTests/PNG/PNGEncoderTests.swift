import Testing

@testable import PageControlRendering

@Suite struct PNGEncoderTests {
    /// Random RGBA bytes for a `width` × `height` image, the same on every run for a given seed.
    static func randomImage(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        return random.bytes(4 * width * height)
    }

    @Test("writes the signature, then IHDR, IDAT and IEND with valid CRCs")
    func structure() throws {
        let png = try PNGEncoder.encode(rgba: Self.randomImage(width: 4, height: 3, seed: 1), width: 4, height: 3)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try PNGDecoder.chunks(in: png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
        // Walk the bytes by hand too: every stored CRC covers the type and data.
        var offset = 8
        while offset < png.count {
            let length = Int(PNGChunk.readBigEndian(png, at: offset))
            let stored = PNGChunk.readBigEndian(png, at: offset + 8 + length)
            #expect(stored == CRC32.checksum(png[(offset + 4)..<(offset + 8 + length)]))
            offset += 12 + length
        }
        #expect(offset == png.count)
        #expect(chunks[1].data.first == 0x78)  // a zlib stream with a 32 KiB window
    }

    @Test("records the size of five 7 pt dots with 9 pt gaps (71 × 37) in IHDR")
    func headerSize() throws {
        let png = try PNGEncoder.encode(rgba: Self.randomImage(width: 71, height: 37, seed: 2), width: 71, height: 37)
        #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(png[16..<29]) == [0, 0, 0, 71, 0, 0, 0, 37, 8, 6, 0, 0, 0])
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 71)
        #expect(image.height == 37)
    }

    @Test(
        "round-trips random images exactly",
        arguments: [(1, 1), (257, 3), (3, 257), (16, 16), (71, 37), (2, 1)], [true, false]
    )
    func roundTrip(size: (width: Int, height: Int), adaptive: Bool) throws {
        let pixels = Self.randomImage(
            width: size.width, height: size.height, seed: UInt64(size.width * 1000 + size.height))
        let png = try PNGEncoder.encode(
            rgba: pixels, width: size.width, height: size.height, adaptiveFiltering: adaptive)
        #expect(try PNGDecoder.decode(png) == PNGDecoder.Image(width: size.width, height: size.height, rgba: pixels))
    }

    /// The filter-type byte of every row in an encoded image's IDAT data.
    static func rowFilters(_ png: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        let stream = try PNGDecoder.chunks(in: png).filter { $0.type == "IDAT" }.flatMap(\.data)
        let scanlines = try PNGDecoder.inflate(stream, expectedSize: (4 * width + 1) * height)
        return stride(from: 0, to: scanlines.count, by: 4 * width + 1).map { scanlines[$0] }
    }

    @Test("uses filter type 0 on every row by default")
    func defaultFilter() throws {
        let pixels = Self.randomImage(width: 5, height: 6, seed: 6)
        let png = try PNGEncoder.encode(rgba: pixels, width: 5, height: 6)
        #expect(try Self.rowFilters(png, width: 5, height: 6) == [0, 0, 0, 0, 0, 0])
    }

    @Test("round-trips smooth images whose adaptive filtering mixes filter types")
    func roundTripSmooth() throws {
        let (width, height) = (40, 30)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let wave = (x * x + 3 * y * y) % 256
                pixels += [UInt8(x * 6), UInt8(y * 8), UInt8(wave), UInt8(255 - x - y)]
            }
        }
        let png = try PNGEncoder.encode(rgba: pixels, width: width, height: height, adaptiveFiltering: true)
        #expect(try PNGDecoder.decode(png).rgba == pixels)
        #expect(Set(try Self.rowFilters(png, width: width, height: height)).count >= 2)
    }

    @Test("is deterministic")
    func deterministic() throws {
        let pixels = Self.randomImage(width: 9, height: 5, seed: 3)
        #expect(
            try PNGEncoder.encode(rgba: pixels, width: 9, height: 5)
                == PNGEncoder.encode(rgba: pixels, width: 9, height: 5))
    }

    @Test("clamps the compression level", arguments: [-5, 0, 1, 9, 42])
    func compressionLevels(level: Int) throws {
        let pixels = Self.randomImage(width: 8, height: 8, seed: 4)
        let png = try PNGEncoder.encode(rgba: pixels, width: 8, height: 8, compressionLevel: level)
        #expect(try PNGDecoder.decode(png).rgba == pixels)
    }

    @Test("compresses flat images well")
    func compressesFlatImages() throws {
        let pixels = [UInt8](repeating: 200, count: 4 * 142 * 74)
        let png = try PNGEncoder.encode(rgba: pixels, width: 142, height: 74)
        #expect(png.count < 300)
    }

    @Test("splits long streams into several consecutive IDAT chunks")
    func splitsIDAT() throws {
        let pixels = Self.randomImage(width: 600, height: 600, seed: 5)
        let png = try PNGEncoder.encode(rgba: pixels, width: 600, height: 600)
        let chunks = try PNGDecoder.chunks(in: png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IDAT", "IEND"])
        #expect(chunks[1].data.count == PNGEncoder.maximumIDATLength)
        #expect(try PNGDecoder.decode(png).rgba == pixels)
    }

    @Test(
        "refuses sizes PNG cannot store",
        arguments: [(0, 1), (1, 0), (0, 0), (-3, 2), (0x8000_0000, 1), (1, 0x8000_0000)]
    )
    func rejectsDimensions(width: Int, height: Int) {
        #expect(throws: PNGError.invalidDimensions(width: width, height: height)) {
            try PNGEncoder.encode(rgba: [], width: width, height: height)
        }
    }

    @Test("refuses images whose data would exceed 2^31 − 1 bytes")
    func rejectsHugeImages() {
        #expect(throws: PNGError.imageTooLarge(width: 100_000, height: 100_000)) {
            try PNGEncoder.encode(rgba: [], width: 100_000, height: 100_000)
        }
    }

    @Test("refuses a pixel buffer of the wrong length", arguments: [0, 15, 17])
    func rejectsBufferSize(count: Int) {
        #expect(throws: PNGError.pixelBufferSizeMismatch(expected: 16, actual: count)) {
            try PNGEncoder.encode(rgba: [UInt8](repeating: 0, count: count), width: 2, height: 2)
        }
    }
}
