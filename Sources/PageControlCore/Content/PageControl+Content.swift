extension PageControl {
    /// What stands for the pages and what their dots carry: dots, lines, story segments or a number, each
    /// page's number, a badge or text, and the badges' colour; see ``PresentationOptions``. The default shows
    /// the appearance proxy's presentation (else dots), no page numbers and no content.
    ///
    /// Content of pages at or past ``numberOfPages`` is dropped, now and whenever the page count is lowered.
    /// Changing it never sends ``PageControlEvent/valueChanged``.
    ///
    /// ```swift
    /// control.presentation.kind = .lines
    /// control.presentation.setContent(.badge(2), forPage: 2)
    /// ```
    public var presentation: PresentationOptions {
        get { storedPresentation }
        _modify {
            let revision = storedPresentation.contents.revision
            yield &storedPresentation
            storedPresentation.contents.drop(from: pages.numberOfPages)
            presentationDidChange(contentsChanged: storedPresentation.contents.revision != revision)
        }
        set {
            storedPresentation = newValue
            storedPresentation.contents.drop(from: pages.numberOfPages)
            presentationDidChange(contentsChanged: true)
        }
    }

    /// After the presentation changed (and content past the last page was dropped): the look learns the
    /// presentation and badge colour, and the kept content drawing is cleared when the content or the page
    /// numbers changed. O(1).
    func presentationDidChange(contentsChanged: Bool) {
        inputs.setPresentation(storedPresentation.kind, badgeColor: storedPresentation.badgeColor)
        if contentsChanged { contentsDidChange() }
    }

    /// What stands for the pages after the appearance proxy and the default (``IndicatorPresentation/dots``).
    package var resolvedPresentation: IndicatorPresentation {
        storedPresentation.kind ?? Self.appearance().indicatorPresentation ?? .dots
    }

    /// The badges' colour after falling back through the appearance proxy to the default.
    package var resolvedBadgeColor: Color {
        storedPresentation.badgeColor ?? Self.appearance().badgeColor ?? PageControlAppearance.defaultBadgeColor
    }

    /// The content as a frame draws it, built when content or the look changes; nil with no content and no
    /// page numbers.
    ///
    /// Inlined, so a frame without content pays for two checks, not a call.
    @inline(__always)
    package var contentDrawing: IndicatorContentDrawing? {
        storedPresentation.showsPageNumbers || !storedPresentation.contents.isEmpty ? keptContentDrawing() : nil
    }

    /// The kept drawing of the content, or a fresh one when the look changed since it was made.
    @inline(never)
    func keptContentDrawing() -> IndicatorContentDrawing {
        let showsPageNumbers = storedPresentation.showsPageNumbers
        let contents = storedPresentation.contents
        let look = currentLook
        if let cached = cachedContentDrawing, cached.look === look { return cached }
        let fresh = IndicatorContentDrawing(
            contents: contents.byPage, showsPageNumbers: showsPageNumbers,
            insideCharacters: contents.insideCharacters(
                pageCount: pages.numberOfPages, showsPageNumbers: showsPageNumbers),
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
            storedPresentation.contents.insideCharacters(
                pageCount: pages.numberOfPages, showsPageNumbers: storedPresentation.showsPageNumbers))
    }

    /// Drops the content of pages at or past `count` (after the page count is lowered).
    func dropContents(from count: Int) {
        storedPresentation.contents.drop(from: count)
    }

    /// The words a page's content adds to the spoken value: a badge's "2 new", a text's characters, nil for
    /// a number (the value already says it) or no content.
    func spokenContent(forPage page: Int, strings: PageControlStrings) -> String? {
        switch storedPresentation.contents[page] {
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
