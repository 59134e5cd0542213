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
        /// The compact overflow label ("7 / 120"): its text and font size are the display list's
        /// ``DisplayList/label``.
        case label
    }

    // The stored properties are declared widest first, so that the doubles sit on 8-byte boundaries and
    // a primitive copies with aligned moves; the shape's tag byte comes last.

    /// The frame in points, in the control's bounds coordinates.
    public var frame: Rect
    /// The fill colour (the stroke colour for a ring).
    public var color: Color
    /// The page of a dot or fill; nil for the platter.
    public var page: Int? {
        get { storedPage < 0 ? nil : storedPage }
        set { storedPage = newValue.map { Swift.max($0, 0) } ?? -1 }
    }
    /// The page, or −1 for none (a plain integer, so the primitive has no padding bytes to copy).
    @usableFromInline var storedPage: Int
    /// What the primitive stands for.
    public var role: Role
    /// Whether this is the current page's dot (emphasis of one half or more).
    public var isCurrent: Bool = false
    /// The shape, drawn to fill ``frame``.
    public var shape: IndicatorShape

    /// Creates a primitive from its parts.
    @inlinable
    init(
        role: Role, page: Int?, shape: IndicatorShape, frame: Rect, color: Color, isCurrent: Bool = false
    ) {
        self.role = role
        self.storedPage = page.map { Swift.max($0, 0) } ?? -1
        self.shape = shape
        self.frame = frame
        self.color = color
        self.isCurrent = isCurrent
    }
}
