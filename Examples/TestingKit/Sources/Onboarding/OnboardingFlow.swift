import PageControlCore

/// The model behind an app's onboarding screen: five pages a person reads in turn, each marked completed once
/// they have finished it, with a page control under them that VoiceOver reads with the pages' titles.
@MainActor
public final class OnboardingFlow {
    /// The pages' titles, in order.
    public static let titles = ["Welcome", "Your library", "Sync", "Notifications", "Ready"]

    /// The dots under the pages. A screen puts it in a `PageControlView` (UIKit), a `PageIndicator` (SwiftUI) or
    /// a `PageControlWidget` (GTK); the tests drive it directly.
    public let pageControl = PageControl()

    /// The page on screen.
    public private(set) var page = 0

    /// A flow at its first page.
    public init() {
        pageControl.numberOfPages = Self.titles.count
        pageControl.bounds = Rect(origin: .zero, size: pageControl.intrinsicContentSize)
        pageControl.accessibility.pageTitles = Dictionary(
            uniqueKeysWithValues: Self.titles.enumerated().map { ($0.offset, $0.element) })
        pageControl.addAction(for: .valueChanged) { [weak self] control in self?.page = control.currentPage }
    }

    /// The person has finished the page: it is marked completed, and the next page comes.
    public func finish() {
        pageControl.indicatorStates[page] = .completed
        guard page + 1 < Self.titles.count else { return }
        page += 1
        pageControl.setCurrentPage(page, animated: true)
    }
}
