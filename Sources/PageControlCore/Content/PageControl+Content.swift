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
            // Moved out while the caller changes it and moved back after, as ``indicatorStates`` is.
            var presentation = takePresentation()
            let revision = presentation.contents.revision
            yield &presentation
            presentation.contents.drop(from: pages.numberOfPages)
            storedPresentation = presentation
            presentationDidChange(contentsChanged: presentation.contents.revision != revision)
        }
        set {
            var presentation = newValue
            presentation.contents.drop(from: pages.numberOfPages)
            storedPresentation = presentation
            presentationDidChange(contentsChanged: true)
        }
    }

    /// After the presentation changed (and content past the last page was dropped): the kept content drawing
    /// is built again when the content or the page numbers changed, and the look and the layout's style (the
    /// presentation, the badges' colour, the dots grown for content).
    func presentationDidChange(contentsChanged: Bool) {
        if contentsChanged { refreshContentDrawing() }
        appearanceDidChange()
    }

    /// What stands for the pages after the appearance proxy and the default (``IndicatorPresentation/dots``).
    package var resolvedPresentation: IndicatorPresentation {
        storedPresentation.kind ?? Self.appearance().indicatorPresentation ?? .dots
    }

    /// The badges' colour after falling back through the appearance proxy to the default.
    package var resolvedBadgeColor: Color {
        storedPresentation.badgeColor ?? Self.appearance().badgeColor ?? PageControlAppearance.defaultBadgeColor
    }

    /// The most characters a dot holds inside (the page count's digits with page numbers, else the longest
    /// number or text of a page's own), which grows every dot; 0 for none.
    var insideCharacters: Int {
        storedPresentation.contents.insideCharacters(
            pageCount: pages.numberOfPages, showsPageNumbers: storedPresentation.showsPageNumbers)
    }

    /// Drops the content of pages at or past `count` (after the page count is lowered).
    func dropContents(from count: Int) {
        var presentation = takePresentation()
        presentation.contents.drop(from: count)
        storedPresentation = presentation
    }

    /// The presentation, moved out of its storage (left empty until it is stored again), so that changing it
    /// copies nothing and no access to the storage spans the change (the optimiser then checks none at run time).
    func takePresentation() -> PresentationOptions {
        let presentation = storedPresentation
        storedPresentation = PresentationOptions()
        return presentation
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
