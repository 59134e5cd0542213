#if canImport(UIKit) && os(iOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    /// Plays a control's haptic feedback with UIKit's feedback generators, as UIPageControl does while scrubbing:
    /// the player ``HapticFeedbackPlan`` names for each value. iOS only: tvOS, visionOS and watchOS have no
    /// `UIFeedbackGenerator`.
    ///
    /// From iOS 17.5 the generators are made with the view (`UISelectionFeedbackGenerator(view:)`,
    /// `UIImpactFeedbackGenerator(style:view:)`) and play at the dot the scrub landed on (`selectionChanged(at:)`,
    /// `impactOccurred(at:)`, at `HapticFeedbackPlan.location(on:)`), so the feedback belongs to the view and a
    /// device that locates it (Apple Pencil Pro) plays it there; before, the view-less generators Apple now marks as
    /// to be deprecated. They are made on first use and prepared when a finger goes down on the dots (see
    /// `HapticFeedbackPlan.preparesPlayers(after:response:on:)`), then again after each haptic, so that the steps of
    /// a scrub play without the engine's start-up lag; they are let go when the view leaves its window.
    @MainActor
    final class HapticFeedbackPlayer {
        private var generators: (selection: UISelectionFeedbackGenerator, impact: UIImpactFeedbackGenerator)?

        /// Wakes the haptic engine: a scrub may follow on `view`.
        func prepare(for view: UIView) {
            let generators = generators(for: view)
            generators.selection.prepare()
            generators.impact.prepare()
        }

        /// Plays `feedback` for `view` at `location` (in the view's coordinates), and keeps its generator ready for
        /// the next page.
        func play(_ feedback: PageControlFeedback, at location: Point, in view: UIView) {
            let generators = generators(for: view)
            let point = CGPoint(location)
            switch HapticFeedbackPlan.player(for: feedback) {
            case .selection:
                if #available(iOS 17.5, *) {
                    generators.selection.selectionChanged(at: point)
                } else {
                    generators.selection.selectionChanged()
                }
                generators.selection.prepare()
            case .lightImpact:
                if #available(iOS 17.5, *) {
                    generators.impact.impactOccurred(at: point)
                } else {
                    generators.impact.impactOccurred()
                }
                generators.impact.prepare()
            }
        }

        /// Lets the generators go (the view left its window); the next haptic makes them again.
        func reset() {
            generators = nil
        }

        /// The generators, made for `view` on first use.
        private func generators(for view: UIView)
            -> (selection: UISelectionFeedbackGenerator, impact: UIImpactFeedbackGenerator)
        {
            if let generators { return generators }
            let made: (selection: UISelectionFeedbackGenerator, impact: UIImpactFeedbackGenerator)
            if #available(iOS 17.5, *) {
                made = (UISelectionFeedbackGenerator(view: view), UIImpactFeedbackGenerator(style: .light, view: view))
            } else {
                made = (UISelectionFeedbackGenerator(), UIImpactFeedbackGenerator(style: .light))
            }
            generators = made
            return made
        }
    }
#endif
