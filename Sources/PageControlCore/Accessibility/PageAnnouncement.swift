/// One page change about to be announced, as ``PageControl/announcementText`` sees it.
///
/// ```swift
/// control.announcementText = { change in
///     guard let title = change.title else { return change.defaultText }
///     return "\(title), photo \(change.page + 1) of \(change.numberOfPages)"
/// }
/// ```
public struct PageAnnouncement: Sendable, Hashable {
    /// Who changed the page.
    public enum Reason: Sendable, Hashable, CaseIterable {
        /// A person, through the control: a tap, a key, a scrub or an accessibility action.
        case person
        /// The app, through ``PageControl/currentPage`` or ``PageControl/setCurrentPage(_:animated:)``
        /// (announced under ``PageAnnouncementPolicy/afterAnyChange`` only).
        case app
        /// A person, through a pager the control follows (``PageControl/followScroll(to:isUserScrolling:)``
        /// with `isUserScrolling`), once the pager comes to rest on a page.
        case pager
    }

    /// The new page, 0-based.
    public let page: Int
    /// The number of pages (so far, when ``hasMorePages`` is true).
    public let numberOfPages: Int
    /// Whether more pages may follow the ones counted (``PageControl/hasMorePages``).
    public let hasMorePages: Bool
    /// The page's title (``AccessibilityOptions/pageTitles``), or nil.
    public let title: String?
    /// Who changed the page.
    public let reason: Reason
    /// What the control would say: the accessibility value in the control's language ("Page 3 of 5", "Sunset,
    /// page 3 of 5", "Page 7 of at least 20").
    public let defaultText: String

    /// An announcement from its parts (for tests of an `announcementText` closure). Negative pages and counts
    /// become 0.
    public init(
        page: Int, numberOfPages: Int, hasMorePages: Bool = false, title: String? = nil, reason: Reason,
        defaultText: String
    ) {
        self.page = Swift.max(page, 0)
        self.numberOfPages = Swift.max(numberOfPages, 0)
        self.hasMorePages = hasMorePages
        self.title = title
        self.reason = reason
        self.defaultText = defaultText
    }
}
