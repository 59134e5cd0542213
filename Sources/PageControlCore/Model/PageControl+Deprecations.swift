// The deprecated members of `PageControl`, grouped by the release that deprecated them. Each forwards to its
// replacement; CHANGELOG.md lists them, and Scripts/ci/deprecation-links.sh keeps doc links to them in this file.

// MARK: - Deprecated in 0.2, removed in 0.3

// The spellings of what the host reports from before `environment`.

extension PageControl {
    /// Whether animations are replaced by instant changes; now ``PageControlEnvironment/reducesMotion``.
    @available(*, deprecated, renamed: "environment.reducesMotion")
    public var reducesMotion: Bool {
        get { environment.reducesMotion }
        set { environment.reducesMotion = newValue }
    }

    /// Increase Contrast; now ``PageControlEnvironment/prefersIncreasedContrast``.
    @available(*, deprecated, renamed: "environment.prefersIncreasedContrast")
    public var prefersIncreasedContrast: Bool {
        get { environment.prefersIncreasedContrast }
        set { environment.prefersIncreasedContrast = newValue }
    }

    /// The person's text size; now ``PageControlEnvironment/contentSizeCategory``.
    @available(*, deprecated, renamed: "environment.contentSizeCategory")
    public var contentSizeCategory: DynamicTypeScale.Category? {
        get { environment.contentSizeCategory }
        set { environment.contentSizeCategory = newValue }
    }

    /// The reading direction around the control; now ``PageControlEnvironment/layoutDirection``.
    @available(*, deprecated, renamed: "environment.layoutDirection")
    public var layoutDirection: LayoutDirection {
        get { environment.layoutDirection }
        set { environment.layoutDirection = newValue }
    }

    /// Whether the direction follows the language; now ``PageControlEnvironment/layoutDirectionFollowsLanguage``.
    @available(*, deprecated, renamed: "environment.layoutDirectionFollowsLanguage")
    public var layoutDirectionFollowsLanguage: Bool {
        get { environment.layoutDirectionFollowsLanguage }
        set { environment.layoutDirectionFollowsLanguage = newValue }
    }

    /// The language of the spoken strings; now ``PageControlEnvironment/language``.
    @available(*, deprecated, renamed: "environment.language")
    public var accessibilityLanguage: String? {
        get { environment.language }
        set { environment.language = newValue }
    }

    /// Whether the control has keyboard focus; now ``PageControlEnvironment/hasKeyboardFocus``.
    @available(*, deprecated, renamed: "environment.hasKeyboardFocus")
    public var hasKeyboardFocus: Bool {
        get { environment.hasKeyboardFocus }
        set { environment.hasKeyboardFocus = newValue }
    }

    /// Whether the pointer hovers over the control; now ``PageControlEnvironment/isPointerHovering``.
    @available(*, deprecated, renamed: "environment.isPointerHovering")
    public var isPointerInside: Bool {
        get { environment.isPointerHovering }
        set { environment.isPointerHovering = newValue }
    }

    /// Whether assistive technology's focus is on the control; now ``PageControlEnvironment/hasAccessibilityFocus``.
    @available(*, deprecated, renamed: "environment.hasAccessibilityFocus")
    public var hasAccessibilityFocus: Bool {
        get { environment.hasAccessibilityFocus }
        set { environment.hasAccessibilityFocus = newValue }
    }

    /// Whether the content has keyboard focus; now ``PageControlEnvironment/contentHasKeyboardFocus``.
    @available(*, deprecated, renamed: "environment.contentHasKeyboardFocus")
    public var contentHasKeyboardFocus: Bool {
        get { environment.contentHasKeyboardFocus }
        set { environment.contentHasKeyboardFocus = newValue }
    }

    /// Whether the pointer is over the content; now ``PageControlEnvironment/isPointerOverContent``.
    @available(*, deprecated, renamed: "environment.isPointerOverContent")
    public var isPointerOverContent: Bool {
        get { environment.isPointerOverContent }
        set { environment.isPointerOverContent = newValue }
    }

    /// Whether assistive technology's focus is in the content; now ``PageControlEnvironment/contentHasAccessibilityFocus``.
    @available(*, deprecated, renamed: "environment.contentHasAccessibilityFocus")
    public var contentHasAccessibilityFocus: Bool {
        get { environment.contentHasAccessibilityFocus }
        set { environment.contentHasAccessibilityFocus = newValue }
    }

    /// Whether a screen reader or other assistive technology runs; now
    /// ``PageControlEnvironment/isScreenReaderRunning`` and ``PageControlEnvironment/isSwitchControlRunning``.
    /// Setting it sets the screen reader (and, when false, clears Switch Control too).
    @available(*, deprecated, message: "set environment.isScreenReaderRunning or environment.isSwitchControlRunning")
    public var isAssistiveTechnologyRunning: Bool {
        get { environment.isAssistiveTechnologyRunning }
        set {
            environment.isScreenReaderRunning = newValue
            if !newValue { environment.isSwitchControlRunning = false }
        }
    }

    /// Sets attention inputs by their reasons; now ``PageControlEnvironment/attention``. Reasons that are not
    /// attention are ignored.
    @available(*, deprecated, message: "set environment.attention (or the environment's focus and pointer inputs)")
    public func setAttention(_ reason: AutoplayPauseReasons, _ present: Bool) {
        let reason = reason.intersection(.attention)
        if present { environment.attention.formUnion(reason) } else { environment.attention.subtract(reason) }
    }
}

// The window's spellings from before `window`.

extension PageControl {
    /// The most dots shown at once; now ``IndicatorWindow/maximumVisibleIndicators``.
    @available(*, deprecated, renamed: "window.maximumVisibleIndicators")
    public var maximumVisibleIndicators: Int? {
        get { window.maximumVisibleIndicators }
        set { window.maximumVisibleIndicators = newValue }
    }

    /// How the window follows the page; now ``IndicatorWindow/following``.
    @available(*, deprecated, renamed: "window.following")
    public var windowFollowing: WindowFollowing {
        get { window.following }
        set { window.following = newValue }
    }

    /// What shows past many pages; now ``IndicatorWindow/overflowStyle``.
    @available(*, deprecated, renamed: "window.overflowStyle")
    public var overflowStyle: OverflowStyle {
        get { window.overflowStyle }
        set { window.overflowStyle = newValue }
    }

    /// How many dots the intrinsic size makes room for; now ``IndicatorWindow/preferredNumberOfVisibleIndicators``.
    @available(*, deprecated, renamed: "window.preferredNumberOfVisibleIndicators")
    public var preferredNumberOfVisibleIndicators: Int {
        get { window.preferredNumberOfVisibleIndicators }
        set { window.preferredNumberOfVisibleIndicators = newValue }
    }
}

// The drawing read-outs from before the display list carried them.

extension PageControl {
    /// The compact label "7 / 120"; now the display list's ``OverflowLabel`` (`DisplayList(control).label`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).label")
    public var overflowLabel: OverflowLabel? { compactLabel }

    /// The look resolved for drawing; the display list carries its colours (`DisplayList(control)`) and the
    /// layout its metrics (``IndicatorLayout/metrics``).
    @available(
        *, deprecated, message: "use DisplayList(control.frame()) for the colours and layout.metrics for the sizes"
    )
    public var resolvedAppearance: ResolvedAppearance { currentLook }
}

// The paging spellings from before `paging`.

extension PageControl {
    /// How many pages are on screen at once; now ``PagingOptions/visiblePageCount``.
    @available(*, deprecated, renamed: "paging.visiblePageCount")
    public var visiblePageCount: Int {
        get { paging.visiblePageCount }
        set { paging.visiblePageCount = newValue }
    }

    /// Whether a person's step moves by the span; now ``PagingOptions/stepsBySpan``.
    @available(*, deprecated, renamed: "paging.stepsBySpan")
    public var stepsBySpan: Bool {
        get { paging.stepsBySpan }
        set { paging.stepsBySpan = newValue }
    }

    /// Whether the row loops; now ``PagingOptions/wrapsAround``.
    @available(*, deprecated, renamed: "paging.wrapsAround")
    public var wrapsAround: Bool {
        get { paging.wrapsAround }
        set { paging.wrapsAround = newValue }
    }
}

// The interaction spellings from before `interaction`.

extension PageControl {
    /// What a tap does; now ``InteractionOptions/tapBehavior``.
    @available(*, deprecated, renamed: "interaction.tapBehavior")
    public var tapBehavior: TapBehavior {
        get { interaction.tapBehavior }
        set { interaction.tapBehavior = newValue }
    }

    /// The smallest area that accepts taps; now ``InteractionOptions/minimumHitTargetSize``.
    @available(*, deprecated, renamed: "interaction.minimumHitTargetSize")
    public var minimumHitTargetSize: Size {
        get { interaction.minimumHitTargetSize }
        set { interaction.minimumHitTargetSize = newValue }
    }

    /// Whether a scrub draws its preview; now ``InteractionOptions/showsScrubPreview``.
    @available(*, deprecated, renamed: "interaction.showsScrubPreview")
    public var showsScrubPreview: Bool {
        get { interaction.showsScrubPreview }
        set { interaction.showsScrubPreview = newValue }
    }

    /// Where the scrub preview may go; now ``InteractionOptions/scrubPreviewBounds``.
    @available(*, deprecated, renamed: "interaction.scrubPreviewBounds")
    public var scrubPreviewBounds: Rect? {
        get { interaction.scrubPreviewBounds }
        set { interaction.scrubPreviewBounds = newValue }
    }

    /// The colour of the keyboard focus ring; now ``InteractionOptions/focusRingColor``.
    @available(*, deprecated, renamed: "interaction.focusRingColor")
    public var focusRingColor: Color? {
        get { interaction.focusRingColor }
        set { interaction.focusRingColor = newValue }
    }
}

// The hit-testing spellings from before `hitTesting`.

extension PageControl {
    /// Where taps count; now ``HitTesting/region``.
    @available(*, deprecated, renamed: "hitTesting.region")
    public var hitRegion: Rect { hitTesting.region }

    /// The page whose dot is at or near `point`; now ``HitTesting/page(at:)`` (nil while hidden: a hidden
    /// control lays out no dots).
    @available(*, deprecated, renamed: "hitTesting.page(at:)")
    public func page(at point: Point) -> Int? { hitTesting.page(at: point) }

    /// The page a single tap at `point` leads to; now ``HitTesting/tapTarget(for:pointerKind:)``.
    @available(*, deprecated, renamed: "hitTesting.tapTarget(for:pointerKind:)")
    public func tapTarget(for point: Point, pointerKind: PointerKind = .touch) -> Int? {
        hitTesting.tapTarget(for: point, pointerKind: pointerKind)
    }

    /// The frame of a page's dot as drawn now; now ``HitTesting/frame(forPage:)``.
    @available(*, deprecated, renamed: "hitTesting.frame(forPage:)")
    public func indicatorFrame(forPage page: Int) -> Rect? { layout.indicator(forPage: page)?.frame }
}

// The key-command and scrub spellings from before `PageCommand(key:modifiers:direction:)` and `interactionState`.

extension PageControl {
    /// The command a key stands for in this control's direction; now
    /// ``PageCommand/init(key:modifiers:direction:)`` with ``IndicatorLayout/direction``.
    @available(*, deprecated, message: "use PageCommand(key:modifiers:direction: layout.direction)")
    public func command(for key: PageControlKey, modifiers: PageControlKey.Modifiers = []) -> PageCommand? {
        PageCommand(key: key, modifiers: modifiers, direction: resolvedDirection)
    }

    /// Whether a scrub is under way; now ``interactionState`` `== .continuous`.
    @available(*, deprecated, message: "use interactionState == .continuous")
    public var isScrubbing: Bool { session.scrub != nil }
}

// The autoplay and idle-fade spellings from before `autoplay`.

extension PageControl {
    /// Whether autoplay pauses under Reduce Motion; now ``AutoplayOptions/pausesWhenReducingMotion``.
    @available(*, deprecated, renamed: "autoplay.pausesWhenReducingMotion")
    public var pausesAutoplayWhenReducingMotion: Bool {
        get { autoplay.pausesWhenReducingMotion }
        set { autoplay.pausesWhenReducingMotion = newValue }
    }

    /// Whether keyboard focus stops the slide show; now ``AutoplayOptions/stopsOnKeyboardFocus``.
    @available(*, deprecated, renamed: "autoplay.stopsOnKeyboardFocus")
    public var stopsAutoplayOnKeyboardFocus: Bool {
        get { autoplay.stopsOnKeyboardFocus }
        set { autoplay.stopsOnKeyboardFocus = newValue }
    }

    /// Whether the row fades when idle; now ``AutoplayOptions/fadesWhenIdle``.
    @available(*, deprecated, renamed: "autoplay.fadesWhenIdle")
    public var fadesWhenIdle: Bool {
        get { autoplay.fadesWhenIdle }
        set { autoplay.fadesWhenIdle = newValue }
    }

    /// The seconds before the row fades; now ``AutoplayOptions/idleFadeDelay``.
    @available(*, deprecated, renamed: "autoplay.idleFadeDelay")
    public var idleFadeDelay: Double {
        get { autoplay.idleFadeDelay }
        set { autoplay.idleFadeDelay = newValue }
    }

    /// The seconds the fade takes; now ``AutoplayOptions/idleFadeDuration``.
    @available(*, deprecated, renamed: "autoplay.idleFadeDuration")
    public var idleFadeDuration: Double {
        get { autoplay.idleFadeDuration }
        set { autoplay.idleFadeDuration = newValue }
    }

    /// How visible the row is now; now the display list's opacity (`DisplayList(control).opacity`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).opacity")
    public var idleOpacity: Double { attention.idleOpacity }
}

// The slide-show spellings from before they moved to the timer that runs it.

extension PageControl {
    /// The attached ``progress`` when it is a timer; now `progress as? PageControlTimerProgress`.
    @available(*, deprecated, message: "use progress as? PageControlTimerProgress")
    public var timerProgress: PageControlTimerProgress? { attachedTimer }

    /// Why the attached timer is not counting now; now ``PageControlTimerProgress/pauseReasons``. Empty with
    /// no timer attached.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.pauseReasons")
    public var autoplayPauseReasons: AutoplayPauseReasons { attachedTimer.map(autoplayPauseReasons(for:)) ?? [] }

    /// Whether a slide show is on; now ``PageControlTimerProgress/isSlideShowOn``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.isSlideShowOn")
    public var isAutoplayOn: Bool { slideShowIsOn }

    /// Stops the slide show on behalf of a person; now ``PageControlTimerProgress/stopForPerson()``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.stopForPerson()")
    public func stopAutoplay() { stopAutoplayForPerson() }

    /// Starts the slide show again on behalf of a person; now ``PageControlTimerProgress/startForPerson()``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.startForPerson()")
    public func startAutoplay() { startAutoplayForPerson() }
}

// The page-state spellings from before `indicatorStates`.

extension PageControl {
    /// Gives a page a state; now ``IndicatorStates/subscript(_:)`` of ``indicatorStates``.
    @available(*, deprecated, message: "use indicatorStates[page] = state")
    public func setIndicatorState(_ state: IndicatorState, forPage page: Int) {
        guard page >= 0, page < pages.numberOfPages else { return }
        indicatorStates[page] = state
    }

    /// The state of a page; now ``IndicatorStates/subscript(_:)`` of ``indicatorStates``.
    @available(*, deprecated, message: "use indicatorStates[page]")
    public func indicatorState(forPage page: Int) -> IndicatorState { indicatorStates[page] }

    /// The pages that have a state, in page order; now ``IndicatorStates/pages``.
    @available(*, deprecated, renamed: "indicatorStates.pages")
    public var pagesWithState: [(page: Int, state: IndicatorState)] { indicatorStates.pages }

    /// Clears every page's state; now ``IndicatorStates/removeAll()``.
    @available(*, deprecated, renamed: "indicatorStates.removeAll()")
    public func removeAllIndicatorStates() { indicatorStates.removeAll() }

    /// Whether pages a person leaves become visited; now ``IndicatorStates/tracksVisitedPages``.
    @available(*, deprecated, renamed: "indicatorStates.tracksVisitedPages")
    public var tracksVisitedPages: Bool {
        get { indicatorStates.tracksVisitedPages }
        set { indicatorStates.tracksVisitedPages = newValue }
    }

    /// Sets how dots in a state look; now ``IndicatorStates/setStyle(_:for:)``.
    @available(*, deprecated, renamed: "indicatorStates.setStyle(_:for:)")
    public func setIndicatorStyle(_ style: IndicatorStateStyle?, for state: IndicatorState) {
        indicatorStates.setStyle(style, for: state)
    }

    /// The style set for a state; now ``IndicatorStates/style(for:)``.
    @available(*, deprecated, renamed: "indicatorStates.style(for:)")
    public func indicatorStyle(for state: IndicatorState) -> IndicatorStateStyle? { indicatorStates.style(for: state) }
}

// The accessibility spellings from before `accessibility` and `accessibilityElement`.

extension PageControl {
    /// The label assistive technology speaks before the value; now ``AccessibilityOptions/label``.
    @available(*, deprecated, renamed: "accessibility.label")
    public var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }

    /// The shortest time between announcements while scrubbing; now
    /// ``AccessibilityOptions/announcementInterval``.
    @available(*, deprecated, renamed: "accessibility.announcementInterval")
    public var announcementInterval: Double {
        get { accessibility.announcementInterval }
        set { accessibility.announcementInterval = newValue }
    }

    /// Sets the title spoken before a page's value; now ``AccessibilityOptions/pageTitles``. Pages outside
    /// 0…numberOfPages − 1 are ignored.
    @available(*, deprecated, message: "use accessibility.pageTitles[page] = title")
    public func setAccessibilityTitle(_ title: String?, forPage page: Int) {
        accessibility.pageTitles[page] = title
    }

    /// The title of a page, or nil; now ``AccessibilityOptions/pageTitles``.
    @available(*, deprecated, message: "use accessibility.pageTitles[page]")
    public func accessibilityTitle(forPage page: Int) -> String? { accessibility.pageTitles[page] }

    /// Whether assistive technology should see the control; now ``PageControlAccessibilityElement/isElement``.
    @available(*, deprecated, renamed: "accessibilityElement.isElement")
    public var isAccessibilityElement: Bool { isExposedToAccessibility }

    /// The traits to report; now ``PageControlAccessibilityElement/traits``.
    @available(*, deprecated, renamed: "accessibilityElement.traits")
    public var accessibilityTraits: AccessibilityTraits { [.adjustable, .updatesFrequently] }

    /// The strings of the control's language; now ``PageControlAccessibilityElement/strings``.
    @available(*, deprecated, renamed: "accessibilityElement.strings")
    public var strings: PageControlStrings { localizedStrings }

    /// The label a host should speak; now ``PageControlAccessibilityElement/label``.
    @available(*, deprecated, renamed: "accessibilityElement.label")
    public var effectiveAccessibilityLabel: String { accessibility.label ?? localizedStrings.defaultLabel }

    /// The spoken value; now ``PageControlAccessibilityElement/value``.
    @available(*, deprecated, renamed: "accessibilityElement.value")
    public var accessibilityValue: String? { spokenValue }

    /// The custom actions a host should offer; now ``PageControlAccessibilityElement/customActions``.
    @available(*, deprecated, renamed: "accessibilityElement.customActions")
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        isExposedToAccessibility ? offeredActions : []
    }

    /// The pages on screen, first and last; now ``PageControlAccessibilityElement/visiblePages``.
    @available(*, deprecated, renamed: "accessibilityElement.visiblePages")
    public var visiblePages: (first: Int, last: Int)? { pagesOnScreen }

    /// Moves one step forward, as a VoiceOver swipe up; now ``performAccessibilityAction(_:)-(AccessibilityAction)`` with
    /// ``AccessibilityAction/increment``.
    @available(*, deprecated, message: "use performAccessibilityAction(.increment)")
    public func accessibilityIncrement() { performAccessibilityAction(.increment) }

    /// Moves one step back, as a VoiceOver swipe down; now ``performAccessibilityAction(_:)-(AccessibilityAction)`` with
    /// ``AccessibilityAction/decrement``.
    @available(*, deprecated, message: "use performAccessibilityAction(.decrement)")
    public func accessibilityDecrement() { performAccessibilityAction(.decrement) }

    /// A VoiceOver double-tap; now ``performAccessibilityAction(_:)-(AccessibilityAction)`` with ``AccessibilityAction/activate``.
    @available(*, deprecated, message: "use performAccessibilityAction(.activate)")
    @discardableResult
    public func accessibilityActivate() -> Bool { performAccessibilityAction(.activate) }

    /// Performs a custom action; now ``performAccessibilityAction(_:)-(AccessibilityAction)`` with an ``AccessibilityAction``.
    @available(*, deprecated, message: "use performAccessibilityAction(AccessibilityAction(kind))")
    @_disfavoredOverload @discardableResult
    public func performAccessibilityAction(_ kind: AccessibilityCustomAction.Kind) -> Bool {
        performAccessibilityAction(AccessibilityAction(kind))
    }
}

// The constants, type names and delegate of PageControl from before their one home.

extension PageControl {
    /// The release speed above which a scrub flicks to an end; now ``GestureThresholds/flickVelocityThreshold``.
    @available(*, deprecated, renamed: "GestureThresholds.flickVelocityThreshold")
    public static var flickVelocityThreshold: Double { GestureThresholds.flickVelocityThreshold }

    /// How long a tap may repeat its step; now ``GestureThresholds/tapRepeatInterval``.
    @available(*, deprecated, renamed: "GestureThresholds.tapRepeatInterval")
    public static var tapRepeatInterval: Double { GestureThresholds.tapRepeatInterval }

    /// How close a repeated tap must land; now ``GestureThresholds/tapRepeatDistance``.
    @available(*, deprecated, renamed: "GestureThresholds.tapRepeatDistance")
    public static var tapRepeatDistance: Double { GestureThresholds.tapRepeatDistance }

    /// How far continuous scrolling travels for a page; now ``GestureThresholds/scrollDistancePerPage``.
    @available(*, deprecated, renamed: "GestureThresholds.scrollDistancePerPage")
    public static var scrollDistancePerPage: Double { GestureThresholds.scrollDistancePerPage }

    /// The built-in current-dot colour; now ``PageControlAppearance/defaultCurrentPageIndicatorTintColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultCurrentPageIndicatorTintColor")
    public static var defaultCurrentPageIndicatorTintColor: Color {
        PageControlAppearance.defaultCurrentPageIndicatorTintColor
    }

    /// The built-in colour of the other dots; now ``PageControlAppearance/defaultPageIndicatorTintColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultPageIndicatorTintColor")
    public static var defaultPageIndicatorTintColor: Color { PageControlAppearance.defaultPageIndicatorTintColor }

    /// The built-in platter colour; now ``PageControlAppearance/defaultPlatterColor``.
    @available(*, deprecated, renamed: "PageControlAppearance.defaultPlatterColor")
    public static var defaultPlatterColor: Color { PageControlAppearance.defaultPlatterColor }

    /// The contrast aimed for under Increase Contrast; now ``PageControlAppearance/increasedContrastRatio``.
    @available(*, deprecated, renamed: "PageControlAppearance.increasedContrastRatio")
    public static var increasedContrastRatio: Double { PageControlAppearance.increasedContrastRatio }

    /// The weak delegate told after every page change a person makes; now an action for
    /// ``PageControlEvent/valueChanged`` (``addAction(for:_:)``), which UIKit uses too.
    @available(*, deprecated, message: "use addAction(for: .valueChanged) { control in ... }")
    public var delegate: PageControlDelegate? {
        get { delegateBox.value }
        set { delegateBox.value = newValue }
    }
}

// The nested type names from before the types moved to the top level.

extension PageControl {
    /// When the platter shows; see ``BackgroundStyle``.
    @available(*, deprecated, renamed: "BackgroundStyle")
    public typealias BackgroundStyle = PageControlCore.BackgroundStyle
    /// The direction in which the pages run; see ``PageControlDirection``.
    @available(*, deprecated, renamed: "PageControlDirection")
    public typealias Direction = PageControlDirection
    /// An event the control sends; see ``PageControlEvent``.
    @available(*, deprecated, renamed: "PageControlEvent")
    public typealias Event = PageControlEvent
    /// The handle of a registered action; see ``PageControlActionToken``.
    @available(*, deprecated, renamed: "PageControlActionToken")
    public typealias ActionToken = PageControlActionToken
    /// How the page was last changed; see ``InteractionState``.
    @available(*, deprecated, renamed: "InteractionState")
    public typealias InteractionState = PageControlCore.InteractionState
    /// A key the control understands; see ``PageControlKey``.
    @available(*, deprecated, renamed: "PageControlKey")
    public typealias Key = PageControlKey
    /// What a tap does; see ``TapBehavior``.
    @available(*, deprecated, renamed: "TapBehavior")
    public typealias TapBehavior = PageControlCore.TapBehavior
}

// The presentation's loose members, grouped into `presentation`, and the programmatic scrub.
extension PageControl {
    /// What stands for the pages; now ``PresentationOptions/kind`` in ``presentation``.
    @available(*, deprecated, renamed: "presentation.kind")
    public var indicatorPresentation: IndicatorPresentation {
        get { resolvedPresentation }
        set { presentation.kind = newValue }
    }

    /// Whether every dot shows its page number; now ``PresentationOptions/showsPageNumbers`` in
    /// ``presentation``.
    @available(*, deprecated, renamed: "presentation.showsPageNumbers")
    public var showsPageNumbers: Bool {
        get { presentation.showsPageNumbers }
        set { presentation.showsPageNumbers = newValue }
    }

    /// The badges' colour; now ``PresentationOptions/badgeColor`` in ``presentation``.
    @available(*, deprecated, renamed: "presentation.badgeColor")
    public var badgeColor: Color? {
        get { presentation.badgeColor }
        set { presentation.badgeColor = newValue }
    }

    /// Sets what a page's dot carries; now ``PresentationOptions/setContent(_:forPage:)`` in ``presentation``.
    @available(*, deprecated, message: "use presentation.setContent(_:forPage:)")
    public func setIndicatorContent(_ content: IndicatorContent, forPage page: Int) {
        guard page >= 0, page < numberOfPages else { return }
        presentation.setContent(content, forPage: page)
    }

    /// The content set for a page; now ``PresentationOptions/content(forPage:)`` in ``presentation``.
    @available(*, deprecated, message: "use presentation.content(forPage:)")
    public func indicatorContent(forPage page: Int) -> IndicatorContent { presentation.content(forPage: page) }
}

extension PageControl {
    /// Starts a scrub at a point; hosts now forward pointer events with ``handlePointer(_:)``, whose session
    /// decides when a press becomes a scrub.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    @discardableResult
    public func beginScrub(at point: Point, pointerKind: PointerKind = .touch) -> Bool {
        beginScrubbing(at: point, pointerKind: pointerKind)
    }

    /// Moves a scrub under way; hosts now forward pointer events with ``handlePointer(_:)``.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    public func moveScrub(to point: Point) { moveScrubbing(to: point) }

    /// Ends a scrub under way; hosts now forward pointer events with ``handlePointer(_:)``.
    @available(*, deprecated, message: "forward pointer events with handlePointer(_:)")
    public func endScrub(velocity: Point = .zero) { endScrubbing(velocity: velocity) }
}
