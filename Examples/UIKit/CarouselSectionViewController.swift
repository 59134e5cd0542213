#if canImport(UIKit) && !os(watchOS)
    import PageControlUIKit
    import UIKit

    /// A carousel in an orthogonally scrolling section of a compositional layout, its cards centred with the
    /// neighbours peeking in, and ``PageControlView`` below it: the section's
    /// `visibleItemsInvalidationHandler` comes from the view, which follows the section's scrolling by its
    /// behaviour, group width, spacing and insets.
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
            section.orthogonalScrollingBehavior = .groupPagingCentered
            // Insets that centre the first and last cards too (on a 390-point-wide screen).
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 45, bottom: 0, trailing: 45)
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
