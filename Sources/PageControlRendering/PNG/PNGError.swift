/// Everything that can go wrong while encoding or decoding a PNG, each case naming the problem precisely.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A width or height outside `1...2147483647`, which PNG cannot store.
    case invalidDimensions(width: Int, height: Int)
    /// An image whose uncompressed data would not fit in memory limits (more than 2147483647 bytes).
    case imageTooLarge(width: Int, height: Int)
    /// A pixel buffer whose byte count is not `4 * width * height`.
    case pixelBufferSizeMismatch(expected: Int, actual: Int)
    /// zlib returned an error code (see zlib.h: -2 stream, -3 data, -4 memory, -5 buffer error).
    case zlibFailure(code: Int32)
    /// The data does not begin with the 8-byte PNG signature.
    case badSignature
    /// A chunk runs past the end of the data; `type` is "????" when even its header is cut off.
    case truncatedChunk(type: String, offset: Int)
    /// A chunk's stored CRC differs from the one computed over its type and data.
    case crcMismatch(chunk: String, stored: UInt32, computed: UInt32)
    /// A chunk type that is not four ASCII letters.
    case invalidChunkType(offset: Int)
    /// A chunk whose length is impossible for its type (IHDR must be 13 bytes, IEND 0, any chunk < 2^31).
    case invalidChunkLength(chunk: String, length: Int)
    /// A required chunk (IHDR, IDAT or IEND) is absent.
    case missingChunk(String)
    /// A chunk is out of order: IHDR not first or repeated, or IDAT chunks not consecutive.
    case misplacedChunk(String)
    /// A critical chunk (upper-case first letter) this decoder does not understand.
    case unsupportedCriticalChunk(String)
    /// A bit depth other than 8.
    case unsupportedBitDepth(Int)
    /// A colour type other than 6 (RGBA).
    case unsupportedColorType(Int)
    /// A compression method other than 0 (deflate).
    case unsupportedCompressionMethod(Int)
    /// A filter method other than 0 (adaptive filtering).
    case unsupportedFilterMethod(Int)
    /// An interlace method other than 0 (none).
    case unsupportedInterlaceMethod(Int)
    /// A scanline whose filter-type byte is not 0...4.
    case invalidFilterType(Int, row: Int)
    /// The inflated image data is not the `height * (1 + 4 * width)` bytes the header implies.
    case decompressedSizeMismatch(expected: Int)

    /// A one-line, human-readable explanation naming the chunk, value or sizes involved.
    public var description: String {
        switch self {
        case .invalidDimensions(let width, let height):
            return "invalid PNG dimensions \(width)×\(height): both must be in 1...2147483647"
        case .imageTooLarge(let width, let height):
            return "PNG image \(width)×\(height) is too large to process"
        case .pixelBufferSizeMismatch(let expected, let actual):
            return "pixel buffer has \(actual) bytes but 4 × width × height = \(expected)"
        case .zlibFailure(let code):
            return "zlib failed with code \(code) (\(Self.zlibCodeName(code)))"
        case .badSignature:
            return "not a PNG: the 8-byte signature is missing or wrong"
        case .truncatedChunk(let type, let offset):
            return "truncated chunk \"\(type)\" at byte offset \(offset)"
        case .crcMismatch(let chunk, let stored, let computed):
            return "CRC mismatch in chunk \"\(chunk)\": stored \(Self.hex(stored)), computed \(Self.hex(computed))"
        case .invalidChunkType(let offset):
            return "invalid chunk type at byte offset \(offset): not four ASCII letters"
        case .invalidChunkLength(let chunk, let length):
            return "invalid length \(length) for chunk \"\(chunk)\""
        case .missingChunk(let chunk):
            return "missing required chunk \"\(chunk)\""
        case .misplacedChunk(let chunk):
            return "chunk \"\(chunk)\" is out of order (IHDR must come first once; IDAT chunks must be consecutive)"
        case .unsupportedCriticalChunk(let chunk):
            return "unsupported critical chunk \"\(chunk)\""
        case .unsupportedBitDepth(let depth):
            return "unsupported bit depth \(depth): only 8 is supported"
        case .unsupportedColorType(let type):
            return "unsupported colour type \(type): only 6 (RGBA) is supported"
        case .unsupportedCompressionMethod(let method):
            return "unsupported compression method \(method): only 0 (deflate) exists"
        case .unsupportedFilterMethod(let method):
            return "unsupported filter method \(method): only 0 (adaptive) exists"
        case .unsupportedInterlaceMethod(let method):
            return "unsupported interlace method \(method): only 0 (none) is supported"
        case .invalidFilterType(let type, let row):
            return "invalid filter type \(type) on row \(row): must be 0...4"
        case .decompressedSizeMismatch(let expected):
            return "image data does not inflate to the \(expected) bytes the header implies"
        }
    }

    /// The zlib.h name of a return code, or "unknown".
    private static func zlibCodeName(_ code: Int32) -> String {
        switch code {
        case -2: return "Z_STREAM_ERROR"
        case -3: return "Z_DATA_ERROR"
        case -4: return "Z_MEM_ERROR"
        case -5: return "Z_BUF_ERROR"
        case -6: return "Z_VERSION_ERROR"
        default: return "unknown"
        }
    }

    /// Formats a CRC as `0x` followed by eight upper-case hex digits.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
