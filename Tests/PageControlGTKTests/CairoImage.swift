#if GTK
    import CGtk
    import PageControlRendering

    /// A premultiplied RGBA image drawn by cairo (directly, or by GSK's cairo renderer from render nodes), for
    /// comparing with the package's own rasteriser.
    struct CairoImage {
        /// Width in pixels.
        let width: Int
        /// Height in pixels.
        let height: Int
        /// Premultiplied red, green, blue, alpha per pixel, 0…255, row-major.
        let pixels: [UInt8]

        /// Draws `list` with a ``PageControlGTK/CairoRenderer`` at `scale` into a transparent ARGB32 surface of
        /// the PNG renderer's pixel size.
        init(_ list: DisplayList, scale: Double, draw: (DisplayList, OpaquePointer) -> Void) {
            let (width, height) = PNGRenderer(scale: scale).pixelSize(for: list.size)
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            draw(list, cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            self.init(
                width: width, height: height, argb32: cairo_image_surface_get_data(surface)!,
                stride: Int(cairo_image_surface_get_stride(surface)))
        }

        /// An image from premultiplied RGBA bytes.
        init(width: Int, height: Int, pixels: [UInt8]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }

        /// Reads an ARGB32 buffer (cairo's, and GDK's default memory format: premultiplied, native-endian
        /// 32-bit words) into premultiplied RGBA bytes.
        init(width: Int, height: Int, argb32 data: UnsafeRawPointer, stride: Int) {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    // B, G, R, A in memory on little-endian machines.
                    let word = (data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                    let index = (y * width + x) * 4
                    pixels[index] = UInt8(truncatingIfNeeded: word >> 16)
                    pixels[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    pixels[index + 2] = UInt8(truncatingIfNeeded: word)
                    pixels[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
            self.init(width: width, height: height, pixels: pixels)
        }

        /// The premultiplied pixel at (`x`, `y`).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * width + x) * 4
            return Array(pixels[index..<index + 4])
        }
    }
#endif
