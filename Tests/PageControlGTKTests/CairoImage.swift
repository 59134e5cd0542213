#if GTK
    import CGtk
    import PageControlRendering

    /// A premultiplied RGBA image drawn by cairo, for comparing with the package's own rasteriser.
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
            let size = PNGRenderer(scale: scale).pixelSize(for: list.size)
            width = size.width
            height = size.height
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
            defer { cairo_surface_destroy(surface) }
            let cr = cairo_create(surface)!
            draw(list, cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    // ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on little-endian machines.
                    let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                    let index = (y * width + x) * 4
                    pixels[index] = UInt8(truncatingIfNeeded: word >> 16)
                    pixels[index + 1] = UInt8(truncatingIfNeeded: word >> 8)
                    pixels[index + 2] = UInt8(truncatingIfNeeded: word)
                    pixels[index + 3] = UInt8(truncatingIfNeeded: word >> 24)
                }
            }
            self.pixels = pixels
        }

        /// The premultiplied pixel at (`x`, `y`).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let index = (y * width + x) * 4
            return Array(pixels[index..<index + 4])
        }
    }
#endif
