import PageControlCore
import Testing

@testable import PageControlHostSupport

/// `.pageIndicatorScrollPaging` as SwiftUI drives it, replayed event by event: the `currentPage` binding (shared with
/// the indicator), the scroll position's id binding, and the pages written to `currentPage` on the way.
struct ReplayedScrollPosition {
    var pager: ScrollPositionPager
    var currentPage = 0
    /// `currentPage` after every event, and the pages the modifier wrote to it.
    var trace: [Int] = []
    var writes: [Int] = []
    var time = 0.0

    init(reportsPhases: Bool, pages: Int = 6) {
        pager = ScrollPositionPager(
            paging: ScrollGeometryPaging(numberOfPages: pages, isVertical: false), reportsPhases: reportsPhases,
            currentPage: 0)
    }

    /// The dots (or the app) set `currentPage`: `onChange(of: currentPage)`. Returns the id the modifier scrolls to.
    @discardableResult
    mutating func setCurrentPage(_ page: Int) -> Int? {
        currentPage = page
        trace.append(currentPage)
        return pager.currentPageChanged(to: page, at: time)
    }

    /// A page the modifier writes to `currentPage`, and the `onChange(of: currentPage)` its write causes.
    mutating func write(_ page: Int?) {
        if let page {
            writes.append(page)
            currentPage = page
            _ = pager.currentPageChanged(to: page, at: time)
        }
        trace.append(currentPage)
    }

    /// SwiftUI writes the scroll position's id: `onChange(of: scrolledID)`, `seconds` after the last event.
    mutating func id(_ id: Int?, after seconds: Double = 0.05) {
        time += seconds
        write(pager.scrolledIDChanged(to: id, at: time))
    }

    /// `onScrollPhaseChange`, with the fractional page the scroll geometry shows at the change.
    mutating func phase(_ phase: ScrollPositionPager.Phase, at page: Double) {
        time += 0.05
        write(pager.scrollPhaseChanged(to: phase, fractionalPage: page))
    }
}

/// The SwiftUI scroll view's page as a sequence of events: ids written as it scrolls, phases from iOS 18.
@Suite struct ScrollPositionPagerTests {
    typealias Replay = ReplayedScrollPosition

    @Test(
        "8. A tap from page 0 to 3 is not pulled back by the ids SwiftUI writes on the way (iOS 17)",
        arguments: [
            [3, 1, 2, 3],  // the echo of the modifier's own write, then each leading-most page on the way
            [1, 2, 3],  // no echo
            [3],  // the echo only
            [0, 1, 2, 3, 3],  // the start reported first, the arrival twice
        ])
    func tapNotPulledBack(ids: [Int]) {
        var replay = Replay(reportsPhases: false)
        #expect(replay.setCurrentPage(3) == 3)
        for id in ids { replay.id(id) }
        #expect(replay.trace.allSatisfy { $0 == 3 }, "\(replay.trace)")
        #expect(replay.writes.isEmpty)
        // Arrived: the person's swipe to page 4 is the page at once.
        replay.id(4, after: 0.5)
        #expect(replay.currentPage == 4 && replay.writes == [4])
    }

    @Test("8. A backward drag takes its page when the scroll view comes to rest, not when the previous page peeks in")
    func backwardDrag() {
        var replay = Replay(reportsPhases: true)
        replay.setCurrentPage(3)
        replay.phase(.animating, at: 0.4)
        replay.phase(.idle, at: 3)
        #expect(replay.currentPage == 3 && replay.writes.isEmpty)
        // A drag back: page 2 peeks in and is the leading-most view at once; the finger lets go and the scroll
        // view settles back on page 3.
        replay.phase(.interacting, at: 3)
        replay.id(2)
        replay.phase(.decelerating, at: 2.8)
        replay.id(3)
        replay.phase(.idle, at: 3)
        #expect(replay.trace.suffix(5).allSatisfy { $0 == 3 }, "\(replay.trace)")
        // The next drag goes through: page 2 at rest.
        replay.phase(.interacting, at: 2.9)
        replay.id(2)
        #expect(replay.currentPage == 3)
        replay.phase(.decelerating, at: 2.3)
        replay.phase(.idle, at: 2)
        #expect(replay.currentPage == 2 && replay.writes == [2])
    }

    @Test(
        "8. From iOS 18 the page comes when the scroll view is idle, however the last id and the phase are ordered",
        arguments: [true, false])
    func idleTakesThePage(idFirst: Bool) {
        var replay = Replay(reportsPhases: true)
        replay.setCurrentPage(3)
        replay.phase(.animating, at: 0)
        for id in [3, 1, 2] { replay.id(id) }
        if idFirst { replay.id(3) }
        replay.phase(.idle, at: 3)
        if !idFirst { replay.id(3) }
        #expect(replay.trace.allSatisfy { $0 == 3 }, "\(replay.trace)")
        #expect(replay.writes.isEmpty)
    }

    @Test("iOS 17: a swipe the other way during the modifier's own scroll is the person's at once")
    func swipeOutsideTheRange() {
        var replay = Replay(reportsPhases: false)
        replay.setCurrentPage(2)
        replay.id(2)
        replay.id(1)
        #expect(replay.currentPage == 2)
        replay.id(0)
        #expect(replay.currentPage == 2, "0 lies between the start and the target")
        replay.setCurrentPage(4)
        replay.id(5)
        #expect(replay.currentPage == 5 && replay.writes == [5])
    }

    @Test("iOS 17: when the arrival never shows, ids on the way count again after a second")
    func travelTimesOut() {
        var replay = Replay(reportsPhases: false)
        replay.setCurrentPage(3)
        replay.id(3)
        replay.id(2, after: 0.5)
        #expect(replay.currentPage == 3)
        replay.id(1, after: 0.6)
        #expect(replay.currentPage == 1 && replay.writes == [1])
    }

    @Test("The modifier's own writes come back as no scroll; a page it is already on needs none")
    func echoes() {
        var pager = ScrollPositionPager(
            paging: ScrollGeometryPaging(numberOfPages: 4, isVertical: false), reportsPhases: false, currentPage: 2)
        #expect(pager.currentPageChanged(to: 2, at: 0) == nil)
        #expect(pager.currentPageChanged(to: 9, at: 0) == 3)
        #expect(pager.currentPageChanged(to: 3, at: 0) == nil)
    }
}
