#if canImport(UIKit) && !os(watchOS)
    import PageControlUIKit
    import UIKit

    /// A carousel in an orthogonally scrolling section of a compositional layout, paging a card at a time
    /// (`.groupPaging`) with the next card peeking in on the trailing side, and ``PageControlView`` below it: the
    /// section's `visibleItemsInvalidationHandler` comes from the view, which follows the section's scrolling by its
    /// behaviour, group width, spacing and insets. The insets are unequal (16 points leading, 64 trailing): a swipe
    /// rests each card at the leading inset, and so does a tap on the dots, so the dots land on the page.
    final class CarouselSectionViewController: UIViewController, UICollectionViewDataSource {
        private let pageControl = PageControlView()
        private let cards = ["Lisbon", "Porto", "Madeira", "Azores", "Algarve"]
        private var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .groupPaging
            // Cards held 16 points from the leading edge; the trailing inset lets the last card come to rest there too.
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 64)
            section.visibleItemsInvalidationHandler = pageControl.visibleItemsInvalidationHandler(for: section)

            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
            collectionView.dataSource = self
            view.addSubview(collectionView)
            view.addSubview(pageControl)
            pageControl.bind(to: collectionView, section: 0)  // the page count, and the dots scroll the section
            for subview in [collectionView!, pageControl] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.heightAnchor.constraint(equalToConstant: 200),
                pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                pageControl.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 8),
            ])
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
