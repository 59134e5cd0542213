import PageControlCore

extension DisplayList {
    /// The platter: a capsule over the content frame.
    func platterPrimitive() -> DisplayPrimitive {
        let content = frame.layout.contentFrame
        return DisplayPrimitive(
            role: .platter, geometry: .roundedRectangle(content, cornerRadius: Self.capsuleRadius(content)),
            color: frame.platter == .opaque ? frame.look.platterColor.withAlphaComponent(1) : frame.look.platterColor)
    }

    /// The Increase Contrast outline of a dot or of the mark: a ring 1/7 of the diameter wide (at least
    /// 1 point) around `rect`.
    func outlinePrimitive(around rect: Rect, page: Int, isCurrent: Bool) -> DisplayPrimitive {
        DisplayPrimitive(
            role: .outline, geometry: Self.geometry(.ring(lineWidth: outlineWidth(rect)), in: rect),
            color: frame.look.outlineColor ?? .clear, page: page, isCurrent: isCurrent)
    }

    /// The width of an outline (and of an unfilled ``IndicatorEffect/fill`` ring) around a frame: 1/7 of
    /// the diameter, at least 1 point, scaled with the frame's shorter side.
    func outlineWidth(_ rect: Rect) -> Double {
        let diameter = frame.layout.metrics.diameter
        return Swift.max(diameter / 7, 1) * Swift.min(rect.width, rect.height) / Swift.max(diameter, 1)
    }

    /// The `index`th primitive of the mark: each piece (two across a looping row's seam), each followed by its
    /// outline under Increase Contrast. Under a timer the mark is the pill the fill grows in, in the other dots'
    /// colour.
    func markPrimitive(_ index: Int) -> DisplayPrimitive {
        let mark = frame.layout.mark ?? IndicatorLayout.Mark(frame: .zero)
        let piece = index / primitivesPerDot == 0 ? mark.frame : mark.wrappedFrame ?? mark.frame
        if index % primitivesPerDot == 1 {
            return outlinePrimitive(around: piece, page: frame.currentPage, isCurrent: true)
        }
        return Self.markPiece(piece, color: Self.markColor(of: frame), page: frame.currentPage)
    }

    /// A piece of the mark: a capsule in `color` over `page`.
    static func markPiece(_ piece: Rect, color: Color, page: Int) -> DisplayPrimitive {
        DisplayPrimitive(
            role: .mark, geometry: .roundedRectangle(piece, cornerRadius: capsuleRadius(piece)), color: color,
            page: page, isCurrent: true)
    }

    /// The mark's colour in `frame`: the current dot's, or under a timer (the mark is then the pill the fill
    /// grows in) the other dots'.
    static func markColor(of frame: borrowing PageControlFrame) -> Color {
        frame.progress == nil ? frame.look.currentColor : frame.look.otherColor
    }

    /// The primitives after the dots' content: the label, the focus ring, then the scrub preview's callout and
    /// its text, each only when the frame has it.
    func trailingPrimitive(_ index: Int) -> DisplayPrimitive {
        var rest = index
        if let label = frame.label {
            if rest == 0 {
                return DisplayPrimitive(
                    role: .label, geometry: .text(DisplayText(label)), color: frame.look.currentColor, isCurrent: true)
            }
            rest -= 1
        }
        if let ring = frame.focusRing {
            if rest == 0 {
                return DisplayPrimitive(
                    role: .focusRing,
                    geometry: .ring(ring.frame, cornerRadius: ring.cornerRadius, lineWidth: ring.lineWidth),
                    color: frame.focusRingColor ?? frame.look.currentColor.withAlphaComponent(0.5))
            }
            rest -= 1
        }
        #if hasFeature(Embedded)
            preconditionFailure("The web module's frames have no scrub preview (Guides/Web.md).")
        #else
            guard let preview = frame.preview else {
                preconditionFailure("A display list counts only the primitives its frame has.")
            }
            return previewPrimitive(preview, text: rest == 1)
        #endif
    }

    /// The scrub preview's callout (a rounded rectangle in ``ScrubPreview/backgroundColor``) or its text (in
    /// ``ScrubPreview/textColor``, centred on the callout with digits on its middle line).
    func previewPrimitive(_ preview: ScrubPreview, text: Bool) -> DisplayPrimitive {
        let callout = preview.frame
        guard text else {
            return DisplayPrimitive(
                role: .preview, geometry: .roundedRectangle(callout, cornerRadius: preview.cornerRadius),
                color: ScrubPreview.backgroundColor, page: preview.page)
        }
        let origin = Point(x: callout.midX, y: callout.midY + DisplayText.capHeight * preview.fontSize / 2)
        return DisplayPrimitive(
            role: .preview,
            geometry: .text(
                DisplayText(
                    string: preview.text, characterCount: preview.characterCount, fontSize: preview.fontSize,
                    origin: origin)),
            color: ScrubPreview.textColor, page: preview.page)
    }

    /// The timer's fill: a capsule growing from the current pill's leading edge.
    func progressPrimitive() -> DisplayPrimitive {
        let pill = frame.layout.indicator(forPage: frame.currentPage)?.frame ?? .zero
        let fraction = frame.progress ?? 0
        let vertical = frame.layout.direction.isVertical
        let reversed = frame.layout.direction == .rightToLeft || frame.layout.direction == .bottomToTop
        let thickness = vertical ? pill.width : pill.height
        let full = vertical ? pill.height : pill.width
        let length = thickness + (full - thickness) * fraction
        var fill = pill
        if vertical {
            fill.size.height = length
            if reversed { fill.origin.y = pill.maxY - length }
        } else {
            fill.size.width = length
            if reversed { fill.origin.x = pill.maxX - length }
        }
        return DisplayPrimitive(
            role: .progress, geometry: .roundedRectangle(fill, cornerRadius: Self.capsuleRadius(fill)),
            color: frame.look.currentColor, page: frame.currentPage, isCurrent: true)
    }
}
