extension PageControl {
    /// Sets what a page's dot carries: its number, a badge with a count or one or two characters of text;
    /// ``IndicatorContent/none`` removes it. See ``IndicatorContent``.
    ///
    /// Content is stored sparsely, like page states: memory and a frame's cost grow with the pages that have
    /// content, never with the page count. A badge's negative count becomes 0 and text is cut to two
    /// characters (``IndicatorContent/normalized``). As with page states, pages outside
    /// 0…numberOfPages − 1 are ignored, and lowering ``numberOfPages`` drops the content of the pages
    /// removed. Setting content never sends ``PageControlEvent/valueChanged``.
    public func setIndicatorContent(_ content: IndicatorContent, forPage page: Int) {
        guard page >= 0, page < numberOfPages, storedContents.set(content, forPage: page) else { return }
        contentsDidChange()
    }

    /// The content set for a page, or ``IndicatorContent/none`` (also for pages out of range). A number shown
    /// by ``showsPageNumbers`` alone is not the page's own content.
    public func indicatorContent(forPage page: Int) -> IndicatorContent { storedContents[page] }

    /// Whether every dot shows its page number (1-based, in the language's digits). The default is false.
    ///
    /// Every dot grows to fit the longest number (the page count's digits), so the row keeps one pitch. A
    /// page's own text (``IndicatorContent/text(_:)``) shows instead of its number, and a badge still sits
    /// on the corner.
    public var showsPageNumbers: Bool {
        get { storedShowsPageNumbers }
        set {
            guard newValue != storedShowsPageNumbers else { return }
            storedShowsPageNumbers = newValue
            contentsDidChange()
        }
    }

    /// The badges' colour. The default, nil, uses the appearance proxy's colour, then
    /// ``PageControlAppearance/defaultBadgeColor`` (a red that white text reads on at 4.5:1).
    public var badgeColor: Color? {
        get { inputs.values.badgeColor }
        set { inputs.set(\.badgeColor, to: newValue) }
    }

    /// The badges' colour after falling back through the appearance proxy to the default.
    package var resolvedBadgeColor: Color {
        badgeColor ?? Self.appearance().badgeColor ?? PageControlAppearance.defaultBadgeColor
    }

    /// The content as a frame draws it, built when content or the look changes; nil with no content and no
    /// page numbers.
    package var contentDrawing: IndicatorContentDrawing? {
        guard storedShowsPageNumbers || !storedContents.isEmpty else { return nil }
        let look = currentLook
        if let cached = cachedContentDrawing, cached.look === look { return cached }
        let fresh = IndicatorContentDrawing(
            contents: storedContents.byPage, showsPageNumbers: storedShowsPageNumbers,
            insideCharacters: storedContents.insideCharacters(
                pageCount: pages.numberOfPages, showsPageNumbers: storedShowsPageNumbers),
            strings: localizedStrings, look: look)
        cachedContentDrawing = fresh
        return fresh
    }

    /// After content, the page numbers or the page count changed: the kept drawing is cleared and the
    /// look learns how many characters a dot must hold (the page count's digits with page numbers, else
    /// the longest number or text of a page's own). O(1): the content keeps its own tallies.
    func contentsDidChange() {
        cachedContentDrawing = nil
        inputs.setInsideCharacters(
            storedContents.insideCharacters(pageCount: pages.numberOfPages, showsPageNumbers: storedShowsPageNumbers))
    }

    /// Drops the content of pages at or past `count` (after the page count is lowered).
    func dropContents(from count: Int) {
        storedContents.drop(from: count)
    }

    /// The words a page's content adds to the spoken value: a badge's "2 new", a text's characters, nil for
    /// a number (the value already says it) or no content.
    func spokenContent(forPage page: Int, strings: PageControlStrings) -> String? {
        switch storedContents[page] {
        case .none, .number: return nil
        case .badge(let count): return strings.badgeText(count: count)
        case .text(let text): return text
        }
    }
}

extension IndicatorMetrics {
    /// The font size of a number or text inside a dot of `diameter`: 0.7 of it, at least 9 points, so a
    /// dot 1.5 times the font size (``grownForContent(characters:)``) is never smaller than the dot.
    package static func contentFontSize(forDiameter diameter: Double) -> Double { Swift.max(9, 0.7 * diameter) }

    /// The metrics with every dot grown to hold `characters` characters inside: 1.5 times the content font
    /// size across, and along the row the text's width (0.6 em a character) plus half an em, at least as
    /// long as it is thick. No characters leave the metrics as they are.
    package func grownForContent(characters: Int) -> IndicatorMetrics {
        guard characters > 0 else { return self }
        let font = Self.contentFontSize(forDiameter: diameter)
        var grown = self
        grown.diameter = 1.5 * font
        let length = Double(characters) * OverflowLabel.characterWidth * font + 0.5 * font
        let along = Swift.max(length, grown.diameter, indicatorLength ?? 0)
        grown.indicatorLength = along > grown.diameter ? along : nil
        if let current = currentIndicatorLength { grown.currentIndicatorLength = Swift.max(current, along) }
        return grown
    }
}
