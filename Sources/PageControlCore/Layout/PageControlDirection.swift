/// The direction in which the pages run along the row of dots, as `UIPageControl.Direction`.
public enum PageControlDirection: Int, Sendable, Hashable, CaseIterable {
    /// Follows the control's ``LayoutDirection``: left to right, or right to left for RTL languages.
    /// This is the default.
    case natural
    /// The first page is on the left.
    case leftToRight
    /// The first page is on the right.
    case rightToLeft
    /// A vertical row with the first page at the top.
    case topToBottom
    /// A vertical row with the first page at the bottom.
    case bottomToTop

    /// Whether the row runs vertically.
    @inlinable public var isVertical: Bool {
        // A switch, not `==`: the synthesised `==` of a raw-valued enum stays a call in every frame's layout.
        switch self {
        case .topToBottom, .bottomToTop: return true
        case .natural, .leftToRight, .rightToLeft: return false
        }
    }

    /// The direction with `.natural` replaced by the concrete direction for `layoutDirection`.
    public func resolved(for layoutDirection: LayoutDirection) -> PageControlDirection {
        guard self == .natural else { return self }
        return layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// Whether later pages lie towards smaller coordinates (right to left, bottom to top).
    @inlinable var isReversed: Bool {
        switch self {
        case .rightToLeft, .bottomToTop: return true
        case .natural, .leftToRight, .topToBottom: return false
        }
    }
}

/// The reading direction of the interface around the control, which ``PageControlDirection/natural`` follows.
public enum LayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Left-to-right scripts such as Latin and Cyrillic. This is the default.
    case leftToRight
    /// Right-to-left scripts such as Arabic and Hebrew.
    case rightToLeft
}
