import PageControlCore

extension DisplayList {
    /// The content primitive of `item`, drawn on its dot (computed by the caller, so this takes nothing of the
    /// layout but its bounds and direction: a call that takes the whole layout copies it).
    ///
    /// - Precondition: ``contents`` is set.
    func contentPrimitive(_ item: IndicatorContentDrawing.Item, on dot: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let contents = contents.unsafelyUnwrapped
        switch item.kind {
        case .pageNumber:
            let text = contents.insideText(forPage: dot.page) ?? IndicatorContentDrawing.Text("")
            return insidePrimitive(dot, text: text, contents: contents)
        case .inside:
            return insidePrimitive(dot, text: contents.insideTexts[item.entry], contents: contents)
        case .badge:
            let badge = badgeFrame(
                on: dot, characters: contents.badgeCharacters[item.entry],
                abovePageText: contents.insideText(forPage: dot.page) != nil)
            return DisplayPrimitive(
                role: .badge, geometry: .roundedRectangle(badge.frame, cornerRadius: Self.capsuleRadius(badge.frame)),
                color: look.badgeColor, page: item.page)
        case .badgeCount:
            let text = contents.numberedBadgeTexts[item.entry]
            let badge = badgeFrame(
                on: dot, characters: text.characters, abovePageText: contents.insideText(forPage: dot.page) != nil)
            let origin = Point(
                x: badge.frame.midX, y: badge.frame.midY + DisplayText.capHeight * badge.fontSize / 2)
            let line = DisplayText(
                string: text.string, characterCount: text.characters, fontSize: badge.fontSize, origin: origin)
            return DisplayPrimitive(
                role: .badge, geometry: .text(line), color: contents.badgeTextColor, page: item.page)
        }
    }

    /// A number or text centred in its dot, at the content font size for the dot's thickness (the dot is
    /// 1.5 times it), in the colour that reads on the dot: black or white on the current dot (and under the
    /// mark), the current colour on the others.
    func insidePrimitive(
        _ dot: IndicatorLayout.Indicator, text: IndicatorContentDrawing.Text, contents: IndicatorContentDrawing
    ) -> DisplayPrimitive {
        let frame = dot.frame
        let fontSize = Swift.min(frame.width, frame.height) / 1.5
        let isCurrent = hasMark ? dot.page == currentPage : dot.emphasis >= 0.5
        let on = isCurrent ? contents.currentTextColor : look.currentColor
        let origin = Point(x: frame.midX, y: frame.midY + DisplayText.capHeight * fontSize / 2)
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
            x: layout.direction == .rightToLeft ? frame.minX + inset : frame.maxX - inset, y: frame.minY + inset)
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
        let bounds = layout.bounds
        if !bounds.isEmpty {
            badge.origin.x -= Swift.max(badge.maxX - bounds.maxX, 0) - Swift.max(bounds.minX - badge.minX, 0)
            badge.origin.y += Swift.max(bounds.minY - badge.minY, 0)
        }
        return (badge, fontSize)
    }
}
