#if canImport(SwiftUI)
    import PageControlCore
    import PageControlHostSupport
    #if os(iOS)
        import UIKit
    #elseif os(watchOS)
        import WatchKit
    #endif

    /// Plays a ``PageIndicator``'s haptics where SwiftUI's `sensoryFeedback` does not exist: UIKit's selection and
    /// light impact generators before iOS 17 (the player ``HapticFeedbackPlan`` names for each value), the
    /// watch's click before watchOS 10. From iOS 17 and watchOS 10 on it plays nothing: the indicator's
    /// `sensoryFeedback` plays ``HapticFeedbackTriggers`` then. Elsewhere (macOS, tvOS, visionOS) it plays nothing.
    @MainActor
    final class LegacyHapticPlayer {
        #if os(iOS)
            private lazy var selection = UISelectionFeedbackGenerator()
            private lazy var impact = UIImpactFeedbackGenerator(style: .light)
        #endif

        /// Creates a player; its generators are made on first use.
        nonisolated init() {}

        /// The model's hooks: prepare and play; nonisolated, so that the model's nonisolated initialiser can take them.
        nonisolated var hooks: (prepare: @MainActor () -> Void, play: @MainActor (PageControlFeedback) -> Void) {
            ({ [self] in prepare() }, { [self] feedback in play(feedback) })
        }

        /// Wakes UIKit's haptic engine before iOS 17: a scrub may follow.
        func prepare() {
            #if os(iOS)
                if #available(iOS 17.0, *) {
                } else {
                    selection.prepare()
                    impact.prepare()
                }
            #endif
        }

        /// Plays `feedback` before iOS 17 and watchOS 10.
        func play(_ feedback: PageControlFeedback) {
            #if os(iOS)
                if #available(iOS 17.0, *) {
                } else {
                    switch HapticFeedbackPlan.player(for: feedback) {
                    case .selection:
                        selection.selectionChanged()
                        selection.prepare()
                    case .lightImpact:
                        impact.impactOccurred()
                        impact.prepare()
                    }
                }
            #elseif os(watchOS)
                if #available(watchOS 10.0, *) {} else { WKInterfaceDevice.current().play(.click) }
            #endif
        }
    }
#endif
