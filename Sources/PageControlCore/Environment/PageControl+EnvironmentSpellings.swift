// The spellings of what the host reports from before `environment`, kept for one minor release.

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
