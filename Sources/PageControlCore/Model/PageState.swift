/// Which page a control is on: the page count, the current and displayed pages, the continuous position and
/// whether the row loops, with the rules that keep them consistent.
///
/// Invariants (checked by `PageStateTests` and the property test): `numberOfPages >= 0`; `currentPage` and
/// `displayedPage` lie in `0...lastPage`; `position` lies in `0...lastPage`, or in `0..<numberOfPages` when
/// the row wraps; with no pages everything is 0.
struct PageState: Sendable, Hashable {
    /// The number of pages, at least 0.
    private(set) var numberOfPages = 0
    /// The logical current page.
    var currentPage = 0
    /// The page the dots show (lags ``currentPage`` only while a change is deferred).
    var displayedPage = 0
    /// The continuous position the dots are drawn at.
    var position = 0.0
    /// Whether the row loops: after the last page comes the first.
    private(set) var wrapsAround = false

    /// The index of the last page, or 0 with no pages.
    var lastPage: Int { max(numberOfPages - 1, 0) }

    /// Sets the page count (negative values become 0) and pulls the pages and the position into range.
    ///
    /// - Returns: Whether the count changed.
    mutating func setNumberOfPages(_ count: Int) -> Bool {
        let n = max(0, count)
        guard n != numberOfPages else { return false }
        numberOfPages = n
        currentPage = min(currentPage, lastPage)
        displayedPage = min(displayedPage, lastPage)
        position = normalized(min(position, Double(lastPage)))
        return true
    }

    /// Turns looping on or off and brings the position into the new range.
    ///
    /// - Returns: Whether it changed.
    mutating func setWrapsAround(_ wraps: Bool) -> Bool {
        guard wraps != wrapsAround else { return false }
        wrapsAround = wraps
        position = normalized(position)
        return true
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

    /// Whether every invariant holds.
    var isConsistent: Bool {
        let range = 0...lastPage
        let positionInRange =
            wrapsAround && numberOfPages > 0
            ? position >= 0 && position < Double(numberOfPages) : position >= 0 && position <= Double(lastPage)
        return numberOfPages >= 0 && range.contains(currentPage) && range.contains(displayedPage) && positionInRange
    }
}
