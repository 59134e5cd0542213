#if GTK
    import CGtk
    import PageControlRendering

    extension CairoImage {
        /// A GSK renderer that renders to textures, realized without a surface.
        enum GSKRenderer: String, CustomStringConvertible, Sendable {
            /// `GskCairoRenderer`: cairo on the CPU.
            case cairo
            /// `GskGLRenderer`: OpenGL (under Xvfb, Mesa's llvmpipe), GTK's default.
            case gl

            var description: String { rawValue }

            /// The realized renderer, made once per kind; nil when it cannot be realized (no GL).
            @MainActor var renderer: OpaquePointer? {
                switch self {
                case .cairo: return Self.cairoRenderer
                case .gl: return Self.glRenderer
                }
            }

            /// Whether the GL renderer can be realized (on a display with OpenGL; GTK initialized first).
            @MainActor static var isGLAvailable: Bool {
                guard GTKTestSupport.hasDisplay else { return false }
                GTKTestSupport.setUp()
                return glRenderer != nil
            }

            @MainActor static let cairoRenderer = realize(gsk_cairo_renderer_new())
            @MainActor static let glRenderer = realize(gsk_gl_renderer_new())

            /// Realizes a renderer without a surface, or returns nil.
            static func realize(_ renderer: OpaquePointer?) -> OpaquePointer? {
                guard let renderer else { return nil }
                var error: UnsafeMutablePointer<GError>?
                guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
                    if let error { g_error_free(error) }
                    g_object_unref(UnsafeMutableRawPointer(renderer))
                    return nil
                }
                return renderer
            }
        }

        /// Renders what `draw` adds to a `GtkSnapshot` (in points, scaled by `scale`) with a GSK renderer (the
        /// cairo one by default) into a texture of the PNG renderer's pixel size for `list`, and downloads it.
        /// Nil when the renderer is not available.
        @MainActor
        init?(
            snapshotOf list: DisplayList, scale: Double, with kind: GSKRenderer = .cairo, draw: (OpaquePointer) -> Void
        ) {
            guard let renderer = kind.renderer else { return nil }
            let (width, height) = PNGRenderer(scale: scale).pixelSize(for: list.size)
            let snapshot = gtk_snapshot_new()!
            gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
            draw(snapshot)
            guard let node = gtk_snapshot_free_to_node(snapshot) else {
                self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
                return
            }
            defer { gsk_render_node_unref(node) }
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            precondition(gdk_texture_get_width(texture) == width && gdk_texture_get_height(texture) == height)
            // gdk_texture_download writes GDK_MEMORY_DEFAULT: premultiplied B, G, R, A words, as cairo's ARGB32.
            var argb = [UInt8](repeating: 0, count: width * height * 4)
            argb.withUnsafeMutableBytes { buffer in
                gdk_texture_download(
                    texture, buffer.baseAddress!.assumingMemoryBound(to: guchar.self), gsize(width * 4))
            }
            self = argb.withUnsafeBytes {
                CairoImage(width: width, height: height, argb32: $0.baseAddress!, stride: width * 4)
            }
        }
    }
#endif
