import PageControlCore

/// One shape to draw: a platter, a dot or the timer's fill.
public struct DisplayPrimitive: Sendable, Hashable {
    /// What the primitive stands for.
    public enum Role: Sendable, Hashable {
        /// The background capsule behind the dots.
        case platter
        /// A page's dot.
        case indicator
        /// The outline around a dot under Increase Contrast (a ring in the current dot's colour).
        case outline
        /// The timer's fill on the current dot.
        case progress
        /// The compact overflow label ("7 / 120"); its ``DisplayPrimitive/text`` is set.
        case label
    }

    /// What the primitive stands for.
    public var role: Role
    /// The page of a dot or fill; nil for the platter.
    public var page: Int?
    /// The shape, drawn to fill ``frame``.
    public var shape: IndicatorShape
    /// The frame in points, in the control's bounds coordinates.
    public var frame: Rect
    /// The fill colour (the stroke colour for a ring).
    public var color: Color
    /// Whether this is the current page's dot (emphasis of one half or more).
    public var isCurrent: Bool = false
    /// The text of a label, drawn centred in ``frame`` at ``fontSize``; nil for shapes.
    public var text: String?
    /// The font size of a label in points; 0 for shapes.
    public var fontSize: Double = 0
}
