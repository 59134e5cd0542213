/// What a tap on the control does.
public enum TapBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's touch rule for every tap, whatever the pointer: a tap after the current dot along the row
    /// moves one page forward, a tap before it one page back (the sides swap for right-to-left and
    /// bottom-to-top rows), a tap inside the current dot only repeats a quick previous tap, and with two
    /// pages any tap toggles.
    case step
    /// The behaviour of the custom control in seed 004: a tap on or near a dot goes straight to that
    /// page; a tap outside the row of dots is ignored.
    case jump
    /// UIKit's behaviour and the default: ``step`` for a touch or pen, ``jump`` for a mouse or trackpad
    /// (UIKit's "iPad pointer"); see ``PointerKind/targetsDotsDirectly``.
    case automatic

    /// Whether a tap from `pointerKind` steps (true) or goes straight to the dot under it (false).
    func steps(for pointerKind: PointerKind) -> Bool {
        switch self {
        case .step: true
        case .jump: false
        case .automatic: !pointerKind.targetsDotsDirectly
        }
    }
}
