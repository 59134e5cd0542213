/// A page control: the row of dots that shows which page of a paged view is on screen and lets people
/// move between pages.
///
/// `PageControl` holds the whole behaviour of UIKit's `UIPageControl` without any platform: state,
/// layout, hit-testing, taps, keys, scrubbing, animation, timer progress and accessibility text. A host
/// (terminal, GTK, UIKit, SwiftUI) forwards input to it and draws its ``layout``.
///
/// ```swift
/// let control = PageControl()
/// control.numberOfPages = 5
/// control.currentPage = 2
/// control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
/// control.addAction(for: .valueChanged) { control in print(control.accessibilityValue ?? "") }
/// control.handleTap(at: Point(x: 300, y: 18))   // prints "Page 4 of 5"
/// ```
///
/// One continuous ``position`` (a fractional page) drives what is drawn; ``currentPage`` and
/// ``displayedPage`` are whole pages kept in step with it. Time enters only through
/// ``advanceAnimation(to:)``, so every animation can be stepped exactly in tests.
@MainActor
public final class PageControl {
    // MARK: Stored state

    @exclusivity(unchecked) var storedNumberOfPages = 0
    @exclusivity(unchecked) var storedCurrentPage = 0
    @exclusivity(unchecked) var storedDisplayedPage = 0
    @exclusivity(unchecked) var storedPosition = 0.0
    @exclusivity(unchecked) var storedMaximumVisibleIndicators: Int? = 10
    /// The spring that moves ``position`` towards ``displayedPage``, while one runs.
    @exclusivity(unchecked) var positionAnimation: SpringAnimation?
    /// The current velocity of the position, in pages per second.
    @exclusivity(unchecked) var positionVelocity = 0.0
    /// How the window follows the page; see ``windowFollowing``.
    @exclusivity(unchecked) var storedWindowFollowing = WindowFollowing.edges
    /// Where the window's leading end was when the dots last rested on a whole page, which the edge rule
    /// keeps the window at; see ``settleWindow()``.
    @exclusivity(unchecked) var windowAnchor = Double.nan
    /// How many dots ``intrinsicContentSize`` makes room for.
    @exclusivity(unchecked) var storedPreferredNumberOfVisibleIndicators = 8
    /// The offset of the window from where the layout puts it, which springs back to 0 after a scrub.
    @exclusivity(unchecked) var windowOffset = 0.0
    /// The spring that returns ``windowOffset`` to 0.
    @exclusivity(unchecked) var windowAnimation: SpringAnimation?
    /// The spring that grows or shrinks dots after an animated page-count change.
    @exclusivity(unchecked) var pageCountAnimation: SpringAnimation?
    /// The continuous page count while dots grow in or shrink out.
    @exclusivity(unchecked) var animatedPageCount: Double?
    /// Whether the row loops.
    @exclusivity(unchecked) var storedWrapsAround = false
    /// What shows past many pages.
    @exclusivity(unchecked) var storedOverflowStyle = OverflowStyle.dots

    /// Whether ``layoutDirection`` is taken from ``accessibilityLanguage`` (right to left for Arabic,
    /// Hebrew, Persian and Urdu) instead of being set by the host. The default is false.
    ///
    /// When on, `.natural` rows, taps, keys and scrubbing all mirror together for those languages.
    @exclusivity(unchecked) public var layoutDirectionFollowsLanguage = false {
        didSet { if oldValue != layoutDirectionFollowsLanguage { cachedAppearance = nil } }
    }

    /// Whether the person asked for more contrast (Increase Contrast). The default is false.
    ///
    /// When on, the other dots' colour is made more opaque until it reaches 3:1 against the current dot's
    /// colour where that is possible, and otherwise every dot gets a black or white outline;
    /// see ``ResolvedAppearance/otherColor`` and ``ResolvedAppearance/outlineColor``.
    @exclusivity(unchecked) public var prefersIncreasedContrast = false {
        didSet { if oldValue != prefersIncreasedContrast { cachedAppearance = nil } }
    }

    /// The person's text size (Dynamic Type), which scales the default metrics, capped at extra extra
    /// large as iOS caps its dots. The default, nil, leaves the metrics as they are. Metrics set on the
    /// control or the appearance proxy are scaled too.
    @exclusivity(unchecked) public var contentSizeCategory: DynamicTypeScale.Category? {
        didSet { if oldValue != contentSizeCategory { cachedAppearance = nil } }
    }
    /// The state of a scrub under way.
    var scrub: ScrubState?
    /// The press under way that ``handlePointer(_:)`` is following.
    var pointerSession: PointerSession?
    /// Continuous scrolling not yet turned into a page, in points (positive forward).
    @exclusivity(unchecked) var scrollRemainder = 0.0
    /// The look resolved for drawing, kept until a property it depends on changes; see
    /// ``resolvedAppearance``. Every stored property it depends on clears it in `didSet`.
    @exclusivity(unchecked) var cachedAppearance: ResolvedAppearance?
    /// The appearance proxy's ``PageControlAppearance/generation`` when ``cachedAppearance`` was made.
    @exclusivity(unchecked) var cachedAppearanceGeneration = 0
    /// The page a person chose that a followed scroll view is travelling to, and its last distance in
    /// pages; see ``followScroll(to:isUserScrolling:)``.
    var contentTarget: (page: Int, distance: Double)?
    /// The last tap that stepped, for UIKit's quick repeat: where, when, and which way (+1 or −1).
    var lastTap: (point: Point, time: Double, step: Int)?
    /// The last clock time given to ``advanceAnimation(to:)``.
    @exclusivity(unchecked) var lastClockTime: Double?
    /// The registered `.valueChanged` actions, in registration order.
    var actions: [(token: PageControlActionToken, handler: @MainActor (PageControl) -> Void)] = []
    var nextActionID = 0
    /// The appearance values set on this control.
    @exclusivity(unchecked) var appearanceValues = AppearanceValues() {
        didSet { if oldValue != appearanceValues { cachedAppearance = nil } }
    }
    @exclusivity(unchecked) var storedAllowsContinuousInteraction = true
    /// Whether animations are replaced by instant changes.
    @exclusivity(unchecked) var storedReducesMotion = false
    /// The attached progress (a timer or a custom source), if any.
    @exclusivity(unchecked) var storedProgress: PageControlProgress? {
        didSet { if oldValue !== storedProgress { cachedAppearance = nil } }
    }
    /// The weak delegate.
    let delegateBox = WeakDelegateBox()
    /// Sparse per-page shapes.
    @exclusivity(unchecked) var indicatorShapes: [Int: IndicatorShape] = [:] {
        didSet { cachedAppearance = nil }
    }
    @exclusivity(unchecked) var currentPageIndicatorShapes: [Int: IndicatorShape] = [:] {
        didSet { cachedAppearance = nil }
    }
    /// Sparse per-page accessibility titles.
    var accessibilityTitles: [Int: String] = [:]
    /// The announcement waiting for the scrub throttle, and when the last one was made.
    var pendingAnnouncement: String?
    var lastAnnouncementTime: Double?

    /// The label assistive technology speaks before the value. The default is nil, for which hosts use
    /// ``effectiveAccessibilityLabel`` (the language's "Page control").
    public var accessibilityLabel: String?

    /// The language of the spoken strings, as a BCP 47 tag such as `"ru"` or `"ar-EG"`. The default is
    /// nil (English). Unknown languages fall back to English.
    public var accessibilityLanguage: String? {
        didSet { if oldValue != accessibilityLanguage { cachedAppearance = nil } }
    }

    /// Called with the text a host should speak (VoiceOver, AT-SPI, a status line) when a person changes
    /// the page. The default is nil. While scrubbing, announcements are throttled to one per
    /// ``announcementInterval`` and the last page wins.
    public var announcementHandler: (@MainActor (String) -> Void)?

    /// The shortest time between announcements while scrubbing, in seconds. The default is 0.5.
    /// Negative and NaN values become 0.
    public var announcementInterval = 0.5 {
        didSet { announcementInterval = IndicatorMetrics.length(announcementInterval) }
    }

    /// Creates a page control with no pages, as `UIPageControl()` does.
    public init() {}

    // MARK: Pages

    /// The number of pages (dots). The default is 0.
    ///
    /// Negative values become 0. Lowering it pulls ``currentPage`` down to the new last page. Setting it
    /// never sends ``PageControlEvent/valueChanged``.
    public var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            let n = max(0, newValue)
            guard n != storedNumberOfPages else { return }
            storedNumberOfPages = n
            let last = max(n - 1, 0)
            storedCurrentPage = min(storedCurrentPage, last)
            storedDisplayedPage = min(storedDisplayedPage, last)
            storedPosition = min(storedPosition, Double(last))
            if var animation = positionAnimation {
                animation.target = min(animation.target, Double(last))
                positionAnimation = animation
            }
            progress?.pageCountDidChange(self)
            settleWindow()
        }
    }

    /// The current page, 0-based. The default is 0.
    ///
    /// Values are pinned to 0…numberOfPages − 1, and the page is 0 when there are no pages. Setting it
    /// moves the dots at once, stops any animation, ends a scrub under way, resets ``interactionState`` to
    /// `.none` and never sends ``PageControlEvent/valueChanged``. Use ``setCurrentPage(_:animated:)`` to
    /// animate.
    public var currentPage: Int {
        get { storedCurrentPage }
        set { setCurrentPage(newValue, animated: false) }
    }

    /// The page the dots show. It equals ``currentPage`` except while ``defersCurrentPageDisplay`` holds
    /// back a change a person made, until ``updateCurrentPageDisplay()``.
    public var displayedPage: Int { storedDisplayedPage }

    /// The continuous position the dots are drawn at, in pages: 2.5 is halfway between the third and
    /// fourth page. The default is 0.
    ///
    /// Set it from a scroll view (see ``PagingGeometry/fractionalPage(forContentOffset:)``) to make the
    /// dots follow the content between pages. It is clamped to 0…numberOfPages − 1; ±infinity clamp to the
    /// ends and NaN is ignored. Setting it stops any animation, ends a scrub under way (as code that sets
    /// the page ends one in UIKit), makes ``currentPage`` and ``displayedPage`` the nearest page, leaves
    /// ``interactionState`` alone otherwise and never sends ``PageControlEvent/valueChanged``. While an
    /// animation runs, reading it gives the animated value.
    public var position: Double {
        get { storedPosition }
        set {
            guard !newValue.isNaN else { return }
            if scrub != nil { endScrubForCode() }
            let p = normalizedPosition(newValue)
            contentTarget = nil
            positionAnimation = nil
            positionVelocity = 0
            storedPosition = p
            let page = page(nearestTo: p)
            if page != storedCurrentPage { progress?.pageDidChange(self) }
            storedCurrentPage = page
            storedDisplayedPage = page
            settleWindow()
        }
    }

    /// The index of the last page, or 0 with no pages.
    var lastPage: Int { max(storedNumberOfPages - 1, 0) }

    /// A position brought into range: clamped, or taken modulo the page count when the row wraps
    /// (infinite values then count as 0).
    func normalizedPosition(_ value: Double) -> Double {
        guard storedWrapsAround, storedNumberOfPages > 0 else { return CoreMath.clamp(value, 0, Double(lastPage)) }
        return value.isFinite ? CoreMath.positiveRemainder(value, Double(storedNumberOfPages)) : 0
    }

    /// The page nearest to a position (in a wrapping row, 4.6 of 5 pages is page 0).
    func page(nearestTo position: Double) -> Int {
        guard storedWrapsAround, storedNumberOfPages > 0 else {
            return CoreMath.nearestIndex(position, upper: lastPage)
        }
        let page = CoreMath.nearestIndex(position, upper: storedNumberOfPages)
        return page == storedNumberOfPages ? 0 : page
    }

    /// Whether the control hides itself when there is only one page (or none). The default is false.
    @exclusivity(unchecked) public var hidesForSinglePage = false

    /// Whether the control is hidden: true when ``hidesForSinglePage`` is on and there are fewer than
    /// two pages. A hidden control lays out no dots and ignores input.
    public var isHidden: Bool { hidesForSinglePage && storedNumberOfPages < 2 }

    /// Whether the control responds to taps, keys, scrubs and accessibility actions. The default is true.
    ///
    /// Programmatic changes work either way.
    @exclusivity(unchecked) public var isEnabled = true

    /// Whether a page change made by a person waits for ``updateCurrentPageDisplay()`` before the dots
    /// move. The default is false.
    ///
    /// While it defers, ``currentPage`` changes at once and ``displayedPage`` (and the dots) lag behind.
    @exclusivity(unchecked) public var defersCurrentPageDisplay = false

    /// Moves the dots to ``currentPage`` after a deferred change. Does nothing when nothing is deferred.
    ///
    /// The dots animate unless ``reducesMotion`` is on.
    public func updateCurrentPageDisplay() {
        guard storedDisplayedPage != storedCurrentPage else { return }
        showPage(storedCurrentPage, animated: true)
    }

    /// How the current page was last changed. The default is `.none`.
    ///
    /// `.discrete` after a tap, key, accessibility action or timer advance; `.continuous` while a scrub is
    /// under way; `.none` after a programmatic change or when a scrub ends.
    @exclusivity(unchecked) public internal(set) var interactionState: InteractionState = .none

    // MARK: Layout

    /// The rectangle the control occupies, in its own coordinates; the dots are centred in it.
    /// The default is ``Rect/zero``, which centres the dots on the origin.
    ///
    /// Hosts set it whenever the control's size changes. Non-finite values are treated as 0 and negative
    /// sizes as empty. When the bounds are too short for the window of dots, fewer dots show.
    @exclusivity(unchecked) public var bounds: Rect = .zero

    /// The direction in which the pages run. The default is `.natural`, which follows ``layoutDirection``.
    @exclusivity(unchecked) public var direction: PageControlDirection = .natural {
        didSet { if oldValue != direction { cachedAppearance = nil } }
    }

    /// The reading direction around the control, which `.natural` follows. The default is `.leftToRight`.
    @exclusivity(unchecked) public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if oldValue != layoutDirection { cachedAppearance = nil } }
    }

    /// The layout direction in force: ``layoutDirection``, or the language's direction when
    /// ``layoutDirectionFollowsLanguage`` is on.
    package var effectiveLayoutDirection: LayoutDirection {
        guard layoutDirectionFollowsLanguage else { return layoutDirection }
        return PageControlStrings.isRightToLeft(language: accessibilityLanguage) ? .rightToLeft : .leftToRight
    }

    /// The direction with `.natural` resolved through ``effectiveLayoutDirection``.
    package var resolvedDirection: PageControlDirection { direction.resolved(for: effectiveLayoutDirection) }

    /// The most dots shown at once. The default is 10, as UIPageControl since iOS 14; nil shows every page.
    ///
    /// Values below 1 become 1. With more pages than this, the row scrolls as ``windowFollowing`` says and
    /// the dots at an end with hidden pages beyond it shrink.
    public var maximumVisibleIndicators: Int? {
        get { storedMaximumVisibleIndicators }
        set {
            storedMaximumVisibleIndicators = newValue.map { max(1, $0) }
            settleWindow()
        }
    }

    /// The smallest area that accepts taps, centred on the dots, without changing what is drawn.
    /// The default is 44 × 44 points, as Apple's guidelines ask.
    ///
    /// Negative and non-finite sizes become 0.
    @exclusivity(unchecked) public var minimumHitTargetSize = Size(width: 44, height: 44)

    /// What a tap does. The default is ``TapBehavior/automatic``, as UIKit: a finger steps one page, a
    /// mouse or trackpad goes straight to the dot under it.
    @exclusivity(unchecked) public var tapBehavior: TapBehavior = .automatic

}
