import PageControlCore
import PageControlDesignSystem

/// What a ``PageIndicator`` dresses its control in: the resolved design-system style, the effect, Increase
/// Contrast, the text size and the identity of its `configure` closure.
///
/// Platform-free (no SwiftUI), so the rule it carries is tested on Linux: the indicator applies its look only
/// when one of these inputs changes, not on every pass of `body` (which runs on every frame of an animation),
/// so the control's kept ``PageControlCore/ResolvedAppearance`` survives from frame to frame.
package struct PageIndicatorLook: Hashable {
    /// The design-system style resolved for the theme and colour scheme, or nil for the control's defaults.
    package var style: PageControlStyle?
    /// The indicator effect.
    package var effect: IndicatorEffect
    /// What stands for the pages.
    package var presentation: IndicatorPresentation = .dots
    /// Whether the person asked for more contrast.
    package var prefersIncreasedContrast: Bool
    /// The person's text size, or nil.
    package var contentSizeCategory: DynamicTypeScale.Category?
    /// The `configure` closure's identity (`PageIndicator`'s `configureID`), or nil: the closure runs again
    /// only when this or another input changes.
    package var configureID: AnyHashable?

    /// Creates a look from its inputs.
    package init(
        style: PageControlStyle?, effect: IndicatorEffect, prefersIncreasedContrast: Bool,
        contentSizeCategory: DynamicTypeScale.Category?, configureID: AnyHashable?
    ) {
        self.style = style
        self.effect = effect
        self.prefersIncreasedContrast = prefersIncreasedContrast
        self.contentSizeCategory = contentSizeCategory
        self.configureID = configureID
    }
}

/// Applies a ``PageIndicatorLook`` to a control when it differs from the one applied last.
@MainActor
package struct PageIndicatorDresser {
    /// The look applied last, or nil before the first.
    package private(set) var applied: PageIndicatorLook?
    /// How many times a look was applied (for tests and for counting work).
    package private(set) var applications = 0

    /// Creates a dresser that has applied nothing. Nonisolated, so that a model made off the main actor (a
    /// `@StateObject`'s) can hold one as a default value.
    nonisolated package init() {}

    /// Applies `look` (and then `configure`) to `control` unless it is the look applied last.
    ///
    /// Applying resets the colours and metrics to the control's defaults, applies the style, the effect, the
    /// presentation and `configure`, in that order, so the style and `configure` win over the defaults. The
    /// look's Increase Contrast and text size are environment fields: `PageIndicatorModel.update` sets them in
    /// the pass's one assignment of the environment, and they scale whatever metrics the style and
    /// `configure` set.
    ///
    /// - Returns: Whether the look was applied.
    @discardableResult
    package mutating func dress(
        _ control: PageControl, in look: PageIndicatorLook, configure: Style<PageControl>?
    ) -> Bool {
        guard look != applied else { return false }
        applied = look
        applications += 1
        control.currentPageIndicatorTintColor = nil
        control.pageIndicatorTintColor = nil
        look.style?.apply(to: control)
        control.metrics = nil
        control.indicatorEffect = look.effect
        control.presentation.kind = look.presentation
        configure?(control)
        return true
    }
}
