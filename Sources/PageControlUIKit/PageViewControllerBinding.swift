#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// Keeps the dots in step with a `UIPageViewController`: the dots follow its scroll view as a page is
        /// dragged (fractionally, with the `.scroll` transition), the current page follows each completed turn,
        /// and a person's page change on the dots turns the page view controller to that page in the right
        /// direction (mirrored right to left), animated unless scrubbing or under Reduce Motion.
        ///
        /// ```swift
        /// pageControl.bind(to: pageViewController, numberOfPages: photos.count) { [weak self] page in
        ///     self?.photoViewController(for: page)
        /// }
        /// ```
        ///
        /// The binding becomes the page view controller's data source (its pages are `viewControllerAt`'s) and
        /// its delegate, forwarding the turn callbacks to the delegate it had; unbinding gives that delegate back.
        /// It shows the view's current page at once. The view holds the page view controller weakly.
        ///
        /// - Parameters:
        ///   - pageViewController: The page view controller; nil unbinds.
        ///   - numberOfPages: The page count, set on the view. The default, nil, keeps the view's ``numberOfPages``.
        ///   - viewControllerAt: The view controller of a page, 0-based, or nil where there is none. It may return
        ///     the same view controller for a page again; hold `self` weakly in it.
        public func bind(
            to pageViewController: UIPageViewController?, numberOfPages: Int? = nil,
            viewControllerAt: @escaping @MainActor (Int) -> UIViewController?
        ) {
            if let numberOfPages { self.numberOfPages = numberOfPages }
            pagerBinding = pageViewController.map { PageViewControllerBinding(self, $0, viewControllerAt) }
        }
    }

    /// The page view controller's data source and delegate, and an observer of its inner scroll view; the maths
    /// is `PageViewControllerPaging`'s.
    @MainActor
    final class PageViewControllerBinding: NSObject, PagerBinding, UIPageViewControllerDataSource,
        UIPageViewControllerDelegate
    {
        private weak var view: PageControlView?
        private weak var pageViewController: UIPageViewController?
        private weak var scrollView: UIScrollView?
        private weak var forwardedDelegate: (any UIPageViewControllerDelegate)?
        private let viewControllerAt: @MainActor (Int) -> UIViewController?
        private var vended: [VendedPage] = []
        /// The page on screen when the page view controller's own view controllers do not say.
        private var shownPage: Int
        private var observation: NSKeyValueObservation?

        init(
            _ view: PageControlView, _ pageViewController: UIPageViewController,
            _ viewControllerAt: @escaping @MainActor (Int) -> UIViewController?
        ) {
            self.view = view
            self.pageViewController = pageViewController
            self.viewControllerAt = viewControllerAt
            shownPage = view.control.currentPage
            super.init()
            forwardedDelegate = pageViewController.delegate
            pageViewController.dataSource = self
            pageViewController.delegate = self
            if let controller = vend(shownPage) {
                pageViewController.setViewControllers([controller], direction: .forward, animated: false)
            }
            // The scroll transition pages in a scroll view of its own; the page curl has none (whole pages only).
            scrollView = pageViewController.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
            observation = scrollView?.observe(\.contentOffset, options: [.new]) { [weak self] _, _ in
                self?.onMain { $0.scrollViewDidScroll() }
            }
        }

        /// Key-value observation calls back on the thread that changed the value: a scroll view's main thread.
        nonisolated private func onMain(_ body: @MainActor (PageViewControllerBinding) -> Void) {
            MainActor.assumeIsolated { body(self) }
        }

        func unbind() {
            observation = nil
            guard let pageViewController else { return }
            if pageViewController.dataSource === self { pageViewController.dataSource = nil }
            if pageViewController.delegate === self { pageViewController.delegate = forwardedDelegate }
        }

        private var paging: PageViewControllerPaging? {
            guard let view, let pageViewController else { return nil }
            return PageViewControllerPaging(
                numberOfPages: view.control.numberOfPages,
                isVertical: pageViewController.navigationOrientation == .vertical,
                isRightToLeft: pageViewController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }

        /// The page of the view controller on screen.
        private var currentPage: Int {
            pageViewController?.viewControllers?.first.flatMap { page(of: $0) } ?? shownPage
        }

        private func scrollViewDidScroll() {
            guard let view, let scrollView, let paging else { return }
            let position = paging.fractionalPage(
                currentPage: currentPage, contentOffset: Point(scrollView.contentOffset),
                boundsSize: Size(scrollView.bounds.size))
            view.control.followScroll(to: position, isUserScrolling: scrollView.isTracking)
            view.refresh()
        }

        func scrollToCurrentPage(animated: Bool) {
            guard let view, let pageViewController, let paging else { return }
            let target = view.control.currentPage
            guard let turn = paging.turn(from: currentPage, to: target), let controller = vend(target) else { return }
            shownPage = target
            pageViewController.setViewControllers(
                [controller], direction: turn == .forward ? .forward : .reverse, animated: animated)
        }

        // MARK: Data source and delegate

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            neighbour(of: viewController, after: false)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            neighbour(of: viewController, after: true)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            forwardedDelegate?.pageViewController?(pageViewController, willTransitionTo: pendingViewControllers)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            if completed, let view, let page = pageViewController.viewControllers?.first.flatMap({ page(of: $0) }) {
                shownPage = page
                view.control.followScroll(to: Double(page))
                view.refresh()
            }
            forwardedDelegate?.pageViewController?(
                pageViewController, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
                transitionCompleted: completed)
        }

        // MARK: Pages

        private func neighbour(of viewController: UIViewController, after: Bool) -> UIViewController? {
            guard let page = page(of: viewController), let next = paging?.neighbour(of: page, after: after) else {
                return nil
            }
            return vend(next)
        }

        /// The view controller of a page, remembered (weakly) with its page.
        private func vend(_ page: Int) -> UIViewController? {
            guard let controller = viewControllerAt(page) else { return nil }
            vended.removeAll { $0.controller == nil || $0.controller === controller }
            vended.append(VendedPage(page: page, controller: controller))
            return controller
        }

        private func page(of controller: UIViewController) -> Int? {
            vended.first { $0.controller === controller }?.page
        }
    }

    /// A page's view controller as the binding gave it out, held weakly.
    @MainActor
    private struct VendedPage {
        let page: Int
        weak var controller: UIViewController?
    }
#endif
