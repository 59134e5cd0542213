// The deprecated members of `PageControl` (drawing read-outs, key and scrub spellings, the slide show,
// accessibility, constants and type names, the presentation's loose members), grouped by the release that
// deprecated them. Each forwards to its replacement; CHANGELOG.md lists them, and Scripts/ci/deprecation-links.sh
// keeps doc links to them in the `+Deprecations.swift` files. The settings that moved into option values are in
// PageControl+Settings+Deprecations.swift.

// MARK: - Deprecated in 0.2, removed in 0.3

// The drawing read-outs from before the display list carried them.

extension PageControl {
    /// The compact label "7 / 120"; now the display list's ``OverflowLabel`` (`DisplayList(control.frame()).label`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).label")
    public var overflowLabel: OverflowLabel? { compactLabel }

    /// The look resolved for drawing; the display list carries its colours (`DisplayList(control.frame())`) and the
    /// layout its metrics (``IndicatorLayout/metrics``).
    @available(
        *, deprecated, message: "use DisplayList(control.frame()) for the colours and layout.metrics for the sizes"
    )
    public var resolvedAppearance: ResolvedAppearance { currentLook }
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
