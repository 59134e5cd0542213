import Testing

@testable import PageControlRendering

@Suite struct PNGChunkTests {
    @Test("serialises as big-endian length, type, data and CRC")
    func serialises() {
        var bytes: [UInt8] = []
        PNGChunk(type: "IEND").append(to: &bytes)
        #expect(bytes == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])

        bytes = []
        PNGChunk(type: "tEXt", data: [1, 2, 3]).append(to: &bytes)
        #expect(Array(bytes[0..<8]) == [0, 0, 0, 3, 0x74, 0x45, 0x58, 0x74])
        #expect(Array(bytes[8..<11]) == [1, 2, 3])
        #expect(PNGChunk.readBigEndian(bytes, at: 11) == CRC32.checksum(Array("tEXt".utf8) + [1, 2, 3]))
    }

    @Test("reads back what it wrote, with the offset of the next chunk")
    func readsBack() throws {
        var bytes: [UInt8] = [9, 9]
        let chunk = PNGChunk(type: "IDAT", data: [5, 6, 7, 8, 9])
        chunk.append(to: &bytes)
        let (read, next) = try PNGChunk.read(from: bytes, at: 2)
        #expect(read == chunk)
        #expect(next == bytes.count)
    }

    @Test(
        "knows critical from ancillary chunks",
        arguments: [("IHDR", true), ("PLTE", true), ("tEXt", false), ("", false)])
    func criticality(type: String, critical: Bool) {
        #expect(PNGChunk(type: type).isCritical == critical)
    }

    @Test("rejects a wrong CRC, naming the chunk")
    func rejectsWrongCRC() {
        var bytes: [UInt8] = []
        PNGChunk(type: "IEND").append(to: &bytes)
        bytes[11] ^= 0x01
        #expect(throws: PNGError.crcMismatch(chunk: "IEND", stored: 0xAE42_6083, computed: 0xAE42_6082)) {
            try PNGChunk.read(from: bytes, at: 0)
        }
    }

    @Test("rejects truncation, naming the chunk when its header is complete", arguments: [1, 4, 7, 11])
    func rejectsTruncation(cut: Int) {
        var bytes: [UInt8] = []
        PNGChunk(type: "IDAT", data: [1, 2, 3, 4]).append(to: &bytes)
        let truncated = Array(bytes.prefix(bytes.count - cut))
        let type = truncated.count >= 8 ? "IDAT" : "????"
        #expect(throws: PNGError.truncatedChunk(type: type, offset: 0)) {
            try PNGChunk.read(from: truncated, at: 0)
        }
    }

    @Test("rejects types that are not four ASCII letters")
    func rejectsBadType() {
        var bytes: [UInt8] = []
        PNGChunk(type: "ID1T").append(to: &bytes)
        #expect(throws: PNGError.invalidChunkType(offset: 4)) {
            try PNGChunk.read(from: bytes, at: 0)
        }
    }

    @Test("rejects lengths of 2^31 or more")
    func rejectsHugeLength() {
        let bytes: [UInt8] = [0x80, 0, 0, 0, 0x49, 0x44, 0x41, 0x54, 0, 0, 0, 0]
        #expect(throws: PNGError.invalidChunkLength(chunk: "IDAT", length: 0x8000_0000)) {
            try PNGChunk.read(from: bytes, at: 0)
        }
    }

    @Test("treats an offset past the end as truncation", arguments: [-1, 13, 100])
    func offsetPastEnd(offset: Int) {
        var bytes: [UInt8] = []
        PNGChunk(type: "IEND").append(to: &bytes)
        #expect(throws: PNGError.truncatedChunk(type: "????", offset: offset)) {
            try PNGChunk.read(from: bytes, at: offset)
        }
    }
}
