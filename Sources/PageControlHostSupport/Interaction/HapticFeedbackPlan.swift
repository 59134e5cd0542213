import PageControlCore

/// How a host plays the control's haptic feedback (``PageControlCore/PageControlFeedback``), decided here once for
/// every host that can: which of the platform's players plays each value, and when to warm the players up.
///
/// The UIKit view and, before iOS 17, the SwiftUI indicator play ``Player/selection`` with
/// `UISelectionFeedbackGenerator` and ``Player/lightImpact`` with `UIImpactFeedbackGenerator(style: .light)` (from
/// iOS 17.5 the UIKit view makes them with itself, `init(view:)` and `init(style:view:)`, and plays each at
/// ``location(on:)`` with `selectionChanged(at:)` and `impactOccurred(at:)`: located feedback); the
/// SwiftUI indicator on iOS 17 and watchOS 10 and later plays `SensoryFeedback.selection` and
/// `.impact(weight: .light)` through ``HapticFeedbackTriggers``; on watchOS 9 both are the device's click. macOS,
/// tvOS, visionOS, GTK and the terminal play nothing.
package enum HapticFeedbackPlan {
    /// A platform's player of one kind of haptic.
    package enum Player: Sendable, Hashable {
        /// The selection haptic: a page went by.
        case selection
        /// A light impact: the row's first or last page was reached. Light, because the dots are small and the
        /// knock comes at the end of a run of selection ticks.
        case lightImpact
    }

    /// The player of `feedback`: ``Player/selection`` for a page that went by, ``Player/lightImpact`` at an end.
    package static func player(for feedback: PageControlFeedback) -> Player {
        switch feedback {
        case .selection: .selection
        case .boundary: .lightImpact
        }
    }

    /// Whether the host should prepare its players (UIKit's `prepare()`) after `event`, so that the first page of a
    /// scrub plays without the engine's start-up lag: a touch or pen going down that `control` took (`response`),
    /// while a scrub may follow (continuous interaction on) and feedback is on. A mouse or trackpad has no
    /// haptics to prepare; moves, ups and cancels prepare nothing.
    @MainActor
    package static func preparesPlayers(after event: PointerEvent, response: PointerResponse, on control: PageControl)
        -> Bool
    {
        event.phase == .down && response.isHandled && !event.kind.targetsDotsDirectly
            && control.allowsContinuousInteraction && control.interaction.providesHapticFeedback
    }

    /// Where a haptic plays, in the control's bounds (the UIKit view's coordinates): the centre of the current
    /// page's dot, the dot the scrub has just landed on; the centre of the bounds when that dot is not laid out.
    /// UIKit's located feedback (iOS 17.5) plays it there, on a device that can (Apple Pencil Pro).
    @MainActor
    package static func location(on control: PageControl) -> Point {
        control.hitTesting.frame(forPage: control.currentPage)?.center ?? control.bounds.center
    }
}
