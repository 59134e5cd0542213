/// What the host reports about the person and the screen around a control, set in one assignment with
/// ``PageControl/environment``.
///
/// The host reads these from its platform (UIKit's trait collection and `UIAccessibility`, SwiftUI's
/// environment values, GTK's settings and widget state, a terminal's focus reports) and hands the control one
/// value whenever any of them changes; the control works out what follows (finishing animations under Reduce
/// Motion, a new resolved look for Increase Contrast or a text size, pausing autoplay for focus or hover,
/// holding the idle fade while a screen reader runs).
///
/// ```swift
/// var environment = control.environment
/// environment.reducesMotion = UIAccessibility.isReduceMotionEnabled
/// environment.isScreenReaderRunning = UIAccessibility.isVoiceOverRunning
/// control.environment = environment
/// ```
///
/// Every input defaults to what a control without a host assumes: left to right, English, no accessibility
/// setting on, nothing hovering or focused.
public struct PageControlEnvironment: Sendable, Hashable {
    // MARK: The person's settings

    /// Whether animations are replaced by instant changes (Reduce Motion). The default is false.
    ///
    /// Turning it on finishes any running animation at once.
    public var reducesMotion: Bool

    /// Whether the person asked for more contrast (Increase Contrast). The default is false.
    ///
    /// When on, the other dots' colour is made more opaque until it reaches 3:1 against the current dot's
    /// colour where that is possible, and otherwise every dot gets a black or white outline;
    /// see ``ResolvedAppearance/otherColor`` and ``ResolvedAppearance/outlineColor``.
    public var prefersIncreasedContrast: Bool

    #if hasFeature(Embedded)
        // The web element has no attribute for these: in its module they keep their defaults, and the optimiser
        // leaves out what they would change (Guides/Web.md, What the Embedded build leaves out). The other builds'
        // declarations below say what each does.
        /// Whether the person asked for less transparency: false in the web module.
        public var reducesTransparency: Bool {
            get { false }
            set {}
        }

        /// The person's text size: nil in the web module.
        public var contentSizeCategory: DynamicTypeScale.Category? {
            get { nil }
            set {}
        }
    #else
        /// Whether the person asked for less transparency (Reduce Transparency). The default is false.
        ///
        /// The core draws nothing translucent of its own; hosts read it to choose an opaque platter
        /// (`PlatterMaterial.forSystemMaterials` in PageControlRendering).
        public var reducesTransparency: Bool

        /// The person's text size (Dynamic Type), which scales the default metrics, capped at extra extra large as
        /// iOS caps its dots. The default, nil, leaves the metrics as they are. Metrics set on the control or the
        /// appearance proxy are scaled too.
        public var contentSizeCategory: DynamicTypeScale.Category?
    #endif

    // MARK: Language and direction

    /// The reading direction around the control, which a `.natural` ``PageControl/direction`` follows. The
    /// default is `.leftToRight`.
    public var layoutDirection: LayoutDirection

    /// The language of the spoken strings, as a BCP 47 tag such as `"ru"` or `"ar-EG"`. The default is nil
    /// (English). Unknown languages fall back to English.
    public var language: String? {
        get { languageTag?.string }
        set { languageTag = newValue.map(PlainText.init) }
    }
    /// ``language``, compared and hashed as written (its UTF-8 bytes): tags are ASCII, and the comparison needs
    /// none of the Unicode tables a `String` comparison links.
    package private(set) var languageTag: PlainText?

    #if hasFeature(Embedded)
        /// False in the web module: the page resolves the element's direction (`dir`, inherited) and hands it over
        /// as ``layoutDirection`` (Guides/Web.md).
        public var layoutDirectionFollowsLanguage: Bool {
            get { false }
            set {}
        }
    #else
        /// Whether the layout direction is taken from ``language`` (right to left for Arabic, Hebrew, Persian and
        /// Urdu) instead of ``layoutDirection``, for hosts that know the language but not the direction. The
        /// default is false.
        ///
        /// When on, `.natural` rows, taps, keys and scrubbing all mirror together for those languages.
        public var layoutDirectionFollowsLanguage: Bool
    #endif

    // MARK: Assistive technology

    #if hasFeature(Embedded)
        // Constants in the web module, as the first such block says.
        /// Whether a screen reader runs: false in the web module.
        public var isScreenReaderRunning: Bool {
            get { false }
            set {}
        }

        /// Whether Switch Control runs: false in the web module.
        public var isSwitchControlRunning: Bool {
            get { false }
            set {}
        }

        /// Whether assistive technology's focus is on the control: false in the web module.
        public var hasAccessibilityFocus: Bool {
            get { false }
            set {}
        }
    #else
        /// Whether a screen reader runs (VoiceOver, TalkBack, Orca through AT-SPI). The default is false. While
        /// true the row never fades (``AutoplayOptions/fadesWhenIdle``); autoplay is not paused by it alone (its
        /// focus is, through ``hasAccessibilityFocus``).
        public var isScreenReaderRunning: Bool

        /// Whether Switch Control (or another switch access) runs. The default is false. It counts as assistive
        /// technology as a screen reader does.
        public var isSwitchControlRunning: Bool

        /// Whether assistive technology's focus (the VoiceOver cursor, an AT-SPI screen reader's focus) is on the
        /// control. The default is false. While true, autoplay pauses and the row never fades.
        public var hasAccessibilityFocus: Bool
    #endif

    // MARK: Focus and pointer

    /// Whether the control has keyboard focus. The default is false. While true, autoplay pauses (or stops,
    /// with ``AutoplayOptions/stopsOnKeyboardFocus``) and the row never fades.
    public var hasKeyboardFocus: Bool

    /// Whether the pointer hovers over the control. The default is false. While true, autoplay pauses and
    /// the row never fades.
    public var isPointerHovering: Bool

    #if hasFeature(Embedded)
        // Constants in the web module, as the first such block says.
        /// Whether the paged content has keyboard focus: false in the web module.
        public var contentHasKeyboardFocus: Bool {
            get { false }
            set {}
        }

        /// Whether the pointer is over the paged content: false in the web module.
        public var isPointerOverContent: Bool {
            get { false }
            set {}
        }

        /// Whether assistive technology's focus is in the paged content: false in the web module.
        public var contentHasAccessibilityFocus: Bool {
            get { false }
            set {}
        }
    #else
        /// Whether the content the control pages (the carousel's slides) has keyboard focus. The default is
        /// false. While true, autoplay pauses (or stops, with ``AutoplayOptions/stopsOnKeyboardFocus``).
        public var contentHasKeyboardFocus: Bool

        /// Whether the pointer is over the content the control pages. The default is false. While true,
        /// autoplay pauses.
        public var isPointerOverContent: Bool

        /// Whether assistive technology's focus is in the content the control pages. The default is false.
        /// While true, autoplay pauses.
        public var contentHasAccessibilityFocus: Bool
    #endif

    /// Creates an environment; every input defaults as its property says.
    public init(
        reducesMotion: Bool = false, prefersIncreasedContrast: Bool = false, reducesTransparency: Bool = false,
        contentSizeCategory: DynamicTypeScale.Category? = nil, layoutDirection: LayoutDirection = .leftToRight,
        language: String? = nil, layoutDirectionFollowsLanguage: Bool = false, isScreenReaderRunning: Bool = false,
        isSwitchControlRunning: Bool = false, hasAccessibilityFocus: Bool = false, hasKeyboardFocus: Bool = false,
        isPointerHovering: Bool = false, contentHasKeyboardFocus: Bool = false, isPointerOverContent: Bool = false,
        contentHasAccessibilityFocus: Bool = false
    ) {
        self.reducesMotion = reducesMotion
        self.prefersIncreasedContrast = prefersIncreasedContrast
        self.layoutDirection = layoutDirection
        self.languageTag = language.map(PlainText.init)
        self.hasKeyboardFocus = hasKeyboardFocus
        self.isPointerHovering = isPointerHovering
        #if !hasFeature(Embedded)
            self.layoutDirectionFollowsLanguage = layoutDirectionFollowsLanguage
            self.reducesTransparency = reducesTransparency
            self.contentSizeCategory = contentSizeCategory
            self.isScreenReaderRunning = isScreenReaderRunning
            self.isSwitchControlRunning = isSwitchControlRunning
            self.hasAccessibilityFocus = hasAccessibilityFocus
            self.contentHasKeyboardFocus = contentHasKeyboardFocus
            self.isPointerOverContent = isPointerOverContent
            self.contentHasAccessibilityFocus = contentHasAccessibilityFocus
        #endif
    }

    /// Whether any assistive technology runs: a screen reader or Switch Control.
    public var isAssistiveTechnologyRunning: Bool { isScreenReaderRunning || isSwitchControlRunning }

    /// The attention reasons present, as ``AutoplayPauseReasons`` (a subset of
    /// ``AutoplayPauseReasons/attention``).
    public var attention: AutoplayPauseReasons {
        get {
            var reasons: AutoplayPauseReasons = []
            if hasKeyboardFocus { reasons.insert(.keyboardFocus) }
            if isPointerHovering { reasons.insert(.pointer) }
            if hasAccessibilityFocus { reasons.insert(.accessibilityFocus) }
            if contentHasKeyboardFocus { reasons.insert(.contentKeyboardFocus) }
            if isPointerOverContent { reasons.insert(.contentPointer) }
            if contentHasAccessibilityFocus { reasons.insert(.contentAccessibilityFocus) }
            return reasons
        }
        set {
            hasKeyboardFocus = newValue.contains(.keyboardFocus)
            isPointerHovering = newValue.contains(.pointer)
            hasAccessibilityFocus = newValue.contains(.accessibilityFocus)
            contentHasKeyboardFocus = newValue.contains(.contentKeyboardFocus)
            isPointerOverContent = newValue.contains(.contentPointer)
            contentHasAccessibilityFocus = newValue.contains(.contentAccessibilityFocus)
        }
    }

    /// The layout direction in force: ``layoutDirection``, or the direction of ``language`` when
    /// ``layoutDirectionFollowsLanguage`` is on.
    public var effectiveLayoutDirection: LayoutDirection {
        guard layoutDirectionFollowsLanguage else { return layoutDirection }
        return PageControlStrings.isRightToLeft(language: language) ? .rightToLeft : .leftToRight
    }
}
