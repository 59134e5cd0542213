/// The states of a control's pages, the trail of visited pages, and how dots in each state look: the value
/// of ``PageControl/indicatorStates``.
///
/// ```swift
/// control.indicatorStates[2] = .completed
/// control.indicatorStates.tracksVisitedPages = true
/// control.indicatorStates.setStyle(IndicatorStateStyle(color: .systemGreen), for: .completed)
/// ```
///
/// States are stored sparsely: memory grows with the pages that have one, never with the page count.
public struct IndicatorStates: Sendable, Hashable {
    /// The pages with a state other than ``IndicatorState/normal``.
    private(set) var byPage = [Int: IndicatorState]()
    /// The styles set for states, by canonical state.
    public private(set) var styles = [IndicatorState: IndicatorStateStyle]()

    /// Whether each page a person leaves becomes ``IndicatorState/visited``. The default is false.
    ///
    /// A person leaves a page with a tap, a key, a scroll over the control, a scrub (every page it passes is
    /// left in turn), an accessibility action or the timer's advance. Changes made by code
    /// (``PageControl/currentPage``, ``PageControl/setCurrentPage(_:animated:)``, ``PageControl/position``
    /// from a scroll view) mark nothing. Only pages in the ``IndicatorState/normal`` state are marked: a
    /// completed page stays completed. With a span (``PagingOptions/visiblePageCount``), the pages that leave
    /// the screen are marked.
    public var tracksVisitedPages: Bool

    /// Creates states with no page in one and no style.
    public init(tracksVisitedPages: Bool = false) {
        self.tracksVisitedPages = tracksVisitedPages
    }

    /// The state of a page: ``IndicatorState/normal`` unless one was set (or the visited trail marked it).
    /// Setting ``IndicatorState/normal`` removes it; negative pages are ignored, and a control drops pages
    /// at or past its page count.
    public subscript(page: Int) -> IndicatorState {
        get { byPage[page] ?? .normal }
        set {
            guard page >= 0 else { return }
            let state = newValue.canonical
            if state == .normal { byPage[page] = nil } else { byPage[page] = state }
        }
    }

    /// The pages that have a state, with their states, in page order.
    ///
    /// - Complexity: O(k log k) for k pages with a state.
    public var pages: [(page: Int, state: IndicatorState)] {
        byPage.keys.sorted().map { ($0, byPage[$0] ?? .normal) }
    }

    /// Whether no page has a state.
    public var isEmpty: Bool { byPage.isEmpty }

    /// Clears every page's state (and with it the visited trail); the styles and the trail's switch stay.
    public mutating func removeAll() {
        byPage.removeAll()
    }

    /// Sets how dots in a state look; nil falls back to the appearance proxy's style, then to
    /// ``IndicatorStateStyle/defaultStyle(for:diameter:)``. Styling ``IndicatorState/normal`` does nothing
    /// (the other dots' colour and shape are its style).
    public mutating func setStyle(_ style: IndicatorStateStyle?, for state: IndicatorState) {
        let state = state.canonical
        guard state != .normal else { return }
        styles[state] = style
    }

    /// The style set for a state, or nil.
    public func style(for state: IndicatorState) -> IndicatorStateStyle? { styles[state.canonical] }

    /// Drops the states of pages at or past `count`.
    ///
    /// - Returns: Whether any state was dropped.
    @discardableResult
    mutating func drop(from count: Int) -> Bool {
        #if hasFeature(Embedded)
            return false  // the web element sets no states (Guides/Web.md)
        #else
            guard byPage.keys.contains(where: { $0 >= count }) else { return false }
            byPage = byPage.filter { $0.key < count }
            return true
        #endif
    }

    /// Marks the pages a person is leaving visited, when ``tracksVisitedPages`` is on: the pages of the span
    /// at `from` that the span at `to` does not cover, in `pages`; pages with a state keep it.
    ///
    /// - Returns: Whether any page was marked.
    mutating func markVisited(leaving from: Int, for to: Int, in pages: PageState) -> Bool {
        #if hasFeature(Embedded)
            return false  // the web element sets no states (Guides/Web.md)
        #else
            guard tracksVisitedPages, from != to else { return false }
            var marked = false
            for offset in 0..<pages.span {
                let page = pages.wrapsAround ? pages.page(from, movedBy: offset) : from + offset
                guard page < pages.numberOfPages, !pages.spanContains(page, first: to), byPage[page] == nil else {
                    continue
                }
                byPage[page] = .visited
                marked = true
            }
            return marked
        #endif
    }

    /// Whether the two hold the same states page for page (styles and the trail's switch aside).
    func sameStates(as other: IndicatorStates) -> Bool { byPage == other.byPage }
}
