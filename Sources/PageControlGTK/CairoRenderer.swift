#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    /// Draws a display list with cairo: the platter, every dot shape, the timer's fill, the overflow label and
    /// the focus ring, back to front.
    ///
    /// It makes no outline of its own: rounded rectangles, rings and custom paths come from
    /// `OutlineBuilder` (the package's one curve constant and ring rule) through a cairo path sink and are
    /// filled with the non-zero winding rule, so they match `PNGRenderer`'s pixels. Text (the label "7 / 120")
    /// is real text: a Pango layout in the "Sans" font at the text's size, measured, started at
    /// `DisplayText.lineStart(forWidth:)` and standing on its baseline. Colours are straight-alpha sRGB, each
    /// primitive painted with its `paint` (colour × opacity).
    ///
    /// ```swift
    /// // In a GtkDrawingArea draw function, or over an image surface:
    /// CairoRenderer().draw(DisplayList(control.frame()), in: cr)
    /// ```
    ///
    /// ``PageControlWidget`` draws with render nodes instead (``SnapshotRenderer``); this renderer draws its
    /// custom paths there, and anything else that has a `cairo_t`.
    public struct CairoRenderer: Sendable {
        /// Device units per point. The default is 1 (GTK already scales a widget's cairo context for HiDPI);
        /// values that are not finite or not above 0 become 1.
        public var scale: Double
        /// A colour painted over the whole drawing first, or nil (the default) to leave what is below.
        public var background: Color?

        /// How far (in device units) cairo's flattened curves may stray from the true ones: 0.01, a tenth of
        /// cairo's default. Flattening cuts inside every curve, and at the default a 7-point dot loses about 1 %
        /// of its area; at this tolerance the dots match the PNG renderer's to 0.1 %.
        public static let tolerance = 0.01

        /// Creates a cairo renderer.
        ///
        /// - Parameters:
        ///   - scale: Device units per point. The default is 1; values that are not finite or not above 0
        ///     become 1.
        ///   - background: A colour to paint first, or nil (the default).
        public init(scale: Double = 1, background: Color? = nil) {
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.background = background
        }

        /// Draws every primitive of a display list into a cairo context (a `cairo_t *`).
        ///
        /// The context's state (source, fill rule, path, tolerance) is saved and restored around each primitive.
        ///
        /// - Complexity: O(visible dots).
        public func draw(_ list: DisplayList, in context: OpaquePointer) {
            if let background {
                cairo_save(context)
                cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
                cairo_paint(context)
                cairo_restore(context)
            }
            for primitive in list { draw(primitive, in: context) }
        }

        /// Draws one primitive in its ``PageControlRendering/DisplayPrimitive/paint``: shapes filled with the
        /// non-zero rule, text as a Pango layout.
        public func draw(_ primitive: DisplayPrimitive, in context: OpaquePointer) {
            let paint = primitive.paint
            cairo_save(context)
            cairo_set_source_rgba(context, paint.red, paint.green, paint.blue, paint.alpha)
            switch primitive.geometry {
            case .roundedRectangle, .ring, .path:
                cairo_set_tolerance(context, Self.tolerance)
                cairo_new_path(context)
                appendPath(for: primitive, in: context)
                cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
                cairo_fill(context)
            case .text(let text):
                if let layout = layout(for: text, in: context) {
                    cairo_move_to(context, layout.origin.x, layout.origin.y)
                    pango_cairo_show_layout(context, layout.layout)
                    g_object_unref(UnsafeMutableRawPointer(layout.layout))
                }
            }
            cairo_restore(context)
        }

        /// Adds the outline of one primitive to the context's current path, in device units (points × ``scale``):
        /// shapes from `OutlineBuilder`, text as the outlines of its Pango glyphs.
        public func appendPath(for primitive: DisplayPrimitive, in context: OpaquePointer) {
            switch primitive.geometry {
            case .roundedRectangle, .ring, .path:
                var sink = Sink(context: context, scale: scale)
                OutlineBuilder.append(primitive.geometry, to: &sink)
            case .text(let text):
                guard let layout = layout(for: text, in: context) else { return }
                cairo_move_to(context, layout.origin.x, layout.origin.y)
                pango_cairo_layout_path(context, layout.layout)
                g_object_unref(UnsafeMutableRawPointer(layout.layout))
            }
        }

        /// A new Pango layout of `text` for the context (release it with `g_object_unref`) and where its top-left
        /// corner goes, in device units; nil for text that draws nothing.
        func layout(for text: DisplayText, in context: OpaquePointer) -> (layout: OpaquePointer, origin: Point)? {
            guard PangoText.draws(text), let layout = pango_cairo_create_layout(context) else { return nil }
            return (layout, PangoText.prepare(layout, for: text, scale: scale))
        }

        /// Receives `OutlineBuilder`'s outline in points and adds it to a cairo path in device units.
        struct Sink: PathSink {
            /// The `cairo_t *` whose current path grows.
            let context: OpaquePointer
            /// Device units per point.
            let scale: Double

            mutating func move(to point: Point) { cairo_move_to(context, point.x * scale, point.y * scale) }
            mutating func line(to point: Point) { cairo_line_to(context, point.x * scale, point.y * scale) }
            mutating func curve(to point: Point, control1: Point, control2: Point) {
                cairo_curve_to(
                    context, control1.x * scale, control1.y * scale, control2.x * scale, control2.y * scale,
                    point.x * scale, point.y * scale)
            }
            mutating func close() { cairo_close_path(context) }
        }
    }
#endif
