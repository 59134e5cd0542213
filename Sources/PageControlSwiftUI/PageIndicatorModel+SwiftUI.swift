#if canImport(SwiftUI)
    import Combine
    import PageControlCore
    import SwiftUI
    #if canImport(Accessibility)
        import Accessibility
    #endif
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    /// The model as SwiftUI holds it: an `ObservableObject` whose announcements VoiceOver speaks and whose haptics
    /// play before `sensoryFeedback` exists (``LegacyHapticPlayer``).
    extension PageIndicatorModel: ObservableObject {
        /// Creates the model for this platform (a mouse presses on the Mac, a finger elsewhere, with the haptics
        /// the platform plays); nonisolated, so that `@StateObject` can make it while SwiftUI builds the view.
        nonisolated convenience init() {
            #if os(macOS)
                self.init(pointerKind: .mouse, announce: announce)
            #else
                self.init(pointerKind: .touch, announce: announce, haptics: LegacyHapticPlayer().hooks)
            #endif
        }

        /// Ends an input and publishes the change.
        func publishChange() {
            didChange()
            objectWillChange.send()
        }
    }

    /// Speaks a page change with VoiceOver.
    @MainActor
    private func announce(_ text: String) {
        if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
            AccessibilityNotification.Announcement(text).post()
        } else {
            #if canImport(UIKit) && !os(watchOS)
                UIAccessibility.post(notification: .announcement, argument: text)
            #endif
        }
    }
#endif
