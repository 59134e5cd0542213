import PageControlCore

extension DisplayList {
    /// The platter: a capsule over the content frame.
    func platterPrimitive() -> DisplayPrimitive {
        let frame = layout.contentFrame
        return DisplayPrimitive(
            role: .platter, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
            color: opaquePlatter ? look.platterColor.withAlphaComponent(1) : look.platterColor)
    }

    /// The Increase Contrast outline of a dot or of the mark: a ring 1/7 of the diameter wide (at least
    /// 1 point) around `frame`.
    func outlinePrimitive(around frame: Rect, page: Int, isCurrent: Bool) -> DisplayPrimitive {
        DisplayPrimitive(
            role: .outline, geometry: Self.geometry(.ring(lineWidth: outlineWidth(frame)), in: frame),
            color: look.outlineColor ?? .clear, page: page, isCurrent: isCurrent)
    }

    /// The width of an outline (and of an unfilled ``IndicatorEffect/fill`` ring) around a frame: 1/7 of
    /// the diameter, at least 1 point, scaled with the frame's shorter side.
    func outlineWidth(_ frame: Rect) -> Double {
        let diameter = layout.metrics.diameter
        return Swift.max(diameter / 7, 1) * Swift.min(frame.width, frame.height) / Swift.max(diameter, 1)
    }

    /// The primitives after the dots: the mark (and its outline), the timer's fill, the dots' content (read
    /// with ``contentPrimitive(_:on:)`` instead), the label and the focus ring, in that order.
    func trailingPrimitive(_ rest: Int) -> DisplayPrimitive {
        var rest = rest
        if rest < markCount, let mark = layout.mark {
            // Each piece of the mark (two across a looping row's seam), each followed by its outline.
            let frame = rest < primitivesPerDot ? mark.frame : mark.wrappedFrame ?? mark.frame
            if primitivesPerDot == 2, rest & 1 == 1 {
                return outlinePrimitive(around: frame, page: currentPage, isCurrent: true)
            }
            // Under a timer the mark is the pill the fill grows in, in the other dots' colour.
            return DisplayPrimitive(
                role: .mark, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
                color: progress == nil ? look.currentColor : look.otherColor, page: currentPage, isCurrent: true)
        }
        rest -= markCount
        if hasProgressFill {
            if rest == 0 { return progressPrimitive() }
            rest -= 1
        }
        // The dots' content, read by `primitive(at:)` before it calls this.
        rest -= contentSlices.count
        if label != nil {
            // Read in place: binding the label would copy it (and retain its text) once more.
            if rest == 0 {
                let text = DisplayText(label.unsafelyUnwrapped, characterCount: Int(labelCharacters))
                return DisplayPrimitive(role: .label, geometry: .text(text), color: currentColor, isCurrent: true)
            }
            rest -= 1
        }
        if focusRing == nil || rest > 0, let preview = frame.previewBox?.preview {
            return previewPrimitive(preview, text: rest > (focusRing == nil ? 0 : 1))
        }
        let ring = focusRing ?? FocusRing(around: .zero)
        return DisplayPrimitive(
            role: .focusRing,
            geometry: .ring(ring.frame, cornerRadius: ring.cornerRadius, lineWidth: ring.lineWidth),
            color: focusRingColor ?? look.currentColor.withAlphaComponent(0.5))
    }

    /// The scrub preview's callout (a rounded rectangle in ``ScrubPreview/backgroundColor``) or its text (in
    /// ``ScrubPreview/textColor``, centred on the callout with digits on its middle line).
    func previewPrimitive(_ preview: ScrubPreview, text: Bool) -> DisplayPrimitive {
        let frame = preview.frame
        guard text else {
            return DisplayPrimitive(
                role: .preview, geometry: .roundedRectangle(frame, cornerRadius: preview.cornerRadius),
                color: ScrubPreview.backgroundColor, page: preview.page)
        }
        let origin = Point(x: frame.midX, y: frame.midY + DisplayText.capHeight * preview.fontSize / 2)
        return DisplayPrimitive(
            role: .preview,
            geometry: .text(DisplayText(string: preview.text, fontSize: preview.fontSize, origin: origin)),
            color: ScrubPreview.textColor, page: preview.page)
    }

    /// The timer's fill: a capsule growing from the current pill's leading edge.
    func progressPrimitive() -> DisplayPrimitive {
        let pill = layout.indicator(forPage: currentPage)?.frame ?? .zero
        let fraction = progress ?? 0
        let vertical = layout.direction.isVertical
        let reversed = layout.direction == .rightToLeft || layout.direction == .bottomToTop
        let thickness = vertical ? pill.width : pill.height
        let full = vertical ? pill.height : pill.width
        let length = thickness + (full - thickness) * fraction
        var frame = pill
        if vertical {
            frame.size.height = length
            if reversed { frame.origin.y = pill.maxY - length }
        } else {
            frame.size.width = length
            if reversed { frame.origin.x = pill.maxX - length }
        }
        return DisplayPrimitive(
            role: .progress, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
            color: currentColor, page: currentPage, isCurrent: true)
    }
}
