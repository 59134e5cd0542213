/// A page change a person asks for by key, wheel, assistive technology or a host's own button: the one
/// vocabulary every host maps its input to, so each input means the same on every platform.
///
/// Keys map to commands through ``init(key:modifiers:direction:)`` and scrolling through
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

extension PageCommand {
    /// The command a key stands for in a row running in `direction`, or nil; see ``PageControlKey`` for the
    /// table. Arrows follow the row as drawn (mirrored right to left; `.natural` counts as left to right, so
    /// pass a resolved direction such as ``IndicatorLayout/direction``); Space always goes forward, Shift-Space
    /// back. Keys held with Control, Option or Command stand for nothing.
    public init?(key: PageControlKey, modifiers: PageControlKey.Modifiers = [], direction: PageControlDirection) {
        guard modifiers.isDisjoint(with: [.control, .option, .command]) else { return nil }
        let forward: PageControlKey
        let backward: PageControlKey
        switch direction {
        case .natural, .leftToRight: (forward, backward) = (.right, .left)
        case .rightToLeft: (forward, backward) = (.left, .right)
        case .topToBottom: (forward, backward) = (.down, .up)
        case .bottomToTop: (forward, backward) = (.up, .down)
        }
        switch key {
        case forward: self = .next
        case backward: self = .previous
        case .home: self = .first
        case .end: self = .last
        case .pageDown: self = .pageForward
        case .pageUp: self = .pageBackward
        case .space: self = modifiers.contains(.shift) ? .previous : .next
        default: return nil
        }
    }
}
