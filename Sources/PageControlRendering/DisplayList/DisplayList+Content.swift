import PageControlCore

extension DisplayList {
    /// The `index`th content primitive: the numbers and text inside dots, then the badges' discs, then their
    /// counts, each in page order through the window, each drawn on its dot.
    func contentPrimitive(_ index: Int) -> DisplayPrimitive {
        guard let contents = frame.contents else {
            preconditionFailure("A display list counts only the primitives its frame has.")
        }
        let item = contentSlices.item(index, in: contents)
        let layout = frame.layout
        // Page numbers name the dot's index in the window; other content its page, which is in the window.
        let dot = item.kind == .pageNumber ? layout[item.entry] : layout.indicator(forPage: item.page) ?? layout[0]
        switch item.kind {
        case .pageNumber:
            let text = contents.insideText(forPage: dot.page) ?? IndicatorContentDrawing.Text("")
            return insidePrimitive(dot, text: text)
        case .inside:
            return insidePrimitive(dot, text: contents.insideTexts[item.entry])
        case .badge:
            let badge = badgeFrame(
                on: dot, characters: contents.badgeCharacters[item.entry],
                abovePageText: contents.insideText(forPage: dot.page) != nil)
            return DisplayPrimitive(
                role: .badge, geometry: .roundedRectangle(badge.frame, cornerRadius: Self.capsuleRadius(badge.frame)),
                color: frame.look.badgeColor, page: item.page)
        case .badgeCount:
            let text = contents.numberedBadgeTexts[item.entry]
            let badge = badgeFrame(
                on: dot, characters: text.characters, abovePageText: contents.insideText(forPage: dot.page) != nil)
            let origin = Point(
                x: badge.frame.midX, y: badge.frame.midY + DisplayText.capHeight * badge.fontSize / 2)
            let line = DisplayText(
                string: text.string, characterCount: text.characters, fontSize: badge.fontSize, origin: origin)
            return DisplayPrimitive(role: .badge, geometry: .text(line), color: textColors.badge, page: item.page)
        }
    }

    /// A number or text centred in its dot, at the content font size for the dot's thickness (the dot is
    /// 1.5 times it), in the colour that reads on the dot: black or white on the current dot (and under the
    /// mark), the current colour on the others.
    func insidePrimitive(_ dot: IndicatorLayout.Indicator, text: IndicatorContentDrawing.Text) -> DisplayPrimitive {
        let rect = dot.frame
        let fontSize = Swift.min(rect.width, rect.height) / 1.5
        let isCurrent = hasMark ? dot.page == frame.currentPage : dot.emphasis >= 0.5
        let on = isCurrent ? textColors.inside : frame.look.currentColor
        let origin = Point(x: rect.midX, y: rect.midY + DisplayText.capHeight * fontSize / 2)
        let line = DisplayText(string: text.string, characterCount: text.characters, fontSize: fontSize, origin: origin)
        return DisplayPrimitive(role: .content, geometry: .text(line), color: on, page: dot.page, isCurrent: isCurrent)
    }

    /// A badge on a dot's top trailing corner (top left in a right-to-left row), its centre 0.15 of the dot's
    /// thickness in from the corner: a capsule 1.4 times its font size tall (the font 0.55 of the dot's
    /// unscaled thickness, at least 7 points) and as wide as its text (`characters` long) plus 0.6 em, or for
    /// a plain badge (0 characters) a disc 0.6 of the dot's thickness (at least 3 points). Both shrink with a
    /// dot at a scrolled end, and a badge that would stick out of the bounds is moved in. On a dot with text
    /// inside (`abovePageText`: its number or text), the badge stands on the corner instead of centring on it, its
    /// bottom edge there, so that it does not hide the text.
    func badgeFrame(
        on dot: IndicatorLayout.Indicator, characters: Int, abovePageText: Bool = false
    ) -> (frame: Rect, fontSize: Double) {
        let frame = dot.frame
        let across = Swift.min(frame.width, frame.height)
        let scale = dot.scale > 0 ? dot.scale : 1
        let unscaled = across / scale
        let inset = 0.15 * across
        let corner = Point(
            x: self.frame.layout.direction == .rightToLeft ? frame.minX + inset : frame.maxX - inset,
            y: frame.minY + inset)
        let fontSize = Swift.max(7, 0.55 * unscaled) * scale
        let size: Size
        if characters > 0 {
            let height = 1.4 * fontSize
            let width = Swift.max(height, Double(characters) * DisplayText.characterWidth * fontSize + 0.6 * fontSize)
            size = Size(width: width, height: height)
        } else {
            let side = Swift.max(3, 0.6 * unscaled) * scale
            size = Size(width: side, height: side)
        }
        var badge = Rect(
            x: corner.x - size.width / 2, y: corner.y - (abovePageText ? size.height : size.height / 2),
            width: size.width, height: size.height)
        // A badge at the row's ends stays within the bounds, moved in by what would stick out.
        let bounds = self.frame.layout.bounds
        if !bounds.isEmpty {
            badge.origin.x -= Swift.max(badge.maxX - bounds.maxX, 0) - Swift.max(bounds.minX - badge.minX, 0)
            badge.origin.y += Swift.max(bounds.minY - badge.minY, 0)
        }
        return (badge, fontSize)
    }
}
