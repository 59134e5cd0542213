#if canImport(UIKit) && !os(watchOS)
    import PageControlUIKit
    import UIKit

    /// A `UIPageViewController` of photos with ``PageControlView`` below it: `bind(to:numberOfPages:viewControllerAt:)`
    /// makes the view the page view controller's data source, the dots follow a drag fractionally, and a tap or
    /// scrub on the dots turns the pages (the right way round in right-to-left languages).
    final class PhotoPageViewController: UIViewController {
        private let pageViewController = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        private let pageControl = PageControlView()
        private let colors: [UIColor] = [.white, .clear, .white, .clear, .white]

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(pageViewController)
            view.addSubview(pageViewController.view)
            pageViewController.didMove(toParent: self)
            view.addSubview(pageControl)
            pageControl.bind(to: pageViewController, numberOfPages: colors.count) { [weak self] page in
                self?.makePage(page)
            }
            for subview in [pageViewController.view!, pageControl] {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                pageViewController.view.topAnchor.constraint(equalTo: view.topAnchor),
                pageViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pageViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                pageViewController.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            ])
        }

        /// A page's view controller: a new one each time (the binding remembers which page it is).
        private func makePage(_ page: Int) -> UIViewController {
            let controller = UIViewController()
            controller.view.backgroundColor = colors[page]
            return controller
        }
    }
#endif
