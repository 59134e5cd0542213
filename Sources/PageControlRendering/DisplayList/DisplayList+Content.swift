import PageControlCore

extension DisplayList {
    /// Where a row's content primitives come from: the entries of the content's three page arrays that show
    /// in the window, each as a start and a count read round its array (see
    /// `IndicatorContentDrawing.visibleSlice(of:in:)`), found with binary searches when a content primitive
    /// is read (kept out of the list, which every iterator copies).
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
        /// - Complexity: O(log k) for k pages with content.
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
        var count: Int { Int(insideCount) + Int(badgeCount) + Int(numberedCount) }
    }

    /// The `index`th content primitive: the numbers and text inside dots first, then the badges' discs,
    /// then their counts, each in page order through the window.
    func contentPrimitive(_ index: Int, contents: IndicatorContentDrawing) -> DisplayPrimitive {
        let slices = ContentSlices(contents, layout: layout)
        var rest = index
        if rest < Int(slices.insideCount) {
            if contents.showsPageNumbers {
                let dot = layout.uncheckedFeaturedIndicator(at: rest)
                return insidePrimitive(dot, text: contents.insideText(forPage: dot.page) ?? "", contents: contents)
            }
            let entry = (Int(slices.insideStart) + rest) % contents.insidePages.count
            let page = contents.insidePages[entry]
            return insidePrimitive(dot(forPage: page), text: contents.insideTexts[entry], contents: contents)
        }
        rest -= Int(slices.insideCount)
        if rest < Int(slices.badgeCount) {
            let entry = (Int(slices.badgeStart) + rest) % contents.badgePages.count
            let page = contents.badgePages[entry]
            let badge = badgeFrame(on: dot(forPage: page), text: contents.badgeTexts[entry])
            return DisplayPrimitive(
                role: .badge, geometry: .roundedRectangle(badge.frame, cornerRadius: Self.capsuleRadius(badge.frame)),
                color: look.badgeColor, page: page)
        }
        rest -= Int(slices.badgeCount)
        let entry = (Int(slices.numberedStart) + rest) % Swift.max(contents.numberedBadgePages.count, 1)
        let page = contents.numberedBadgePages[entry]
        let text = contents.numberedBadgeTexts[entry]
        let badge = badgeFrame(on: dot(forPage: page), text: text)
        let origin = Point(
            x: badge.frame.midX, y: badge.frame.midY + DisplayText.capHeight * badge.fontSize / 2)
        return DisplayPrimitive(
            role: .badge, geometry: .text(DisplayText(string: text, fontSize: badge.fontSize, origin: origin)),
            color: contents.badgeTextColor, page: page)
    }

    /// The visible dot of a page that has content in the window (the visible slices hold only such pages).
    func dot(forPage page: Int) -> IndicatorLayout.Indicator {
        layout.indicator(forPage: page) ?? layout[0]
    }

    /// A number or text centred in its dot, at the content font size for the dot's thickness (the dot is
    /// 1.5 times it), in the colour that reads on the dot: black or white on the current dot (and under the
    /// mark), the current colour on the others.
    func insidePrimitive(
        _ dot: IndicatorLayout.Indicator, text: String, contents: IndicatorContentDrawing
    ) -> DisplayPrimitive {
        let frame = dot.frame
        let fontSize = Swift.min(frame.width, frame.height) / 1.5
        let isCurrent = hasMark ? dot.page == currentPage : dot.emphasis >= 0.5
        let on = isCurrent ? contents.currentTextColor : look.currentColor
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
}
