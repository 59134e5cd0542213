#if GTK
    @testable import PageControlRendering

    /// How far an image is from the PNG renderer's canvas, per premultiplied channel (0…255).
    struct PixelComparison: CustomStringConvertible {
        /// The largest difference in any channel of any compared pixel.
        private(set) var worst = 0.0
        /// The mean difference over every compared channel.
        let mean: Double
        /// The image's total alpha over the canvas's (1 when both cover as much).
        let coverageRatio: Double
        /// Where the worst difference is, as (x, y).
        private(set) var worstAt = (x: 0, y: 0)
        /// The fraction of compared pixels with a channel more than ``RenderFixture/tolerance`` (24) levels off.
        let outliers: Double

        /// Compares every pixel of two images of the same size, except those in `excluded`.
        init(_ image: CairoImage, _ canvas: RasterCanvas, excluding excluded: (x: Range<Int>, y: Range<Int>)? = nil) {
            self.init(image, canvas, excluding: excluded.map { [$0] } ?? [])
        }

        /// Compares every pixel of two images of the same size, except those in any of the `excluded` boxes.
        init(_ image: CairoImage, _ canvas: RasterCanvas, excluding excluded: [(x: Range<Int>, y: Range<Int>)]) {
            precondition(image.width == canvas.width && image.height == canvas.height, "sizes differ")
            let reference = canvas.premultipliedPixels
            var total = 0.0
            var count = 0
            var alpha = (image: 0.0, reference: 0.0)
            var outlying = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    if excluded.contains(where: { $0.x.contains(x) && $0.y.contains(y) }) { continue }
                    let base = (y * image.width + x) * 4
                    var pixelWorst = 0.0
                    for channel in 0..<4 {
                        let d = abs(Double(image.pixels[base + channel]) - reference[base + channel] * 255)
                        pixelWorst = max(pixelWorst, d)
                        total += d
                    }
                    if pixelWorst > worst { (worst, worstAt) = (pixelWorst, (x, y)) }
                    if pixelWorst > RenderFixture.tolerance { outlying += 1 }
                    alpha.image += Double(image.pixels[base + 3])
                    alpha.reference += reference[base + 3] * 255
                    count += 4
                }
            }
            mean = total / Double(max(count, 1))
            outliers = Double(outlying) / Double(max(count / 4, 1))
            coverageRatio = alpha.reference > 0 ? alpha.image / alpha.reference : 1
        }

        var description: String {
            "largest difference \(worst) of 255 at (\(worstAt.x), \(worstAt.y)), mean \(mean), "
                + "coverage ratio \(coverageRatio), \(outliers * 100) % of pixels over 24"
        }
    }
#endif
