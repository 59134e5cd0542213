import PageControlCore

/// What a host's environment says about the person and the view, as the UIKit view (from its trait collection
/// and `UIAccessibility`) and the SwiftUI indicator (from its environment values) read it, applied to the
/// control in one call with ``apply(to:)``.
///
/// A nil input is one the host does not set here: the control keeps its value (the SwiftUI indicator's look
/// sets Increase Contrast and the text size, and the UIKit view reports the VoiceOver cursor and its enabled
/// state through overrides).
///
/// ```swift
/// let environment = HostEnvironment(layoutDirection: .rightToLeft, reducesMotion: true)
/// if environment.apply(to: control) { invalidateIntrinsicContentSize() }
/// ```
package struct HostEnvironment: Sendable, Hashable {
    /// The reading direction around the view. The default is `.leftToRight`.
    package var layoutDirection: LayoutDirection
    /// Whether Reduce Motion is on. The default is false.
    package var reducesMotion: Bool
    /// Whether Increase Contrast is on, or nil to leave the control's. The default is nil.
    package var prefersIncreasedContrast: Bool?
    /// Whether VoiceOver runs. The default is false.
    package var isVoiceOverRunning: Bool
    /// Whether Switch Control runs. The default is false.
    package var isSwitchControlRunning: Bool
    /// Whether the VoiceOver (or Switch Control) cursor is on the view, or nil when the host reports it through
    /// events (UIKit's `accessibilityElementDidBecomeFocused()`). The default is nil.
    package var hasAccessibilityFocus: Bool?
    /// The person's text size (Dynamic Type), or nil to leave the control's. The default is nil.
    package var contentSizeCategory: DynamicTypeScale.Category?
    /// Whether the dots grow with ``contentSizeCategory`` (UIKit's `adjustsForContentSizeCategory`); when
    /// false the control gets no text size. The default is true.
    package var adjustsForContentSizeCategory: Bool
    /// Whether the view takes input, or nil to leave the control's. The default is nil.
    package var isEnabled: Bool?
    /// Whether the control draws its own scrub preview, or nil to leave it. The default is nil; the UIKit view
    /// passes false, since it shows the preview in a label.
    package var showsScrubPreview: Bool?
    /// Whether the row fades when idle, or nil to leave it. The default is nil.
    package var fadesWhenIdle: Bool?
    /// The seconds before the row fades, or nil to leave them. The default is nil.
    package var idleFadeDelay: Double?

    /// Creates an environment; every input defaults as its property says.
    package init(
        layoutDirection: LayoutDirection = .leftToRight, reducesMotion: Bool = false,
        prefersIncreasedContrast: Bool? = nil, isVoiceOverRunning: Bool = false, isSwitchControlRunning: Bool = false,
        hasAccessibilityFocus: Bool? = nil, contentSizeCategory: DynamicTypeScale.Category? = nil,
        adjustsForContentSizeCategory: Bool = true, isEnabled: Bool? = nil, showsScrubPreview: Bool? = nil,
        fadesWhenIdle: Bool? = nil, idleFadeDelay: Double? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.reducesMotion = reducesMotion
        self.prefersIncreasedContrast = prefersIncreasedContrast
        self.isVoiceOverRunning = isVoiceOverRunning
        self.isSwitchControlRunning = isSwitchControlRunning
        self.hasAccessibilityFocus = hasAccessibilityFocus
        self.contentSizeCategory = contentSizeCategory
        self.adjustsForContentSizeCategory = adjustsForContentSizeCategory
        self.isEnabled = isEnabled
        self.showsScrubPreview = showsScrubPreview
        self.fadesWhenIdle = fadesWhenIdle
        self.idleFadeDelay = idleFadeDelay
    }

    /// Whether VoiceOver or Switch Control runs: the control's `isAssistiveTechnologyRunning`.
    package var isAssistiveTechnologyRunning: Bool { isVoiceOverRunning || isSwitchControlRunning }

    /// The text size the control gets: ``contentSizeCategory`` while the dots adjust to it, else nil.
    package var appliedContentSizeCategory: DynamicTypeScale.Category? {
        adjustsForContentSizeCategory ? contentSizeCategory : nil
    }

    /// Sets on `control` every input that is not nil: what the environment holds in one assignment of
    /// `control.environment` (an unchanged value changes nothing, so the idle fade does not restart), the
    /// options only where they differ.
    ///
    /// With ``hasAccessibilityFocus`` nil, the control's accessibility focus is cleared once no assistive
    /// technology runs: a cursor that goes away with its technology reports no loss of focus. The text size
    /// is set only when ``contentSizeCategory`` is not nil, to ``appliedContentSizeCategory``.
    ///
    /// - Returns: Whether the control's resolved metrics changed, so the host re-measures its view.
    @MainActor @discardableResult
    package func apply(to control: PageControl) -> Bool {
        let metrics = control.resolvedMetrics
        var environment = control.environment
        environment.layoutDirection = layoutDirection
        environment.reducesMotion = reducesMotion
        if let prefersIncreasedContrast { environment.prefersIncreasedContrast = prefersIncreasedContrast }
        environment.isScreenReaderRunning = isVoiceOverRunning
        environment.isSwitchControlRunning = isSwitchControlRunning
        environment.hasAccessibilityFocus =
            hasAccessibilityFocus ?? (environment.hasAccessibilityFocus && isAssistiveTechnologyRunning)
        if contentSizeCategory != nil { environment.contentSizeCategory = appliedContentSizeCategory }
        control.environment = environment  // one assignment; an equal value changes nothing
        if let fadesWhenIdle, control.autoplay.fadesWhenIdle != fadesWhenIdle {
            control.autoplay.fadesWhenIdle = fadesWhenIdle
        }
        if let idleFadeDelay, control.autoplay.idleFadeDelay != idleFadeDelay {
            control.autoplay.idleFadeDelay = idleFadeDelay
        }
        if let isEnabled, control.isEnabled != isEnabled { control.isEnabled = isEnabled }
        if let showsScrubPreview, control.interaction.showsScrubPreview != showsScrubPreview {
            control.interaction.showsScrubPreview = showsScrubPreview
        }
        return control.resolvedMetrics != metrics
    }
}
