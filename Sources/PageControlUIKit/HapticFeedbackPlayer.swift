#if canImport(UIKit) && os(iOS)
    import PageControlCore
    import PageControlHostSupport
    import UIKit

    /// Plays a control's haptic feedback with UIKit's feedback generators, as UIPageControl does while scrubbing:
    /// the player ``HapticFeedbackPlan`` names for each value. iOS only: tvOS, visionOS and watchOS have no
    /// `UIFeedbackGenerator`.
    ///
    /// The generators are made on first use and prepared when a finger goes down on the dots (see
    /// `HapticFeedbackPlan.preparesPlayers(after:response:on:)`), then again after each haptic, so that the steps of
    /// a scrub play without the engine's start-up lag.
    @MainActor
    final class HapticFeedbackPlayer {
        private lazy var selection = UISelectionFeedbackGenerator()
        private lazy var impact = UIImpactFeedbackGenerator(style: .light)

        /// Wakes the haptic engine: a scrub may follow.
        func prepare() {
            selection.prepare()
            impact.prepare()
        }

        /// Plays `feedback`, and keeps its generator ready for the next page.
        func play(_ feedback: PageControlFeedback) {
            switch HapticFeedbackPlan.player(for: feedback) {
            case .selection:
                selection.selectionChanged()
                selection.prepare()
            case .lightImpact:
                impact.impactOccurred()
                impact.prepare()
            }
        }
    }
#endif
