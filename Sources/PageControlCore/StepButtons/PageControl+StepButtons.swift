extension PageControl {
    /// Whether each step button steps now (previous, next): not at the end it steps towards, unless the row loops
    /// or (for the next button) more pages may follow.
    package var stepButtonsEnabled: (previous: Bool, next: Bool) {
        let pages = self.pages
        let steps = pages.steps(from: pages.currentPage, by: personStep)
        return (steps.back, steps.forward)
    }

    /// What a frame keeps of the step buttons, or nil while ``showsStepButtons`` is false (and always in the web
    /// element's Embedded build, which leaves them out: the element has buttons of its own; Guides/Web.md).
    var stepButtonSettings: StepButtonSettings? {
        #if hasFeature(Embedded)
            return nil
        #else
            guard showsStepButtons else { return nil }
            let enabled = stepButtonsEnabled
            return StepButtonSettings(atEnds: stepButtonsAtEnds, steps: (enabled.previous, enabled.next))
        #endif
    }

    /// The step buttons of `layout`, or nil for each one not shown (none while ``showsStepButtons`` is false).
    func stepButtonFrames(in layout: IndicatorLayout) -> (previous: StepButtonFrame?, next: StepButtonFrame?) {
        #if hasFeature(Embedded)
            return (nil, nil)
        #else
            return stepButtonSettings?.frames(in: layout, minimumTarget: interaction.minimumHitTargetSize) ?? (nil, nil)
        #endif
    }

    /// The room the step buttons take at each end of the row: ``StepButtonFrame/slotLength(for:)``, or 0 without
    /// them (and in the web element's Embedded build, which leaves them out).
    var stepButtonSlot: Double {
        #if hasFeature(Embedded)
            return 0
        #else
            return showsStepButtons ? StepButtonFrame.slotLength(for: layoutMetrics) : 0
        #endif
    }

    /// A person's tap on a step button: an enabled one steps as a person's change (a span with
    /// ``PagingOptions/stepsBySpan``; past the last page of an open count it asks for more pages) and plays the
    /// selection haptic; a disabled one does nothing.
    func tapStepButton(_ button: StepButtonFrame) {
        guard button.isEnabled else { return }
        activateStepButton(button.button)
    }

    /// A person's press of a step button, wherever the host draws it (the web element places its own `<button>`s
    /// beside the row): steps as ``tapStepButton(_:)`` does while the button steps (``stepButtonsEnabled``), and
    /// does nothing at the end it steps towards.
    package func activateStepButton(_ button: PageControlStepButton) {
        let enabled = stepButtonsEnabled
        guard button == .previous ? enabled.previous : enabled.next else { return }
        if stepByPerson(button.sign * personStep), interaction.providesHapticFeedback {
            deliverFeedback(.selection)
        }
    }

    /// What assistive technology is told about a step button: its own element, after the dots in reading order,
    /// named "Previous page" or "Next page" in the control's language, a button, dimmed while it does not step; nil
    /// when the button is not shown (``showsStepButtons`` is false, the control shows no dots, or the button is
    /// hidden at an end).
    public func accessibilityElement(forStepButton button: PageControlStepButton) -> PageControlAccessibilityElement? {
        let frames = stepButtonFrames(in: layout)
        guard let frame = button == .previous ? frames.previous : frames.next, !isHidden else { return nil }
        return accessibilityElement.forStepButton(button, isEnabled: frame.isEnabled)
    }
}

extension PageControl {
    /// Whether the control shows a previous and a next button at its row's ends: chevrons that point away from the
    /// dots (mirrored right to left, up and down on a vertical row), each a page back or forward (a span with
    /// ``PagingOptions/stepsBySpan``) as a person's change, with hit targets of at least the minimum hit target.
    /// The default is false, as UIKit. The buttons take ``StepButtonFrame/slotLength(for:)`` at each end of the
    /// row, so ``intrinsicContentSize`` grows by two of them; see ``StepButtonFrame``.
    public var showsStepButtons: Bool {
        get { settings.showsStepButtons }
        set { settings.showsStepButtons = newValue }
    }

    /// What a step button does at the end it steps towards: ``StepButtonsAtEnds/disabled`` (the default: dimmed
    /// and inert) or ``StepButtonsAtEnds/hidden`` (its space kept). A looping row never disables its buttons, and
    /// while more pages may follow (``hasMorePages``) the next button asks for them.
    public var stepButtonsAtEnds: StepButtonsAtEnds {
        get { settings.stepButtonsAtEnds }
        set { settings.stepButtonsAtEnds = newValue }
    }
}
