import PageControlCore

/// A `UIPageViewController` as the sequence of events UIKit sends (the UIKit view's
/// `bind(to:numberOfPages:viewControllerAt:)` turns each call it receives into one of these methods and makes the
/// `setViewControllers(_:direction:animated:completion:)` call it is given back): where the dots are
/// (``dots``), and when to turn the page.
///
/// - **Far jumps.** An animated `setViewControllers` slides the inner scroll view by one page whatever the distance,
///   and `viewControllers` changes at a moment UIKit does not document. So during a turn the pager keeps the page it
///   started from and maps the one-page slide onto the turn's distance (Pageboy's rule): a jump from page 0 to page 4
///   shows page 1 when a quarter of the slide is done, and the dots only ever move towards the target. The slide
///   may leave the middle page for the target beside it, or start from the old page beside the target, which UIKit
///   put in the middle at once; the first offset of the turn says which.
/// - **One turn at a time.** A page asked for while a turn or a person's swipe is under way waits (the latest
///   wins) and is turned to when it ends; the dots head for it at once. Two overlapping `setViewControllers` calls
///   are the known route to `_UIQueuingScrollView` assertion failures, and Pageboy serialises its turns too.
/// - **The cached neighbour.** After an animated turn UIKit may keep the page it came from as the neighbour a swipe
///   back shows; the pager asks for the same page again, without animation, on the main queue's next turn (the
///   usual workaround, and Pageboy's), and counts that call as part of the turn.
/// - **Swipes.** The dots follow the inner scroll view from the page it rests on. After a swipe the scroll view
///   re-centres on its middle page, and `viewControllers` and `didFinishAnimating` change, in an order UIKit does
///   not tie together; while a person swipes (and until the scroll view is back on its middle page) an offset that
///   jumps by a page moves the page the dots count from (Pageboy detects page boundaries the same way), and
///   `didFinishAnimating` reconciles it with the page shown.
package struct PageViewControllerPager: Sendable, Hashable {
    /// A `setViewControllers(_:direction:animated:completion:)` call for the host to make, whose completion it
    /// reports with ``setViewControllersDidComplete(finished:)``.
    package struct Command: Sendable, Hashable {
        /// The page whose view controller to set.
        package var page: Int
        /// Which way to turn (`UIPageViewController.NavigationDirection`).
        package var direction: PageViewControllerPaging.Turn
        /// Whether to animate.
        package var animated: Bool
        /// Whether the host must wait for the main queue's next turn before it calls (the cached neighbour's
        /// re-set, which must not run inside the completion of the call before it).
        package var waitsForNextMainQueueTurn: Bool

        package init(
            page: Int, direction: PageViewControllerPaging.Turn, animated: Bool, waitsForNextMainQueueTurn: Bool
        ) {
            self.page = page
            self.direction = direction
            self.animated = animated
            self.waitsForNextMainQueueTurn = waitsForNextMainQueueTurn
        }
    }

    /// A page asked for: where to turn, and whether to animate.
    package struct Request: Sendable, Hashable {
        /// The page, within the pages.
        package var page: Int
        /// Whether to animate the turn.
        package var animated: Bool
    }

    /// A `setViewControllers` call in flight, and how the dots map its slide.
    package struct Transition: Sendable, Hashable {
        /// The page the scroll view rested on when the call was made.
        package var from: Int
        /// The page the call sets.
        package var to: Int
        /// Whether the call animates.
        package var animated: Bool
        /// Whether this is the cached neighbour's re-set after an animated turn.
        package var isRefresh: Bool
        /// Where the dots go: the page asked for last (the call's page, or one that waits for it).
        package var goal: Double
        /// How much of the one-page slide is done, 0…1; it never goes back. A call without animation is done at once.
        package private(set) var progress: Double
        /// Whether the slide runs from the old page beside the middle into the middle (the target was put in the
        /// middle at once) rather than from the middle out to the target; nil until the first offset says.
        private var slidesIntoTheMiddle: Bool?
        /// The dots' position, and the slide's progress, when the dots last set out for ``goal``.
        private var start: Double
        private var startProgress = 0.0

        init(from: Int, to: Int, animated: Bool, isRefresh: Bool, dots: Double, goal: Double) {
            self.from = from
            self.to = to
            self.animated = animated
            self.isRefresh = isRefresh
            self.goal = goal
            start = dots
            // Without animation the page is there at once; the re-set holds the dots until the next turn begins.
            progress = animated || isRefresh ? 0 : 1
        }

        /// Where the dots are: from where they set out to ``goal``, as far as the rest of the slide has gone.
        var position: Double {
            guard startProgress < 1 else { return goal }
            return start + (goal - start) * (progress - startProgress) / (1 - startProgress)
        }

        /// The scroll view is `offset` pages from its middle page (positive towards later pages).
        mutating func slide(to offset: Double) {
            guard animated, !isRefresh else { return }
            let towardsTarget = to > from ? offset : -offset  // the target's side is positive
            let intoTheMiddle = slidesIntoTheMiddle ?? (towardsTarget < -0.5)
            slidesIntoTheMiddle = intoTheMiddle
            let done = intoTheMiddle ? 1 + towardsTarget : towardsTarget
            progress = max(progress, min(max(done, 0), 1))
        }

        /// Sends the dots to `page` from where they are, over the rest of the slide.
        mutating func head(for page: Int) {
            start = position
            startProgress = progress
            goal = Double(page)
        }
    }

    /// The page view controller's page count and directions.
    package var paging: PageViewControllerPaging
    /// What the dots show: the host hands it to the control after every event.
    package private(set) var dots: PagerPosition
    /// The page the inner scroll view's middle page shows, from which its offsets count.
    package private(set) var basePage: Int
    /// The `setViewControllers` call in flight, if any.
    package private(set) var transition: Transition?
    /// The page asked for while a call or a swipe was under way, turned to when it ends.
    package private(set) var waiting: Request?
    /// Whether a person's swipe is under way: from `willTransitionTo` until `didFinishAnimating`, or until the
    /// scroll view rests on its middle page untouched.
    package private(set) var isSwiping = false
    /// The last offset from the middle page, in pages (nil before the first).
    private var lastOffset: Double?
    /// Whether a turn or a swipe ended before the scroll view re-centred: the jump back to the middle page is
    /// still to come.
    private var awaitsRecentring = false

    /// A pager resting on `page`.
    ///
    /// - Parameters:
    ///   - paging: The page view controller's page count and directions.
    ///   - page: The page shown, clamped to the pages.
    package init(paging: PageViewControllerPaging, page: Int) {
        self.paging = paging
        basePage = min(max(page, 0), max(paging.numberOfPages - 1, 0))
        dots = PagerPosition(Double(basePage))
    }

    private func clamped(_ page: Int) -> Int { min(max(page, 0), max(paging.numberOfPages - 1, 0)) }

    /// The fractional page `offset` pages from the middle page, within the pages.
    private func position(_ offset: Double) -> Double {
        min(max(Double(basePage) + offset, 0), Double(max(paging.numberOfPages - 1, 0)))
    }

    // MARK: Events

    /// The inner scroll view's content offset changed (key-value observation).
    ///
    /// - Parameters:
    ///   - contentOffset: The scroll view's content offset.
    ///   - boundsSize: The scroll view's bounds size.
    ///   - isTracking: Whether a finger is on it (`isTracking`).
    ///   - isDecelerating: Whether it moves on after a finger let go (`isDecelerating`).
    ///   - shownPage: The page of `viewControllers.first`, or nil when it is not one of the binding's.
    /// - Returns: A call to make: a page that waited for a swipe, once the swipe is over.
    package mutating func scrollViewDidScroll(
        contentOffset: Point, boundsSize: Size, isTracking: Bool, isDecelerating: Bool, shownPage: Int?
    ) -> Command? {
        let offset = paging.pagesFromMiddle(contentOffset: contentOffset, boundsSize: boundsSize)
        let previous = lastOffset
        lastOffset = offset
        if var transition, transition.animated, !transition.isRefresh {
            transition.slide(to: offset)
            self.transition = transition
            dots = PagerPosition(transition.position)
            return nil
        }
        let isMoved = isTracking || isDecelerating
        if let previous, isSwiping || isMoved || awaitsRecentring || transition != nil, abs(offset - previous) > 0.5 {
            // The scroll view re-centred on the neighbour it moved to.
            basePage = clamped(basePage - Int((offset - previous).rounded()))
        }
        let isCentred = abs(offset) < 0.001
        if isCentred { awaitsRecentring = false }
        guard transition == nil else { return nil }
        if isCentred, !isMoved, !isSwiping, !awaitsRecentring, let shownPage, clamped(shownPage) != basePage {
            basePage = clamped(shownPage)  // the app set a page itself
        }
        dots = PagerPosition(position(offset), isUserScrolling: isTracking)
        if isSwiping, isCentred, !isMoved {
            isSwiping = false  // over without `didFinishAnimating`, which UIKit does not always send
            return takeWaiting()
        }
        return nil
    }

    /// `pageViewController(_:willTransitionTo:)`: a person's swipe begins.
    package mutating func willTransition(to page: Int?) {
        isSwiping = true
    }

    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`: a person's swipe
    /// ended, on a new page when `completed`.
    ///
    /// - Parameters:
    ///   - completed: Whether the swipe turned the page.
    ///   - shownPage: The page of `viewControllers.first`, or nil when it is not one of the binding's.
    /// - Returns: A call to make: a page that waited for the swipe.
    package mutating func didFinishAnimating(completed: Bool, shownPage: Int?) -> Command? {
        isSwiping = false
        guard transition == nil else { return nil }
        if completed, let shownPage {
            let offset = lastOffset ?? 0
            basePage = clamped(shownPage - Int(offset.rounded()))
            awaitsRecentring = abs(offset) >= 0.5
            dots = PagerPosition(position(offset))
        }
        return takeWaiting()
    }

    /// A person chose `page` on the dots: turn there (animated unless scrubbing or under Reduce Motion).
    ///
    /// - Returns: The call to make now, or nil when the page is shown already or must wait for the call or the swipe
    ///   under way (the dots head for it at once).
    package mutating func show(page: Int, animated: Bool) -> Command? {
        guard paging.numberOfPages > 0 else { return nil }
        let request = Request(page: clamped(page), animated: animated)
        if var transition {
            waiting = request.page == transition.to && !transition.isRefresh ? nil : request
            transition.head(for: request.page)
            self.transition = transition
            dots = PagerPosition(transition.position)
            return nil
        }
        if isSwiping {
            waiting = request
            return nil
        }
        return begin(request)
    }

    /// The completion of the call the pager asked for last.
    ///
    /// - Parameter finished: The completion's argument.
    /// - Returns: The next call: the cached neighbour's re-set after an animated turn (on the main queue's next
    ///   turn), or a page that waited.
    package mutating func setViewControllersDidComplete(finished: Bool) -> Command? {
        guard let done = transition else { return nil }
        transition = nil
        if done.isRefresh { return takeWaiting() }
        let offset = lastOffset ?? 0
        basePage = clamped(done.to - Int(offset.rounded()))
        awaitsRecentring = abs(offset) >= 0.5
        dots = PagerPosition(done.goal)
        guard done.animated, finished, let direction = paging.turn(from: done.from, to: done.to) else {
            return takeWaiting()
        }
        transition = Transition(
            from: done.to, to: done.to, animated: false, isRefresh: true, dots: done.goal, goal: done.goal)
        return Command(page: done.to, direction: direction, animated: false, waitsForNextMainQueueTurn: true)
    }

    /// The host could not make the call the pager asked for last (no view controller for the page): the dots go
    /// back to the page shown, as a person's scroll, and a page that waited is turned to.
    package mutating func setViewControllersFailed() -> Command? {
        guard let failed = transition else { return nil }
        transition = nil
        dots = PagerPosition(Double(basePage), isUserScrolling: true)
        if failed.isRefresh { return takeWaiting() }
        waiting = nil
        return nil
    }

    // MARK: Turns

    /// Turns to the page that waited, if any.
    private mutating func takeWaiting() -> Command? {
        guard let request = waiting else { return nil }
        waiting = nil
        return begin(request)
    }

    /// Starts the call that turns to `request`'s page, or settles the dots when it is shown already.
    private mutating func begin(_ request: Request) -> Command? {
        guard let direction = paging.turn(from: basePage, to: request.page) else {
            dots = PagerPosition(Double(request.page))
            return nil
        }
        transition = Transition(
            from: basePage, to: request.page, animated: request.animated, isRefresh: false, dots: dots.position,
            goal: Double(request.page))
        if !request.animated { dots = PagerPosition(Double(request.page)) }
        return Command(
            page: request.page, direction: direction, animated: request.animated, waitsForNextMainQueueTurn: false)
    }
}
