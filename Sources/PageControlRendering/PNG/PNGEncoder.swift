import CZlib

/// Writes 8-bit RGBA images as PNG files: signature, IHDR, IDAT (scanlines deflated with zlib's `compress2`)
/// and IEND.
///
/// Rows use filter type 0 by default: on page-control renders (flat colour runs with anti-aliased edges) it
/// gives the smallest files and is the fastest; adaptive filtering can be requested for photographic content.
/// Output is deterministic: the same pixels and options always give the same bytes.
enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest width or height PNG allows (2^31 - 1).
    static let maximumDimension = 0x7FFF_FFFF

    /// The most deflated bytes put into one IDAT chunk (1 MiB); longer streams are split across several.
    static let maximumIDATLength = 1 << 20

    /// Encodes straight-alpha RGBA pixels as a PNG file.
    ///
    /// - Parameters:
    ///   - rgba: `4 * width * height` bytes, row-major from the top-left, red first in each pixel.
    ///   - width: The width in pixels, `1...2147483647`.
    ///   - height: The height in pixels, `1...2147483647`.
    ///   - compressionLevel: The zlib level; defaults to 6 and is clamped to `0...9`.
    ///   - adaptiveFiltering: Whether each row picks one of the five filters by the minimum-sum-of-residuals
    ///     heuristic; defaults to false (every row uses filter 0).
    /// - Returns: The complete PNG file.
    /// - Throws: ``PNGError/invalidDimensions(width:height:)`` for a width or height outside `1...2147483647`
    ///   (PNG cannot store empty images), ``PNGError/imageTooLarge(width:height:)`` if the filtered data would
    ///   exceed 2^31 - 1 bytes, ``PNGError/pixelBufferSizeMismatch(expected:actual:)`` if `rgba` has the wrong
    ///   length and ``PNGError/zlibFailure(code:)`` if zlib fails.
    static func encode(
        rgba: [UInt8],
        width: Int,
        height: Int,
        compressionLevel: Int = 6,
        adaptiveFiltering: Bool = false
    ) throws(PNGError) -> [UInt8] {
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw .invalidDimensions(width: width, height: height)
        }
        let rowLength = 4 * width
        let (filteredCount, overflow) = (rowLength + 1).multipliedReportingOverflow(by: height)
        guard !overflow, filteredCount <= maximumDimension else {
            throw .imageTooLarge(width: width, height: height)
        }
        guard rgba.count == rowLength * height else {
            throw .pixelBufferSizeMismatch(expected: rowLength * height, actual: rgba.count)
        }
        let filtered = PNGFilter.filterScanlines(
            rgba, rowLength: rowLength, height: height, bytesPerPixel: 4, adaptive: adaptiveFiltering)
        let deflated = try deflate(filtered, level: min(max(compressionLevel, 0), 9))

        var png = signature
        let idatCount = deflated.count / maximumIDATLength + 1
        png.reserveCapacity(signature.count + 25 + deflated.count + 12 * idatCount + 12)
        var header: [UInt8] = []
        PNGChunk.appendBigEndian(UInt32(width), to: &header)
        PNGChunk.appendBigEndian(UInt32(height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlace.
        header.append(contentsOf: [8, 6, 0, 0, 0])
        PNGChunk(type: "IHDR", data: header).append(to: &png)
        for start in stride(from: 0, to: deflated.count, by: maximumIDATLength) {
            let end = min(start + maximumIDATLength, deflated.count)
            PNGChunk(type: "IDAT", data: Array(deflated[start..<end])).append(to: &png)
        }
        PNGChunk(type: "IEND").append(to: &png)
        return png
    }

    /// Compresses `data` into a zlib stream with `compress2` at `level` (`0...9`).
    ///
    /// - Throws: ``PNGError/zlibFailure(code:)`` with zlib's return code if compression fails.
    static func deflate(_ data: [UInt8], level: Int) throws(PNGError) -> [UInt8] {
        let capacity = Int(compressBound(uLong(data.count)))
        var status = Z_OK
        let compressed = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var length = uLongf(capacity)
            status = data.withUnsafeBufferPointer { source in
                withUnsafeMutablePointer(to: &length) { length in
                    compress2(buffer.baseAddress, length, source.baseAddress, uLong(source.count), Int32(level))
                }
            }
            initialized = status == Z_OK ? Int(length) : 0
        }
        guard status == Z_OK else {
            throw .zlibFailure(code: status)
        }
        return compressed
    }
}
