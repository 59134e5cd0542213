#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    /// Draws a display list with cairo: the platter, every dot shape and the timer's fill, back to front.
    ///
    /// It builds the same outlines as `PNGRenderer`: rounded rectangles (circles, capsules) from area-exact
    /// quarter-ellipse Béziers starting at the top edge and running clockwise, rings as an outer outline minus
    /// an inner one wound the other way, and custom ``PageControlCore/VectorPath`` shapes scaled to the
    /// frame, all filled with the non-zero winding rule in straight-alpha sRGB colours.
    ///
    /// ```swift
    /// // In a GtkDrawingArea draw function:
    /// CairoRenderer().draw(DisplayList(control), in: cr)
    /// ```
    public struct CairoRenderer: Sendable {
        /// Device units per point. The default is 1 (GTK already scales a widget's cairo context for HiDPI);
        /// values that are not finite or not above 0 become 1.
        public var scale: Double
        /// A colour painted over the whole drawing first, or nil (the default) to leave what is below.
        public var background: Color?

        /// The cubic control-point factor `2 − √((22 − 5π) / 3)` ≈ 0.55178 for area-exact quarter ellipses,
        /// as the PNG rasteriser uses.
        static let quarterEllipseControlFactor = 2 - ((22 - 5 * Double.pi) / 3).squareRoot()

        /// How far (in device units) cairo's flattened curves may stray from the true ones: 0.01, a tenth of
        /// cairo's default. Flattening cuts inside every curve, and at the default a 7-point dot loses about 1 %
        /// of its area; at this tolerance the dots match the PNG renderer's to 0.1 %.
        public static let tolerance = 0.01

        /// Creates a cairo renderer.
        public init(scale: Double = 1, background: Color? = nil) {
            self.scale = scale.isFinite && scale > 0 ? scale : 1
            self.background = background
        }

        /// Draws every primitive of a display list into a cairo context (a `cairo_t *`).
        ///
        /// The context's state (source, fill rule, path) is saved and restored around each primitive.
        ///
        /// - Complexity: O(visible dots).
        public func draw(_ list: DisplayList, in context: OpaquePointer) {
            if let background {
                cairo_save(context)
                setSource(background, in: context)
                cairo_paint(context)
                cairo_restore(context)
            }
            for primitive in list { draw(primitive, in: context) }
        }

        /// Fills one primitive in its colour.
        public func draw(_ primitive: DisplayPrimitive, in context: OpaquePointer) {
            cairo_save(context)
            cairo_set_tolerance(context, Self.tolerance)
            cairo_new_path(context)
            appendPath(for: primitive, in: context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
            setSource(primitive.color, in: context)
            cairo_fill(context)
            cairo_restore(context)
        }

        /// Adds the outline of one primitive to the context's current path, in device units.
        public func appendPath(for primitive: DisplayPrimitive, in context: OpaquePointer) {
            let f = primitive.frame
            let (x, y, w, h) = (f.minX * scale, f.minY * scale, f.width * scale, f.height * scale)
            let radius = primitive.shape.cornerRadius(for: f.size) * scale
            switch primitive.shape {
            case .ring:
                let width = (primitive.shape.strokeWidth(for: f.size) ?? 0) * scale
                appendRing(x: x, y: y, width: w, height: h, cornerRadius: radius, lineWidth: width, in: context)
            case .path(let vector):
                guard vector.isFinite else { return }
                appendVectorPath(vector, x: x, y: y, width: w, height: h, in: context)
            default:
                let clamped = radius > 0 ? min(radius, min(w, h) / 2) : 0
                appendRoundedRect(x: x, y: y, width: w, height: h, radius: clamped, in: context)
            }
        }

        /// A ring: the outer rounded rectangle and, unless the line fills it, the inner one wound the other way.
        func appendRing(
            x: Double, y: Double, width: Double, height: Double, cornerRadius: Double, lineWidth: Double,
            in context: OpaquePointer
        ) {
            guard lineWidth > 0 else { return }
            let radius = cornerRadius > 0 ? min(cornerRadius, min(width, height) / 2) : 0
            appendRoundedRect(x: x, y: y, width: width, height: height, radius: radius, in: context)
            guard width > 0, height > 0, lineWidth < min(width, height) / 2 else { return }
            appendRoundedRect(
                x: x + lineWidth, y: y + lineWidth, width: width - 2 * lineWidth, height: height - 2 * lineWidth,
                radius: max(0, radius - lineWidth), clockwise: false, in: context)
        }

        /// One closed rounded-rectangle subpath starting at the top edge, clockwise on screen unless told otherwise.
        /// An empty or non-finite rectangle adds nothing.
        func appendRoundedRect(
            x: Double, y: Double, width: Double, height: Double, radius r: Double, clockwise: Bool = true,
            in context: OpaquePointer
        ) {
            guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, width > 0, height > 0 else { return }
            let k = Self.quarterEllipseControlFactor * r
            let (left, top, right, bottom) = (x, y, x + width, y + height)
            cairo_new_sub_path(context)
            cairo_move_to(context, left + r, top)
            if clockwise {
                cairo_line_to(context, right - r, top)
                if r > 0 { cairo_curve_to(context, right - r + k, top, right, top + r - k, right, top + r) }
                cairo_line_to(context, right, bottom - r)
                if r > 0 { cairo_curve_to(context, right, bottom - r + k, right - r + k, bottom, right - r, bottom) }
                cairo_line_to(context, left + r, bottom)
                if r > 0 { cairo_curve_to(context, left + r - k, bottom, left, bottom - r + k, left, bottom - r) }
                cairo_line_to(context, left, top + r)
                if r > 0 { cairo_curve_to(context, left, top + r - k, left + r - k, top, left + r, top) }
            } else {
                if r > 0 { cairo_curve_to(context, left + r - k, top, left, top + r - k, left, top + r) }
                cairo_line_to(context, left, bottom - r)
                if r > 0 { cairo_curve_to(context, left, bottom - r + k, left + r - k, bottom, left + r, bottom) }
                cairo_line_to(context, right - r, bottom)
                if r > 0 { cairo_curve_to(context, right - r + k, bottom, right, bottom - r + k, right, bottom - r) }
                cairo_line_to(context, right, top + r)
                if r > 0 { cairo_curve_to(context, right, top + r - k, right - r + k, top, right - r, top) }
            }
            cairo_close_path(context)
        }

        /// A custom shape in unit coordinates scaled to the frame; quadratic curves become cubic ones.
        func appendVectorPath(
            _ vector: VectorPath, x: Double, y: Double, width: Double, height: Double, in context: OpaquePointer
        ) {
            func p(_ point: Point) -> (x: Double, y: Double) { (x + point.x * width, y + point.y * height) }
            var current = (x: x, y: y)
            var start = current
            for element in vector.elements {
                switch element {
                case .move(let to):
                    current = p(to)
                    start = current
                    cairo_move_to(context, current.x, current.y)
                case .line(let to):
                    current = p(to)
                    cairo_line_to(context, current.x, current.y)
                case .quadCurve(let to, let control):
                    let (end, c) = (p(to), p(control))
                    cairo_curve_to(
                        context, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                        end.x + 2 / 3 * (c.x - end.x), end.y + 2 / 3 * (c.y - end.y), end.x, end.y)
                    current = end
                case .curve(let to, let control1, let control2):
                    let (end, c1, c2) = (p(to), p(control1), p(control2))
                    cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
                    current = end
                case .close:
                    cairo_close_path(context)
                    current = start
                }
            }
        }

        /// Sets a straight-alpha sRGB colour as the source.
        func setSource(_ color: Color, in context: OpaquePointer) {
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        }
    }
#endif
