/// An extra action a host offers to assistive technology, such as VoiceOver's actions rotor.
public struct AccessibilityCustomAction: Sendable, Hashable {
    /// Which action.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Go to the first page.
        case firstPage
        /// Go to the last page.
        case lastPage
        /// Stop the slide show (a person's stop; see ``PageControlTimerProgress/stopForPerson()``).
        case stopSlideShow
        /// Start the slide show a person stopped (see ``PageControlTimerProgress/startForPerson()``).
        case startSlideShow
    }

    /// Which action this is.
    public let kind: Kind
    /// The localised name to show and speak.
    public let name: String
}
