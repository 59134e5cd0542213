/// The per-page states of a control as a frame draws them: the pages with a state, sorted, each with its
/// resolved colour and shape.
///
/// The control builds one when its states or its look change and keeps it, so a frame finds a dot's state
/// with a binary search over the pages that have one (no hashing, no allocation), whatever the page count.
package final class IndicatorStateDrawing: Sendable {
    /// A state's look, resolved: the colour a dot in it is drawn with when not current, and its shape
    /// (nil to keep the other dots' shape).
    package struct Style: Sendable, Hashable {
        /// The colour when not current.
        package let color: Color
        /// The shape when not current, or nil for the other dots' shape.
        package let shape: IndicatorShape?
    }

    /// The pages with a state, ascending.
    let pages: [Int]
    /// The look of each page in ``pages``.
    let styles: [Style]
    /// The look it was resolved against (a new look means a new drawing).
    let look: ResolvedAppearance
    /// The first and last page with a state, for a quick miss.
    let lowest: Int
    let highest: Int

    /// Resolves sparse states against a look.
    init(states: [Int: IndicatorState], look: ResolvedAppearance) {
        let sorted = states.keys.sorted()
        pages = sorted
        styles = sorted.map { page in
            let style = look.style(for: states[page]!)
            return Style(color: style.color ?? look.otherColor, shape: style.shape)
        }
        self.look = look
        lowest = sorted.first ?? 0
        highest = sorted.last ?? -1
    }

    /// The look of a page, or nil when it has no state.
    ///
    /// - Complexity: O(log k) for k pages with a state.
    @inline(__always)
    package func style(forPage page: Int) -> Style? {
        guard page >= lowest, page <= highest else { return nil }
        var low = 0
        var high = pages.count
        while low < high {
            let middle = (low &+ high) >> 1
            if pages[middle] < page { low = middle &+ 1 } else { high = middle }
        }
        return low < pages.count && pages[low] == page ? styles[low] : nil
    }
}

extension IndicatorStateDrawing: Equatable {
    /// Whether two drawings draw the same states: the same object, or the same pages with the same looks.
    package static func == (lhs: IndicatorStateDrawing, rhs: IndicatorStateDrawing) -> Bool {
        lhs === rhs || (lhs.pages == rhs.pages && lhs.styles == rhs.styles)
    }
}
