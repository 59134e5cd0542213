extension PageControl {
    /// Applies what changed in the host's report: a new look for contrast, text size, direction or language,
    /// attention for autoplay and the idle fade, and Reduce Motion finishing running animations.
    func environmentDidChange(from old: PageControlEnvironment) {
        guard environment != old else { return }
        if environment.languageTag != old.languageTag { languageDidChange() }
        appearanceDidChange()
        let change = attention.report(environment)
        if change.stopsAutoplay { stopAutoplayForPerson() }
        if change.changed { noteActivity() }
        if environment.reducesMotion, !old.reducesMotion { finishAnimations() }
    }

    /// The layout direction in force: ``PageControlEnvironment/effectiveLayoutDirection``.
    package var effectiveLayoutDirection: LayoutDirection { environment.effectiveLayoutDirection }

    /// The direction with `.natural` resolved through ``effectiveLayoutDirection``.
    package var resolvedDirection: PageControlDirection { direction.resolved(for: effectiveLayoutDirection) }
}
