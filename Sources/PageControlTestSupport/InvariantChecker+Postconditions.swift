import PageControlCore

/// The setters' promises, checked after the operation that calls them.
extension InvariantChecker {
    /// What the documentation promises of the setters, beyond the invariants.
    func checkPostconditions(
        of operation: RandomOperation, before: (page: Int, displayed: Int, position: Double),
        into violations: inout [String]
    ) {
        let c = control
        // The last page a screen can start on (the last page, with one page on screen).
        let last =
            c.paging.wrapsAround ? max(c.numberOfPages - 1, 0) : max(c.numberOfPages - c.paging.visiblePageCount, 0)
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append("after \(operation): \(message())") }
        }
        func unchanged() {
            let same = c.currentPage == before.page && c.displayedPage == before.displayed
            expect(same && c.position.bitPattern == before.position.bitPattern, "the state changed")
        }
        switch operation {
        case .setNumberOfPages(let count), .setNumberOfPagesAnimated(let count, _):
            let expected = max(count, 0)
            expect(c.numberOfPages == expected, "numberOfPages is \(c.numberOfPages), expected \(expected)")
        case .setCurrentPage(let page):
            let target = min(max(page, 0), last)
            expect(c.currentPage == target && c.displayedPage == target, "currentPage is \(c.currentPage)")
            expect(c.position == Double(target), "position is \(c.position)")
        case .setCurrentPageAnimated(let page, _):
            let target = min(max(page, 0), last)
            expect(c.currentPage == target && c.displayedPage == target, "currentPage is \(c.currentPage)")
        case .setPosition(let value) where value.isNaN:
            unchanged()
        case .setPosition(let value):
            expect(c.currentPage == c.displayedPage, "currentPage \(c.currentPage), displayed \(c.displayedPage)")
            guard !c.paging.wrapsAround else { break }
            let clamped = min(max(value, 0), Double(last))
            expect(c.position == clamped, "position is \(c.position), expected \(clamped)")
            let nearest = clamped.rounded() >= Double(last) ? last : Int(clamped.rounded())
            expect(c.currentPage == nearest, "currentPage is \(c.currentPage)")
        case .updateCurrentPageDisplay:
            expect(c.displayedPage == c.currentPage, "displayedPage is \(c.displayedPage)")
        case .beginScrub where (c.interactionState == .continuous):
            let shown = c.layout.indicator(forPage: c.displayedPage) != nil
            expect((c.scrubPreview != nil) == shown, "scrubbing with preview \(String(describing: c.scrubPreview))")
        case .setIndicatorState(let state, let page) where page >= 0 && page < c.numberOfPages:
            expect(c.indicatorStates[page] == state.canonical, "the state of page \(page) did not change")
        case .setIndicatorState(_, let page):
            expect(c.indicatorStates[page] == .normal, "page \(page) out of range has a state")
        case .advanceAnimation(let time) where !time.isFinite:
            unchanged()
        default:
            break
        }
    }
}
