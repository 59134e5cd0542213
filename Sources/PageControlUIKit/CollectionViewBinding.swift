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
        /// on the dots scrolls to that item, animated unless scrolling or under Reduce Motion.
        ///
        /// ```swift
        /// pageControl.bind(to: collectionView, section: 0)
        /// ```
        ///
        /// The view holds the collection view weakly.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view; nil unbinds.
        ///   - section: The section whose items are the pages. Values past the sections give no pages.
        public func bind(to collectionView: UICollectionView?, section: Int) {
            pagerBinding = collectionView.map { CollectionViewBinding(self, $0, section: section) }
        }

        /// A handler for an orthogonally scrolling section, to set as its `visibleItemsInvalidationHandler`: the
        /// dots bound with ``bind(to:section:)`` follow the section's scrolling, by its
        /// `orthogonalScrollingBehavior` (`.paging`, `.groupPaging` or `.groupPagingCentered`; the continuous
        /// ones as `.groupPaging`), `interGroupSpacing` and `contentInsets` as they are when this is called.
        /// Each group is one item, a page.
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
            case .groupPagingCentered: behavior = .groupPagingCentered
            case .none, .continuous, .continuousGroupLeadingBoundary, .groupPaging: behavior = .groupPaging
            @unknown default: behavior = .groupPaging
            }
            interGroupSpacing = Double(section.interGroupSpacing)
            leadingInset = Double(section.contentInsets.leading)
            trailingInset = Double(section.contentInsets.trailing)
        }
    }

    /// Observes a collection view's offset and item count, or an orthogonal section's reports, and scrolls to
    /// a page; the maths is `CollectionViewPaging`'s and `OrthogonalSectionPaging`'s.
    @MainActor
    final class CollectionViewBinding: PagerBinding {
        private weak var view: PageControlView?
        private weak var collectionView: UICollectionView?
        private let section: Int
        private var observations: [NSKeyValueObservation] = []
        /// The orthogonal section's behaviour once its handler reported: the collection view's own offset is
        /// then not the pages'.
        private var orthogonalBehavior: OrthogonalSectionPaging.Behavior?

        init(_ view: PageControlView, _ collectionView: UICollectionView, section: Int) {
            self.view = view
            self.collectionView = collectionView
            self.section = section
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

        private var isRightToLeft: Bool { collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

        private func collectionViewDidScroll() {
            guard orthogonalBehavior == nil, let view, let collectionView, let paging else { return }
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
                    isRightToLeft: isRightToLeft)
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
                numberOfPages: view.control.numberOfPages, isVertical: isVertical, isRightToLeft: isRightToLeft)
        }

        @available(iOS 13.0, tvOS 13.0, *)
        func sectionDidScroll(
            _ setup: OrthogonalSectionSetup, items: [any NSCollectionLayoutVisibleItem], contentOffset: CGPoint,
            containerSize: CGSize
        ) {
            guard let view else { return }
            orthogonalBehavior = setup.behavior
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
                isVertical: false, isRightToLeft: isRightToLeft)
            view.control.followScroll(to: paging.fractionalPage(contentOffset: Point(contentOffset)))
            view.refresh()
        }

        func scrollToCurrentPage(animated: Bool) {
            guard let view, let collectionView else { return }
            let page = view.control.currentPage
            guard page < view.control.numberOfPages else { return }
            guard let behavior = orthogonalBehavior else {
                guard let paging else { return }
                let inset = adjustedInset(collectionView)
                let offset = paging.contentOffset(
                    forPage: page, from: Point(collectionView.contentOffset), inset: inset)
                collectionView.setContentOffset(CGPoint(offset), animated: animated)
                return
            }
            // An orthogonal section scrolls only through its items.
            let position: UICollectionView.ScrollPosition =
                switch behavior {
                case .groupPaging: isRightToLeft ? .right : .left
                case .paging, .groupPagingCentered: .centeredHorizontally
                }
            collectionView.scrollToItem(at: IndexPath(item: page, section: section), at: position, animated: animated)
        }
    }
#endif
