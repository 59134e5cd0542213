import PageControlCore

extension DisplayList {
    /// Where a row's content primitives come from: the entries of the content's three page arrays that show
    /// in the window, each as a start and a count read round its array (see
    /// `IndicatorContentDrawing.visibleSlice(of:in:)`), found once per list. 32-bit fields, as the list's other
    /// counts: the list is copied into every iterator.
    struct ContentSlices: Sendable {
        var insideStart: Int32 = 0
        var insideCount: Int32 = 0
        var badgeStart: Int32 = 0
        var badgeCount: Int32 = 0
        var numberedStart: Int32 = 0
        var numberedCount: Int32 = 0

        /// No content.
        static let empty = ContentSlices()

        /// The slices of `contents` in `layout`'s window: every visible dot has a number inside with page
        /// numbers.
        ///
        /// - Complexity: O(log k + v) for k pages with content, v of them in the window.
        init(_ contents: IndicatorContentDrawing, layout: IndicatorLayout) {
            let inside = IndicatorContentDrawing.visibleSlice(of: contents.insidePages, in: layout)
            let badges = IndicatorContentDrawing.visibleSlice(of: contents.badgePages, in: layout)
            let numbered = IndicatorContentDrawing.visibleSlice(of: contents.numberedBadgePages, in: layout)
            (insideStart, insideCount) =
                contents.showsPageNumbers ? (0, Int32(layout.count)) : (Int32(inside.start), Int32(inside.count))
            (badgeStart, badgeCount) = (Int32(badges.start), Int32(badges.count))
            (numberedStart, numberedCount) = (Int32(numbered.start), Int32(numbered.count))
        }

        init() {}

        /// The number of content primitives: one per dot with a number or text inside, one disc per badge and
        /// one text per badge with a count.
        @inline(__always) var count: Int { Int(insideCount) + Int(badgeCount) + Int(numberedCount) }

        /// Which content the `index`th content primitive draws: the numbers and text inside dots first, then
        /// the badges' discs, then their counts, each in page order through the window.
        ///
        /// - Precondition: `0 <= index < count`, and `contents` is what the slices were found in.
        @inline(__always)
        func item(_ index: Int, in contents: IndicatorContentDrawing) -> ContentItem {
            if index < Int(insideCount) {
                // With page numbers every visible dot has one: the item is the `index`th dot, whatever its page.
                if contents.showsPageNumbers { return ContentItem(kind: .pageNumber, entry: index, page: 0) }
                let entry = (Int(insideStart) + index) % contents.insidePages.count
                return ContentItem(kind: .inside, entry: entry, page: contents.insidePages[entry])
            }
            let rest = index - Int(insideCount)
            if rest < Int(badgeCount) {
                let entry = (Int(badgeStart) + rest) % contents.badgePages.count
                return ContentItem(kind: .badge, entry: entry, page: contents.badgePages[entry])
            }
            let entry = (Int(numberedStart) + rest - Int(badgeCount)) % contents.numberedBadgePages.count
            return ContentItem(kind: .badgeCount, entry: entry, page: contents.numberedBadgePages[entry])
        }
    }

    /// One content primitive's source: what it draws, its entry in the content's arrays (for
    /// ``Kind/pageNumber``, the dot's index in the window) and its page.
    struct ContentItem {
        enum Kind { case pageNumber, inside, badge, badgeCount }
        let kind: Kind
        let entry: Int
        let page: Int
    }

    /// The content primitive of `item`, drawn on its dot (computed by the caller, so this takes nothing of the
    /// layout but its bounds and direction: a call that takes the whole layout copies it).
    ///
    /// - Precondition: ``contents`` is set.
    func contentPrimitive(_ item: ContentItem, on dot: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let contents = contents.unsafelyUnwrapped
        switch item.kind {
        case .pageNumber:
            let text = contents.insideText(forPage: dot.page) ?? IndicatorContentDrawing.Text("")
            return insidePrimitive(dot, text: text, contents: contents)
        case .inside:
            return insidePrimitive(dot, text: contents.insideTexts[item.entry], contents: contents)
        case .badge:
            let badge = badgeFrame(on: dot, characters: contents.badgeCharacters[item.entry])
            return DisplayPrimitive(
                role: .badge, geometry: .roundedRectangle(badge.frame, cornerRadius: Self.capsuleRadius(badge.frame)),
                color: look.badgeColor, page: item.page)
        case .badgeCount:
            let text = contents.numberedBadgeTexts[item.entry]
            let badge = badgeFrame(on: dot, characters: text.characters)
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
    /// dot at a scrolled end, and a badge that would stick out of the bounds is moved in.
    func badgeFrame(on dot: IndicatorLayout.Indicator, characters: Int) -> (frame: Rect, fontSize: Double) {
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
            x: corner.x - size.width / 2, y: corner.y - size.height / 2, width: size.width, height: size.height)
        // A badge at the row's ends stays within the bounds, moved in by what would stick out.
        let bounds = layout.bounds
        if !bounds.isEmpty {
            badge.origin.x -= Swift.max(badge.maxX - bounds.maxX, 0) - Swift.max(bounds.minX - badge.minX, 0)
            badge.origin.y += Swift.max(bounds.minY - badge.minY, 0)
        }
        return (badge, fontSize)
    }
}
