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
    //
    // `@exclusivity(unchecked)` marks exactly the stored properties every frame reads (the layout, the kept
    // look, the drawing state): without it Swift checks each access dynamically for overlap. Those checks
    // also catch overlapping accesses on one thread, so they are kept everywhere else; on the frame path
    // no access overlaps a mutation (the control hands out no `inout` access across calls), and dropping
    // the checks there saves 367 of 5,654 instructions a frame (6 %, `Scripts/bench-instructions.sh 10`;
    // 6,458 against 6,825 at 10⁹ pages). Measured again after the split into value types.

    /// The pages, the current and displayed page and the position; see ``PageState``.
    @exclusivity(unchecked) var pages = PageState()
    /// The springs, the window's anchor and the clock; see ``MotionState``.
    @exclusivity(unchecked) var motion = MotionState()
    /// The scrub, the press, the last tap and the scroll view's travel; see ``InteractionSession``.
    @exclusivity(unchecked) var session = InteractionSession()
    /// The throttle of spoken page changes; see ``AnnouncementQueue``.
    var announcements = AnnouncementQueue()
    @exclusivity(unchecked) var storedMaximumVisibleIndicators: Int? = 10
    /// How the window follows the page; see ``windowFollowing``.
    @exclusivity(unchecked) var storedWindowFollowing = WindowFollowing.edges
    /// How many dots ``intrinsicContentSize`` makes room for.
    var storedPreferredNumberOfVisibleIndicators = 8
    /// What shows past many pages.
    @exclusivity(unchecked) var storedOverflowStyle = OverflowStyle.dots

    /// Whether ``layoutDirection`` is taken from ``accessibilityLanguage`` (right to left for Arabic,
    /// Hebrew, Persian and Urdu) instead of being set by the host. The default is false.
    ///
    /// When on, `.natural` rows, taps, keys and scrubbing all mirror together for those languages.
    public var layoutDirectionFollowsLanguage: Bool {
        get { inputs.layoutDirectionFollowsLanguage }
        set { inputs.layoutDirectionFollowsLanguage = newValue }
    }

    /// Whether the person asked for more contrast (Increase Contrast). The default is false.
    ///
    /// When on, the other dots' colour is made more opaque until it reaches 3:1 against the current dot's
    /// colour where that is possible, and otherwise every dot gets a black or white outline;
    /// see ``ResolvedAppearance/otherColor`` and ``ResolvedAppearance/outlineColor``.
    public var prefersIncreasedContrast: Bool {
        get { inputs.prefersIncreasedContrast }
        set { inputs.prefersIncreasedContrast = newValue }
    }

    /// The person's text size (Dynamic Type), which scales the default metrics, capped at extra extra
    /// large as iOS caps its dots. The default, nil, leaves the metrics as they are. Metrics set on the
    /// control or the appearance proxy are scaled too.
    public var contentSizeCategory: DynamicTypeScale.Category? {
        get { inputs.contentSizeCategory }
        set { inputs.contentSizeCategory = newValue }
    }
    /// What the resolved look is made from; any real change clears ``cachedAppearance`` (the one
    /// invalidation of the kept look, besides the appearance proxy's generation).
    var inputs = AppearanceInputs() {
        didSet { if oldValue != inputs { cachedAppearance = nil } }
    }
    /// The look resolved for drawing, kept until ``inputs`` or the appearance proxy changes; see
    /// ``resolvedAppearance``.
    @exclusivity(unchecked) var cachedAppearance: ResolvedAppearance?
    /// The appearance proxy's ``PageControlAppearance/generation`` when ``cachedAppearance`` was made.
    @exclusivity(unchecked) var cachedAppearanceGeneration = 0
    /// The registered `.valueChanged` actions, in registration order.
    var actions: [(token: PageControlActionToken, handler: @MainActor (PageControl) -> Void)] = []
    var nextActionID = 0
    var storedAllowsContinuousInteraction = true
    /// Whether animations are replaced by instant changes.
    var storedReducesMotion = false
    /// The attached progress (a timer or a custom source), if any.
    @exclusivity(unchecked) var storedProgress: PageControlProgress? {
        didSet { inputs.hasProgress = storedProgress != nil }
    }
    /// The weak delegate.
    let delegateBox = WeakDelegateBox()
    /// Sparse per-page accessibility titles.
    var accessibilityTitles: [Int: String] = [:]
    /// Sparse per-page states (no entry means ``IndicatorState/normal``).
    @exclusivity(unchecked) var indicatorStates: [Int: IndicatorState] = [:]
    /// The states as the last frame drew them; cleared whenever a state changes.
    @exclusivity(unchecked) var cachedStateDrawing: IndicatorStateDrawing?
    /// Whether pages a person leaves become visited.
    var storedTracksVisitedPages = false
    /// Whether taps and keys step by the span; see ``stepsBySpan``.
    var storedStepsBySpan = false
    /// Whether a scrub draws its preview; see ``showsScrubPreview``.
    @exclusivity(unchecked) var storedShowsScrubPreview = false
    /// Where the preview may go; see ``scrubPreviewBounds``.
    var storedScrubPreviewBounds: Rect?
    /// People's attention, assistive technology and the idle fade; see ``AttentionState``.
    @exclusivity(unchecked) var attention = AttentionState()
    /// The label assistive technology speaks before the value. The default is nil, for which hosts use
    /// ``effectiveAccessibilityLabel`` (the language's "Page control").
    public var accessibilityLabel: String?

    /// The language of the spoken strings, as a BCP 47 tag such as `"ru"` or `"ar-EG"`. The default is
    /// nil (English). Unknown languages fall back to English.
    public var accessibilityLanguage: String? {
        get { inputs.accessibilityLanguage }
        set { inputs.accessibilityLanguage = newValue }
    }

    /// Called with the text a host should speak (VoiceOver, AT-SPI, a status line) when a person changes
    /// the page. The default is nil. While scrubbing, announcements are throttled to one per
    /// ``announcementInterval`` and the last page wins.
    public var announcementHandler: (@MainActor (String) -> Void)?

    /// The shortest time between announcements while scrubbing, in seconds. The default is 0.5.
    /// Negative and NaN values become 0.
    public var announcementInterval: Double {
        get { announcements.interval }
        set { announcements.interval = newValue }
    }

    /// Creates a page control with no pages, as `UIPageControl()` does.
    public init() {}

    // MARK: Pages

    /// The number of pages (dots). The default is 0.
    ///
    /// Negative values become 0. Lowering it pulls ``currentPage`` down to the new last page. Setting it
    /// never sends ``PageControlEvent/valueChanged``.
    public var numberOfPages: Int {
        get { pages.numberOfPages }
        set {
            let old = pages.numberOfPages
            guard pages.setNumberOfPages(newValue) else { return }
            if pages.numberOfPages < old { dropStates(from: pages.numberOfPages) }
            noteActivity()
            motion.limitPositionTarget(to: Double(pages.highestPage))
            progress?.pageCountDidChange(self)
            endInteractionIfNothingToActOn()
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
        get { pages.currentPage }
        set { setCurrentPage(newValue, animated: false) }
    }

    /// The page the dots show. It equals ``currentPage`` except while ``defersCurrentPageDisplay`` holds
    /// back a change a person made, until ``updateCurrentPageDisplay()``.
    public var displayedPage: Int { pages.displayedPage }

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
        get { pages.position }
        set {
            guard !newValue.isNaN else { return }
            if session.scrub != nil { endScrubForCode() }
            noteActivity()
            session.codeTookOver()
            motion.stopPosition()
            if pages.follow(newValue) { progress?.pageDidChange(self) }
            settleWindow()
        }
    }

    /// Whether the control hides itself when there is only one page (or none). The default is false.
    @exclusivity(unchecked) public var hidesForSinglePage = false {
        didSet { endInteractionIfNothingToActOn() }
    }

    /// Whether the control is hidden: true when ``hidesForSinglePage`` is on and there are fewer than
    /// two pages. A hidden control lays out no dots and ignores input.
    public var isHidden: Bool { hidesForSinglePage && pages.numberOfPages < 2 }

    /// Whether the control responds to taps, keys, scrubs and accessibility actions. The default is true.
    ///
    /// Programmatic changes work either way.
    public var isEnabled = true

    /// Whether a page change made by a person waits for ``updateCurrentPageDisplay()`` before the dots
    /// move. The default is false.
    ///
    /// While it defers, ``currentPage`` changes at once and ``displayedPage`` (and the dots) lag behind.
    public var defersCurrentPageDisplay = false

    /// Moves the dots to ``currentPage`` after a deferred change. Does nothing when nothing is deferred.
    ///
    /// The dots animate unless ``reducesMotion`` is on.
    public func updateCurrentPageDisplay() {
        guard pages.displayedPage != pages.currentPage else { return }
        showPage(pages.currentPage, animated: true)
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
    public var direction: PageControlDirection {
        get { inputs.direction }
        set { inputs.direction = newValue }
    }

    /// The reading direction around the control, which `.natural` follows. The default is `.leftToRight`.
    public var layoutDirection: LayoutDirection {
        get { inputs.layoutDirection }
        set { inputs.layoutDirection = newValue }
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

    /// The colour of the keyboard focus ring a host draws around the current dot (see
    /// ``IndicatorLayout/focusRing``). The default, nil, is the current dot's colour at 50 % opacity.
    public var focusRingColor: Color?

    /// The smallest area that accepts taps, centred on the dots, without changing what is drawn.
    /// The default is 44 × 44 points, as Apple's guidelines ask.
    ///
    /// Negative and non-finite sizes become 0.
    public var minimumHitTargetSize = Size(width: 44, height: 44)

    /// What a tap does. The default is ``TapBehavior/automatic``, as UIKit: a finger steps one page, a
    /// mouse or trackpad goes straight to the dot under it.
    public var tapBehavior: TapBehavior = .automatic

}
