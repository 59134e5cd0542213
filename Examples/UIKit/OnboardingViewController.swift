#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlDesignSystem
    import PageControlUIKit
    import UIKit

    /// The onboarding screen of the design-system page (seed 001), with ``PageControlView`` in place of
    /// `UIPageControl`.
    ///
    /// `bind(to:)` replaces the sample's `scrollViewDidEndDecelerating(_:)` and `pageControlChanged()`:
    /// the dots follow the content while it scrolls, and a tap or scrub on the dots scrolls the content.
    /// The view controller is neither the scroll view's delegate nor the control's target.
    final class OnboardingViewController: UIViewController {
        private let scrollView = UIScrollView()
        private let pageControl = PageControlView()
        private let titles = ["Welcome", "Pay in seconds", "Save for your goals", "You're all set"]

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(DesignSystem.shared.colors.background.brand)

            #if !os(tvOS)
                scrollView.isPagingEnabled = true  // tvOS has no paging: the focus engine moves between pages
            #endif
            scrollView.showsHorizontalScrollIndicator = false
            scrollView.contentInsetAdjustmentBehavior = .never

            pageControl.numberOfPages = titles.count
            pageControl.accessibilityLabel = "Onboarding pages"
            for (page, title) in titles.enumerated() {
                pageControl.control.accessibility.pageTitles[page] = title  // "Welcome, page 1 of 4"
            }
            DesignSystem.shared.styles.primaryPageControl(pageControl)
            pageControl.bind(to: scrollView)
            // Optional: target-action and UIAction work as with UIPageControl.
            pageControl.addAction(
                UIAction { [weak self] _ in self?.pageDidChange() }, for: .valueChanged)

            layOut()
        }

        private func pageDidChange() {
            print("Onboarding page \(pageControl.currentPage + 1) of \(pageControl.numberOfPages)")
        }

        private func layOut() {
            let pages = UIStackView(arrangedSubviews: titles.map { makePage(title: $0) })
            for subview in [scrollView, pages, pageControl] as [UIView] {
                subview.translatesAutoresizingMaskIntoConstraints = false
            }
            scrollView.addSubview(pages)
            view.addSubview(scrollView)
            view.addSubview(pageControl)
            let frame = scrollView.frameLayoutGuide
            let content = scrollView.contentLayoutGuide
            NSLayoutConstraint.activate(
                [
                    scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                    scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    pages.topAnchor.constraint(equalTo: content.topAnchor),
                    pages.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    pages.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    pages.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                    pages.heightAnchor.constraint(equalTo: frame.heightAnchor),
                    pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
                ] + pages.arrangedSubviews.map { $0.widthAnchor.constraint(equalTo: frame.widthAnchor) })
        }

        private func makePage(title: String) -> UIView {
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            label.numberOfLines = 0
            label.font = .preferredFont(forTextStyle: .title1)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = UIColor(DesignSystem.shared.colors.onBackground.brand)
            return label
        }
    }
#endif
