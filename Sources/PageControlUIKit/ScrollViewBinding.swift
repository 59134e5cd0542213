#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
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
    /// content offset. The maths (offset to fractional page, page to offset, right-to-left content) is the
    /// core's `PagingGeometry`; this type only forwards.
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

        /// Moves the dots to the fractional page on screen; ignored while a person scrubs the dots, whose
        /// page changes scroll the content instead.
        /// Runs `body` on the main actor: key-value observation calls back on the thread that changed the
        /// value, which for a scroll view is the main thread.
        nonisolated private func onMain(_ body: @MainActor (ScrollViewBinding) -> Void) {
            MainActor.assumeIsolated { body(self) }
        }

        func scrollViewDidScroll() {
            guard let view, let scrollView else { return }
            let (paging, vertical) = geometry()
            let inset = scrollView.adjustedContentInset
            let offset = vertical ? scrollView.contentOffset.y + inset.top : scrollView.contentOffset.x + inset.left
            let position = paging.fractionalPage(forContentOffset: Double(offset))
            view.control.followScroll(to: position, isUserScrolling: scrollView.isTracking)
            view.refresh()
        }

        /// Scrolls the content to the control's current page.
        func scrollToCurrentPage(animated: Bool) {
            guard let view, let scrollView else { return }
            let (paging, vertical) = geometry()
            let target = CGFloat(paging.contentOffset(forPage: view.control.currentPage))
            var offset = scrollView.contentOffset
            if vertical {
                offset.y = target - scrollView.adjustedContentInset.top
            } else {
                offset.x = target - scrollView.adjustedContentInset.left
            }
            scrollView.setContentOffset(offset, animated: animated)
        }

        /// The paging maths for the scroll view's size, the page count and the content's direction (the given
        /// one, else the scroll view's; vertical paging has none), and whether paging is vertical.
        private func geometry() -> (PagingGeometry, vertical: Bool) {
            let vertical = view?.control.resolvedDirection.isVertical ?? false
            let rightToLeft = scrollView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let direction: PageControlCore.LayoutDirection =
                vertical ? .leftToRight : contentDirection ?? (rightToLeft ? .rightToLeft : .leftToRight)
            let size = scrollView?.bounds.size ?? .zero
            let length = Double(vertical ? size.height : size.width)
            let paging = PagingGeometry(
                pageLength: length, numberOfPages: view?.control.numberOfPages ?? 0, layoutDirection: direction)
            return (paging, vertical)
        }
    }
#endif
