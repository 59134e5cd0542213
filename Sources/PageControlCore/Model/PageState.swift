/// Which page a control is on: the page count, the current and displayed pages, the continuous position and
/// whether the row loops, with the rules that keep them consistent.
///
/// Invariants (checked by `PageStateTests` and the property test): `numberOfPages` is at least 0 (up to
/// `Int.max`, kept as given; pages are `Int`s, exact, while the position is the nearest `Double` far up such a
/// row); `span >= 1`;
/// `currentPage` and `displayedPage` lie in `0...lastPage` (the last page a span of `span` pages can start
/// on); `position` lies in `0...lastPage`, or in `0..<numberOfPages` when the row wraps; with no pages
/// everything is 0.
struct PageState: Sendable, Hashable {
    /// The number of pages, 0…`Int.max`.
    private(set) var numberOfPages = 0
    /// The logical current page.
    private(set) var currentPage = 0
    /// The page the dots show (lags ``currentPage`` only while a change is deferred).
    private(set) var displayedPage = 0
    /// The continuous position the dots are drawn at.
    private(set) var position = 0.0
    /// Whether the row loops: after the last page comes the first.
    private(set) var wrapsAround = false
    #if hasFeature(Embedded)
        // The web element shows one page at a time (no attribute or binding sets a span): in its module the span
        // is 1, and the optimiser leaves out what a wider one would change (Guides/Web.md).
        var span: Int {
            get { 1 }
            set {}
        }
    #else
        /// How many pages are on screen at once (``PagingOptions/visiblePageCount``), at least 1: the current
        /// page and the `span − 1` after it.
        private(set) var span = 1
    #endif
    /// Whether more pages may follow the ones counted (``PageControl/hasMorePages``): an endless feed that
    /// loads its pages in batches.
    private(set) var hasMorePages = false

    /// Whether the row's trailing end is open: more pages may follow, and the row does not loop (a looping
    /// row ignores ``hasMorePages``).
    var isOpenEnded: Bool { hasMorePages && !wrapsAround }

    /// The last page a screen can start on: the last page with a span of 1, else `numberOfPages − span`
    /// (the last screen shows the last `span` pages); 0 with no pages or a span of every page. In a looping
    /// row the span wraps instead, and every page can start one.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    var lastPage: Int { max(numberOfPages - span, 0) }

    /// The highest page that can be current: ``lastPage``, or the last page in a looping row.
    var highestPage: Int { wrapsAround ? max(numberOfPages - 1, 0) : lastPage }

    /// The number of pages on screen: the span, at most the page count.
    var shownSpan: Int { min(span, numberOfPages) }

    /// Whether the span that starts on `first` covers `page` (round the seam in a looping row).
    func spanContains(_ page: Int, first: Int) -> Bool {
        let offset = wrapsAround ? wrapped(page - first) : page - first
        return offset >= 0 && offset < span
    }

    /// Sets the span (values below 1 become 1, above ``IndicatorLayout/maximumVisiblePageCount`` that
    /// maximum) and pulls the pages and the position into range.
    ///
    /// - Returns: Whether the span changed.
    mutating func setSpan(_ count: Int) -> Bool {
        let m = PagingOptions.clampedSpan(count)
        guard m != span else { return false }
        span = m
        clampPages()
        return true
    }

    /// Sets the page count (negative values become 0) and pulls the pages and the position into range.
    ///
    /// - Returns: Whether the count changed.
    mutating func setNumberOfPages(_ count: Int) -> Bool {
        let n = max(count, 0)
        guard n != numberOfPages else { return false }
        numberOfPages = n
        clampPages(limitingPosition: true)
        return true
    }

    /// Says whether more pages may follow the ones counted.
    ///
    /// - Returns: Whether it changed.
    mutating func setHasMorePages(_ more: Bool) -> Bool {
        guard more != hasMorePages else { return false }
        hasMorePages = more
        return true
    }

    /// Turns looping on or off and brings the position into the new range.
    ///
    /// - Returns: Whether it changed.
    mutating func setWrapsAround(_ wraps: Bool) -> Bool {
        guard wraps != wrapsAround else { return false }
        wrapsAround = wraps
        clampPages()
        return true
    }

    /// Pulls the current and displayed pages into 0…``highestPage`` and normalizes the position (after
    /// lowering it to the highest page when `limitingPosition`, as a shorter looping row needs).
    private mutating func clampPages(limitingPosition: Bool = false) {
        currentPage = min(currentPage, highestPage)
        displayedPage = min(displayedPage, highestPage)
        position = normalized(limitingPosition ? min(position, Double(highestPage)) : position)
    }

    /// A position brought into range: clamped (NaN becomes 0), or taken modulo the page count when the row
    /// wraps (infinite values then count as 0).
    func normalized(_ value: Double) -> Double {
        guard wrapsAround, numberOfPages > 0 else { return CoreMath.clamp(value, 0, Double(lastPage)) }
        return value.isFinite ? CoreMath.positiveRemainder(value, Double(numberOfPages)) : 0
    }

    /// The page nearest to a position (in a wrapping row, 4.6 of 5 pages is page 0).
    func page(nearestTo position: Double) -> Int {
        guard wrapsAround, numberOfPages > 0 else { return CoreMath.nearestIndex(position, upper: lastPage) }
        let page = CoreMath.nearestIndex(position, upper: numberOfPages)
        return page == numberOfPages ? 0 : page
    }

    /// A page index taken modulo the page count (0 with no pages).
    func wrapped(_ page: Int) -> Int {
        guard numberOfPages > 0 else { return 0 }
        let r = page % numberOfPages
        return r < 0 ? r + numberOfPages : r
    }

    /// A page a person asked for, in range: wrapped in a looping row, clamped otherwise.
    func target(_ page: Int) -> Int {
        wrapsAround ? wrapped(page) : min(max(page, 0), lastPage)
    }

    /// The page `delta` pages on from `page`, in range: round the loop in a looping row, clamped otherwise,
    /// without overflowing near `Int.max`.
    func page(_ page: Int, movedBy delta: Int) -> Int {
        guard wrapsAround else {
            let (sum, overflow) = page.addingReportingOverflow(delta)
            return overflow ? (delta > 0 ? lastPage : 0) : target(sum)
        }
        guard numberOfPages > 0 else { return 0 }
        return CoreMath.wrappedSum(wrapped(page), delta, modulo: numberOfPages)
    }

    /// Whether a step of `step` pages from `page` goes anywhere, back and forward: not at the end it steps towards
    /// (a looping row has none, though a loop of one page goes nowhere), and forward also while more pages may
    /// follow (the step asks for them). The step buttons are enabled by this rule.
    func steps(from page: Int, by step: Int) -> (back: Bool, forward: Bool) {
        (self.page(page, movedBy: -step) != page, self.page(page, movedBy: step) != page || isOpenEnded)
    }

    /// Moves the position (normalized) and makes the nearest page current and displayed.
    ///
    /// - Returns: Whether the current page changed.
    mutating func follow(_ value: Double) -> Bool {
        position = normalized(value)
        let page = page(nearestTo: position)
        defer {
            currentPage = page
            displayedPage = page
        }
        return page != currentPage
    }

    /// Makes `page` current, pinned to 0…``highestPage``; the dots stay where they are until ``display(_:)``.
    ///
    /// - Returns: Whether the current page changed.
    @discardableResult
    mutating func choose(_ page: Int) -> Bool {
        let target = min(max(page, 0), highestPage)
        defer { currentPage = target }
        return target != currentPage
    }

    /// Makes `page` (pinned to 0…``highestPage``) the displayed page.
    ///
    /// - Returns: The position that shows it: the page itself, or in a looping row the copy of the page
    ///   nearest the current position (the shorter arc round the loop; halfway round, the copy ahead), which
    ///   ``move(to:)`` normalizes on arrival. From page 4 of 5 to page 0 that is 5.0: one step forward
    ///   across the seam, never four back.
    mutating func display(_ page: Int) -> Double {
        displayedPage = min(max(page, 0), highestPage)
        return wrapsAround ? shortArcTarget(Double(displayedPage)) : Double(displayedPage)
    }

    /// The copy of `page` (plus or minus whole loops) reached from the position by the shorter arc: the
    /// result lies in `position − n/2 <` … `≤ position + n/2` for `n` pages, so a tie goes forward.
    func shortArcTarget(_ page: Double) -> Double {
        guard numberOfPages > 0 else { return page }
        let n = Double(numberOfPages)
        return page + n * ((position - page) / n + 0.5).rounded(.down)
    }

    /// Moves the position to `value`, normalized, leaving the pages alone (a spring's frame, a scroll view
    /// travelling to a page a person chose).
    mutating func move(to value: Double) {
        position = normalized(value)
    }

    /// Puts the position on the displayed page, exactly: the end of a page change (a far copy of the page in a
    /// loop of more than 2^52 pages is not a `Double` exactly, so the page itself is taken, not the copy
    /// normalized).
    mutating func rest() {
        position = Double(displayedPage)
    }

    /// Whether every invariant holds.
    var isConsistent: Bool {
        let range = 0...highestPage
        let positionInRange =
            wrapsAround && numberOfPages > 0
            ? position >= 0 && (position < Double(numberOfPages) || position == Double(numberOfPages - 1))
            : position >= 0 && position <= Double(lastPage)
        let countInRange = numberOfPages >= 0
        return countInRange && range.contains(currentPage) && range.contains(displayedPage) && positionInRange
    }
}
