import PageControlCore

/// An orthogonally scrolling section as the sequence of events its `visibleItemsInvalidationHandler` reports (the
/// UIKit view's handler from `visibleItemsInvalidationHandler(for:)` turns each call into
/// ``sectionDidScroll(_:contentOffset:)``; a person's page change on the dots asks ``scrollTarget(forPage:)`` where
/// to scroll): what the dots show (``dots``), and where a tap scrolls the section.
///
/// - **Taps rest where a swipe rests.** The section is scrolled to the offset its behaviour rests a swipe at
///   (``OrthogonalSectionPaging/restingOffset(forPage:)``), not to an item's edge (`scrollToItem(at:at:animated:)`'s
///   `.left` puts the group flush with the container, a leading inset away from where `.groupPaging` rests it), so
///   the dots land on the page and the control's travel to it ends.
/// - **A drag takes over at once.** The handler says nothing of fingers, so while the section travels to the page a
///   tap chose, an offset that moves away from it (by more than ``awayTolerance``) is a person's drag: the dots
///   follow it as a person's scroll, which ends the control's travel at once rather than after a hundredth of a
///   page. UIKit's own animation only ever comes closer.
package struct OrthogonalSectionPager: Sendable, Hashable {
    /// Where a tap scrolls the section, and how close to it the section has come.
    package struct Travel: Sendable, Hashable {
        /// The offset along the section's axis a tap scrolls to.
        package var target: Double
        /// The smallest distance from it so far, in points.
        package var distance: Double
    }

    /// How far the section may move back from a tap's target before it counts as a person's drag, in points: 0.5,
    /// more than the pixel rounding of an offset on 2× and 3× screens and less than any drag.
    package static let awayTolerance = 0.5

    /// The section's paging as its handler was last called, or nil before the first call.
    package private(set) var paging: OrthogonalSectionPaging?
    /// What the dots show: the host hands it to the control after every report.
    package private(set) var dots = PagerPosition(0)
    /// The travel to a page a tap chose, until the section arrives or a person takes over.
    package private(set) var travel: Travel?

    /// A pager that has heard nothing from the section yet.
    package init() {}

    /// The section's `visibleItemsInvalidationHandler` was called.
    ///
    /// - Parameters:
    ///   - paging: The section's paging, from its setup and the visible items.
    ///   - contentOffset: The offset the handler reports.
    package mutating func sectionDidScroll(_ paging: OrthogonalSectionPaging, contentOffset: Point) {
        self.paging = paging
        var isUserScrolling = false
        if var travel {
            let distance = abs((paging.isVertical ? contentOffset.y : contentOffset.x) - travel.target)
            if distance > travel.distance + Self.awayTolerance {
                isUserScrolling = true
                self.travel = nil
            } else if distance < Self.awayTolerance {
                self.travel = nil  // arrived
            } else {
                travel.distance = min(distance, travel.distance)
                self.travel = travel
            }
        }
        dots = PagerPosition(paging.fractionalPage(contentOffset: contentOffset), isUserScrolling: isUserScrolling)
    }

    /// A person chose `page` on the dots.
    ///
    /// - Returns: The offset along the section's axis to scroll to (where a swipe rests with the page shown), or nil
    ///   before the handler's first call.
    package mutating func scrollTarget(forPage page: Int) -> Double? {
        guard let paging else { return nil }
        let target = paging.restingOffset(forPage: page)
        travel = Travel(target: target, distance: .infinity)
        return target
    }
}
