import CZlib

/// Reads 8-bit RGBA, non-interlaced PNG files (what ``PNGEncoder`` writes, and what most tools write for RGBA)
/// into straight-alpha RGBA pixels, verifying every CRC along the way.
///
/// Ancillary chunks and a suggested palette (PLTE) are skipped; any other critical chunk, and any other pixel
/// format, is rejected with a ``PNGError`` naming the problem. Bytes after IEND are ignored.
package enum PNGDecoder {
    /// A decoded image: its size and its pixels as straight-alpha RGBA bytes, row-major from the top-left.
    package struct Image: Sendable, Equatable {
        /// The width in pixels (at least 1).
        package var width: Int
        /// The height in pixels (at least 1).
        package var height: Int
        /// `4 * width * height` bytes: red, green, blue, alpha for each pixel.
        package var rgba: [UInt8]

        /// Creates an image from its parts, stored unchanged (sizes are not cross-checked).
        package init(width: Int, height: Int, rgba: [UInt8]) {
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }

    /// The largest inflated image data accepted (2^31 - 1 bytes); larger headers throw imageTooLarge.
    static let maximumDataSize = 0x7FFF_FFFF

    /// Checks the signature and returns every chunk up to and including IEND, each CRC-verified.
    ///
    /// - Throws: ``PNGError/badSignature``, ``PNGError/missingChunk(_:)`` ("IEND") if the data ends without
    ///   IEND, and any error of ``PNGChunk/read(from:at:)`` (truncation, bad type, bad length, CRC mismatch).
    package static func chunks(in png: [UInt8]) throws(PNGError) -> [PNGChunk] {
        guard png.starts(with: PNGEncoder.signature) else {
            throw .badSignature
        }
        var chunks: [PNGChunk] = []
        var offset = PNGEncoder.signature.count
        while offset < png.count {
            let (chunk, next) = try PNGChunk.read(from: png, at: offset)
            chunks.append(chunk)
            if chunk.type == "IEND" {
                return chunks
            }
            offset = next
        }
        throw .missingChunk("IEND")
    }

    /// Decodes a PNG file into RGBA pixels.
    ///
    /// - Throws: Everything ``chunks(in:)`` throws; ``PNGError/missingChunk(_:)`` or
    ///   ``PNGError/misplacedChunk(_:)`` for a missing or out-of-order IHDR/IDAT;
    ///   ``PNGError/invalidChunkLength(chunk:length:)`` for an IHDR that is not 13 bytes;
    ///   ``PNGError/invalidDimensions(width:height:)`` for a zero size; an `unsupported…` error for anything
    ///   but 8-bit, colour type 6, compression 0, filter method 0, no interlace;
    ///   ``PNGError/unsupportedCriticalChunk(_:)``; ``PNGError/imageTooLarge(width:height:)``;
    ///   ``PNGError/zlibFailure(code:)`` for a corrupt deflate stream;
    ///   ``PNGError/decompressedSizeMismatch(expected:)`` and ``PNGError/invalidFilterType(_:row:)``.
    package static func decode(_ png: [UInt8]) throws(PNGError) -> Image {
        let chunks = try chunks(in: png)
        guard let header = chunks.first, header.type == "IHDR" else {
            throw chunks.contains { $0.type == "IHDR" } ? .misplacedChunk("IHDR") : .missingChunk("IHDR")
        }
        let (width, height) = try parseHeader(header)
        var compressed: [UInt8] = []
        var idatState = 0  // 0: none seen yet, 1: inside the IDAT run, 2: after it.
        for chunk in chunks.dropFirst() {
            switch chunk.type {
            case "IHDR":
                throw .misplacedChunk("IHDR")
            case "IDAT":
                guard idatState < 2 else {
                    throw .misplacedChunk("IDAT")
                }
                idatState = 1
                compressed.append(contentsOf: chunk.data)
            case "IEND":
                guard chunk.data.isEmpty else {
                    throw .invalidChunkLength(chunk: "IEND", length: chunk.data.count)
                }
            case "PLTE":
                break
            default:
                guard !chunk.isCritical else {
                    throw .unsupportedCriticalChunk(chunk.type)
                }
            }
            if idatState == 1 && chunk.type != "IDAT" {
                idatState = 2
            }
        }
        guard idatState > 0 else {
            throw .missingChunk("IDAT")
        }
        let rowLength = 4 * width
        let (expected, overflow) = (rowLength + 1).multipliedReportingOverflow(by: height)
        guard !overflow, expected <= maximumDataSize else {
            throw .imageTooLarge(width: width, height: height)
        }
        let filtered = try inflate(compressed, expectedSize: expected)
        let pixels = try PNGFilter.unfilterScanlines(filtered, rowLength: rowLength, height: height, bytesPerPixel: 4)
        return Image(width: width, height: height, rgba: pixels)
    }

    /// Validates an IHDR chunk and returns the image size.
    private static func parseHeader(_ header: PNGChunk) throws(PNGError) -> (width: Int, height: Int) {
        let data = header.data
        guard data.count == 13 else {
            throw .invalidChunkLength(chunk: "IHDR", length: data.count)
        }
        let width = Int(PNGChunk.readBigEndian(data, at: 0))
        let height = Int(PNGChunk.readBigEndian(data, at: 4))
        guard (1...PNGEncoder.maximumDimension).contains(width), (1...PNGEncoder.maximumDimension).contains(height)
        else {
            throw .invalidDimensions(width: width, height: height)
        }
        guard data[8] == 8 else {
            throw .unsupportedBitDepth(Int(data[8]))
        }
        guard data[9] == 6 else {
            throw .unsupportedColorType(Int(data[9]))
        }
        guard data[10] == 0 else {
            throw .unsupportedCompressionMethod(Int(data[10]))
        }
        guard data[11] == 0 else {
            throw .unsupportedFilterMethod(Int(data[11]))
        }
        guard data[12] == 0 else {
            throw .unsupportedInterlaceMethod(Int(data[12]))
        }
        return (width, height)
    }

    /// Inflates a zlib stream that must produce exactly `expectedSize` bytes, using zlib's `uncompress`.
    ///
    /// - Throws: ``PNGError/decompressedSizeMismatch(expected:)`` if the stream is shorter or longer (also
    ///   detected up front when `expectedSize` exceeds deflate's maximum ratio of 1032:1),
    ///   ``PNGError/zlibFailure(code:)`` for a corrupt stream.
    static func inflate(_ compressed: [UInt8], expectedSize: Int) throws(PNGError) -> [UInt8] {
        guard expectedSize / 1032 <= compressed.count else {
            throw .decompressedSizeMismatch(expected: expectedSize)
        }
        // One spare byte tells "exactly right" apart from "too long".
        let capacity = expectedSize + 1
        var status = Z_OK
        var produced = 0
        let output = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var length = uLongf(capacity)
            status = compressed.withUnsafeBufferPointer { source in
                withUnsafeMutablePointer(to: &length) { length in
                    uncompress(buffer.baseAddress, length, source.baseAddress, uLong(source.count))
                }
            }
            produced = Int(length)
            initialized = status == Z_OK ? produced : 0
        }
        if status == Z_BUF_ERROR || (status == Z_OK && produced != expectedSize) {
            throw .decompressedSizeMismatch(expected: expectedSize)
        }
        guard status == Z_OK else {
            throw .zlibFailure(code: status)
        }
        return output
    }
}
