#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// Keeps the dots in step with a paged scroll view, replacing the `scrollViewDidScroll(_:)` and
        /// `.valueChanged` boilerplate.
        ///
        /// While the content scrolls, the dots follow its fractional page (`followScroll(to:isUserScrolling:)`,
        /// which sends no `.valueChanged`). When a person changes the page on the dots, the content scrolls to
        /// it, animated unless they are scrubbing or Reduce Motion is on, and `.valueChanged` is sent as usual;
        /// the page they chose holds while the content travels there. When the content's size changes (the
        /// first layout, a rotation) the content is moved to the current page.
        /// Paging runs along the control's axis: horizontal unless its direction is vertical. Offsets count
        /// from the adjusted content inset. The view holds the scroll view weakly and is not its delegate.
        ///
        /// ```swift
        /// scrollView.isPagingEnabled = true
        /// pageControl.numberOfPages = 4
        /// pageControl.bind(to: scrollView)
        /// ```
        ///
        /// - Parameters:
        ///   - scrollView: The scroll view whose pages are `bounds.width` (or height) long; nil removes the
        ///     binding.
        ///   - contentDirection: Where page 0 sits: `.rightToLeft` when it is at the largest offset, as a
        ///     collection view's flow layout puts it in a right-to-left language. The default, nil, follows
        ///     the scroll view's `effectiveUserInterfaceLayoutDirection`.
        public func bind(to scrollView: UIScrollView?, contentDirection: PageControlCore.LayoutDirection? = nil) {
            scrollBinding = scrollView.map { ScrollViewBinding(self, $0, contentDirection) }
        }
    }

    /// Keeps a ``PageControlView`` in step with a paged `UIScrollView` through key-value observation of its
    /// content offset. The maths (offsets with the adjusted content inset, the axis, the content's direction,
    /// pages) is `ScrollViewPaging`'s; this type only observes and sets the offset.
    @MainActor
    final class ScrollViewBinding {
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

        /// Runs `body` on the main actor: key-value observation calls back on the thread that changed the
        /// value, which for a scroll view is the main thread.
        nonisolated private func onMain(_ body: @MainActor (ScrollViewBinding) -> Void) {
            MainActor.assumeIsolated { body(self) }
        }

        /// Moves the dots to the fractional page on screen.
        func scrollViewDidScroll() {
            guard let view, let scrollView else { return }
            let inset = Point(x: scrollView.adjustedContentInset.left, y: scrollView.adjustedContentInset.top)
            let position = paging(view, scrollView).fractionalPage(
                contentOffset: Point(scrollView.contentOffset), inset: inset)
            view.control.followScroll(to: position, isUserScrolling: scrollView.isTracking)
            view.refresh()
        }

        /// Scrolls the content to the control's current page.
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
