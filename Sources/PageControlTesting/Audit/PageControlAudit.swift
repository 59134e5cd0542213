import PageControlCore

/// An accessibility audit an app runs in its own tests: what to change in a page control's configuration so that it
/// meets WCAG 2.2 (and, on iOS, Apple's 44 × 44 pt targets), for the platform it ships on.
///
/// ```swift
/// @MainActor
/// @Test("The onboarding page control passes the accessibility audit")
/// func accessible() {
///     let control = OnboardingFlow().pageControl
///     #expect(PageControlAudit.findings(for: control, platform: .iOS).isEmpty)
/// }
/// ```
///
/// Each ``Finding`` names its WCAG 2.2 success criterion, the page it concerns (nil for the whole control) and a
/// sentence saying what to change; <doc:AuditingAccessibility> explains each one and how to fix it. The audit judges
/// the targets a person really has, not the drawn dots: on iOS a finger steps from either side of the current dot
/// (UIKit's touch rule), so a control with UIKit's 7-point dots and its default 44 × 44 pt touch area passes; on the
/// web the `<page-control>` element's tabs, which it scales up to 24 CSS px along a short pitch and lets reach half a
/// gap beyond the end dots, are measured in the bounds the element gives the control. A control made with
/// `PageControl()` and given pages has no finding on iOS or on the web.
public enum PageControlAudit {
    /// What to change in `control`'s configuration for `platform`, in WCAG's order (1.4.1, 1.4.11, 2.2.2, 2.5.8,
    /// 4.1.2), then by page, the whole control first; empty when there is nothing to change.
    ///
    /// The audit reads the control as it is now (one frame, its options and its hit testing) and changes nothing:
    /// audit it once your screen has configured it. What the control cannot know about the screen around it, its
    /// background, the other page controls beside it and a Play/Pause button of your own, comes in `screen`.
    ///
    /// ```swift
    /// let findings = PageControlAudit.findings(
    ///     for: gallery.pageControl, platform: .iOS,
    ///     on: PageControlAudit.Screen(background: .white, pageControlCount: 2))
    /// #expect(findings.isEmpty, "\(findings)")
    /// ```
    ///
    /// - Parameters:
    ///   - control: The control to audit, configured as your screen shows it.
    ///   - platform: Where it ships: ``Platform/iOS`` or ``Platform/web``.
    ///   - screen: The screen around it. The default is ``Screen/init(background:pageControlCount:hasPlayPauseButton:)``
    ///     with every default: the backdrop the current dot is made for, the only page control, no Play/Pause
    ///     button.
    /// - Returns: The findings; empty when the control passes.
    /// - Complexity: O(visible dots + pages with a state, content or a shape of their own), whatever the page count.
    @MainActor
    public static func findings(for control: PageControl, platform: Platform, on screen: Screen = Screen()) -> [Finding]
    {
        AccessibilityAudit(control, platform: platform.auditPlatform, screen: screen.auditScreen).findings.map(
            Finding.init)
    }
}
