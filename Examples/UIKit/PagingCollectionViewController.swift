#if canImport(UIKit) && !os(watchOS)
    import PageControlUIKit
    import UIKit

    /// A paging `UICollectionView` of cards with ``PageControlView`` below it: `bind(to:section:)` takes the page
    /// count from the data source and the pages' offsets from the flow layout (item size, line spacing, section
    /// insets); the dots follow the content and scroll it.
    final class PagingCollectionViewController: UIViewController, UICollectionViewDataSource {
        private let layout = UICollectionViewFlowLayout()
        private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        private let pageControl = PageControlView()
        private let cards = ["Checking", "Savings", "Travel", "Goals"]

        override func viewDidLoad() {
            super.viewDidLoad()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 0
            layout.sectionInset = .zero
            #if !os(tvOS)
                collectionView.isPagingEnabled = true
            #endif
            collectionView.showsHorizontalScrollIndicator = false
            collectionView.contentInsetAdjustmentBehavior = .never
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = self
            view.addSubview(collectionView)
            view.addSubview(pageControl)
            pageControl.bind(to: collectionView, section: 0)
            for subview in [collectionView, pageControl] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ])
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            layout.itemSize = collectionView.bounds.size  // one card a page
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            cards.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .white : .clear
            return cell
        }
    }
#endif
