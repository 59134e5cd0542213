import PageControlCore
import Testing

@testable import PageControlHostSupport

/// An orthogonally scrolling section as its `visibleItemsInvalidationHandler` reports it, replayed event by
/// event, with a real `PageControl` following the pager after each report.
@MainActor
struct ReplayedOrthogonalSection {
    let control = PageControl()
    var pager = OrthogonalSectionPager()
    let paging: OrthogonalSectionPaging
    var offset = 0.0
    /// The dots after every report: the control's position and current page.
    var trace: [(position: Double, page: Int)] = []

    init(
        _ behavior: OrthogonalSectionPaging.Behavior, group: Double = 300, spacing: Double = 10,
        leading: Double = 16, trailing: Double = 40, pages: Int = 6, contentDirection: LayoutDirection = .leftToRight
    ) {
        control.numberOfPages = pages
        paging = OrthogonalSectionPaging(
            behavior: behavior, groupLength: group, interGroupSpacing: spacing, leadingInset: leading,
            trailingInset: trailing, containerLength: 390, numberOfPages: pages, isVertical: false,
            contentDirection: contentDirection)
    }

    /// The handler reports the section at `x`.
    mutating func report(_ x: Double) {
        offset = x
        pager.sectionDidScroll(paging, contentOffset: Point(x: x, y: 0))
        control.follow(pager.dots)
        trace.append((control.position, control.currentPage))
    }

    /// A person taps `page`'s dot: the offset the binding scrolls the section to.
    mutating func choose(_ page: Int) -> Double? {
        control.chooseDot(page)
        return pager.scrollTarget(forPage: control.currentPage)
    }

    /// UIKit's animated scroll from where the section is to `target`, in `steps` reports.
    mutating func animate(to target: Double, steps: Int = 4) {
        let start = offset
        for step in 1...steps { report(start + (target - start) * Double(step) / Double(steps)) }
    }
}

/// The orthogonal section as a sequence of events: taps that rest where a swipe rests, and drags that take over.
@MainActor
@Suite struct OrthogonalSectionPagerTests {
    typealias Replay = ReplayedOrthogonalSection

    @Test(
        "5. A tap scrolls the section to where a swipe rests, with unequal insets: the dots land on the page",
        arguments: [
            // (behaviour, group, spacing, leading inset, trailing inset, where pages 1 and 3 rest)
            (OrthogonalSectionPaging.Behavior.groupPaging, 300.0, 10.0, 16.0, 40.0, 310.0, 930.0),
            (.continuousGroupLeadingBoundary, 300, 10, 16, 40, 310, 930), (.continuous, 300, 10, 16, 40, 310, 930),
            (.groupPagingCentered, 300, 10, 16, 40, 281, 901), (.paging, 390, 0, 0, 0, 390, 1170),
        ])
    func tapRestsWhereASwipeRests(
        behavior: OrthogonalSectionPaging.Behavior, group: Double, spacing: Double, leading: Double,
        trailing: Double, start: Double, rest: Double
    ) throws {
        var replay = Replay(behavior, group: group, spacing: spacing, leading: leading, trailing: trailing)
        replay.report(start)
        #expect(replay.control.currentPage == 1)
        let chosen = replay.choose(3)
        let target = try #require(chosen)
        #expect(target == rest)
        #expect(replay.paging.paging.contentOffset(forPage: 3) == rest, "where a swipe rests")
        replay.animate(to: target)
        #expect(replay.trace.dropFirst().map(\.position) == [1.5, 2, 2.5, 3])
        #expect(replay.trace.dropFirst().allSatisfy { $0.page == 3 })
        // Arrived, the travel is over: a drag back of six tenths of a page shows page 2 at once.
        replay.report(target - 0.6 * (target - start) / 2)
        #expect(replay.control.currentPage == 2)
    }

    @Test("7. A drag that moves away from the page a tap chose takes over at once")
    func dragTakesOver() throws {
        var replay = Replay(.groupPaging)
        replay.report(0)
        let chosen = replay.choose(3)
        let target = try #require(chosen)
        #expect(target == 930)
        replay.report(300)
        replay.report(600)  // 1.94 pages: still on its way to 3
        #expect(replay.control.currentPage == 3)
        replay.report(599)  // a finger pulls back by a point
        #expect(replay.control.currentPage == 2)
        #expect(replay.pager.dots == PagerPosition(599.0 / 310, isUserScrolling: true))
        replay.report(560)  // the drag goes on: the dots follow it, the travel is over
        #expect(replay.pager.dots == PagerPosition(560.0 / 310))
    }

    @Test("7. UIKit's own animation never counts as a drag, whichever way it runs")
    func animationIsNoDrag() throws {
        var replay = Replay(.groupPaging)
        replay.report(1240)
        let chosen = replay.choose(1)
        let target = try #require(chosen)
        replay.animate(to: target, steps: 10)
        #expect(replay.trace.dropFirst().allSatisfy { $0.page == 1 })
        #expect(replay.trace.last?.position == 1)
        #expect(!replay.pager.dots.isUserScrolling)
    }

    @Test(
        "6. Right to left, both origin conventions rest the taps and the dots on the same pages",
        arguments: [
            LayoutDirection.rightToLeft, .leftToRight,
        ])
    func bothConventions(contentDirection: LayoutDirection) throws {
        // The content is 1906 long, so offsets run to 1516: page 2 rests at 620 from the leading end, or at
        // 1516 − 620 = 896 when page 0 sits at the largest offset.
        var replay = Replay(.groupPaging, contentDirection: contentDirection)
        let start = contentDirection == .rightToLeft ? 1516.0 : 0
        replay.report(start)
        #expect(replay.control.position == 0)
        let chosen = replay.choose(2)
        let target = try #require(chosen)
        #expect(target == (contentDirection == .rightToLeft ? 896 : 620))
        replay.animate(to: target)
        #expect(replay.trace.dropFirst().map(\.position) == [0.5, 1, 1.5, 2])
    }

    @Test("No report yet: no offset to scroll to")
    func noReport() {
        var pager = OrthogonalSectionPager()
        #expect(pager.scrollTarget(forPage: 2) == nil)
    }
}
