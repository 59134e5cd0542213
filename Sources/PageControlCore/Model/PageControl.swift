/// A page control: the row of dots that shows which page of a paged view is on screen and lets people
/// move between pages.
///
/// `PageControl` holds the whole behaviour of UIKit's `UIPageControl` without any platform: state,
/// layout, hit-testing, taps, keys, scrubbing, animation, timer progress and accessibility text. A host
/// (terminal, GTK, UIKit, SwiftUI) forwards input to it and draws its ``frame(showsFocusRing:platter:)``.
///
/// ```swift
/// let control = PageControl()
/// control.numberOfPages = 5
/// control.currentPage = 2
/// control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
/// control.addAction(for: .valueChanged) { control in print(control.accessibilityElement.value ?? "") }
/// control.handleTap(at: Point(x: 300, y: 18))   // prints "Page 4 of 5"
/// ```
///
/// One continuous ``position`` (a fractional page) drives what is drawn; ``currentPage`` and the page the dots
/// show (a frame's ``PageControlFrame/currentPage``) are whole pages kept in step with it. Time enters only
/// through ``advanceAnimation(to:)``, so every animation can be stepped exactly in tests.
#if !hasFeature(Embedded)
    @MainActor
#endif
public final class PageControl {
    // MARK: Stored state

    /// The pages, the current and displayed page and the position; see ``PageState``.
    var pages = PageState() {
        didSet { pagesDidChange(from: oldValue) }
    }
    /// The springs, the window's anchor and the clock; see ``MotionState``.
    var motion = MotionState()
    /// The scrub, the press, the last tap and the scroll view's travel; see ``InteractionSession``.
    var session = InteractionSession()
    /// The throttle of spoken page changes; see ``AnnouncementQueue``.
    var announcements = AnnouncementQueue()
    /// The colours, metrics, preferred shapes, background style and effect set on this control (nil: not set
    /// here, so the appearance proxy's or the default).
    var appearanceValues = AppearanceValues() {
        didSet { appearanceDidChange() }
    }
    #if hasFeature(Embedded)
        // The web element sets no shapes, page states or content: in its module the control keeps none
        // (Guides/Web.md, What the Embedded build leaves out). The same for storedIndicatorStates and
        // contentDrawing below.
        var indicatorShapes: [Int: IndicatorShape] {
            get { [Int: IndicatorShape]() }
            set {}
        }
        var currentPageIndicatorShapes: [Int: IndicatorShape] {
            get { [Int: IndicatorShape]() }
            set {}
        }
    #else
        /// Sparse per-page shapes while not current.
        var indicatorShapes = [Int: IndicatorShape]() {
            didSet { appearanceDidChange() }
        }
        /// Sparse per-page shapes while current.
        var currentPageIndicatorShapes = [Int: IndicatorShape]() {
            didSet { appearanceDidChange() }
        }
    #endif
    /// The row's direction, `.natural` by default.
    var storedDirection = PageControlDirection.natural {
        didSet { appearanceDidChange() }
    }
    /// The registered `.valueChanged` actions, in registration order.
    var actions: [(token: PageControlActionToken, event: PageControlEvent, handler: ActionHandler)] = []
    var nextActionID = 0
    var storedAllowsContinuousInteraction = true
    #if hasFeature(Embedded)
        var stepsByWholeSpan: Bool {  // a span of 1 in the web module (see PageState.span)
            get { false }
            set {}
        }
    #else
        /// Whether a person's step moves by the whole span; see ``PagingOptions/stepsBySpan``.
        var stepsByWholeSpan = false
    #endif
    /// The attached progress (a timer or a custom source), if any: the current dot becomes a pill.
    var storedProgress: PageControlProgress? {
        didSet { appearanceDidChange() }
    }
    /// The weak delegate.
    let delegateBox = WeakDelegateBox()
    /// The bounds, the window, the options, the environment and the switches an app or a host sets; see
    /// ``Settings``.
    var settings = Settings()
    /// People's attention, assistive technology and the idle fade; see ``AttentionState``.
    var attention = AttentionState()

    // MARK: Kept for drawing
    //
    // What a frame shows that takes building (text in the language, the content sorted by page) is kept here
    // and rebuilt when what it is made from changes, so that making a frame reads it and changes nothing.

    /// The look as it is drawn: colours (after Increase Contrast), shapes, the platter, badges and states,
    /// resolved through this control, the appearance proxy and the defaults (see ``appearanceDidChange()``).
    var look = ResolvedAppearance(
        currentColor: .white, otherColor: .translucentGray, platterColor: .clear, outlineColor: nil,
        backgroundStyle: .automatic)
    /// What the layout is drawn with besides the pages and the bounds, resolved the same way.
    var layoutStyle = LayoutStyle(
        metrics: .classic, direction: .leftToRight, effect: .none, presentation: .dots, hasPadding: true,
        snapsMark: false)
    /// The strings of ``PageControlEnvironment/language``, found when the language changes.
    var strings = PageControlStrings.english
    /// The displayed page and the page count as "3 / 12" in the language's digits, with its character count:
    /// the text of the number and of the overflow label. Rewritten in place when the page, the count or the
    /// language changes, so it allocates only when it outgrows its storage.
    var pageText = (text: "", characters: 0)
    #if hasFeature(Embedded)
        var contentDrawing: IndicatorContentDrawing? {
            get { nil }
            set {}
        }
    #else
        /// The pages' content (numbers, badges, text) sorted by page with its text in the language, or nil for
        /// none; rebuilt when the content, the page numbers, the page count or the language changes.
        var contentDrawing: IndicatorContentDrawing?
    #endif

    /// Creates a page control with no pages, as `UIPageControl()` does.
    public init() {
        appearanceDidChange()
        PageControlAppearance.shared.register(self)
    }

    // MARK: Pages

    /// The number of pages (dots). The default is 0.
    ///
    /// Negative values become 0; any count up to `Int.max` is kept as given (an endless feed may pass
    /// `Int.max`, and every page of it stays exact, as in UIKit, whose count is an `NSInteger`). Lowering it pulls
    /// ``currentPage`` down to the new last page. Setting it never sends ``PageControlEvent/valueChanged``.
    public var numberOfPages: Int {
        get { pages.numberOfPages }
        set {
            let old = pages.numberOfPages
            guard pages.setNumberOfPages(newValue) else { return }
            if pages.numberOfPages < old {
                dropStates(from: pages.numberOfPages)
                dropContents(from: pages.numberOfPages)
                accessibility.dropTitles(from: pages.numberOfPages)
            }
            refreshContentDrawing()
            appearanceDidChange()
            noteActivity()
            reaimPageSpring()
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

    /// Whether the control hides itself when there is only one page (or none). The default is false.
    public var hidesForSinglePage: Bool {
        get { settings.hidesForSinglePage }
        set {
            settings.hidesForSinglePage = newValue
            endInteractionIfNothingToActOn()
        }
    }

    /// Whether a page change made by a person waits for ``updateCurrentPageDisplay()`` before the dots
    /// move. The default is false.
    ///
    /// While it defers, ``currentPage`` changes at once and the dots (a frame's ``PageControlFrame/currentPage``)
    /// lag behind.
    public var defersCurrentPageDisplay: Bool {
        get { settings.defersCurrentPageDisplay }
        set { settings.defersCurrentPageDisplay = newValue }
    }

    /// Moves the dots to ``currentPage`` after a deferred change. Does nothing when nothing is deferred.
    ///
    /// The dots animate unless ``PageControlEnvironment/reducesMotion`` is on.
    public func updateCurrentPageDisplay() {
        guard pages.displayedPage != pages.currentPage else { return }
        showPage(pages.currentPage, animated: true)
    }

    /// Whether the control is hidden: true when ``hidesForSinglePage`` is on and there are fewer than
    /// two pages, unless more pages may follow (``hasMorePages``: an unfinished count is never hidden). A hidden
    /// control lays out no dots and ignores input. Hosts see it in the frame, which then has no pages and is no
    /// accessibility element.
    package var isHidden: Bool { hidesForSinglePage && pages.numberOfPages < 2 && !pages.hasMorePages }

    /// Whether the control responds to taps, keys, scrubs and accessibility actions. The default is true.
    ///
    /// Programmatic changes work either way.
    public var isEnabled: Bool {
        get { settings.isEnabled }
        set { settings.isEnabled = newValue }
    }

    /// How the current page was last changed. The default is `.none`.
    ///
    /// `.discrete` after a tap, key, accessibility action or timer advance; `.continuous` while a scrub is
    /// under way; `.none` after a programmatic change or when a scrub ends.
    public var interactionState: PageControlCore.InteractionState { storedInteractionState }
    /// The storage of ``interactionState``: internal, so the optimiser sees every access to it and checks none at
    /// run time.
    var storedInteractionState = PageControlCore.InteractionState.none

    // MARK: Position

    /// The page the dots show. It equals ``currentPage`` except while ``defersCurrentPageDisplay`` holds
    /// back a change a person made, until ``updateCurrentPageDisplay()``. Hosts read it from the frame
    /// (``PageControlFrame/currentPage``).
    package var displayedPage: Int { pages.displayedPage }

    /// The continuous position the dots are drawn at, in pages: 2.5 is halfway between the third and
    /// fourth page. The default is 0.
    ///
    /// Set it from a scroll view (see ``PagingGeometry/fractionalPage(forContentOffset:)``) to make the
    /// dots follow the content between pages. It is clamped to 0…numberOfPages − 1 (±infinity and
    /// ±`greatestFiniteMagnitude` clamp to the ends); in a looping row (``PagingOptions/wrapsAround``) it is
    /// taken modulo the page count instead, and ±infinity become 0. NaN is ignored. Far up a huge row a
    /// position is accurate to the nearest representable `Double` (whole pages up to 2^53, coarser steps beyond),
    /// so a scroll view far up an endless feed lands on the nearest page a `Double` can name; ``currentPage`` set
    /// directly is always exact. Setting it stops any
    /// animation, ends a scrub under way (as code that sets the page ends one in UIKit), makes ``currentPage``
    /// and the page the dots show the nearest page, leaves ``interactionState`` alone otherwise and never sends
    /// ``PageControlEvent/valueChanged``. While an animation runs, reading it gives the animated value.
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

    // MARK: Layout

    /// The rectangle the control occupies, in its own coordinates; the dots are centred in it.
    /// The default is ``Rect/zero``, which centres the dots on the origin.
    ///
    /// Hosts set it whenever the control's size changes. Non-finite values are treated as 0 and negative
    /// sizes as empty. When the bounds are too short for the window of dots, fewer dots show.
    public var bounds: Rect {
        get { settings.bounds }
        set { settings.bounds = newValue }
    }

    /// The direction in which the pages run. The default is `.natural`, which follows
    /// ``PageControlEnvironment/layoutDirection``.
    public var direction: PageControlDirection {
        get { storedDirection }
        set { storedDirection = newValue }
    }

    // MARK: Our values

    // MARK: What the host reports

    /// What the host reports about the person and the screen: Reduce Motion, Increase Contrast, Reduce
    /// Transparency, the text size, the layout direction and language, whether a screen reader or Switch
    /// Control runs, hover, keyboard focus and assistive-technology focus. The default is
    /// ``PageControlEnvironment/init(reducesMotion:prefersIncreasedContrast:reducesTransparency:contentSizeCategory:layoutDirection:language:layoutDirectionFollowsLanguage:isScreenReaderRunning:isSwitchControlRunning:hasAccessibilityFocus:hasKeyboardFocus:isPointerHovering:contentHasKeyboardFocus:isPointerOverContent:contentHasAccessibilityFocus:)``
    /// with every input at its default.
    ///
    /// Hosts set it in one assignment whenever any input changes; setting an equal value does nothing.
    /// Turning Reduce Motion on finishes running animations; a change of attention pauses or resumes
    /// autoplay and shows a faded row.
    public var environment: PageControlEnvironment {
        get { settings.environment }
        set {
            let old = settings.environment
            settings.environment = newValue
            environmentDidChange(from: old)
        }
    }

    // MARK: Features beyond UIKit

    /// How many dots show and how the row scrolls past them; see ``IndicatorWindow``. The default shows at
    /// most 10 dots, as UIPageControl since iOS 14, with UIKit's edge-following rule.
    ///
    /// Changing the most dots or the following rule moves the window at once.
    public var window: IndicatorWindow {
        get { settings.window }
        set {
            let old = settings.window
            settings.window = newValue
            if newValue.overflowStyle != old.overflowStyle { refreshPageText() }
            // The row moves for a new most or rule; the label's style and the preferred count move nothing.
            guard
                newValue.maximumVisibleIndicators != old.maximumVisibleIndicators || newValue.following != old.following
            else { return }
            settleWindow()
        }
    }

    /// How a person's taps, pointer and keys are answered beyond UIKit's switches; see
    /// ``InteractionOptions``. The default is UIKit's: automatic taps, a 44-point hit target, no scrub
    /// preview.
    public var interaction: InteractionOptions {
        get { settings.interaction }
        set { settings.interaction = newValue }
    }

    /// The state of each page (visited, completed, …), the trail of visited pages and the states' looks;
    /// see ``IndicatorStates``. The default has no states.
    ///
    /// States are stored sparsely: memory grows with the pages that have one, never with the page count.
    /// Pages outside 0…numberOfPages − 1 are dropped, and lowering ``numberOfPages`` drops the states of the
    /// pages removed. Setting a state never sends ``PageControlEvent/valueChanged``.
    public var indicatorStates: IndicatorStates {
        get { storedIndicatorStates }
        _modify {
            var states = takeStates()
            yield &states
            keepStates(states)
        }
        set { keepStates(newValue) }
    }
    #if hasFeature(Embedded)
        var storedIndicatorStates: IndicatorStates {
            get { IndicatorStates() }
            set {}
        }
    #else
        /// The storage of ``indicatorStates``, which its accessors keep within the pages.
        var storedIndicatorStates = IndicatorStates()
    #endif
    /// The presentation and the pages' content (sparse); see ``presentation``.
    var storedPresentation = PresentationOptions()

    // MARK: Announcements and feedback

    #if hasFeature(Embedded)
        /// Nil: the web element words no announcement of its own, so the module keeps no closure and builds no
        /// ``PageAnnouncement`` (setting one does nothing; Guides/Web.md). Elsewhere the same as on other platforms.
        public var announcementText: ((PageAnnouncement) -> String?)? {
            get { nil }
            set {}
        }
        /// The same as on other platforms, without the main actor (Embedded Swift has none).
        public var announcementHandler: ((String) -> Void)?
        /// Nil: a browser plays no haptics (setting one does nothing; Guides/Web.md).
        public var feedbackHandler: ((PageControlFeedback) -> Void)? {
            get { nil }
            set {}
        }
        /// Nil, as ``feedbackHandler``.
        package var hostFeedbackHandler: ((PageControlFeedback) -> Void)? {
            get { nil }
            set {}
        }
    #else
        /// What is said for a page change the ``announcementPolicy`` announces: the default, nil, says the
        /// accessibility value ("Page 3 of 5"); a closure gets the change (``PageAnnouncement``: the page, the
        /// count, the title, who changed it and the default text) and returns the text, or nil to stay silent
        /// for that change.
        public var announcementText: (@MainActor (PageAnnouncement) -> String?)?

        /// Called with the text a host should speak (VoiceOver, AT-SPI, a status line) when the
        /// ``announcementPolicy`` announces a page change, with ``announcementText``'s text. The default is nil.
        /// While scrubbing, announcements are throttled to one per ``AccessibilityOptions/announcementInterval``
        /// and the last page wins.
        public var announcementHandler: (@MainActor (String) -> Void)?

        /// Called with the haptic a host should play when a scrub changes the page: ``PageControlFeedback/selection``
        /// for each page, ``PageControlFeedback/boundary`` for the change that lands on the first or last page (see
        /// ``PageControlFeedback``). The default is nil.
        ///
        /// The UIKit and SwiftUI hosts play the system's haptics themselves, whatever this handler is, so it is free
        /// for an app's own use (a sound, a log, a haptic of its own alongside). Nothing is called while
        /// ``InteractionOptions/providesHapticFeedback`` is false.
        public var feedbackHandler: (@MainActor (PageControlFeedback) -> Void)?

        /// The host's own player of ``feedbackHandler``'s values (the UIKit and SwiftUI hosts play haptics with it),
        /// called after ``feedbackHandler``, so that the public handler stays free for the app. The default is nil.
        package var hostFeedbackHandler: (@MainActor (PageControlFeedback) -> Void)?
    #endif
}
