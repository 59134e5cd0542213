import PageControlCore

extension PageControl {
    /// Performs a custom accessibility action (the control announces the new page) and says whether it
    /// succeeded: the page changed, or the slide show stopped or started. VoiceOver plays its failure sound
    /// when it did not.
    package func performCustomAction(_ kind: AccessibilityCustomAction.Kind) -> Bool {
        let timer = progress as? PageControlTimerProgress
        let wasPlaying = timer?.isSlideShowOn == true
        let changed = performAccessibilityAction(AccessibilityAction(kind))
        return changed || (timer?.isSlideShowOn == true) != wasPlaying
    }
}

extension AccessibilityTraits {
    /// These traits in a host's own traits type (UIKit's `UIAccessibilityTraits`): `adjustable` for
    /// ``PageControlCore/AccessibilityTraits/adjustable`` and `updatesFrequently` for
    /// ``PageControlCore/AccessibilityTraits/updatesFrequently``; empty for none.
    package func mapped<Traits: SetAlgebra>(adjustable: Traits, updatesFrequently: Traits) -> Traits {
        var traits = Traits()
        if contains(.adjustable) { traits.formUnion(adjustable) }
        if contains(.updatesFrequently) { traits.formUnion(updatesFrequently) }
        return traits
    }
}
