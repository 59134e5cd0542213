extension IndicatorContentDrawing {
    /// Where a frame's content primitives come from: the entries of the content's three page arrays that show
    /// in the window, each as a start and a count read round its array (see ``visibleSlice(of:in:)``), found
    /// once per display list.
    package struct Slices: Sendable, Hashable {
        var insideStart = 0
        var insideCount = 0
        var badgeStart = 0
        var badgeCount = 0
        var numberedStart = 0
        var numberedCount = 0

        /// No content.
        package static let empty = Slices()

        /// The slices of `contents` in `layout`'s window: every visible dot has a number inside with page
        /// numbers.
        ///
        /// - Complexity: O(log k + v) for k pages with content, v of them in the window.
        package init(_ contents: IndicatorContentDrawing, layout: IndicatorLayout) {
            let inside = IndicatorContentDrawing.visibleSlice(of: contents.insidePages, in: layout)
            let badges = IndicatorContentDrawing.visibleSlice(of: contents.badgePages, in: layout)
            let numbered = IndicatorContentDrawing.visibleSlice(of: contents.numberedBadgePages, in: layout)
            (insideStart, insideCount) = contents.showsPageNumbers ? (0, layout.count) : inside
            (badgeStart, badgeCount) = badges
            (numberedStart, numberedCount) = numbered
        }

        init() {}

        /// The number of content primitives: one per dot with a number or text inside, one disc per badge and
        /// one text per badge with a count.
        package var count: Int { insideCount + badgeCount + numberedCount }

        /// Which content the `index`th content primitive draws: the numbers and text inside dots first, then
        /// the badges' discs, then their counts, each in page order through the window.
        ///
        /// - Precondition: `0 <= index < count`, and `contents` is what the slices were found in.
        package func item(_ index: Int, in contents: IndicatorContentDrawing) -> Item {
            if index < insideCount {
                // With page numbers every visible dot has one: the item is the `index`th dot, whatever its page.
                if contents.showsPageNumbers { return Item(kind: .pageNumber, entry: index, page: 0) }
                let entry = (insideStart + index) % contents.insidePages.count
                return Item(kind: .inside, entry: entry, page: contents.insidePages[entry])
            }
            let rest = index - insideCount
            if rest < badgeCount {
                let entry = (badgeStart + rest) % contents.badgePages.count
                return Item(kind: .badge, entry: entry, page: contents.badgePages[entry])
            }
            let entry = (numberedStart + rest - badgeCount) % contents.numberedBadgePages.count
            return Item(kind: .badgeCount, entry: entry, page: contents.numberedBadgePages[entry])
        }
    }

    /// One content primitive's source: what it draws, its entry in the content's arrays (for
    /// ``Kind/pageNumber``, the dot's index in the window) and its page.
    package struct Item {
        /// What a content primitive draws.
        package enum Kind { case pageNumber, inside, badge, badgeCount }
        /// What it draws.
        package let kind: Kind
        /// Its entry in the content's arrays, or the dot's index in the window for a page number.
        package let entry: Int
        /// Its page (0 for a page number: the dot's page is read from the layout).
        package let page: Int
    }
}

extension IndicatorContentDrawing: Equatable {
    /// Whether two drawings draw the same content: the same object, or the same pages and texts.
    package static func == (lhs: IndicatorContentDrawing, rhs: IndicatorContentDrawing) -> Bool {
        lhs === rhs
            || (lhs.insidePages == rhs.insidePages && lhs.insideTexts == rhs.insideTexts
                && lhs.badgePages == rhs.badgePages && lhs.badgeCharacters == rhs.badgeCharacters
                && lhs.numberedBadgePages == rhs.numberedBadgePages && lhs.numberedBadgeTexts == rhs.numberedBadgeTexts
                && lhs.showsPageNumbers == rhs.showsPageNumbers && lhs.insideCharacters == rhs.insideCharacters
                && lhs.badgeCharacterCount == rhs.badgeCharacterCount && lhs.strings.isSameLanguage(as: rhs.strings))
    }
}
