/// The content of a control's pages, stored sparsely, with what the dots must hold kept up to date as it
/// changes: the store behind ``PresentationOptions/setContent(_:forPage:)``.
///
/// Setting or clearing one page's content is O(1) (amortised), whatever the number of pages with content,
/// so filling in k badges costs O(k).
struct IndicatorContents: Sendable {
    /// The content of each page that has some (never ``IndicatorContent/none``).
    private(set) var byPage = [Int: IndicatorContent]()
    /// How many pages show their number inside the dot.
    private(set) var numberCount = 0
    /// How many pages show text of one character and of two (texts are cut to two characters).
    private(set) var textCounts = (one: 0, two: 0)
    /// The pages whose text has two characters, counted when the text is set: so dropping pages needs no
    /// character counting (and the WebAssembly module, which drops pages, none of the Unicode tables).
    private var twoCharacterTexts = Set<Int>()
    /// How many times the content (or the page numbers beside it) changed: a control compares it before and
    /// after a change to know whether its kept drawing is stale, without comparing every page.
    private(set) var revision = 0
    /// At least the highest page with content (it does not go down when that page's content is removed), so
    /// a control finds out in O(1) whether any content lies past its last page.
    private(set) var highestPage = -1

    /// The content of a page, or ``IndicatorContent/none``.
    subscript(page: Int) -> IndicatorContent { byPage[page] ?? .none }

    /// Whether no page has content.
    var isEmpty: Bool { byPage.isEmpty }

    /// Sets a page's content (normalized: see ``IndicatorContent/normalized``); ``IndicatorContent/none``
    /// removes it. Returns whether anything changed.
    @discardableResult
    mutating func set(_ content: IndicatorContent, forPage page: Int) -> Bool {
        let content = content.normalized
        let old = byPage[page] ?? .none
        guard old != content else { return false }
        count(old, page: page, by: -1)
        if case .text(let text) = content, text.count >= 2 {
            twoCharacterTexts.insert(page)
        } else {
            twoCharacterTexts.remove(page)
        }
        count(content, page: page, by: 1)
        byPage[page] = content == .none ? nil : content
        highestPage = Swift.max(highestPage, page)
        revision &+= 1
        return true
    }

    /// Drops the content of pages at or past `count` (after the page count is lowered).
    ///
    /// - Complexity: O(k) for k pages with content.
    mutating func drop(from count: Int) {
        #if !hasFeature(Embedded)  // the web element sets no content (Guides/Web.md)
            guard highestPage >= count else { return }
            for (page, content) in byPage where page >= count {
                self.count(content, page: page, by: -1)
                twoCharacterTexts.remove(page)
                byPage[page] = nil
                revision &+= 1
            }
            highestPage = byPage.keys.max() ?? -1
        #endif
    }

    /// Records a change beside the content that changes how it is drawn (the page numbers).
    mutating func noteChange() {
        revision &+= 1
    }

    /// The most characters a dot must hold inside, for `pageCount` pages: the digits of the page count when
    /// any dot shows its number (every one with `showsPageNumbers`), else the longest page text, else 0.
    func insideCharacters(pageCount: Int, showsPageNumbers: Bool) -> Int {
        if showsPageNumbers || numberCount > 0 {
            return Swift.max(CoreMath.decimalDigits(Swift.max(pageCount, 1)), textLength)
        }
        return textLength
    }

    /// The longest text's length: 2, 1 or 0 for none.
    private var textLength: Int { textCounts.two > 0 ? 2 : textCounts.one > 0 ? 1 : 0 }

    /// Counts `page`'s `content` in (`by` 1) or out (`by` −1) of the inside tallies.
    private mutating func count(_ content: IndicatorContent, page: Int, by step: Int) {
        switch content {
        case .number: numberCount += step
        case .text:
            if twoCharacterTexts.contains(page) { textCounts.two += step } else { textCounts.one += step }
        case .none, .badge: break
        }
    }
}
