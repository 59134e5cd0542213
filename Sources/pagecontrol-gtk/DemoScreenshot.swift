#if GTK
    import CGtk

    /// Saves what a window last painted as a PNG file.
    enum DemoScreenshot {
        /// Renders the window's last frame (its render node, through `GtkWidgetPaintable`) with the window's own
        /// GSK renderer and writes it to `path`, cropped to the window (without the invisible resize border that
        /// client-side decorations keep around it), one pixel per point.
        ///
        /// - Returns: Whether the file was written.
        @MainActor
        static func save(window: UnsafeMutablePointer<GtkWidget>, to path: String) -> Bool {
            let width = gtk_widget_get_width(window)
            let height = gtk_widget_get_height(window)
            var bounds = graphene_rect_t()
            guard width > 0, height > 0, gtk_widget_compute_bounds(window, window, &bounds) != 0,
                let paintable = gtk_widget_paintable_new(window),
                let renderer = gtk_native_get_renderer(OpaquePointer(window))
            else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            // The paintable spans the window's bounds (border included); drawn at that size it is not scaled, and
            // the window itself starts at minus the bounds' origin.
            let snapshot = gtk_snapshot_new()
            gdk_paintable_snapshot(paintable, snapshot, Double(bounds.size.width), Double(bounds.size.height))
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
            defer { gsk_render_node_unref(node) }
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: -bounds.origin.x, y: -bounds.origin.y),
                size: graphene_size_t(width: Float(width), height: Float(height)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return false }
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            return gdk_texture_save_to_png(texture, path) != 0
        }
    }
#endif
