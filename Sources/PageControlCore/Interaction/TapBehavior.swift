/// What a tap on the control does.
public enum TapBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's behaviour and the default: a tap after the current dot along the row moves one page
    /// forward, a tap before it one page back. The sides swap for right-to-left and bottom-to-top rows.
    /// With two pages any tap toggles between them.
    case step
    /// The behaviour of the custom control in seed 004: a tap on or near a dot goes straight to that
    /// page; a tap outside the row of dots is ignored.
    case jump
}

extension PageControl {
    /// What a tap does; see ``TapBehavior``.
    public typealias TapBehavior = PageControlCore.TapBehavior
}
