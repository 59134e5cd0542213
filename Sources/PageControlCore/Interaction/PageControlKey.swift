/// A key that the control understands, passed to ``PageControl/handleKey(_:)``.
///
/// Arrow keys follow the row: in a left-to-right row → goes forward, in a right-to-left row ← does;
/// in a vertical row ↓ goes forward for top-to-bottom and ↑ for bottom-to-top. Arrows across the row
/// are ignored.
public enum PageControlKey: Int, Sendable, Hashable, CaseIterable {
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// Home: the first page.
    case home
    /// End: the last page.
    case end
}

extension PageControl {
    /// A key the control understands; see ``PageControlKey``.
    public typealias Key = PageControlKey
}
