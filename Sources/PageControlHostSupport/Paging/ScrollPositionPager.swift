import PageControlCore

/// A paging SwiftUI `ScrollView` as the sequence of events `.pageIndicatorScrollPaging` receives (the modifier turns
/// each `onChange` and `onScrollPhaseChange` into one of these methods, and writes what they return): which page to
/// write to `currentPage`, and which scroll target to scroll to.
///
/// `scrollPosition(id:)` is not a settle signal: Apple documents that the binding is updated with the leading-most
/// view as the scroll view scrolls. So a tap from page 0 to 3 writes 1 and 2 on the way, and a backward drag writes
/// the previous page as soon as it peeks in.
///
/// - **From iOS 18** (``reportsPhases``) the page is taken only when `onScrollPhaseChange` reports `.idle`, from
///   the scroll geometry at that moment (the nearest page to the fractional one); ids are ignored.
/// - **On iOS 17** there are no phases: while the modifier's own scroll travels to a page, ids from where it started
///   to where it goes are ignored; the travel ends when the target's id comes after one on the way, when an id falls
///   outside that range (a person scrolled elsewhere), or after ``ownScrollTimeLimit``. Otherwise an id is the page
///   at once, as the leading-most view (a backward drag's page shows as soon as it peeks in: iOS 17 has nothing
///   better).
package struct ScrollPositionPager: Sendable, Hashable {
    /// The scroll view's phase, as SwiftUI's `ScrollPhase` (iOS 18).
    package enum Phase: Sendable, Hashable {
        /// No scrolling.
        case idle
        /// A finger is down, not yet scrolling.
        case tracking
        /// A person scrolls.
        case interacting
        /// The scroll view moves on after a person let go.
        case decelerating
        /// A programmatic, animated scroll (the modifier's own).
        case animating
    }

    /// The modifier's own scroll to a page: from where, to where, since when, and whether an id on the way came.
    package struct Travel: Sendable, Hashable {
        /// The page the scroll view showed when the scroll began.
        package var from: Int
        /// The page it scrolls to.
        package var to: Int
        /// When the scroll began, in seconds.
        package var startedAt: Double
        /// Whether an id other than the target's came since.
        package var sawPageOnTheWay = false
    }

    /// How long the modifier's own scroll may ignore ids on iOS 17, in seconds: 1, more than SwiftUI's animated
    /// scroll to a page takes, so a travel whose arrival SwiftUI never reports does not hold the page for long.
    package static let ownScrollTimeLimit = 1.0

    /// The pages and their scroll target ids.
    package var paging: ScrollGeometryPaging
    /// Whether the scroll view reports its phases (`onScrollPhaseChange`, iOS 18, macOS 15, tvOS 18, watchOS 11,
    /// visionOS 2).
    package var reportsPhases: Bool
    /// The `currentPage` binding as the modifier last saw or wrote it.
    package private(set) var currentPage: Int
    /// The page the scroll view rests on, or scrolls to.
    package private(set) var shownPage: Int?
    /// The modifier's own scroll under way (iOS 17).
    package private(set) var travel: Travel?

    /// A pager showing `currentPage`.
    ///
    /// - Parameters:
    ///   - paging: The pages and their scroll target ids.
    ///   - reportsPhases: Whether the scroll view reports its phases.
    ///   - currentPage: The `currentPage` binding's value; the scroll view starts on it.
    package init(paging: ScrollGeometryPaging, reportsPhases: Bool, currentPage: Int) {
        self.paging = paging
        self.reportsPhases = reportsPhases
        self.currentPage = currentPage
        shownPage = paging.scrollTargetID(forPage: currentPage)
    }

    /// `currentPage` changed (the dots, the app, or the echo of the modifier's own write).
    ///
    /// - Returns: The scroll target id to scroll to (animated unless Reduce Motion is on), or nil when the scroll
    ///   view shows the page or is on its way there.
    package mutating func currentPageChanged(to page: Int, at time: Double) -> Int? {
        currentPage = page
        guard let target = paging.scrollTargetID(forPage: page), target != shownPage else { return nil }
        travel = reportsPhases ? nil : Travel(from: shownPage ?? target, to: target, startedAt: time)
        shownPage = target
        return target
    }

    /// SwiftUI wrote the scroll position's id (the leading-most view, as the scroll view scrolls).
    ///
    /// - Returns: The page to write to `currentPage`, or nil.
    package mutating func scrolledIDChanged(to id: Int?, at time: Double) -> Int? {
        guard !reportsPhases, let page = paging.page(forScrollTargetID: id) else { return nil }
        if var travel, time - travel.startedAt <= Self.ownScrollTimeLimit {
            if page == travel.to {
                if travel.sawPageOnTheWay { self.travel = nil }  // arrived; before, the echo of the own write
                return nil
            }
            if page >= min(travel.from, travel.to) && page <= max(travel.from, travel.to) {
                travel.sawPageOnTheWay = true
                self.travel = travel
                return nil
            }
        }
        travel = nil
        return take(page)
    }

    /// `onScrollPhaseChange` reported `phase`, with the scroll geometry's fractional page at that moment.
    ///
    /// - Returns: The page to write to `currentPage` when the scroll view came to rest on another page, or nil.
    package mutating func scrollPhaseChanged(to phase: Phase, fractionalPage: Double) -> Int? {
        guard phase == .idle, fractionalPage.isFinite, paging.numberOfPages > 0 else { return nil }
        travel = nil
        let nearest = min(max(fractionalPage.rounded(), 0), Double(paging.numberOfPages - 1))
        return take(Int(nearest))
    }

    /// The scroll view shows `page`: it becomes `currentPage` if it is not already.
    private mutating func take(_ page: Int) -> Int? {
        shownPage = page
        guard page != currentPage else { return nil }
        currentPage = page
        return page
    }
}
