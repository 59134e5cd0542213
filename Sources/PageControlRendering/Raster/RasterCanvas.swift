/// A pixel canvas storing premultiplied RGBA as `Double` per channel, into which paths are filled with
/// source-over compositing and which converts to 8-bit straight RGBA (what PNG stores).
///
/// Pixels are row-major from the top-left; channel values are in `0...1`. Zero-size canvases are allowed:
/// fills do nothing and ``rgba8()`` returns an empty array.
package struct RasterCanvas: Sendable {
    /// The width in pixels; never negative.
    package let width: Int
    /// The height in pixels; never negative.
    package let height: Int
    /// The premultiplied RGBA channels, `4 * width * height` values in `0...1`, row-major from the top-left.
    package private(set) var premultipliedPixels: [Double]
    /// The scan converter, kept so its working memory is reused between fills.
    private var rasterizer: Rasterizer

    /// Creates a fully transparent canvas; negative sizes count as 0.
    package init(width: Int, height: Int) {
        self.init(width: width, height: height, red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Creates a canvas filled with one straight-alpha background colour; `alpha` defaults to 1 (opaque).
    ///
    /// Components are clamped to `0...1` and NaN counts as 0. Negative sizes count as 0.
    package init(width: Int, height: Int, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.width = max(0, width)
        self.height = max(0, height)
        let alpha = Self.unit(alpha)
        let pixel = (Self.unit(red) * alpha, Self.unit(green) * alpha, Self.unit(blue) * alpha, alpha)
        var pixels = [Double](repeating: 0, count: 4 * self.width * self.height)
        if alpha > 0, !pixels.isEmpty {
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in stride(from: 0, to: pixels.count, by: 4) {
                    (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3]) = pixel
                }
            }
        }
        premultipliedPixels = pixels
        rasterizer = Rasterizer(width: self.width, height: self.height)
    }

    /// The premultiplied channels of pixel (`x`, `y`); all zero for coordinates outside the canvas.
    package func pixel(x: Int, y: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        guard x >= 0, x < width, y >= 0, y < height else {
            return (0, 0, 0, 0)
        }
        let index = 4 * (y * width + x)
        return (
            premultipliedPixels[index], premultipliedPixels[index + 1], premultipliedPixels[index + 2],
            premultipliedPixels[index + 3]
        )
    }

    /// Fills `path` (non-zero winding, exact area coverage, clipped to the canvas) with a straight-alpha colour.
    ///
    /// Each pixel with coverage `c` becomes `source * c + destination * (1 - sourceAlpha * c)` in premultiplied
    /// form. Components are clamped to `0...1` and NaN counts as 0; `alpha` defaults to 1. A fully transparent
    /// colour, an empty path or a zero-size canvas leaves the canvas unchanged.
    mutating func fill(_ path: RasterPath, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let alpha = Self.unit(alpha)
        guard alpha > 0, width > 0, height > 0, !path.isEmpty else {
            return
        }
        let source = (Self.unit(red) * alpha, Self.unit(green) * alpha, Self.unit(blue) * alpha, alpha)
        let width = width
        rasterizer.add(path)
        premultipliedPixels.withUnsafeMutableBufferPointer { pixels in
            rasterizer.sweep { y, firstX, coverage in
                var index = 4 * (y * width + firstX)
                for amount in coverage {
                    if amount > 0 {
                        let keep = 1 - source.3 * amount
                        pixels[index] = source.0 * amount + pixels[index] * keep
                        pixels[index + 1] = source.1 * amount + pixels[index + 1] * keep
                        pixels[index + 2] = source.2 * amount + pixels[index + 2] * keep
                        pixels[index + 3] = source.3 * amount + pixels[index + 3] * keep
                    }
                    index += 4
                }
            }
        }
    }

    /// Returns the pixels as 8-bit straight (un-premultiplied) RGBA, `4 * width * height` bytes, row-major.
    ///
    /// Alpha is `round(255 * a)` with halves rounded up; colour channels are divided by the exact alpha, clamped
    /// to `0...1` and rounded the same way. Pixels whose 8-bit alpha is 0 become `(0, 0, 0, 0)`.
    package func rgba8() -> [UInt8] {
        let count = premultipliedPixels.count
        // No pixels: a plain empty array. Building one with capacity 0 writes a zero count into the standard
        // library's shared empty-array storage, which ThreadSanitizer reports as a race when two threads do
        // it (a known benign race, swiftlang/swift#27808).
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            premultipliedPixels.withUnsafeBufferPointer { pixels in
                var index = 0
                while index < count {
                    let alpha = pixels[index + 3]
                    let alphaByte = Self.byte(alpha)
                    if alphaByte == 0 {
                        (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3]) = (0, 0, 0, 0)
                    } else if alpha >= 1 {
                        bytes[index] = Self.byte(pixels[index])
                        bytes[index + 1] = Self.byte(pixels[index + 1])
                        bytes[index + 2] = Self.byte(pixels[index + 2])
                        bytes[index + 3] = 255
                    } else {
                        bytes[index] = Self.byte(pixels[index] / alpha)
                        bytes[index + 1] = Self.byte(pixels[index + 1] / alpha)
                        bytes[index + 2] = Self.byte(pixels[index + 2] / alpha)
                        bytes[index + 3] = alphaByte
                    }
                    index += 4
                }
            }
            initialized = count
        }
    }

    /// Returns the canvas encoded as an RGBA PNG file; throws ``PNGError/invalidDimensions(width:height:)`` for a
    /// zero-size canvas, since PNG cannot store one.
    package func pngData() throws(PNGError) -> [UInt8] {
        try PNGEncoder.encode(rgba: rgba8(), width: width, height: height)
    }

    /// Clamps a component to `0...1`, mapping NaN to 0.
    private static func unit(_ value: Double) -> Double {
        value > 0 ? min(value, 1) : 0
    }

    /// Converts a `0...1` value to a byte, rounding halves up; out-of-range values and NaN are clamped first.
    private static func byte(_ value: Double) -> UInt8 {
        UInt8(truncatingIfNeeded: Int(unit(value) * 255 + 0.5))
    }
}
