/// A haptic a host plays when a scrub changes the page, as `UIPageControl` does: what
/// ``PageControl/feedbackHandler`` receives.
///
/// Only a scrub (a long press or a pointer drag along the dots, with its jogging past the ends and its flick)
/// gives feedback, one value for each page it makes current:
/// - every page change is ``selection`` (UIKit's selection haptic);
/// - the change that lands on the first or last page is ``boundary`` instead (UIKit's impact when jogging reaches
///   an end), and so is a flick to an end; a looping row has no ends, so crossing its seam is ``selection``.
///
/// Taps, keys, VoiceOver adjustments, code, a followed scroll view and autoplay give none, and nothing is given
/// while ``InteractionOptions/providesHapticFeedback`` is false.
///
/// ```swift
/// control.feedbackHandler = { feedback in
///     if feedback == .boundary { print("reached an end") }
/// }
/// ```
public enum PageControlFeedback: Sendable, Hashable {
    /// A scrub moved to another page: a selection haptic (`UISelectionFeedbackGenerator`).
    case selection
    /// A scrub (its jogging or a flick) arrived at the first or last page of a row that does not loop: an impact
    /// (`UIImpactFeedbackGenerator`).
    case boundary
}
