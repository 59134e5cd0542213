extension PageControl {
    /// The compact label "7 / 120" when ``IndicatorWindow/overflowStyle`` shows one for the current page count, else nil.
    ///
    /// It names the page the dots show (1-based) in the language of ``PageControlEnvironment/language``. Alone, it is
    /// centred in the bounds; beside the dots, it follows the row after one gap (before it, in a
    /// right-to-left row), centred across the row.
    package var compactLabel: OverflowLabel? { compactLabel(in: layout) }

    /// ``compactLabel`` placed beside `layout`, the control's layout as the frame read it (so a frame lays out
    /// once), its text's characters counted once, when the text was written.
    package func compactLabel(in layout: IndicatorLayout) -> OverflowLabel? {
        if resolvedPresentation == .numeric { return numericLabel(in: layout) }
        if case .dots = window.overflowStyle { return nil }
        guard let box = overflowLabelBox else { return nil }
        let b = layout.bounds
        let (width, height) = (box.size.width, box.size.height)
        let frame: Rect
        if layout.isEmpty {
            frame = Rect(x: b.midX - width / 2, y: b.midY - height / 2, width: width, height: height)
        } else {
            let row = layout.contentFrame
            switch layout.direction {
            case .rightToLeft:
                frame = Rect(x: row.minX - box.gap - width, y: b.midY - height / 2, width: width, height: height)
            case .topToBottom, .bottomToTop:
                frame = Rect(x: b.midX - width / 2, y: row.maxY + box.gap, width: width, height: height)
            default: frame = Rect(x: row.maxX + box.gap, y: b.midY - height / 2, width: width, height: height)
            }
        }
        return OverflowLabel(
            text: box.text.text, characterCount: box.text.characters, frame: frame, fontSize: box.fontSize)
    }

    /// The number of ``IndicatorPresentation/numeric``: "3 / 12" for the displayed page, centred on the
    /// layout's track (nil when nothing shows).
    func numericLabel(in layout: IndicatorLayout) -> OverflowLabel? {
        // `layout[0]`, not `first`: an unoptimised build boxes the element in the generic `first`.
        guard layout.isTrack, !layout.isEmpty else { return nil }
        let track = layout[0].frame
        let text = pageText
        let fontSize = OverflowLabel.fontSize(forDiameter: layout.metrics.diameter)
        let height = OverflowLabel.lineHeight * fontSize
        let frame = Rect(x: track.minX, y: track.midY - height / 2, width: track.width, height: height)
        return OverflowLabel(text: text.text, characterCount: text.characters, frame: frame, fontSize: fontSize)
    }

    /// The label's text, size, font size and gap from the dots, without placing it (nil when no label shows).
    var overflowLabelBox: (text: (text: String, characters: Int), size: Size, fontSize: Double, gap: Double)? {
        guard !isHidden, pages.numberOfPages > 0, window.overflowStyle.showsLabel(pageCount: pages.numberOfPages),
            resolvedPresentation != .numeric
        else { return nil }
        let text = pageText
        let metrics = resolvedMetrics
        let fontSize = OverflowLabel.fontSize(forDiameter: metrics.diameter)
        let size = Size(
            width: Double(text.characters) * fontSize * OverflowLabel.characterWidth,
            height: fontSize * OverflowLabel.lineHeight)
        let gap =
            window.overflowStyle.showsDots(pageCount: pages.numberOfPages) ? max(metrics.spacing, fontSize / 2) : 0
        return (text, size, fontSize, gap)
    }

    /// The bounds the dots are centred in: the control's bounds less the label's room when the label
    /// shows beside the dots, so dots and label are centred together.
    var dotBounds: Rect { dotBounds(in: bounds) }

    /// The bounds the dots are centred in when the control has `bounds`; see ``dotBounds``.
    func dotBounds(in bounds: Rect) -> Rect {
        if case .dots = window.overflowStyle { return bounds }
        guard let box = overflowLabelBox, box.gap > 0 else { return bounds }
        let b = IndicatorLayout.sanitized(bounds)
        switch resolvedDirection {
        case .rightToLeft:
            let room = box.size.width + box.gap
            return Rect(x: b.minX + room, y: b.minY, width: max(b.width - room, 0), height: b.height)
        case .topToBottom, .bottomToTop:
            return Rect(x: b.minX, y: b.minY, width: b.width, height: max(b.height - box.size.height - box.gap, 0))
        default:
            return Rect(x: b.minX, y: b.minY, width: max(b.width - box.size.width - box.gap, 0), height: b.height)
        }
    }
}
