extension PageControl {
    /// After the pages changed: the "3 / 12" text follows the displayed page and the page count. (The
    /// ``numberOfPages`` setter rebuilds the content, after it drops the content of pages that went.)
    func pagesDidChange(from old: PageState) {
        if pages.numberOfPages != old.numberOfPages || pages.displayedPage != old.displayedPage
            || pages.isOpenEnded != old.isOpenEnded
        {
            refreshPageText()
        }
    }

    /// After the language changed: its strings, and everything written in them.
    package func languageDidChange() {
        strings = PageControlStrings.forLanguage(environment.language)
        refreshPageText()
        refreshContentDrawing()
    }

    /// Writes "3 / 12" ("3 / 12+" while more pages may follow) for the displayed page again, into the kept
    /// text's own storage (taken out first, so it is the only reference and is rewritten in place), when a number
    /// or an overflow label can show it.
    func refreshPageText() {
        var text = pageText.text
        pageText.text = ""
        text.removeAll(keepingCapacity: true)
        let characters = writePageText(into: &text)
        pageText = (text, characters)
    }

    /// Writes the text a number or an overflow label shows for the displayed page into `text` ("3 / 12", "3 /
    /// 12+" while more pages may follow), or nothing when neither shows or there are no pages.
    ///
    /// - Returns: The characters written.
    func writePageText(into text: inout String) -> Int {
        var needed = layoutStyle.presentation == .numeric
        if case .dots = window.overflowStyle {} else { needed = true }
        guard needed, pages.numberOfPages > 0 else { return 0 }
        return strings.writePageOfCount(
            pages.displayedPage, of: pages.numberOfPages, atLeast: pages.isOpenEnded, into: &text)
    }

    /// Sorts the content by page again and writes its text in the language, or clears it when no page has
    /// content and no page number shows.
    func refreshContentDrawing() {
        contentDrawing = makeContentDrawing()
    }

    /// The content as a frame draws it now, or nil when no page has content and no page number shows. The Embedded
    /// build (the web element, which sets no content) draws none.
    func makeContentDrawing() -> IndicatorContentDrawing? {
        #if hasFeature(Embedded)
            return nil
        #else
            let presentation = storedPresentation
            guard presentation.showsPageNumbers || !presentation.contents.isEmpty else { return nil }
            return IndicatorContentDrawing(
                contents: presentation.contents.byPage, showsPageNumbers: presentation.showsPageNumbers,
                insideCharacters: presentation.contents.insideCharacters(
                    pageCount: pages.numberOfPages, showsPageNumbers: presentation.showsPageNumbers),
                strings: strings)
        #endif
    }

    /// What the control keeps for drawing that differs from what it would build now: "look", "layout style",
    /// "strings", "page text", "content"; empty when everything is current. For the invariant checker.
    package var staleKeptDrawing: [String] {
        var stale: [String] = []
        // `==` first; descriptions only to forgive NaN payloads in shapes (NaN is not equal to itself).
        let fresh = ResolvedAppearance(self)
        if look != fresh, look.description != fresh.description { stale.append("look") }
        let style = LayoutStyle(
            metrics: layoutMetrics, direction: resolvedDirection, effect: indicatorEffect,
            presentation: resolvedPresentation, hasPadding: resolvedBackgroundStyle != .minimal,
            snapsMark: environment.reducesMotion)
        if layoutStyle != style, "\(layoutStyle)" != "\(style)" { stale.append("layout style") }
        if strings.language != PageControlStrings.forLanguage(environment.language).language { stale.append("strings") }
        var text = ""
        let characters = writePageText(into: &text)
        if pageText.text != text || pageText.characters != characters { stale.append("page text") }
        if !PageControlFrame.same(contentDrawing, makeContentDrawing()) { stale.append("content") }
        return stale
    }
}

extension PageControl {
    /// After anything the look or the layout's style is made of changed (a colour, shape, metric, background,
    /// effect, direction, the presentation, the states' looks, a timer attached, the person's settings, the page
    /// count with page numbers, or the appearance proxy): both are resolved again.
    func appearanceDidChange() {
        look = ResolvedAppearance(self)
        let presentation = layoutStyle.presentation
        layoutStyle = LayoutStyle(
            metrics: layoutMetrics, direction: resolvedDirection, effect: indicatorEffect,
            presentation: resolvedPresentation, hasPadding: resolvedBackgroundStyle != .minimal,
            snapsMark: environment.reducesMotion)
        if layoutStyle.presentation != presentation { refreshPageText() }
    }
}
