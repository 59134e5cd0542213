import PageControlCore
import Testing

@testable import PageControlHostSupport

/// A `UIPageViewController` with the scroll transition as UIKit drives it, replayed event by event: its inner
/// scroll view (pages 400 points long, resting at 400 on the middle page), what `viewControllers` says, the
/// `setViewControllers` calls the pager asked for, and the dots (a real `PageControl` following the pager) after
/// every event.
@MainActor
struct ReplayedPageViewController {
    /// Whether a call's `viewControllers` changes when the animation starts or when it ends: UIKit does not say.
    enum ViewControllersUpdate: Sendable, CaseIterable { case atStart, atEnd }
    /// How UIKit slides an animated `setViewControllers`: the new page comes in beside the middle one and the
    /// scroll view moves to it, then re-centres (`outOfTheMiddle`); or the new page is put in the middle at once
    /// and the scroll view moves from the old page, now beside it, back to the middle (`intoTheMiddle`).
    enum Slide: Sendable, CaseIterable { case outOfTheMiddle, intoTheMiddle }
    /// Whether the scroll view re-centres on its middle page before or after the completion block runs.
    enum Recentring: Sendable, CaseIterable { case beforeCompletion, afterCompletion }

    let control = PageControl()
    var pager: PageViewControllerPager
    let length = 400.0
    var offset = 400.0
    var viewControllersPage: Int
    var isTracking = false
    var isDecelerating = false
    /// The calls not yet completed, and every call made.
    var inFlight: [PageViewControllerPager.Command] = []
    var calls: [PageViewControllerPager.Command] = []
    /// Calls made on the main queue's next turn.
    var deferred: [PageViewControllerPager.Command] = []
    /// Calls made while another was in flight: each one a `_UIQueuingScrollView` assertion waiting to happen.
    var overlaps = 0
    /// The dots after every event: the control's position and current page.
    var trace: [(position: Double, page: Int)] = []

    init(numberOfPages: Int = 5, page: Int = 0, isRightToLeft: Bool = false) {
        control.numberOfPages = numberOfPages
        control.currentPage = page
        let paging = PageViewControllerPaging(
            numberOfPages: numberOfPages, isVertical: false, isRightToLeft: isRightToLeft)
        pager = PageViewControllerPager(paging: paging, page: page)
        viewControllersPage = page
    }

    /// The scroll view's offset changed (key-value observation).
    mutating func scroll(to x: Double) {
        offset = x
        let command = pager.scrollViewDidScroll(
            contentOffset: Point(x: x, y: 0), boundsSize: Size(width: length, height: 844), isTracking: isTracking,
            isDecelerating: isDecelerating, shownPage: viewControllersPage)
        settle(command)
    }

    /// Follows the pager, records the dots and makes the call it asks for, if any.
    mutating func settle(_ command: PageViewControllerPager.Command?) {
        control.follow(pager.dots)
        trace.append((control.position, control.currentPage))
        guard let command else { return }
        if command.waitsForNextMainQueueTurn {
            deferred.append(command)
        } else {
            call(command)
        }
    }

    /// `setViewControllers(_:direction:animated:completion:)`: without animation it takes effect (and completes)
    /// at once; an animated one waits for ``animate(update:slide:recentring:steps:)``.
    mutating func call(_ command: PageViewControllerPager.Command) {
        if !inFlight.isEmpty { overlaps += 1 }
        calls.append(command)
        inFlight.append(command)
        if !command.animated {
            viewControllersPage = command.page
            complete()
        }
    }

    /// The oldest call in flight completes.
    mutating func complete(finished: Bool = true) {
        inFlight.removeFirst()
        settle(pager.setViewControllersDidComplete(finished: finished))
    }

    /// The main queue's next turn: the deferred calls are made.
    mutating func runMainQueue() {
        let calls = deferred
        deferred = []
        for command in calls { call(command) }
    }

    /// A person changes the page on the dots: the view asks the pager to show the control's page, animated.
    mutating func choose(_ command: PageCommand) {
        control.perform(command)
        settle(pager.show(page: control.currentPage, animated: true))
    }

    /// Runs the animated call in flight to its end in `steps` offset changes.
    mutating func animate(
        update: ViewControllersUpdate, slide: Slide, recentring: Recentring = .beforeCompletion, steps: Int = 4
    ) {
        guard let command = inFlight.first, command.animated else { return }
        // `.forward` brings the new page in from the right (larger offsets), `.reverse` from the left.
        let sign = command.direction == .forward ? 1.0 : -1.0
        if update == .atStart { viewControllersPage = command.page }
        switch slide {
        case .outOfTheMiddle:
            for step in 1...steps { scroll(to: length + sign * length * Double(step) / Double(steps)) }
            if update == .atEnd { viewControllersPage = command.page }
            if recentring == .beforeCompletion {
                scroll(to: length)
                complete()
            } else {
                complete()
                scroll(to: length)
            }
        case .intoTheMiddle:
            scroll(to: length - sign * length)
            for step in 1...steps { scroll(to: length - sign * length * Double(steps - step) / Double(steps)) }
            if update == .atEnd { viewControllersPage = command.page }
            complete()
        }
    }

    /// A person swipes to the neighbour on the `forward` side (the later page's side): `willTransitionTo`, the
    /// drag, the release and the deceleration, then the re-centring, `viewControllers` and `didFinishAnimating`
    /// in the given order.
    mutating func swipe(towardsLaterPage: Bool, viewControllersFirst: Bool, finishFirst: Bool) {
        let target = viewControllersPage + (towardsLaterPage ? 1 : -1)
        // In offset terms the later page is on the right, left to right.
        let sign = (towardsLaterPage ? 1.0 : -1.0) * (pager.paging.isRightToLeft ? -1 : 1)
        isTracking = true
        scroll(to: length + sign * 40)
        pager.willTransition(to: target)
        for x in [120.0, 200] { scroll(to: length + sign * x) }
        isTracking = false
        isDecelerating = true
        for x in [300.0, 400] { scroll(to: length + sign * x) }
        if finishFirst {
            viewControllersPage = target
            settle(pager.didFinishAnimating(completed: true, shownPage: target))
        }
        if viewControllersFirst {
            // `viewControllers` changes first, and a layout pass reports the offset before the re-centring.
            viewControllersPage = target
            scroll(to: length + sign * 400)
        }
        scroll(to: length)
        viewControllersPage = target
        isDecelerating = false
        scroll(to: length)
        if !finishFirst { settle(pager.didFinishAnimating(completed: true, shownPage: target)) }
    }

    /// The positions recorded since `mark`.
    func positions(since mark: Int) -> [Double] { trace[mark...].map(\.position) }
}

/// The page view controller as a sequence of events: far jumps, quick taps, the cached neighbour, swipes.
@MainActor
@Suite struct PageViewControllerPagerTests {
    typealias Replay = ReplayedPageViewController

    /// Every order UIKit might use for an animated `setViewControllers`.
    nonisolated static let orders: [(Replay.ViewControllersUpdate, Replay.Slide, Replay.Recentring)] =
        Replay.ViewControllersUpdate.allCases.flatMap { update in
            [
                (update, .outOfTheMiddle, .beforeCompletion), (update, .outOfTheMiddle, .afterCompletion),
                (update, .intoTheMiddle, .beforeCompletion),
            ]
        }

    /// Checks a far jump's trace: every step moves towards `target` (never past it, never back), by no more than
    /// the slide shown times the distance, and the chosen page holds throughout.
    func expectSteady(_ positions: [Double], pages: [Int], from start: Int, to target: Int, stepLimit: Double) {
        let sign = target > start ? 1.0 : -1.0
        var previous = Double(start)
        for (position, page) in zip(positions, pages) {
            #expect(page == target, "the chosen page holds")
            #expect((position - previous) * sign >= -1e-12, "never back towards the start: \(previous) → \(position)")
            #expect((Double(target) - position) * sign >= -1e-12, "never past the target: \(position)")
            #expect(abs(position - previous) <= stepLimit + 1e-12, "no snap: \(previous) → \(position)")
            previous = position
        }
        #expect(positions.last == Double(target))
    }

    @Test(
        "1. A far jump maps the one-page slide onto the turn's distance, whatever order UIKit updates in",
        arguments: orders)
    func farJump(update: Replay.ViewControllersUpdate, slide: Replay.Slide, recentring: Replay.Recentring) {
        var replay = Replay()
        replay.choose(.last)
        #expect(replay.calls == [.init(page: 4, direction: .forward, animated: true, waitsForNextMainQueueTurn: false)])
        let mark = replay.trace.count
        replay.animate(update: update, slide: slide, recentring: recentring)
        replay.runMainQueue()
        // A quarter of the slide is a quarter of the four pages: one page a step, never more.
        let positions = replay.positions(since: mark)
        expectSteady(positions, pages: replay.trace[mark...].map(\.page), from: 0, to: 4, stepLimit: 1)
        #expect(Array(positions.drop { $0 == 0 }.prefix(2)) == [1, 2])
        #expect(replay.control.position == 4)
        #expect(replay.viewControllersPage == 4)
    }

    @Test("1. Right to left, a far jump back turns forward and the dots run down to page 0", arguments: orders)
    func farJumpRightToLeft(update: Replay.ViewControllersUpdate, slide: Replay.Slide, recentring: Replay.Recentring) {
        var replay = Replay(page: 4, isRightToLeft: true)
        replay.choose(.first)
        #expect(replay.calls.map(\.direction) == [.forward])
        let mark = replay.trace.count
        replay.animate(update: update, slide: slide, recentring: recentring)
        replay.runMainQueue()
        expectSteady(
            replay.positions(since: mark), pages: replay.trace[mark...].map(\.page), from: 4, to: 0, stepLimit: 1)
        #expect(replay.control.currentPage == 0)
    }

    @Test("2. A second tap while a turn runs waits for it: the dots head for the newer page, the calls never overlap")
    func quickTaps() {
        var replay = Replay()
        replay.choose(.last)  // 0 → 4
        replay.scroll(to: 500)
        replay.scroll(to: 600)  // half the slide: the dots at 2
        #expect(replay.control.position == 2)
        replay.choose(.previous)  // 4 → 3 while the first turn runs
        #expect(replay.calls.count == 1)
        #expect(replay.control.currentPage == 3)
        let mark = replay.trace.count
        replay.scroll(to: 700)
        replay.scroll(to: 800)
        replay.scroll(to: 400)
        replay.complete()
        // From 2 at half the slide to 3 at its end.
        #expect(replay.positions(since: mark) == [2.5, 3, 3, 3])
        replay.runMainQueue()  // the cached neighbour's re-set, then the turn back to 3
        replay.animate(update: .atEnd, slide: .outOfTheMiddle)
        replay.runMainQueue()
        #expect(replay.overlaps == 0)
        #expect(replay.calls.map(\.page) == [4, 4, 3, 3])
        #expect(replay.calls.map(\.animated) == [true, false, true, false])
        #expect(replay.calls.dropFirst(2).first?.direction == .reverse)
        #expect(replay.positions(since: mark).allSatisfy { $0 >= 2.5 && $0 <= 3 })
        #expect(replay.viewControllersPage == 3)
        #expect(replay.control.currentPage == 3 && replay.control.position == 3)
    }

    @Test("2. Taps while a person swipes wait for the swipe's end; the latest wins")
    func tapDuringSwipe() {
        var replay = Replay(page: 1)
        replay.isTracking = true
        replay.scroll(to: 440)
        replay.pager.willTransition(to: 2)
        replay.choose(.last)
        replay.choose(.first)
        #expect(replay.calls.isEmpty)
        replay.isTracking = false
        replay.scroll(to: 400)  // the swipe bounces back
        replay.settle(replay.pager.didFinishAnimating(completed: false, shownPage: 1))
        #expect(replay.calls == [.init(page: 0, direction: .reverse, animated: true, waitsForNextMainQueueTurn: false)])
        #expect(replay.overlaps == 0)
    }

    @Test("4. After an animated turn the same page is set again, without animation, on the main queue's next turn")
    func cachedNeighbour() {
        var replay = Replay()
        replay.choose(.next)
        replay.animate(update: .atEnd, slide: .outOfTheMiddle)
        #expect(
            replay.deferred == [.init(page: 1, direction: .forward, animated: false, waitsForNextMainQueueTurn: true)])
        replay.choose(.next)  // a tap before the re-set: it waits for it
        replay.runMainQueue()
        #expect(replay.calls.map(\.page) == [1, 1, 2])
        #expect(replay.calls.map(\.animated) == [true, false, true])
        #expect(replay.overlaps == 0)
    }

    @Test("4. A turn without animation (a scrub, Reduce Motion) needs no re-set")
    func unanimatedTurn() {
        var replay = Replay()
        replay.control.perform(.last)
        replay.settle(replay.pager.show(page: 4, animated: false))
        replay.runMainQueue()
        #expect(
            replay.calls == [.init(page: 4, direction: .forward, animated: false, waitsForNextMainQueueTurn: false)])
        #expect(replay.control.position == 4)
    }

    @Test("A scrub's turns without animation: a page chosen before the last completes waits, the dots go there at once")
    func scrubDuringUnanimatedTurn() {
        let paging = PageViewControllerPaging(numberOfPages: 5, isVertical: false, isRightToLeft: false)
        var pager = PageViewControllerPager(paging: paging, page: 0)
        #expect(
            pager.show(page: 2, animated: false)
                == .init(page: 2, direction: .forward, animated: false, waitsForNextMainQueueTurn: false))
        #expect(pager.show(page: 4, animated: false) == nil)
        #expect(pager.dots == PagerPosition(4))
        #expect(
            pager.setViewControllersDidComplete(finished: true)
                == .init(page: 4, direction: .forward, animated: false, waitsForNextMainQueueTurn: false))
        #expect(pager.setViewControllersDidComplete(finished: true) == nil)
        #expect(pager.basePage == 4 && pager.dots == PagerPosition(4))
    }

    @Test(
        "A swipe moves the dots with the content and rests on the neighbour, whatever comes first",
        arguments: [false, true], [false, true])
    func swipe(viewControllersFirst: Bool, finishFirst: Bool) {
        for isRightToLeft in [false, true] {
            var replay = Replay(page: 2, isRightToLeft: isRightToLeft)
            let mark = replay.trace.count
            replay.swipe(towardsLaterPage: true, viewControllersFirst: viewControllersFirst, finishFirst: finishFirst)
            let positions = replay.positions(since: mark)
            #expect(positions.prefix(5) == [2.1, 2.3, 2.5, 2.75, 3])
            #expect(positions.allSatisfy { $0 >= 2 && $0 <= 3 }, "\(positions)")
            #expect(positions.last == 3 && replay.control.currentPage == 3)
            replay.swipe(towardsLaterPage: false, viewControllersFirst: viewControllersFirst, finishFirst: finishFirst)
            #expect(replay.trace.last?.position == 2)
            #expect(replay.calls.isEmpty)
        }
    }

    @Test("A page the app sets itself, without the binding, is followed once the scroll view rests")
    func appSetsPage() {
        var replay = Replay(page: 1)
        replay.viewControllersPage = 3
        replay.scroll(to: 400)
        #expect(replay.control.position == 3 && replay.pager.basePage == 3)
        replay.scroll(to: 500)
        #expect(replay.control.position == 3.25)
    }

    @Test("A page the binding cannot vend gives the dots back to the content")
    func failedCall() {
        var replay = Replay()
        replay.control.perform(.last)
        let command = replay.pager.show(page: 4, animated: true)
        #expect(command?.page == 4)
        replay.settle(replay.pager.setViewControllersFailed())
        #expect(replay.pager.transition == nil)
        #expect(replay.control.currentPage == 0)
        replay.scroll(to: 500)
        #expect(replay.control.position == 0.25)
    }
}
