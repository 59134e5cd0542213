// The accessibility spellings from before `accessibility` and `accessibilityElement`, kept for one minor
// release.

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
