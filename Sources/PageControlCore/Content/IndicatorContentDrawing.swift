/// The pages' content as a frame draws it: the pages with a number or text inside their dot and the pages
/// with a badge, each sorted, with their text already in the control's language.
///
/// The control builds one when the content, ``PresentationOptions/showsPageNumbers``, the page count or the
/// language changes and keeps it, so a frame finds the content of its visible dots with binary searches (no
/// hashing, no allocation), whatever the page count.
package final class IndicatorContentDrawing: Sendable {
    /// A text with its characters counted, so a frame never walks it.
    package struct Text: Sendable, Equatable {
        /// The text.
        package let string: String
        /// `string.count`.
        package let characters: Int

        /// Counts `string`'s characters.
        package init(_ string: String) { (self.string, characters) = (string, string.count) }

        /// A positive number in `strings`' digits: one character per digit, so nothing is counted.
        init(number: Int, strings: PageControlStrings) {
            var text = ""
            let characters = strings.write(number, into: &text)
            (string, self.characters) = (text, characters)
        }
    }

    /// The pages with a number or text of their own, ascending, and the text drawn inside each.
    package let insidePages: [Int]
    package let insideTexts: [Text]
    /// The pages with a badge, ascending, and the number of characters of each badge's count (0 for a plain
    /// badge dot), which sizes its disc.
    package let badgePages: [Int]
    package let badgeCharacters: [Int]
    /// The pages whose badge shows a count, ascending, and that count's text: a badge's text is drawn after
    /// every badge's disc.
    package let numberedBadgePages: [Int]
    package let numberedBadgeTexts: [Text]
    /// Whether every dot shows its page number (``PresentationOptions/showsPageNumbers``).
    package let showsPageNumbers: Bool
    /// The most characters any dot holds inside (the page count's digits with numbers), and the most a badge
    /// holds (1 for a plain badge), over every page: what a terminal gives each dot, whatever is in view.
    package let insideCharacters: Int
    package let badgeCharacterCount: Int
    /// The strings the numbers are written with.
    package let strings: PageControlStrings

    /// Sorts sparse content and writes its text in `strings`' language.
    package init(
        contents: [Int: IndicatorContent], showsPageNumbers: Bool, insideCharacters: Int, strings: PageControlStrings
    ) {
        let sorted = contents.sorted { $0.key < $1.key }
        var insidePages: [Int] = []
        var insideTexts: [Text] = []
        var badgePages: [Int] = []
        var badgeCharacters: [Int] = []
        var numberedPages: [Int] = []
        var numberedTexts: [Text] = []
        for (page, content) in sorted {
            switch content {
            case .none: break
            case .number:
                insidePages.append(page)
                insideTexts.append(Text(number: page + 1, strings: strings))
            case .text(let text):
                insidePages.append(page)
                insideTexts.append(Text(text))
            case .badge(let count):
                let text = IndicatorContent.badgeText(count: count, strings: strings).map(Text.init)
                badgePages.append(page)
                badgeCharacters.append(text?.characters ?? 0)
                if let text {
                    numberedPages.append(page)
                    numberedTexts.append(text)
                }
            }
        }
        self.insidePages = insidePages
        self.insideTexts = insideTexts
        self.badgePages = badgePages
        self.badgeCharacters = badgeCharacters
        numberedBadgePages = numberedPages
        numberedBadgeTexts = numberedTexts
        self.showsPageNumbers = showsPageNumbers
        self.insideCharacters = insideCharacters
        badgeCharacterCount = badgeCharacters.max().map { Swift.max($0, 1) } ?? 0
        self.strings = strings
    }

    /// The text inside a page's dot: its own number or text, else its number when every dot shows one, else
    /// nil.
    ///
    /// - Complexity: O(log k) for k pages with content; a number of 15 ASCII digits or fewer (7 of two-byte
    ///   digits) is written without allocating.
    package func insideText(forPage page: Int) -> Text? {
        if let index = Self.index(of: page, in: insidePages) { return insideTexts[index] }
        return showsPageNumbers ? Text(number: page + 1, strings: strings) : nil
    }

    /// The index of `page` in an ascending array, or nil.
    package static func index(of page: Int, in pages: [Int]) -> Int? {
        let i = lowerBound(page, in: pages)
        return i < pages.count && pages[i] == page ? i : nil
    }

    /// The first index whose page is `page` or more.
    package static func lowerBound(_ page: Int, in pages: [Int]) -> Int {
        var (low, high) = (0, pages.count)
        while low < high {
            let mid = (low + high) / 2
            if pages[mid] < page { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The entries of an ascending page array whose pages show in `layout`'s window, as a start and a count
    /// read round the array (in a looping window the pages past the seam come after the last page's):
    /// entry `i` of the window is `pages[(start + i) % pages.count]`.
    ///
    /// - Complexity: O(log k + v) for k pages in the array, v of them in the window: one binary search for
    ///   the window's first page, then a walk over the entries in the window.
    package static func visibleSlice(of pages: [Int], in layout: IndicatorLayout) -> (start: Int, count: Int) {
        guard !pages.isEmpty, !layout.isEmpty else { return (0, 0) }
        let first = layout.firstVisiblePage
        let n = layout.numberOfPages
        let span = Swift.min(layout.count, n)
        let start = lowerBound(first, in: pages)
        // Pages from the first to the row's last page, then (a window that wraps past it) from page 0 on.
        let beforeSeam = Swift.min(span, n - first)
        let end = entries(of: pages, from: start, through: first + beforeSeam - 1)
        if beforeSeam == span { return (start, end - start) }
        return (start, end - start + entries(of: pages, from: 0, through: span - beforeSeam - 1))
    }

    /// The index after the entries from `start` on whose pages are at most `last`.
    @inline(__always)
    static func entries(of pages: [Int], from start: Int, through last: Int) -> Int {
        var end = start
        while end < pages.count, pages[end] <= last { end += 1 }
        return end
    }
}
