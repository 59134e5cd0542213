/// An action assistive technology performs on a control: UIKit's adjustable actions (a VoiceOver swipe up
/// or down, a double-tap) and the custom actions of ``PageControlAccessibilityElement/customActions``.
public enum AccessibilityAction: Sendable, Hashable, CaseIterable {
    /// One step forward, as a VoiceOver swipe up (`accessibilityIncrement()`).
    case increment
    /// One step back, as a VoiceOver swipe down (`accessibilityDecrement()`).
    case decrement
    /// A VoiceOver double-tap (`accessibilityActivate()`): one step forward, as UIKit does.
    case activate
    /// Go to the first page.
    case firstPage
    /// Go to the last page.
    case lastPage
    /// Stop the slide show (a person's stop; see ``PageControlTimerProgress/stopForPerson()``).
    case stopSlideShow
    /// Start the slide show a person stopped (see ``PageControlTimerProgress/startForPerson()``).
    case startSlideShow

    /// The action a custom action performs.
    public init(_ kind: AccessibilityCustomAction.Kind) {
        switch kind {
        case .firstPage: self = .firstPage
        case .lastPage: self = .lastPage
        case .stopSlideShow: self = .stopSlideShow
        case .startSlideShow: self = .startSlideShow
        }
    }
}
