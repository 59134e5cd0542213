import PageControlCore

/// The maths of keeping a control in step with a `UIPageViewController` (the UIKit view's
/// `bind(to:numberOfPages:viewControllerAt:)`): which page its inner scroll view shows, which neighbours its
/// data source gives, and which way a turn to a page goes. The host only observes and calls.
///
/// A page view controller with the scroll transition keeps three pages in its inner scroll view (the previous,
/// the current and the next) and rests on the middle one: each is the scroll view's bounds long (the page view
/// controller's width plus its `interPageSpacing`), so the offset from the middle page over that length is how
/// far the content has moved towards a neighbour. Right to left, the next page is on the left (UIKit mirrors the
/// swipe), so the offset moves the other way and a turn to a later page animates as `.reverse`.
package struct PageViewControllerPaging: Sendable, Hashable {
    /// The number of pages. Negative values count as 0.
    package var numberOfPages: Int
    /// Whether pages turn vertically (`navigationOrientation == .vertical`): no direction then.
    package var isVertical: Bool
    /// Whether the page view controller lays out right to left (its view's effective layout direction).
    package var isRightToLeft: Bool

    /// Which way a page view controller turns, as `UIPageViewController.NavigationDirection`.
    package enum Turn: Sendable, Hashable {
        /// The next page comes in from the trailing side (the right, left to right).
        case forward
        /// The previous page comes in from the leading side.
        case reverse
    }

    /// The paging of a page view controller.
    ///
    /// - Parameters:
    ///   - numberOfPages: The page count. Negative values count as 0.
    ///   - isVertical: Whether pages turn vertically.
    ///   - isRightToLeft: Whether the page view controller lays out right to left; ignored when vertical.
    package init(numberOfPages: Int, isVertical: Bool, isRightToLeft: Bool) {
        self.numberOfPages = max(numberOfPages, 0)
        self.isVertical = isVertical
        self.isRightToLeft = isRightToLeft && !isVertical
    }

    /// The three pages of the inner scroll view, each `length` long, page 0 on the leading side.
    private func scroller(length: Double) -> PagingGeometry {
        PagingGeometry(
            pageLength: length, numberOfPages: 3, layoutDirection: isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The fractional page on screen: `currentPage` moved by how far the inner scroll view is from its middle
    /// page, at most one page either way, within the pages. A zero-size scroll view gives `currentPage`.
    ///
    /// - Parameters:
    ///   - currentPage: The page of the view controller the page view controller shows.
    ///   - contentOffset: The inner scroll view's content offset.
    ///   - boundsSize: The inner scroll view's bounds size: a page is its width (its height when vertical).
    package func fractionalPage(currentPage: Int, contentOffset: Point, boundsSize: Size) -> Double {
        guard numberOfPages > 0 else { return 0 }
        let moved = pagesFromMiddle(contentOffset: contentOffset, boundsSize: boundsSize)
        let page = Double(min(max(currentPage, 0), numberOfPages - 1)) + moved
        return min(max(page, 0), Double(numberOfPages - 1))
    }

    /// How far the inner scroll view has moved from its middle page, in pages: positive towards the next page
    /// (on the left, right to left), negative towards the previous one; −1…1. A zero-size scroll view gives 0.
    ///
    /// - Parameters:
    ///   - contentOffset: The inner scroll view's content offset.
    ///   - boundsSize: The inner scroll view's bounds size: a page is its width (its height when vertical).
    package func pagesFromMiddle(contentOffset: Point, boundsSize: Size) -> Double {
        let length = isVertical ? boundsSize.height : boundsSize.width
        guard length.isFinite, length > 0 else { return 0 }
        let offset = isVertical ? contentOffset.y : contentOffset.x
        return scroller(length: length).fractionalPage(forContentOffset: offset) - 1
    }

    /// The inner scroll view's offset along the paging axis that rests on the middle page.
    package func restingOffset(boundsSize: Size) -> Double {
        scroller(length: isVertical ? boundsSize.height : boundsSize.width).contentOffset(forPage: 1)
    }

    /// The page a data source gives after (`after` true) or before `page`, or nil past the ends.
    package func neighbour(of page: Int, after: Bool) -> Int? {
        let next = after ? page + 1 : page - 1
        return next >= 0 && next < numberOfPages ? next : nil
    }

    /// Which way to turn from `current` to `target`: `.forward` to a later page (`.reverse` right to left, as
    /// UIKit animates `.forward` from the right whatever the layout direction), nil for the same page.
    package func turn(from current: Int, to target: Int) -> Turn? {
        guard target != current else { return nil }
        let later = target > current
        return later != isRightToLeft ? .forward : .reverse
    }
}
