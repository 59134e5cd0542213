/// How the window of dots follows the current page when there are more pages than visible dots.
///
/// Either way the window moves continuously with a fractional ``PageControl/position``, rests on a whole
/// page (exactly `min(pages, visible)` dots at rest), is mirrored for right-to-left rows and runs along
/// the other axis for vertical rows.
public enum WindowFollowing: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's rule and the default: the row stands still while the current page moves, and scrolls
    /// only when the current page comes within the shrinking margin of an end (two dots with the
    /// default ten visible), just far enough to keep that margin.
    ///
    /// With margin m = clamp((visible − 2) / 2, 0, 2) and window start s, the current page p stays in
    /// s + m … s + visible − 1 − m; the start then rests on a whole page and is clamped to
    /// 0 … pages − visible. So the window depends on where it was: stepping from page 0 to page 8 of 30
    /// with ten visible shows pages 1…10, and stepping back to page 7 leaves it there.
    case edges
    /// The current dot stays in the middle of the window (as Instagram-style controls do), except near
    /// the first and last pages where the window stops at the ends.
    ///
    /// With an even number of visible dots the current dot sits in the slot just before the middle
    /// (slot (visible − 1) / 2, rounded down), so the window still rests on a whole page.
    case centered
}
