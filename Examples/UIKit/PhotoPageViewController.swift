#if canImport(UIKit) && !os(watchOS)
    import PageControlUIKit
    import UIKit

    /// A `UIPageViewController` of photos with ``PageControlView`` below it: `bind(to:numberOfPages:viewControllerAt:)`
    /// makes the view the page view controller's data source, the dots follow a drag fractionally, and a tap or
    /// scrub on the dots turns the pages (the right way round in right-to-left languages).
    ///
    /// "Jump to last" turns from any page to the last in one animated turn whose slide the dots spread over the whole
    /// distance; tapping it again, or the dots, while the turn runs waits for the turn instead of starting a second
    /// one. The switch lays the pages and the dots out right to left (iOS and visionOS; tvOS has no switch).
    final class PhotoPageViewController: UIViewController {
        private let pageViewController = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        private let pageControl = PageControlView()
        private let colors: [UIColor] = [.white, .clear, .white, .clear, .white, .clear, .white, .clear]
        private lazy var jumpButton = UIButton(
            type: .system, primaryAction: UIAction(title: "Jump to last") { [weak self] _ in self?.jumpToLast() })
        #if !os(tvOS)
            private let rightToLeftSwitch = UISwitch()
        #endif

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(pageViewController)
            view.addSubview(pageViewController.view)
            pageViewController.didMove(toParent: self)
            view.addSubview(pageControl)
            view.addSubview(jumpButton)
            bindPages()
            var controls: [UIView] = [jumpButton]
            #if !os(tvOS)
                rightToLeftSwitch.addAction(
                    UIAction { [weak self] _ in self?.rightToLeftDidChange() }, for: .valueChanged)
                view.addSubview(rightToLeftSwitch)
                controls.append(rightToLeftSwitch)
            #endif
            for subview in [pageViewController.view!, pageControl] + controls {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                pageViewController.view.topAnchor.constraint(equalTo: view.topAnchor),
                pageViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pageViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                pageViewController.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                jumpButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                jumpButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            ])
            #if !os(tvOS)
                NSLayoutConstraint.activate([
                    rightToLeftSwitch.trailingAnchor.constraint(
                        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                    rightToLeftSwitch.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                ])
            #endif
        }

        /// Binds the dots to the pages (again after a change of direction: the binding shows the current page at
        /// once, laid out the new way).
        private func bindPages() {
            pageControl.bind(to: pageViewController, numberOfPages: colors.count) { [weak self] page in
                self?.makePage(page)
            }
        }

        /// A person's command, as End on a hardware keyboard: the dots go to the last page and turn the pages there.
        private func jumpToLast() {
            pageControl.control.perform(.last)
            pageControl.setNeedsControlUpdate()
        }

        #if !os(tvOS)
            /// Lays the pages and the dots out right to left, or back.
            private func rightToLeftDidChange() {
                let attribute: UISemanticContentAttribute =
                    rightToLeftSwitch.isOn ? .forceRightToLeft : .forceLeftToRight
                pageViewController.view.semanticContentAttribute = attribute
                pageControl.semanticContentAttribute = attribute
                bindPages()
            }
        #endif

        /// A page's view controller: a new one each time (the binding remembers which page it is).
        private func makePage(_ page: Int) -> UIViewController {
            let controller = UIViewController()
            controller.view.backgroundColor = colors[page]
            return controller
        }
    }
#endif
