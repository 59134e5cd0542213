/// The state of a scrub (UIKit's continuous interaction) while a finger or pointer is down.
struct ScrubState: Sendable, Hashable {
    /// The window's leading page, held still while scrubbing so the page under the pointer is stable.
    var windowStart: Double
    /// −1 while the pointer is held before the row's start, +1 after its end, 0 over the row.
    var jogDirection: Int = 0
    /// How far beyond the row's end the pointer is, in points.
    var jogDistance: Double = 0
    /// Fractional pages of jogging not yet taken.
    var jogAccumulator: Double = 0
}
