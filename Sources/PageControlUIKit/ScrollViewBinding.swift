#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// Keeps the dots in step with a paged scroll view: the dots follow the content's fractional page
        /// (sending nothing), and a person's page change on the dots scrolls the content there (animated unless
        /// scrubbing or under Reduce Motion) and sends `.valueChanged`. The view holds the scroll view weakly.
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view, whose pages are its bounds long along the control's axis; nil unbinds.
        ///   - contentDirection: `.rightToLeft` when page 0 is at the largest offset. The default, nil, follows
        ///     the scroll view's `effectiveUserInterfaceLayoutDirection`.
        public func bind(to scrollView: UIScrollView?, contentDirection: PageControlCore.LayoutDirection? = nil) {
            pagerBinding = scrollView.map { ScrollViewBinding(self, $0, contentDirection) }
        }
    }

    /// Observes a scroll view's offset and size and sets its offset; the maths is `ScrollViewPaging`'s.
    @MainActor
    final class ScrollViewBinding: PagerBinding {
        private weak var view: PageControlView?
        private weak var scrollView: UIScrollView?
        private let contentDirection: PageControlCore.LayoutDirection?
        private var observations: [NSKeyValueObservation] = []

        init(_ view: PageControlView, _ scrollView: UIScrollView, _ contentDirection: PageControlCore.LayoutDirection?)
        {
            self.view = view
            self.scrollView = scrollView
            self.contentDirection = contentDirection
            // Layout gives the content its size after binding (and again on rotation): show the current page.
            observations = [
                scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, _ in
                    self?.onMain { $0.scrollViewDidScroll() }
                },
                scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
                    self?.onMain { $0.scrollToCurrentPage(animated: false) }
                },
            ]
        }

        func unbind() { observations = [] }

        /// Key-value observation calls back on the thread that changed the value: a scroll view's main thread.
        nonisolated private func onMain(_ body: @MainActor (ScrollViewBinding) -> Void) {
            MainActor.assumeIsolated { body(self) }
        }

        func scrollViewDidScroll() {
            guard let view, let scrollView else { return }
            let inset = Point(x: scrollView.adjustedContentInset.left, y: scrollView.adjustedContentInset.top)
            let position = paging(view, scrollView).fractionalPage(
                contentOffset: Point(scrollView.contentOffset), inset: inset)
            view.control.followScroll(to: position, isUserScrolling: scrollView.isTracking)
            view.refresh()
        }

        func scrollToCurrentPage(animated: Bool) {
            guard let view, let scrollView else { return }
            let inset = Point(x: scrollView.adjustedContentInset.left, y: scrollView.adjustedContentInset.top)
            let offset = paging(view, scrollView).contentOffset(
                forPage: view.control.currentPage, from: Point(scrollView.contentOffset), inset: inset)
            scrollView.setContentOffset(CGPoint(offset), animated: animated)
        }

        private func paging(_ view: PageControlView, _ scrollView: UIScrollView) -> ScrollViewPaging {
            ScrollViewPaging(
                for: view.control, boundsSize: Size(scrollView.bounds.size), contentDirection: contentDirection,
                scrollViewIsRightToLeft: scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }
#endif
