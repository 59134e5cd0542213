#if canImport(SwiftUI)
    import PageControlHostSupport
    import SwiftUI

    /// Plays a ``PageIndicator``'s haptics with `sensoryFeedback` on iOS 17 and watchOS 10 and later: the
    /// selection haptic each time ``HapticFeedbackTriggers/selections`` changes, a light impact each time
    /// ``HapticFeedbackTriggers/impacts`` does. Before them ``LegacyHapticPlayer`` plays; macOS, tvOS and visionOS
    /// play nothing (SwiftUI plays selection and impact feedback only on iOS and watchOS).
    struct HapticFeedbackModifier: ViewModifier {
        /// What the control asked for so far.
        let triggers: HapticFeedbackTriggers

        func body(content: Content) -> some View {
            #if os(iOS) || os(watchOS)
                if #available(iOS 17.0, watchOS 10.0, *) {
                    content
                        .sensoryFeedback(.selection, trigger: triggers.selections)
                        .sensoryFeedback(.impact(weight: .light), trigger: triggers.impacts)
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }
#endif
