#if GTK
    import CGtk
    import PageControlCore
    import PageControlRendering

    /// Lays out a display-list line of text with Pango, for both GTK renderers: the one place the font and the
    /// placement of real text are decided.
    ///
    /// The font is "Sans" (fontconfig's default sans-serif) at the text's size, given as an absolute size so
    /// it is in device units whatever the font map's resolution. The line is measured (its logical width),
    /// started at `DisplayText.lineStart(forWidth:)` with that width, and moved down so its baseline lies on
    /// `DisplayText.origin`'s y.
    enum PangoText {
        /// The font family: "Sans".
        static let fontFamily = "Sans"

        /// Whether `text` draws anything: a non-empty string, a size above 0 and a finite origin.
        static func draws(_ text: DisplayText) -> Bool {
            !text.string.isEmpty && text.fontSize > 0 && text.origin.x.isFinite && text.origin.y.isFinite
        }

        /// Sets `layout`'s font and text for `text` drawn at `scale` device units per point, and returns where
        /// the layout's top-left corner goes, in device units.
        static func prepare(_ layout: OpaquePointer, for text: DisplayText, scale: Double) -> Point {
            let units = Double(PANGO_SCALE)
            let font = pango_font_description_new()
            pango_font_description_set_family(font, fontFamily)
            pango_font_description_set_absolute_size(font, text.fontSize * scale * units)
            pango_layout_set_font_description(layout, font)
            pango_font_description_free(font)
            pango_layout_set_text(layout, text.string, -1)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let width = Double(logical.width) / units
            let baseline = Double(pango_layout_get_baseline(layout)) / units
            let start = text.lineStart(forWidth: width / scale) * scale
            return Point(x: start - Double(logical.x) / units, y: text.origin.y * scale - baseline)
        }
    }
#endif
