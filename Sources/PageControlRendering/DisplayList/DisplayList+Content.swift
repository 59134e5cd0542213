import PageControlCore

extension DisplayList {
    /// The number of content primitives a row draws: one per dot with a number or text inside (every dot
    /// with page numbers), one disc per badge and one text per badge with a count, for the dots in the
    /// window.
    ///
    /// - Complexity: O(log k) for k pages with content.
    static func contentCount(_ contents: IndicatorContentDrawing, layout: IndicatorLayout) -> Int {
        let inside =
            contents.showsPageNumbers
            ? layout.count : IndicatorContentDrawing.visibleSlice(of: contents.insidePages, in: layout).count
        let badges = IndicatorContentDrawing.visibleSlice(of: contents.badgePages, in: layout).count
        let counts = IndicatorContentDrawing.visibleSlice(of: contents.numberedBadgePages, in: layout).count
        return inside + badges + counts
    }

    /// The `index`th content primitive: the numbers and text inside dots first, then the badges' discs,
    /// then their counts, each in page order through the window.
    func contentPrimitive(_ index: Int, contents: IndicatorContentDrawing) -> DisplayPrimitive {
        var rest = index
        if contents.showsPageNumbers {
            if rest < layout.count {
                let dot = layout.uncheckedFeaturedIndicator(at: rest)
                return insidePrimitive(dot, text: contents.insideText(forPage: dot.page) ?? "")
            }
            rest -= layout.count
        } else {
            let slice = IndicatorContentDrawing.visibleSlice(of: contents.insidePages, in: layout)
            if rest < slice.count {
                let entry = (slice.start + rest) % contents.insidePages.count
                let page = contents.insidePages[entry]
                return insidePrimitive(dot(forPage: page), text: contents.insideTexts[entry])
            }
            rest -= slice.count
        }
        let discs = IndicatorContentDrawing.visibleSlice(of: contents.badgePages, in: layout)
        if rest < discs.count {
            let entry = (discs.start + rest) % contents.badgePages.count
            let page = contents.badgePages[entry]
            let badge = badgeFrame(on: dot(forPage: page), text: contents.badgeTexts[entry])
            return DisplayPrimitive(
                role: .badge, geometry: .roundedRectangle(badge.frame, cornerRadius: Self.capsuleRadius(badge.frame)),
                color: look.badgeColor, page: page)
        }
        rest -= discs.count
        let counts = IndicatorContentDrawing.visibleSlice(of: contents.numberedBadgePages, in: layout)
        let entry = (counts.start + rest) % Swift.max(contents.numberedBadgePages.count, 1)
        let page = contents.numberedBadgePages[entry]
        let text = contents.numberedBadgeTexts[entry]
        let badge = badgeFrame(on: dot(forPage: page), text: text)
        let origin = Point(
            x: badge.frame.midX, y: badge.frame.midY + DisplayText.capHeight * badge.fontSize / 2)
        return DisplayPrimitive(
            role: .badge, geometry: .text(DisplayText(string: text, fontSize: badge.fontSize, origin: origin)),
            color: Self.textColor(on: look.badgeColor), page: page)
    }

    /// The visible dot of a page that has content in the window (the visible slices hold only such pages).
    func dot(forPage page: Int) -> IndicatorLayout.Indicator {
        layout.indicator(forPage: page) ?? layout[0]
    }

    /// A number or text centred in its dot, at the content font size for the dot's thickness (the dot is
    /// 1.5 times it), in the colour that reads on the dot: black or white on the current dot (and under the
    /// mark), the current colour on the others.
    func insidePrimitive(_ dot: IndicatorLayout.Indicator, text: String) -> DisplayPrimitive {
        let frame = dot.frame
        let fontSize = Swift.min(frame.width, frame.height) / 1.5
        let isCurrent = hasMark ? dot.page == currentPage : dot.emphasis >= 0.5
        let on = isCurrent ? Self.textColor(on: look.currentColor) : look.currentColor
        let origin = Point(x: frame.midX, y: frame.midY + DisplayText.capHeight * fontSize / 2)
        return DisplayPrimitive(
            role: .content, geometry: .text(DisplayText(string: text, fontSize: fontSize, origin: origin)),
            color: on, page: dot.page, isCurrent: isCurrent)
    }

    /// A badge on a dot's top trailing corner (top left in a right-to-left row), its centre 0.15 of the dot's
    /// thickness in from the corner: a capsule 1.4 times its font size tall (the font 0.55 of the dot's
    /// unscaled thickness, at least 7 points) and as wide as its text plus 0.6 em, or for a plain badge a disc
    /// 0.6 of the dot's thickness (at least 3 points). Both shrink with a dot at a scrolled end, and a badge
    /// that would stick out of the bounds is moved in.
    func badgeFrame(on dot: IndicatorLayout.Indicator, text: String?) -> (frame: Rect, fontSize: Double) {
        let frame = dot.frame
        let across = Swift.min(frame.width, frame.height)
        let scale = dot.scale > 0 ? dot.scale : 1
        let unscaled = across / scale
        let inset = 0.15 * across
        let corner = Point(
            x: layout.direction == .rightToLeft ? frame.minX + inset : frame.maxX - inset, y: frame.minY + inset)
        let fontSize = Swift.max(7, 0.55 * unscaled) * scale
        let size: Size
        if let text {
            let height = 1.4 * fontSize
            let width = Swift.max(height, Double(text.count) * DisplayText.characterWidth * fontSize + 0.6 * fontSize)
            size = Size(width: width, height: height)
        } else {
            let side = Swift.max(3, 0.6 * unscaled) * scale
            size = Size(width: side, height: side)
        }
        var badge = Rect(
            x: corner.x - size.width / 2, y: corner.y - size.height / 2, width: size.width, height: size.height)
        // A badge at the row's ends stays within the bounds, moved in by what would stick out.
        let bounds = layout.bounds
        if !bounds.isEmpty {
            badge.origin.x -= Swift.max(badge.maxX - bounds.maxX, 0) - Swift.max(bounds.minX - badge.minX, 0)
            badge.origin.y += Swift.max(bounds.minY - badge.minY, 0)
        }
        return (badge, fontSize)
    }

    /// Black or white, whichever stands out more against `color`.
    static func textColor(on color: Color) -> Color {
        Color.contrastRatio(.black, color) >= Color.contrastRatio(.white, color) ? .black : .white
    }
}
