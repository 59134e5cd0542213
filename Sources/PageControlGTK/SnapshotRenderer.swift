#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    /// Draws a display list as GTK render nodes into a `GtkSnapshot`: what ``PageControlWidget`` does in its
    /// `snapshot` virtual function.
    ///
    /// Each primitive becomes the node GSK draws best, as libadwaita's own dots do, so the GL renderer draws
    /// shapes on the GPU and no pixels are uploaded per frame:
    /// - a rounded rectangle (a dot, a pill, the platter, the timer's fill) is a colour node inside a rounded
    ///   clip (`gtk_snapshot_push_rounded_clip`, `gtk_snapshot_append_color`, `gtk_snapshot_pop`), or a plain
    ///   colour node when its corner radius is 0;
    /// - a ring (a ring-shaped dot, an Increase Contrast outline, the focus ring) is a border node
    ///   (`gtk_snapshot_append_border`) with four equal widths and colours, whose inner edge GSK shrinks by the
    ///   width with concentric corners, the display list's ring rule;
    /// - a custom path is a cairo node over the path's bounds (`gtk_snapshot_append_cairo`), filled by
    ///   ``CairoRenderer``;
    /// - text (the overflow label) is a Pango layout in a text node (`gtk_snapshot_append_layout`), moved with
    ///   `gtk_snapshot_translate` between `gtk_snapshot_save` and `gtk_snapshot_restore`, laid out as
    ///   ``CairoRenderer`` lays it out.
    ///
    /// Coordinates are the snapshot's (GTK applies the widget's position and the display's scale); colours are
    /// each primitive's `paint`, straight-alpha sRGB.
    ///
    /// ```swift
    /// // In a GtkWidget subclass's snapshot virtual function:
    /// SnapshotRenderer().draw(DisplayList(control.frame()), in: snapshot, pangoContext: gtk_widget_get_pango_context(widget))
    /// ```
    public struct SnapshotRenderer: Sendable {
        /// A colour filling the drawing's size first, or nil (the default) to leave what is below.
        public var background: Color?

        /// Creates a render-node renderer.
        ///
        /// - Parameter background: A colour to fill the drawing with first, or nil (the default).
        public init(background: Color? = nil) {
            self.background = background
        }

        /// Appends the render nodes of every primitive of a display list to a snapshot (a `GtkSnapshot *`).
        ///
        /// - Parameters:
        ///   - list: What to draw.
        ///   - snapshot: The snapshot to add nodes to.
        ///   - pangoContext: The `PangoContext *` to lay out text with (a widget's, from
        ///     `gtk_widget_get_pango_context`, carries its font options), or nil (the default) for a new context
        ///     of Pango's default cairo font map.
        /// - Complexity: O(visible dots).
        public func draw(_ list: DisplayList, in snapshot: OpaquePointer, pangoContext: OpaquePointer? = nil) {
            if let background {
                var rgba = Self.rgba(background)
                var rect = Self.graphene(Rect(origin: .zero, size: list.size))
                gtk_snapshot_append_color(snapshot, &rgba, &rect)
            }
            for primitive in list { draw(primitive, in: snapshot, pangoContext: pangoContext) }
        }

        /// Appends the render nodes of one primitive (see ``SnapshotRenderer`` for which). Shapes with no area or
        /// a coordinate that is not finite add nothing.
        ///
        /// - Parameters:
        ///   - primitive: What to draw.
        ///   - snapshot: The `GtkSnapshot *` to add nodes to.
        ///   - pangoContext: The `PangoContext *` for text, or nil (the default) for a new default one.
        public func draw(_ primitive: DisplayPrimitive, in snapshot: OpaquePointer, pangoContext: OpaquePointer? = nil)
        {
            var rgba = Self.rgba(primitive.paint)
            switch primitive.geometry {
            case .roundedRectangle(let rect, let radius):
                guard rect.isFinite, !rect.isEmpty else { return }
                var bounds = Self.graphene(rect)
                let r = Self.clampedRadius(radius, rect)
                guard r > 0 else { return gtk_snapshot_append_color(snapshot, &rgba, &bounds) }
                var clip = GskRoundedRect()
                gsk_rounded_rect_init_from_rect(&clip, &bounds, Float(r))
                gtk_snapshot_push_rounded_clip(snapshot, &clip)
                gtk_snapshot_append_color(snapshot, &rgba, &bounds)
                gtk_snapshot_pop(snapshot)
            case .ring(let rect, let radius, let lineWidth):
                guard rect.isFinite, !rect.isEmpty, lineWidth > 0, lineWidth.isFinite else { return }
                appendRing(rect, cornerRadius: Self.clampedRadius(radius, rect), lineWidth: lineWidth, rgba, snapshot)
            case .path(let path):
                guard let rect = Self.bounds(of: path) else { return }
                var bounds = Self.graphene(rect)
                guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
                CairoRenderer().draw(primitive, in: cr)
                cairo_destroy(cr)
            case .text(let text):
                guard PangoText.draws(text) else { return }
                let context = pangoContext ?? pango_font_map_create_context(pango_cairo_font_map_get_default())
                defer { if pangoContext == nil { g_object_unref(UnsafeMutableRawPointer(context)) } }
                guard let layout = pango_layout_new(context) else { return }
                defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
                let origin = PangoText.prepare(layout, for: text, scale: 1)
                var offset = graphene_point_t(x: Float(origin.x), y: Float(origin.y))
                gtk_snapshot_save(snapshot)
                gtk_snapshot_translate(snapshot, &offset)
                gtk_snapshot_append_layout(snapshot, layout, &rgba)
                gtk_snapshot_restore(snapshot)
            }
        }

        /// A border node: `rect` with its corner radius as the outline, `lineWidth` on all four sides, one colour.
        /// A line filling the rectangle (half its shorter side or more) fills it.
        func appendRing(
            _ rect: Rect, cornerRadius: Double, lineWidth: Double, _ color: GdkRGBA, _ snapshot: OpaquePointer
        ) {
            var bounds = Self.graphene(rect)
            var outline = GskRoundedRect()
            gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(cornerRadius))
            let width = Float(min(lineWidth, min(rect.width, rect.height) / 2))
            var widths = (width, width, width, width)
            var colors = (color, color, color, color)
            withUnsafePointer(to: &widths) { widths in
                widths.withMemoryRebound(to: Float.self, capacity: 4) { widths in
                    withUnsafePointer(to: &colors) { colors in
                        colors.withMemoryRebound(to: GdkRGBA.self, capacity: 4) { colors in
                            gtk_snapshot_append_border(snapshot, &outline, widths, colors)
                        }
                    }
                }
            }
        }

        /// The whole points around a path's outline and control points (a Bézier curve stays inside its control
        /// points), or nil for a path that draws nothing.
        static func bounds(of path: DisplayPath) -> Rect? {
            var sink = BoundsSink()
            OutlineBuilder.appendPath(path, to: &sink)
            guard sink.minX <= sink.maxX, sink.minY <= sink.maxY else { return nil }
            let (left, top) = (sink.minX.rounded(.down), sink.minY.rounded(.down))
            let rect = Rect(x: left, y: top, width: sink.maxX.rounded(.up) - left, height: sink.maxY.rounded(.up) - top)
            return rect.isFinite && !rect.isEmpty ? rect : nil
        }

        /// Collects the extremes of every point it receives.
        struct BoundsSink: PathSink {
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity

            mutating func add(_ p: Point) {
                (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
            }
            mutating func move(to point: Point) { add(point) }
            mutating func line(to point: Point) { add(point) }
            mutating func curve(to point: Point, control1: Point, control2: Point) {
                add(point)
                add(control1)
                add(control2)
            }
            mutating func close() {}
        }

        /// A corner radius limited to `0…min(width, height) / 2`, NaN as 0 (as `OutlineBuilder` limits it).
        static func clampedRadius(_ radius: Double, _ rect: Rect) -> Double {
            guard radius > 0 else { return 0 }
            return min(radius, min(rect.width, rect.height) / 2)
        }

        /// A rectangle in graphene's single precision.
        static func graphene(_ rect: Rect) -> graphene_rect_t {
            graphene_rect_t(
                origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
        }

        /// A colour as GDK's straight-alpha RGBA.
        static func rgba(_ color: Color) -> GdkRGBA {
            GdkRGBA(
                red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
        }
    }
#endif
