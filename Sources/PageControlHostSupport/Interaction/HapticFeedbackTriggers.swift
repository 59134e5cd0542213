import PageControlCore

/// The control's haptic feedback as values a declarative host watches: SwiftUI's `sensoryFeedback(_:trigger:)`
/// plays its haptic whenever its trigger changes, so each kind of feedback counts up once per value.
///
/// SwiftUI plays one feedback for an update of the view in which both triggers change, where UIKit plays the two
/// that one input gives (a scrub's step that reaches the last page: the page going by, then the end). So at most
/// one trigger changes in an update: a second feedback of the same update waits (``hasWaiting``, and the host keeps
/// its frames running) and changes its trigger in the next update (``releaseWaiting()``), in order.
package struct HapticFeedbackTriggers: Sendable, Hashable {
    /// How many ``HapticFeedbackPlan/Player/selection`` haptics were played. The default is 0.
    package private(set) var selections = 0
    /// How many ``HapticFeedbackPlan/Player/lightImpact`` haptics were played. The default is 0.
    package private(set) var impacts = 0
    /// The haptics that wait for a later update, oldest first.
    private var waiting: [HapticFeedbackPlan.Player] = []
    /// Whether a trigger changed in the update under way.
    private var changedThisUpdate = false

    /// Creates triggers that have counted nothing.
    package init() {}

    /// Whether a haptic waits for a later update: the host needs another update (a frame) while it does.
    package var hasWaiting: Bool { !waiting.isEmpty }

    /// Counts `feedback` on the trigger of its player (see ``HapticFeedbackPlan/player(for:)``) in this update, or,
    /// when a trigger changed in it already or others wait, after those; a count wraps round rather than overflow.
    package mutating func record(_ feedback: PageControlFeedback) {
        let player = HapticFeedbackPlan.player(for: feedback)
        if changedThisUpdate || !waiting.isEmpty {
            waiting.append(player)
        } else {
            change(player)
        }
    }

    /// A new update begins (a frame): the oldest waiting haptic, if any, changes its trigger.
    package mutating func releaseWaiting() {
        guard !changedThisUpdate, !waiting.isEmpty else { return }
        change(waiting.removeFirst())
    }

    /// The update is over (the view has read the triggers): the next haptic may change a trigger.
    package mutating func endUpdate() {
        changedThisUpdate = false
    }

    private mutating func change(_ player: HapticFeedbackPlan.Player) {
        switch player {
        case .selection: selections &+= 1
        case .lightImpact: impacts &+= 1
        }
        changedThisUpdate = true
    }
}
