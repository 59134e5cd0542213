#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// Keeps the dots in step with a `UIPageViewController`: the dots follow its scroll view as a page is
        /// dragged (fractionally, with the `.scroll` transition), and a person's page change on the dots turns the
        /// page view controller to that page in the right direction (mirrored right to left), animated unless
        /// scrubbing or under Reduce Motion.
        ///
        /// ```swift
        /// pageControl.bind(to: pageViewController, numberOfPages: photos.count) { [weak self] page in
        ///     self?.photoViewController(for: page)
        /// }
        /// ```
        ///
        /// A jump of several pages animates as one turn whose slide the dots map onto the whole distance; a page
        /// chosen while a turn or a swipe is under way is turned to when it ends (never two turns at once); after an
        /// animated turn the page is set once more without animation, so that a swipe back shows the right
        /// neighbour. The binding becomes the page view controller's data source (its pages are `viewControllerAt`'s)
        /// and its delegate, handing every delegate method the delegate it had implements on to it; unbinding gives
        /// that delegate back. It shows the view's current page at once. The view holds the page view controller
        /// weakly.
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

    /// The page view controller's data source and delegate, and an observer of its inner scroll view. It translates
    /// what UIKit calls into `PageViewControllerPager`'s events, and makes the calls the pager returns.
    @MainActor
    final class PageViewControllerBinding: NSObject, PagerBinding, UIPageViewControllerDataSource,
        UIPageViewControllerDelegate
    {
        private weak var view: PageControlView?
        private weak var pageViewController: UIPageViewController?
        private weak var scrollView: UIScrollView?
        /// The delegate the page view controller had, which every delegate method it implements reaches; read by
        /// `responds(to:)` and `forwardingTarget(for:)`, which the runtime may call on any thread.
        nonisolated private let forwarded: ForwardedDelegate
        private let viewControllerAt: @MainActor (Int) -> UIViewController?
        private var vended: [VendedPage] = []
        private var pager: PageViewControllerPager
        private var observation: NSKeyValueObservation?

        init(
            _ view: PageControlView, _ pageViewController: UIPageViewController,
            _ viewControllerAt: @escaping @MainActor (Int) -> UIViewController?
        ) {
            self.view = view
            self.pageViewController = pageViewController
            self.viewControllerAt = viewControllerAt
            // The delegate it had is kept before the binding takes its place, as UIKit may ask `responds(to:)` then.
            forwarded = ForwardedDelegate(pageViewController.delegate)
            pager = PageViewControllerPager(
                paging: Self.paging(of: pageViewController, view), page: view.control.currentPage)
            super.init()
            pageViewController.dataSource = self
            pageViewController.delegate = self
            if let controller = vend(pager.basePage) {
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
            if pageViewController.delegate === self {
                pageViewController.delegate = forwarded.object as? any UIPageViewControllerDelegate
            }
        }

        private static func paging(of pageViewController: UIPageViewController, _ view: PageControlView)
            -> PageViewControllerPaging
        {
            PageViewControllerPaging(
                numberOfPages: view.control.numberOfPages,
                isVertical: pageViewController.navigationOrientation == .vertical,
                isRightToLeft: pageViewController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }

        /// Brings the pager's page count and direction up to date before an event.
        private func updatePaging() -> Bool {
            guard let view, let pageViewController else { return false }
            pager.paging = Self.paging(of: pageViewController, view)
            return true
        }

        /// The page of the view controller on screen, if it is one the binding gave out.
        private var shownPage: Int? {
            pageViewController?.viewControllers?.first.flatMap { page(of: $0) }
        }

        // MARK: Events

        private func scrollViewDidScroll() {
            guard updatePaging(), let scrollView else { return }
            let command = pager.scrollViewDidScroll(
                contentOffset: Point(scrollView.contentOffset), boundsSize: Size(scrollView.bounds.size),
                isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating, shownPage: shownPage)
            settle(command)
        }

        func scrollToCurrentPage(animated: Bool) {
            guard updatePaging(), let view else { return }
            settle(pager.show(page: view.control.currentPage, animated: animated))
        }

        /// Shows the pager's dots, and makes the call it asks for.
        private func settle(_ command: PageViewControllerPager.Command?) {
            if let view {
                view.control.follow(pager.dots)
                view.refresh()
            }
            guard let command else { return }
            if command.waitsForNextMainQueueTurn {
                Task { @MainActor [weak self] in self?.perform(command) }
            } else {
                perform(command)
            }
        }

        /// `setViewControllers(_:direction:animated:completion:)` for a command of the pager.
        private func perform(_ command: PageViewControllerPager.Command) {
            guard let pageViewController, let controller = vend(command.page) else {
                settle(pager.setViewControllersFailed())
                return
            }
            pageViewController.setViewControllers(
                [controller], direction: command.direction == .forward ? .forward : .reverse,
                animated: command.animated
            ) { [weak self] finished in
                self?.setViewControllersDidComplete(finished: finished)
            }
        }

        private func setViewControllersDidComplete(finished: Bool) {
            guard updatePaging() else { return }
            settle(pager.setViewControllersDidComplete(finished: finished))
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
            pager.willTransition(to: pendingViewControllers.first.flatMap { page(of: $0) })
            (forwarded.object as? any UIPageViewControllerDelegate)?.pageViewController?(
                pageViewController, willTransitionTo: pendingViewControllers)
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            if updatePaging() { settle(pager.didFinishAnimating(completed: completed, shownPage: shownPage)) }
            (forwarded.object as? any UIPageViewControllerDelegate)?.pageViewController?(
                pageViewController, didFinishAnimating: finished, previousViewControllers: previousViewControllers,
                transitionCompleted: completed)
        }

        // MARK: Forwarding the delegate methods the binding does not implement

        /// Whether the binding answers `selector`: its own methods, and every delegate method the delegate it took
        /// the place of implements (`PageViewControllerDelegateForwarding`), those Apple adds later included.
        nonisolated override func responds(to selector: Selector!) -> Bool {
            if super.responds(to: selector) { return true }
            return forwarded.target(for: selector) != nil
        }

        /// The delegate it took the place of, for the delegate methods the binding does not implement.
        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
            forwarded.target(for: selector) ?? super.forwardingTarget(for: selector)
        }

        // MARK: Pages

        private func neighbour(of viewController: UIViewController, after: Bool) -> UIViewController? {
            guard let page = page(of: viewController), let next = pager.paging.neighbour(of: page, after: after) else {
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

    /// The delegate a page view controller had before the binding, held weakly and set once, so that the runtime's
    /// `responds(to:)` and `forwardingTarget(for:)`, which are not main-actor isolated, can read it.
    final class ForwardedDelegate: @unchecked Sendable {
        /// The delegate, or nil when there was none or it is gone.
        private(set) weak var object: (any NSObjectProtocol)?

        init(_ object: (any NSObjectProtocol)?) {
            self.object = object
        }

        /// The delegate, when it implements `selector` and `selector` is a delegate method to hand on.
        func target(for selector: Selector?) -> (any NSObjectProtocol)? {
            guard let selector, let object,
                PageViewControllerDelegateForwarding.forwards(NSStringFromSelector(selector)),
                object.responds(to: selector)
            else { return nil }
            return object
        }
    }

    /// A page's view controller as the binding gave it out, held weakly.
    @MainActor
    private struct VendedPage {
        let page: Int
        weak var controller: UIViewController?
    }
#endif
