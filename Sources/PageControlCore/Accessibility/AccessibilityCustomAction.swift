/// An extra action a host offers to assistive technology, such as VoiceOver's actions rotor.
public struct AccessibilityCustomAction: Sendable, Hashable {
    /// Which action.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// Go to the first page.
        case firstPage
        /// Go to the last page.
        case lastPage
        /// Stop the slide show (a person's stop; see ``PageControl/stopAutoplay()``).
        case stopSlideShow
        /// Start the slide show a person stopped (see ``PageControl/startAutoplay()``).
        case startSlideShow
    }

    /// Which action this is.
    public let kind: Kind
    /// The localised name to show and speak.
    public let name: String
}
