/// What an app tells assistive technology about a control: its label, the pages' titles, and how often a
/// scrub is announced; the value of ``PageControl/accessibility``.
///
/// ```swift
/// control.accessibility.label = "Photos"
/// control.accessibility.pageTitles = [0: "Welcome", 3: "Sign in"]
/// ```
public struct AccessibilityOptions: Sendable, Hashable {
    /// The label assistive technology speaks before the value. The default is nil, for which hosts use
    /// ``PageControlAccessibilityElement/label`` (the language's "Page control").
    public var label: String?

    /// The titles spoken before pages' values ("Welcome, page 1 of 4"), by page. The default is empty.
    ///
    /// Titles are stored sparsely; a control drops the titles of pages outside 0…numberOfPages − 1.
    public var pageTitles: [Int: String]

    /// The shortest time between announcements while scrubbing, in seconds. The default is 0.5. Negative
    /// and NaN values become 0.
    public var announcementInterval: Double {
        didSet { announcementInterval = IndicatorMetrics.length(announcementInterval) }
    }

    /// Creates accessibility options; every setting defaults as its property says, and is clamped as it says.
    public init(label: String? = nil, pageTitles: [Int: String] = [Int: String](), announcementInterval: Double = 0.5) {
        self.label = label
        self.pageTitles = pageTitles
        self.announcementInterval = IndicatorMetrics.length(announcementInterval)
    }

    /// Drops the titles of pages outside 0..<`count`.
    mutating func dropTitles(from count: Int) {
        #if !hasFeature(Embedded)  // the web element sets no page titles (Guides/Web.md)
            guard pageTitles.keys.contains(where: { $0 < 0 || $0 >= count }) else { return }
            pageTitles = pageTitles.filter { $0.key >= 0 && $0.key < count }
        #endif
    }
}
