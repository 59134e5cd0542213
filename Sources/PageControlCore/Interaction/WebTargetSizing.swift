/// How the `<page-control>` element gives every page a target of at least 24 × 24 CSS pixels (WCAG 2.5.8 Target
/// Size (Minimum)) without changing the spacing between the shapes: it scales the drawing up when the pitch is
/// short, turns a row too dense for tabs into one slider, adds a margin across a thin row, and reaches half a gap
/// beyond each end of a row of dots or lines so that the first and last tabs are a whole pitch like the others.
///
/// The element (PageControlWeb's `WebControl`) draws and takes clicks by these rules, and the accessibility audit
/// judges its targets by them, so both say the same.
package enum WebTargetSizing {
    /// The smallest target, in CSS pixels: 24 (WCAG 2.5.8 Target Size (Minimum)).
    package static let minimumTarget = 24.0

    /// CSS pixels per point: 1, or more when the pitch of dots or lines is under 24 points, so that each page's
    /// tab (as long as the pitch) is at least 24 CSS pixels along the row. Segments keep 1: their pitch is the
    /// bar's length shared out, and a bar too dense for 24-pixel tabs is a slider (``hasTabs(_:scale:)``) rather
    /// than a bar stretched off the page.
    package static func scale(_ layout: IndicatorLayout) -> Double {
        let pitch = layout.metrics.pitch
        guard layout.presentation != .segments, pitch > 0, pitch < minimumTarget else { return 1 }
        return minimumTarget / pitch
    }

    /// Whether each visible page gets a tab: not on a track (the number, or segments too short to draw) nor where
    /// a page's slot is under 24 CSS pixels along the row; there the row is one slider, the whole row its target.
    package static func hasTabs(_ layout: IndicatorLayout, scale: Double) -> Bool {
        !layout.isTrack && layout.metrics.pitch * scale >= minimumTarget
    }

    /// The CSS pixels added on each side of a drawing of `size` points across the row (`x` for a vertical row,
    /// `y` for a horizontal one), so that the row, and each tab as thick as it, is at least 24 CSS pixels across
    /// (thin lines and segments); 0 when the drawing is that thick already.
    package static func inset(_ layout: IndicatorLayout, size: Size, scale: Double) -> Double {
        let across = (layout.direction.isVertical ? size.width : size.height) * scale
        return max(minimumTarget - across, 0) / 2
    }

    /// The bounds the element gives a control whose drawing is `size` points: the drawing, and for dots and lines
    /// half a gap (``IndicatorMetrics/spacing`` / 2) more beyond each end of the row, on the negative side of the
    /// origin too, so that the dots keep the coordinates `pagecontrol render` gives them and the first and last
    /// pages' tabs are a whole pitch long (the core clips a page's hit frame to the bounds). Segments share the
    /// bounds' length among themselves, so they get no margin.
    package static func bounds(_ layout: IndicatorLayout, size: Size) -> Rect {
        let margin = layout.presentation == .dots || layout.presentation == .lines ? layout.metrics.spacing / 2 : 0
        return layout.direction.isVertical
            ? Rect(x: 0, y: -margin, width: size.width, height: size.height + 2 * margin)
            : Rect(x: -margin, y: 0, width: size.width + 2 * margin, height: size.height)
    }
}
