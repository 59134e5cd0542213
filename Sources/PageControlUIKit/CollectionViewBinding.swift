#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    extension PageControlView {
        /// Keeps the dots in step with the items of one section of a collection view: a paging collection view
        /// (its flow layout's item size, `minimumLineSpacing` and `sectionInset` give the pages' offsets), or an
        /// orthogonally scrolling section of a compositional layout once its handler comes from
        /// ``visibleItemsInvalidationHandler(for:)``. The page count follows the data source
        /// (`numberOfItems(inSection:)`); the dots follow the content fractionally, and a person's page change
        /// on the dots scrolls to that item (where a swipe would rest it, for an orthogonal section), animated
        /// unless scrubbing or under Reduce Motion.
        ///
        /// ```swift
        /// pageControl.bind(to: collectionView, section: 0)
        /// ```
        ///
        /// Right to left, item 0 sits at the largest offset unless the layout's
        /// `flipsHorizontallyInOppositeLayoutDirection` is true (its header: the collection view then keeps
        /// `bounds.origin` at the leading edge, so offsets count from item 0). If the dots and taps come out mirrored
        /// (a layout of your own that positions items its own way), say where item 0 is with `contentDirection`.
        /// The view holds the collection view weakly.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view; nil unbinds.
        ///   - section: The section whose items are the pages. Values past the sections give no pages.
        ///   - contentDirection: `.rightToLeft` when item 0 sits at the largest offset, `.leftToRight` when it sits
        ///     at offset 0. The default, nil, follows the collection view (its
        ///     `effectiveUserInterfaceLayoutDirection` and its layout's `flipsHorizontallyInOppositeLayoutDirection`).
        ///     Vertical scrolling has no direction.
        public func bind(
            to collectionView: UICollectionView?, section: Int, contentDirection: PageControlCore.LayoutDirection? = nil
        ) {
            pagerBinding = collectionView.map {
                CollectionViewBinding(self, $0, section: section, contentDirection: contentDirection)
            }
        }

        /// A handler for an orthogonally scrolling section, to set as its `visibleItemsInvalidationHandler`: the
        /// dots bound with ``bind(to:section:contentDirection:)`` follow the section's scrolling, by its
        /// `orthogonalScrollingBehavior` (`.paging`, `.groupPaging` or `.groupPagingCentered`; the continuous
        /// ones rest groups as `.groupPaging`), `interGroupSpacing` and `contentInsets` as they are when this is
        /// called. Each group is one item, a page. A tap on the dots scrolls the section to where a swipe rests
        /// the page, and a drag that moves away from that page takes over at once.
        ///
        /// ```swift
        /// section.orthogonalScrollingBehavior = .groupPagingCentered
        /// section.visibleItemsInvalidationHandler = pageControl.visibleItemsInvalidationHandler(for: section)
        /// ```
        ///
        /// The handler holds the view weakly.
        @available(iOS 13.0, tvOS 13.0, *)
        public func visibleItemsInvalidationHandler(for section: NSCollectionLayoutSection)
            -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler
        {
            let setup = OrthogonalSectionSetup(section)
            return { [weak self] items, offset, environment in
                MainActor.assumeIsolated {
                    guard let binding = self?.pagerBinding as? CollectionViewBinding else { return }
                    binding.sectionDidScroll(
                        setup, items: items, contentOffset: offset, containerSize: environment.container.contentSize)
                }
            }
        }
    }

    /// An orthogonal section's settings, as its handler was made.
    struct OrthogonalSectionSetup {
        let behavior: OrthogonalSectionPaging.Behavior
        let interGroupSpacing: Double
        let leadingInset: Double
        let trailingInset: Double

        @available(iOS 13.0, tvOS 13.0, *)
        @MainActor
        init(_ section: NSCollectionLayoutSection) {
            switch section.orthogonalScrollingBehavior {
            case .paging: behavior = .paging
            case .groupPaging: behavior = .groupPaging
            case .groupPagingCentered: behavior = .groupPagingCentered
            case .continuousGroupLeadingBoundary: behavior = .continuousGroupLeadingBoundary
            case .none, .continuous: behavior = .continuous
            @unknown default: behavior = .continuous
            }
            interGroupSpacing = Double(section.interGroupSpacing)
            leadingInset = Double(section.contentInsets.leading)
            trailingInset = Double(section.contentInsets.trailing)
        }
    }

    /// Observes a collection view's offset and item count, or an orthogonal section's reports, and scrolls to
    /// a page; the maths is `CollectionViewPaging`'s, an orthogonal section's events go through
    /// `OrthogonalSectionPager`.
    @MainActor
    final class CollectionViewBinding: PagerBinding {
        private weak var view: PageControlView?
        private weak var collectionView: UICollectionView?
        private let section: Int
        private let contentDirection: PageControlCore.LayoutDirection?
        private var observations: [NSKeyValueObservation] = []
        /// The orthogonal section's events, once its handler reported: the collection view's own offset is then
        /// not the pages'.
        private var orthogonal: OrthogonalSectionPager?

        init(
            _ view: PageControlView, _ collectionView: UICollectionView, section: Int,
            contentDirection: PageControlCore.LayoutDirection?
        ) {
            self.view = view
            self.collectionView = collectionView
            self.section = section
            self.contentDirection = contentDirection
            updateNumberOfPages()
            observations = [
                collectionView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, _ in
                    self?.onMain { $0.collectionViewDidScroll() }
                },
                // Items come and go through layout: the content's size changes with them.
                collectionView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
                    self?.onMain { $0.updateNumberOfPages() }
                },
            ]
        }

        nonisolated private func onMain(_ body: @MainActor (CollectionViewBinding) -> Void) {
            MainActor.assumeIsolated { body(self) }
        }

        func unbind() { observations = [] }

        /// Sets the view's page count from the data source, when it changed.
        private func updateNumberOfPages() {
            guard let view, let collectionView else { return }
            let count =
                section >= 0 && section < collectionView.numberOfSections
                ? collectionView.numberOfItems(inSection: section) : 0
            if view.numberOfPages != count { view.numberOfPages = count }
        }

        /// Where item 0 sits along the offsets: the binding's `contentDirection`, else the collection view's own.
        private var resolvedDirection: PageControlCore.LayoutDirection {
            guard let collectionView else { return .leftToRight }
            return CollectionViewPaging.contentDirection(
                contentDirection, isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                layoutFlipsHorizontally: collectionView.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection)
        }

        private func collectionViewDidScroll() {
            guard orthogonal == nil, let view, let collectionView, let paging else { return }
            let position = paging.fractionalPage(
                contentOffset: Point(collectionView.contentOffset), inset: adjustedInset(collectionView))
            view.control.followScroll(to: position, isUserScrolling: collectionView.isTracking)
            view.refresh()
        }

        private func adjustedInset(_ collectionView: UICollectionView) -> Point {
            Point(x: collectionView.adjustedContentInset.left, y: collectionView.adjustedContentInset.top)
        }

        /// The paging of the collection view itself, from its flow layout when it has one.
        private var paging: CollectionViewPaging? {
            guard let view, let collectionView else { return nil }
            let bounds = Size(collectionView.bounds.size)
            guard let flow = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else {
                return CollectionViewPaging(
                    boundsSize: bounds, itemSize: nil, spacing: 0, leadingInset: 0, trailingInset: 0,
                    numberOfPages: view.control.numberOfPages, isVertical: view.control.resolvedDirection.isVertical,
                    contentDirection: resolvedDirection)
            }
            let isVertical = flow.scrollDirection == .vertical
            let first =
                view.control.numberOfPages > 0
                ? collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: section)) : nil
            let inset = flow.sectionInset
            return CollectionViewPaging(
                boundsSize: bounds, itemSize: Size(first?.size ?? flow.itemSize),
                spacing: Double(flow.minimumLineSpacing), leadingInset: Double(isVertical ? inset.top : inset.left),
                trailingInset: Double(isVertical ? inset.bottom : inset.right),
                numberOfPages: view.control.numberOfPages, isVertical: isVertical, contentDirection: resolvedDirection)
        }

        @available(iOS 13.0, tvOS 13.0, *)
        func sectionDidScroll(
            _ setup: OrthogonalSectionSetup, items: [any NSCollectionLayoutVisibleItem], contentOffset: CGPoint,
            containerSize: CGSize
        ) {
            guard let view else { return }
            updateNumberOfPages()  // a section's items may change without the collection view's size changing
            let visible = items.filter { $0.representedElementCategory == .cell && $0.indexPath.section == section }
                .map {
                    OrthogonalSectionPaging.VisibleItem(
                        item: $0.indexPath.item, start: Double($0.frame.minX), length: Double($0.frame.width))
                }
            guard
                let group = OrthogonalSectionPaging.groupLength(of: visible, interGroupSpacing: setup.interGroupSpacing)
            else { return }
            let paging = OrthogonalSectionPaging(
                behavior: setup.behavior, groupLength: group, interGroupSpacing: setup.interGroupSpacing,
                leadingInset: setup.leadingInset, trailingInset: setup.trailingInset,
                containerLength: Double(containerSize.width), numberOfPages: view.control.numberOfPages,
                isVertical: false, contentDirection: resolvedDirection)
            var pager = orthogonal ?? OrthogonalSectionPager()
            pager.sectionDidScroll(paging, contentOffset: Point(contentOffset))
            orthogonal = pager
            view.control.follow(pager.dots)
            view.refresh()
        }

        func scrollToCurrentPage(animated: Bool) {
            guard let view, let collectionView else { return }
            let page = view.control.currentPage
            guard page < view.control.numberOfPages else { return }
            guard var pager = orthogonal else {
                guard let paging else { return }
                let inset = adjustedInset(collectionView)
                let offset = paging.contentOffset(
                    forPage: page, from: Point(collectionView.contentOffset), inset: inset)
                collectionView.setContentOffset(CGPoint(offset), animated: animated)
                return
            }
            // An orthogonal section scrolls in a scroll view of its own, the one its cells sit in: it goes to where a
            // swipe rests the page. Without a cell on screen, the item is scrolled into view instead.
            let target = pager.scrollTarget(forPage: page)
            orthogonal = pager
            if let target, let scrollView = sectionScrollView() {
                var offset = scrollView.contentOffset
                offset.x = CGFloat(target)
                scrollView.setContentOffset(offset, animated: animated)
            } else {
                collectionView.scrollToItem(
                    at: IndexPath(item: page, section: section), at: .centeredHorizontally, animated: animated)
            }
        }

        /// The scroll view an orthogonal section's cells sit in: the nearest scroll view above one of its visible
        /// cells that is not the collection view.
        private func sectionScrollView() -> UIScrollView? {
            guard let collectionView else { return nil }
            for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == section {
                var ancestor = collectionView.cellForItem(at: indexPath)?.superview
                while let current = ancestor, current !== collectionView {
                    if let scrollView = current as? UIScrollView { return scrollView }
                    ancestor = current.superview
                }
            }
            return nil
        }
    }
#endif
