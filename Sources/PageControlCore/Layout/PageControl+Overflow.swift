extension PageControl {
    /// The compact label "7 / 120" when ``IndicatorWindow/overflowStyle`` shows one for the current page count, else nil.
    ///
    /// It names ``displayedPage`` (1-based) in the language of ``PageControlEnvironment/language``. Alone, it is
    /// centred in the bounds; beside the dots, it follows the row after one gap (before it, in a
    /// right-to-left row), centred across the row.
    package var compactLabel: OverflowLabel? {
        if indicatorPresentation == .numeric { return numericLabel }
        if case .dots = window.overflowStyle { return nil }
        guard let box = overflowLabelBox else { return nil }
        let layout = self.layout
        let b = layout.bounds
        let (width, height) = (box.size.width, box.size.height)
        guard !layout.isEmpty else {
            return OverflowLabel(
                text: box.text,
                frame: Rect(x: b.midX - width / 2, y: b.midY - height / 2, width: width, height: height),
                fontSize: box.fontSize)
        }
        let row = layout.contentFrame
        let frame: Rect
        switch layout.direction {
        case .rightToLeft:
            frame = Rect(x: row.minX - box.gap - width, y: b.midY - height / 2, width: width, height: height)
        case .topToBottom, .bottomToTop:
            frame = Rect(x: b.midX - width / 2, y: row.maxY + box.gap, width: width, height: height)
        default: frame = Rect(x: row.maxX + box.gap, y: b.midY - height / 2, width: width, height: height)
        }
        return OverflowLabel(text: box.text, frame: frame, fontSize: box.fontSize)
    }

    /// The number of ``IndicatorPresentation/numeric``: "3 / 12" for the displayed page, centred on the
    /// layout's track (nil when nothing shows).
    var numericLabel: OverflowLabel? {
        let layout = self.layout
        guard layout.isTrack, let track = layout.first?.frame else { return nil }
        let (page, count, language) = (pages.displayedPage, pages.numberOfPages, environment.language)
        let text: String
        if let cached = cachedNumericText, cached.page == page, cached.count == count, cached.language == language {
            text = cached.text
        } else {
            let strings = self.localizedStrings
            text = strings.format(page + 1) + " / " + strings.format(count)
            cachedNumericText = (page, count, language, text)
        }
        let fontSize = OverflowLabel.fontSize(forDiameter: layout.metrics.diameter)
        let height = 1.2 * fontSize
        let frame = Rect(x: track.minX, y: track.midY - height / 2, width: track.width, height: height)
        return OverflowLabel(text: text, frame: frame, fontSize: fontSize)
    }

    /// The label's text, size, font size and gap from the dots, without placing it (nil when no label shows).
    var overflowLabelBox: (text: String, size: Size, fontSize: Double, gap: Double)? {
        guard !isHidden, pages.numberOfPages > 0, window.overflowStyle.showsLabel(pageCount: pages.numberOfPages),
            indicatorPresentation != .numeric
        else { return nil }
        let strings = self.localizedStrings
        let text = strings.format(pages.displayedPage + 1) + " / " + strings.format(pages.numberOfPages)
        let metrics = resolvedMetrics
        let fontSize = OverflowLabel.fontSize(forDiameter: metrics.diameter)
        let size = Size(width: Double(text.count) * fontSize * OverflowLabel.characterWidth, height: fontSize * 1.2)
        let gap =
            window.overflowStyle.showsDots(pageCount: pages.numberOfPages) ? max(metrics.spacing, fontSize / 2) : 0
        return (text, size, fontSize, gap)
    }

    /// The bounds the dots are centred in: the control's bounds less the label's room when the label
    /// shows beside the dots, so dots and label are centred together.
    var dotBounds: Rect {
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
