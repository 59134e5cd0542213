/// One PNG chunk: a four-letter type and its data. Length and CRC are derived when it is written and verified
/// when it is read.
///
/// On disk a chunk is a 4-byte big-endian data length, the 4 type bytes, the data, then the big-endian CRC-32
/// of type and data.
package struct PNGChunk: Sendable, Equatable {
    /// The largest data length PNG allows (2^31 - 1 bytes).
    package static let maximumLength = 0x7FFF_FFFF

    /// The four-letter chunk type such as "IHDR"; should be ASCII letters (others make an invalid file).
    package var type: String
    /// The chunk's data bytes; defaults to empty.
    package var data: [UInt8]

    /// Creates a chunk from its type and data (empty by default); nothing is validated until it is written.
    package init(type: String, data: [UInt8] = []) {
        self.type = type
        self.data = data
    }

    /// The CRC-32 of the type bytes followed by the data, as stored after the chunk.
    package var crc: UInt32 {
        var crc = CRC32()
        crc.update(type.utf8)
        crc.update(data)
        return crc.value
    }

    /// Whether decoders must understand this chunk: true when the type begins with an upper-case letter.
    package var isCritical: Bool {
        guard let first = type.utf8.first else {
            return false
        }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// Appends the serialised chunk (length, type, data, CRC) to `bytes`.
    ///
    /// The data length must not exceed ``maximumLength``; callers split larger payloads (the encoder does).
    func append(to bytes: inout [UInt8]) {
        Self.appendBigEndian(UInt32(truncatingIfNeeded: data.count), to: &bytes)
        bytes.append(contentsOf: type.utf8)
        bytes.append(contentsOf: data)
        Self.appendBigEndian(crc, to: &bytes)
    }

    /// Reads and verifies the chunk starting at `offset` in `bytes`.
    ///
    /// - Returns: The chunk and the offset just past it.
    /// - Throws: ``PNGError/truncatedChunk(type:offset:)`` if the chunk runs past the end (type "????" when its
    ///   header is cut off), ``PNGError/invalidChunkType(offset:)`` for a type that is not four ASCII letters,
    ///   ``PNGError/invalidChunkLength(chunk:length:)`` for a length of 2^31 or more and
    ///   ``PNGError/crcMismatch(chunk:stored:computed:)`` when the stored CRC is wrong. A negative or
    ///   out-of-range offset counts as truncation.
    static func read(from bytes: [UInt8], at offset: Int) throws(PNGError) -> (chunk: PNGChunk, nextOffset: Int) {
        guard offset >= 0, offset <= bytes.count, bytes.count - offset >= 8 else {
            throw .truncatedChunk(type: "????", offset: offset)
        }
        let length = Int(readBigEndian(bytes, at: offset))
        let typeBytes = bytes[(offset + 4)..<(offset + 8)]
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard typeBytes.allSatisfy(isLetter) else {
            throw .invalidChunkType(offset: offset + 4)
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        guard length <= maximumLength else {
            throw .invalidChunkLength(chunk: type, length: length)
        }
        guard bytes.count - offset - 12 >= length else {
            throw .truncatedChunk(type: type, offset: offset)
        }
        let chunk = PNGChunk(type: type, data: Array(bytes[(offset + 8)..<(offset + 8 + length)]))
        let stored = readBigEndian(bytes, at: offset + 8 + length)
        let computed = chunk.crc
        guard stored == computed else {
            throw .crcMismatch(chunk: type, stored: stored, computed: computed)
        }
        return (chunk, offset + 12 + length)
    }

    /// Appends `value` as four big-endian bytes.
    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        bytes.append(UInt8(truncatingIfNeeded: value >> 16))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// Reads four big-endian bytes at `offset`; the caller guarantees `offset + 4 <= bytes.count` (else it traps).
    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
