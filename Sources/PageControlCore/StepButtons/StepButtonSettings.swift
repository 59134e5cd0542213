/// What a frame keeps of its step buttons: what a button at an end does and whether each steps now. The buttons'
/// geometry is worked out from the frame's layout when read (``PageControlFrame/stepButton(_:)``), so a frame stays
/// small and copies cheaply with or without them.
package struct StepButtonSettings: Sendable, Equatable {
    /// What a button does at the end it steps towards.
    package var atEnds: StepButtonsAtEnds
    /// Whether the previous button steps now.
    package var previousIsEnabled: Bool
    /// Whether the next button steps now.
    package var nextIsEnabled: Bool

    /// Settings for buttons that do `atEnds` at an end, each enabled where its step goes anywhere.
    package init(atEnds: StepButtonsAtEnds, steps: (back: Bool, forward: Bool)) {
        self.atEnds = atEnds
        previousIsEnabled = steps.back
        nextIsEnabled = steps.forward
    }

    /// The buttons of `layout` with these settings, or nil for each one not shown.
    package func frames(in layout: IndicatorLayout, minimumTarget: Size) -> (
        previous: StepButtonFrame?, next: StepButtonFrame?
    ) {
        StepButtonFrame.frames(
            in: layout, enabled: (previousIsEnabled, nextIsEnabled), atEnds: atEnds, minimumTarget: minimumTarget)
    }
}
