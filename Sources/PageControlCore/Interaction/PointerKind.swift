/// What kind of pointer a tap or scrub comes from, which decides how precise it is taken to be.
///
/// UIKit lets an iPad pointer (mouse or trackpad) go straight to the dot under it, while a finger steps
/// from the current page: a fingertip covers several 7-point dots.
public enum PointerKind: Int, Sendable, Hashable, CaseIterable {
    /// A finger on a touch screen. This is the default: taps step one page, and a scrub starts from
    /// the current page and moves after 16 points of travel, one page per frame.
    case touch
    /// A stylus such as Apple Pencil, handled as a touch (UIKit delivers its touches to the same
    /// recognisers as a finger's).
    case pen
    /// A mouse: a click or scrub goes straight to the dot under the pointer.
    case mouse
    /// A trackpad's pointer: a click or scrub goes straight to the dot under the pointer.
    case trackpad

    /// Whether the pointer selects the dot under it directly (mouse and trackpad) rather than stepping
    /// from the current page (touch and pen).
    public var targetsDotsDirectly: Bool { self == .mouse || self == .trackpad }
}
