#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import UIKit

    @available(iOS 16.0, tvOS 16.0, *)
    extension PageControlView {
        /// Keeps the dots in step with a paged scroll view, replacing the `scrollViewDidScroll(_:)` and
        /// `.valueChanged` boilerplate.
        ///
        /// While the content scrolls, the dots follow its fractional page (the control's `position`, which
        /// sends no `.valueChanged`). When a person changes the page on the dots, the content scrolls to it,
        /// animated unless they are scrubbing or Reduce Motion is on, and `.valueChanged` is sent as usual.
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
            scrollBinding = nil
            guard let scrollView else { return }
            scrollBinding = ScrollViewBinding(view: self, scrollView: scrollView, contentDirection: contentDirection)
        }
    }

    /// Keeps a ``PageControlView`` in step with a paged `UIScrollView` through key-value observation of its
    /// content offset. The maths (offset to fractional page, page to offset, right-to-left content) is the
    /// core's `PagingGeometry`; this type only forwards.
    @available(iOS 16.0, tvOS 16.0, *)
    @MainActor
    final class ScrollViewBinding {
        private weak var view: PageControlView?
        private weak var scrollView: UIScrollView?
        private let contentDirection: PageControlCore.LayoutDirection?
        private var observation: NSKeyValueObservation?

        init(view: PageControlView, scrollView: UIScrollView, contentDirection: PageControlCore.LayoutDirection?) {
            self.view = view
            self.scrollView = scrollView
            self.contentDirection = contentDirection
            observation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, _ in
                guard let binding = self else { return }
                MainActor.assumeIsolated { binding.scrollViewDidScroll() }
            }
        }

        /// Moves the dots to the fractional page on screen; ignored while a person scrubs the dots, whose
        /// page changes scroll the content instead.
        func scrollViewDidScroll() {
            guard let view, let scrollView, !view.control.isScrubbing else { return }
            let (paging, vertical) = geometry()
            let inset = scrollView.adjustedContentInset
            let offset = vertical ? scrollView.contentOffset.y + inset.top : scrollView.contentOffset.x + inset.left
            view.control.position = paging.fractionalPage(forContentOffset: Double(offset))
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
