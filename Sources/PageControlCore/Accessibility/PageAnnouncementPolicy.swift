/// Which page changes a control announces (``PageControl/announcementPolicy``).
///
/// Whatever the policy, a page the timer turns (autoplay, a running ``PageControlTimerProgress``) is never
/// announced, as WCAG 2.2.2 and the APG carousel ask of a rotating slide show, and a change a screen reader made
/// (an increment or decrement) is not announced twice: the screen reader reads the new value itself.
///
/// | Change | `.afterPersonChanges` | `.afterAnyChange` | `.never` |
/// |---|---|---|---|
/// | A tap, a key, an accessibility action, a step | spoken | spoken | silent |
/// | A scrub | its pages throttled, its last page spoken | the same | silent |
/// | A person's swipe of a bound pager | spoken once it comes to rest | spoken | silent |
/// | The app's own change (`currentPage`, `setCurrentPage(_:animated:)`) | silent | spoken | silent |
/// | Autoplay | silent | silent | silent |
public enum PageAnnouncementPolicy: Sendable, Hashable, CaseIterable {
    /// The default: a page a person chose through the control (a tap, a key, a scrub, an accessibility action)
    /// or through a bound pager is spoken once; a scrub is throttled by
    /// ``AccessibilityOptions/announcementInterval`` and its last page is always spoken; the app's own changes are
    /// silent.
    case afterPersonChanges
    /// Also the app's own changes (a quiz that advances itself, a wizard's "Next" outside the control), each
    /// spoken once.
    case afterAnyChange
    /// Nothing is announced; assistive technologies read the value when they focus the control.
    case never
}
