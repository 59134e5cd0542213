import PageControlCore

/// The host options that are not environment fields (whether the dots follow the text size, input, the scrub
/// preview, the idle fade), and the one path by which a host sets the control's environment: ``apply(to:observing:)``
/// builds the whole ``PageControlCore/PageControlEnvironment`` from what the host observes and assigns it once.
///
/// It holds no copy of the environment's fields: the host writes what it observes (its trait collection,
/// `UIAccessibility`, SwiftUI's environment values) straight into the environment value it is handed. A nil
/// option is one the host does not set here: the control keeps its value.
///
/// ```swift
/// let options = HostEnvironment(adjustsForContentSizeCategory: false)
/// let changed = options.apply(to: control) { $0.layoutDirection = .rightToLeft; $0.reducesMotion = true }
/// if changed { invalidateIntrinsicContentSize() }
/// ```
package struct HostEnvironment: Sendable, Hashable {
    /// Whether the dots grow with the observed text size (UIKit's `adjustsForContentSizeCategory`); when false
    /// the control gets no text size. The default is true.
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

    /// Creates the options; every one defaults as its property says.
    package init(
        adjustsForContentSizeCategory: Bool = true, isEnabled: Bool? = nil, showsScrubPreview: Bool? = nil,
        fadesWhenIdle: Bool? = nil, idleFadeDelay: Double? = nil
    ) {
        self.adjustsForContentSizeCategory = adjustsForContentSizeCategory
        self.isEnabled = isEnabled
        self.showsScrubPreview = showsScrubPreview
        self.fadesWhenIdle = fadesWhenIdle
        self.idleFadeDelay = idleFadeDelay
    }

    /// Sets the control's environment in one assignment: `observe` writes what the host observes into a copy
    /// of `control.environment` (fields it does not write keep the control's values), and an equal value
    /// changes nothing, so the idle fade does not restart. Then sets the options that are not nil, only where
    /// they differ.
    ///
    /// Two rules follow the observation: accessibility focus is cleared while no assistive technology runs (a
    /// cursor that goes away with its technology reports no loss of focus), and the text size is cleared
    /// while ``adjustsForContentSizeCategory`` is false.
    ///
    /// - Returns: Whether the control's resolved metrics changed, so the host re-measures its view.
    @MainActor @discardableResult
    package func apply(to control: PageControl, observing observe: (inout PageControlEnvironment) -> Void) -> Bool {
        let metrics = control.resolvedMetrics
        var environment = control.environment
        observe(&environment)
        if !environment.isAssistiveTechnologyRunning { environment.hasAccessibilityFocus = false }
        if !adjustsForContentSizeCategory { environment.contentSizeCategory = nil }
        control.environment = environment  // the host's one assignment; an equal value changes nothing
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
