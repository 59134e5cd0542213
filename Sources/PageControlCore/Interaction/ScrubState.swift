/// The state of a scrub (UIKit's continuous interaction) while a finger or pointer is down.
struct ScrubState: Sendable, Hashable {
    /// The window's leading page, held still while scrubbing so the page under the pointer is stable.
    var windowStart: Double
    /// What is scrubbing: a touch steps towards the page under it, a mouse or trackpad goes there at once.
    var pointerKind: PointerKind
    /// Where the scrub started, as a row offset in the held window.
    var startOffset: Double
    /// What is added to the pointer's row offset: for a touch, the distance from the touched dot to the
    /// current dot, so the scrub starts from the current page; 0 for a mouse or trackpad.
    var shift: Double = 0
    /// Whether the pointer has travelled more than ``GestureThresholds/scrubTravelThreshold`` along the
    /// row (always true for a mouse or trackpad); until then the page does not move.
    var hasTravelled: Bool
    /// The page under the (shifted) pointer, which a touch scrub steps towards one page per frame.
    var target: Int?
    /// −1 while the pointer is held before the row's start, +1 after its end, 0 over the row.
    var jogDirection: Int = 0
    /// How far beyond the row's end the pointer is, in points.
    var jogDistance: Double = 0
    /// Fractional pages of jogging not yet taken.
    var jogAccumulator: Double = 0
}
