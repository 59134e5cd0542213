/// How many dots a control shows and how the row of dots scrolls when there are more pages than that: the
/// window of ``PageControl/window``.
///
/// ```swift
/// control.window.maximumVisibleIndicators = 7
/// control.window.following = .center
/// ```
public struct IndicatorWindow: Sendable, Hashable {
    /// The most dots shown at once. The default is 10, as UIPageControl since iOS 14; nil shows every page.
    ///
    /// Values below 1 become 1. With more pages than this, the row scrolls as ``following`` says and the
    /// dots at an end with hidden pages beyond it shrink.
    public var maximumVisibleIndicators: Int? {
        didSet { maximumVisibleIndicators = maximumVisibleIndicators.map { max(1, $0) } }
    }

    #if hasFeature(Embedded)
        // The web element has no attribute for these: in its module they keep their defaults, and the optimiser
        // leaves out what they would change (Guides/Web.md, What the Embedded build leaves out). The other builds'
        // declarations below say what each does.
        /// How the window follows the current page: ``WindowFollowing/edges`` in the web module.
        public var following: WindowFollowing {
            get { .edges }
            set {}
        }

        /// What shows past many pages: ``OverflowStyle/dots`` in the web module.
        public var overflowStyle: OverflowStyle {
            get { .dots }
            set {}
        }
    #else
        /// How the window follows the current page. The default is ``WindowFollowing/edges``, UIKit's rule: the
        /// row stands still and scrolls only when the current page comes within two dots of an end.
        ///
        /// Either way the window slides continuously with the position and rests on a whole page.
        public var following: WindowFollowing

        /// What shows past many pages: dots (the default, ``OverflowStyle/dots``), a "3 / 120" label, or both.
        public var overflowStyle: OverflowStyle
    #endif

    /// How many dots ``PageControl/intrinsicContentSize`` makes room for. The default is 8, as UIKit since
    /// iOS 14 (its `preferredNumberOfVisibleIndicators`).
    ///
    /// Values below 1 become 1. The intrinsic size is also limited by the page count and by
    /// ``maximumVisibleIndicators``.
    public var preferredNumberOfVisibleIndicators: Int {
        didSet { preferredNumberOfVisibleIndicators = max(1, preferredNumberOfVisibleIndicators) }
    }

    /// Creates a window; every setting defaults as its property says, and is clamped as it says.
    public init(
        maximumVisibleIndicators: Int? = 10, following: WindowFollowing = .edges, overflowStyle: OverflowStyle = .dots,
        preferredNumberOfVisibleIndicators: Int = 8
    ) {
        self.maximumVisibleIndicators = maximumVisibleIndicators.map { max(1, $0) }
        self.preferredNumberOfVisibleIndicators = max(1, preferredNumberOfVisibleIndicators)
        #if !hasFeature(Embedded)
            self.following = following
            self.overflowStyle = overflowStyle
        #endif
    }
}
