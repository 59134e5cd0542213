// The deprecated settings of `PageControl` that moved into its option values (`environment`, `window`, `paging`,
// `interaction`, `hitTesting`, `autoplay`, `indicatorStates`), grouped by the release that deprecated them. Each
// forwards to its replacement; CHANGELOG.md lists them, and Scripts/ci/deprecation-links.sh keeps doc links to them
// in the `+Deprecations.swift` files. The other deprecated members are in PageControl+Deprecations.swift.

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

    /// How visible the row is now; now the display list's opacity (`DisplayList(control.frame()).opacity`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).opacity")
    public var idleOpacity: Double { attention.idleOpacity }
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
