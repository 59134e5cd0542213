/// A page change a person asks for by key, wheel, assistive technology or a host's own button: the one
/// vocabulary every host maps its input to, so each input means the same on every platform.
///
/// Keys map to commands through ``PageControl/command(for:modifiers:)`` and scrolling through
/// ``PageControl/handleScroll(dx:dy:isContinuous:)``; ``PageControl/perform(_:)`` carries a command out.
public enum PageCommand: Int, Sendable, Hashable, CaseIterable {
    /// One page forward (in a looping row, from the last page to the first).
    case next
    /// One page back (in a looping row, from the first page to the last).
    case previous
    /// The first page.
    case first
    /// The last page.
    case last
    /// One window of dots forward (``IndicatorLayout/visibleCount`` pages, at least one), stopping at the
    /// last page, as Page Down moves through a list.
    case pageForward
    /// One window of dots back, stopping at the first page.
    case pageBackward
}
