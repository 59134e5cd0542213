import PageControlCore

/// The control's haptic feedback as values a declarative host watches: SwiftUI's `sensoryFeedback(_:trigger:)`
/// plays its haptic whenever its trigger changes, so each kind of feedback counts up once per value.
package struct HapticFeedbackTriggers: Sendable, Hashable {
    /// How many ``HapticFeedbackPlan/Player/selection`` haptics were asked for. The default is 0.
    package private(set) var selections = 0
    /// How many ``HapticFeedbackPlan/Player/lightImpact`` haptics were asked for. The default is 0.
    package private(set) var impacts = 0

    /// Creates triggers that have counted nothing.
    package init() {}

    /// Counts `feedback` on the trigger of its player (see ``HapticFeedbackPlan/player(for:)``); a count wraps
    /// round rather than overflow.
    package mutating func record(_ feedback: PageControlFeedback) {
        switch HapticFeedbackPlan.player(for: feedback) {
        case .selection: selections &+= 1
        case .lightImpact: impacts &+= 1
        }
    }
}
