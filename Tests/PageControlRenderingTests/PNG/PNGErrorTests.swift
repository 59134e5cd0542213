import Testing

@testable import PageControlRendering

@Suite struct PNGErrorTests {
    @Test(
        "describes each problem, naming the chunk or values involved",
        arguments: [
            (
                PNGError.invalidDimensions(width: 0, height: 3),
                "invalid PNG dimensions 0×3: both must be in 1...2147483647"
            ),
            (
                .pixelBufferSizeMismatch(expected: 16, actual: 15),
                "pixel buffer has 15 bytes but 4 × width × height = 16"
            ),
            (.zlibFailure(code: -3), "zlib failed with code -3 (Z_DATA_ERROR)"),
            (.zlibFailure(code: 7), "zlib failed with code 7 (unknown)"),
            (.badSignature, "not a PNG: the 8-byte signature is missing or wrong"),
            (.truncatedChunk(type: "IDAT", offset: 33), "truncated chunk \"IDAT\" at byte offset 33"),
            (
                .crcMismatch(chunk: "IHDR", stored: 0xAB, computed: 0x1234_5678),
                "CRC mismatch in chunk \"IHDR\": stored 0x000000AB, computed 0x12345678"
            ),
            (.invalidChunkLength(chunk: "IEND", length: 4), "invalid length 4 for chunk \"IEND\""),
            (.missingChunk("IDAT"), "missing required chunk \"IDAT\""),
            (.unsupportedCriticalChunk("ABCD"), "unsupported critical chunk \"ABCD\""),
            (.unsupportedColorType(2), "unsupported colour type 2: only 6 (RGBA) is supported"),
            (.unsupportedBitDepth(16), "unsupported bit depth 16: only 8 is supported"),
            (.unsupportedInterlaceMethod(1), "unsupported interlace method 1: only 0 (none) is supported"),
            (.invalidFilterType(5, row: 2), "invalid filter type 5 on row 2: must be 0...4"),
            (.decompressedSizeMismatch(expected: 18), "image data does not inflate to the 18 bytes the header implies"),
        ]
    )
    func descriptions(error: PNGError, text: String) {
        #expect(error.description == text)
    }

    @Test("compares equal only with the same case and values")
    func equality() {
        #expect(PNGError.missingChunk("IEND") == .missingChunk("IEND"))
        #expect(PNGError.missingChunk("IEND") != .missingChunk("IDAT"))
        #expect(PNGError.badSignature != .zlibFailure(code: -3))
    }
}
