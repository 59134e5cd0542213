import PageControlCore

extension PageControlAudit {
    /// What the audit cannot read from a control: the screen around it. The default is a screen with one page
    /// control on the backdrop its current dot is made for, and no Play/Pause button.
    ///
    /// ```swift
    /// // Two carousels on one screen, on white, the slide show with a Pause button of the app's own.
    /// let screen = PageControlAudit.Screen(background: .white, pageControlCount: 2, hasPlayPauseButton: true)
    /// #expect(PageControlAudit.findings(for: featured.pageControl, platform: .iOS, on: screen).isEmpty)
    /// ```
    public struct Screen: Sendable, Hashable {
        /// What the control is drawn on, for the contrast checks (WCAG 1.4.11 and 1.4.1). The default, nil, is the
        /// backdrop the current dot is made for: black or white, whichever it stands out against more (black for
        /// UIKit's white dots). Its alpha is ignored. A platter the control always shows
        /// (`BackgroundStyle.prominent`) is laid over it.
        public var background: Color?
        /// How many page controls the screen shows at once, this one included. The default is 1. With more than
        /// one, each needs an `accessibility.label` of its own (WCAG 4.1.2): without one, every control
        /// is read as "Page control". Values below 1 become 1.
        public var pageControlCount: Int {
            didSet { pageControlCount = Swift.max(pageControlCount, 1) }
        }
        /// Whether the screen has a visible Play/Pause button of the app's own for the control's slide show, which
        /// calls `stopForPerson()` and `startForPerson()`.
        /// The default is false. On iOS a slide show needs one (WCAG 2.2.2), because a tap does not stop it; the
        /// web element stops it on any change a person makes.
        public var hasPlayPauseButton: Bool

        /// A screen; every setting defaults as its property says, and is clamped as it says.
        ///
        /// - Parameters:
        ///   - background: What the control is drawn on, or nil (the default) for the backdrop its current dot is
        ///     made for.
        ///   - pageControlCount: The page controls on the screen, this one included. The default is 1; values below
        ///     1 become 1.
        ///   - hasPlayPauseButton: Whether a Play/Pause button of the app's own stops the slide show. The default is
        ///     false.
        public init(background: Color? = nil, pageControlCount: Int = 1, hasPlayPauseButton: Bool = false) {
            self.background = background
            self.pageControlCount = Swift.max(pageControlCount, 1)
            self.hasPlayPauseButton = hasPlayPauseButton
        }

        /// The core's screen.
        var auditScreen: AccessibilityAudit.Screen {
            AccessibilityAudit.Screen(
                background: background, pageControlCount: pageControlCount, hasPlayPauseButton: hasPlayPauseButton)
        }
    }
}
