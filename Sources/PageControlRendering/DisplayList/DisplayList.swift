import PageControlCore

/// What to draw, as a platform-neutral list of filled or stroked shapes in back-to-front order: the
/// platter (when it shows), then the visible dots in page order, then the timer's progress fill.
///
/// A display list is a lazy collection computed from a `IndicatorLayout` and the
/// control's resolved appearance. It stores a few numbers and references, so building it and reading
/// every primitive costs O(visible dots) and allocates nothing, whatever the page count.
///
/// Every renderer (SVG, PNG, ANSI, cairo, Core Graphics) draws from a display list.
///
/// - Complexity: Creating one is O(1); reading a primitive is O(1) (a dictionary lookup for per-page shapes).
public struct DisplayList: Sendable, RandomAccessCollection {
    /// The size of the drawing in points: the control's bounds size.
    public let size: Size
    /// The layout the list is drawn from.
    public let layout: IndicatorLayout
    /// The timer's progress on the current page (0…1), or nil when no timer shows.
    public let progress: Double?
    /// The page whose dot is current (the displayed page).
    public let currentPage: Int
    /// The overflow label drawn last, in the current dot's colour, or nil.
    public let label: OverflowLabel?
    /// The colours and shapes, shared with the control (one reference, so copying a list stays cheap).
    let look: ResolvedAppearance
    /// Whether the platter shows.
    let showsPlatter: Bool
    /// The shapes of the current dot and of the others when no page has its own shape, read without a call.
    let currentShape: IndicatorShape
    let otherShape: IndicatorShape

    /// The colour of the current dot.
    public var currentColor: Color { look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { look.otherColor }
    /// The platter's colour, or nil when no platter shows.
    public var platterColor: Color? { showsPlatter ? look.platterColor : nil }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { look.outlineColor }

    /// Builds the display list of a control as it is now.
    @MainActor
    public init(_ control: PageControl) {
        self.init(control, layout: control.layout)
    }

    /// Builds the display list of a control from a layout the host already read from it (saves laying out
    /// twice in a frame).
    ///
    /// - Complexity: O(1), with no allocation once the control has drawn since its look last changed.
    @MainActor
    public init(_ control: PageControl, layout: IndicatorLayout) {
        let state = control.drawingState
        self.init(
            layout: layout, size: state.size, look: state.look, showsPlatter: state.showsPlatter,
            progress: state.progress, currentPage: state.currentPage, label: state.label)
    }

    /// Builds a display list from explicit parts.
    ///
    /// - Parameters:
    ///   - layout: The dots.
    ///   - size: The drawing's size in points. Negative and non-finite sizes become 0.
    ///   - currentColor: The current dot's colour.
    ///   - otherColor: The other dots' colour.
    ///   - platterColor: The platter's colour, or nil (the default) for no platter.
    ///   - progress: The timer's progress 0…1 (clamped; NaN becomes 0), or nil (the default) for no fill.
    ///   - currentPage: The displayed page, for the progress fill.
    ///   - shape: The shape of every dot. The default is a circle.
    ///   - currentShape: The current dot's shape, or nil (the default) for `shape`.
    ///   - label: The overflow label, or nil (the default).
    ///   - outlineColor: A colour to outline every dot with (Increase Contrast), or nil (the default).
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        progress: Double? = nil, currentPage: Int = 0, shape: IndicatorShape = .circle,
        currentShape: IndicatorShape? = nil,
        label: OverflowLabel? = nil, outlineColor: Color? = nil
    ) {
        let look = ResolvedAppearance(
            currentColor: currentColor, otherColor: otherColor, platterColor: platterColor ?? .clear,
            outlineColor: outlineColor, shapes: ShapeResolver(shape: shape, currentShape: currentShape),
            metrics: layout.metrics, direction: layout.direction,
            backgroundStyle: platterColor == nil ? .minimal : .prominent)
        self.init(
            layout: layout, size: size, look: look, showsPlatter: platterColor != nil, progress: progress,
            currentPage: currentPage, label: label)
    }

    /// Builds a display list from a layout and a resolved look.
    init(
        layout: IndicatorLayout, size: Size, look: ResolvedAppearance, showsPlatter: Bool, progress: Double?,
        currentPage: Int, label: OverflowLabel?
    ) {
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.layout = layout
        self.size = Size(width: length(size.width), height: length(size.height))
        self.look = look
        currentShape = look.preferredCurrentShape
        otherShape = look.preferredShape
        self.showsPlatter = showsPlatter && !layout.isEmpty
        self.progress = progress.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        self.currentPage = currentPage
        self.label = label
        platterCount = self.showsPlatter ? 1 : 0
        hasProgressFill = self.progress != nil && layout.indicator(forPage: currentPage) != nil
        primitivesPerDot = look.outlineColor == nil ? 1 : 2
        endIndex = platterCount + layout.count * primitivesPerDot + (hasProgressFill ? 1 : 0) + (label == nil ? 0 : 1)
    }

    /// The number of leading platter primitives: 1 or 0.
    let platterCount: Int
    /// Whether the last primitive is the progress fill.
    let hasProgressFill: Bool

    /// The index of the first primitive, 0.
    @inlinable public var startIndex: Int { 0 }
    /// The number of primitives.
    public let endIndex: Int

    /// The index after `i`.
    @inlinable public func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    @inlinable public func index(before i: Int) -> Int { i - 1 }

    /// One primitive per dot, or two (fill and outline) under Increase Contrast.
    let primitivesPerDot: Int

    /// The primitive at `index`, back to front.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> DisplayPrimitive {
        precondition(index >= 0 && index < endIndex, "Display list index \(index) is outside 0..<\(endIndex).")
        let offset = index - platterCount
        if offset < 0 {
            return DisplayPrimitive(
                role: .platter, page: nil, shape: .capsule, frame: layout.contentFrame, color: look.platterColor)
        }
        let dot = primitivesPerDot == 1 ? offset : offset >> 1
        if dot < layout.count {
            let indicator = layout.uncheckedIndicator(at: dot)
            guard primitivesPerDot == 2, offset & 1 == 1, let outlineColor = look.outlineColor else {
                return indicatorPrimitive(indicator)
            }
            let frame = indicator.frame
            let diameter = layout.metrics.diameter
            let width = Swift.max(diameter / 7, 1) * frame.width / Swift.max(diameter, 1)
            return DisplayPrimitive(
                role: .outline, page: indicator.page, shape: .ring(lineWidth: width), frame: frame,
                color: outlineColor, isCurrent: indicator.emphasis >= 0.5)
        }
        let rest = offset - layout.count * primitivesPerDot
        if rest == 0, hasProgressFill { return progressPrimitive() }
        return labelPrimitive()
    }

    /// The primitive of one dot: its shape (the current shape from half emphasis up) and its colour
    /// blended from the other-dot colour to the current colour by emphasis. Under a timer, the current
    /// dot is a capsule in the other dots' colour, which the progress fill covers.
    @inline(__always)
    func indicatorPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let emphasis = indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let isTimerPill = progress != nil && indicator.page == currentPage
        let shape: IndicatorShape =
            isTimerPill
            ? .capsule
            : look.hasShapeOverrides
                ? look.drawnShape(forPage: indicator.page, isCurrent: isCurrent) : isCurrent ? currentShape : otherShape
        let fill =
            isTimerPill || emphasis == 0
            ? look.otherColor : look.otherColor.blended(towards: look.currentColor, by: emphasis)
        return DisplayPrimitive(
            role: .indicator, page: indicator.page, shape: shape, frame: indicator.frame, color: fill,
            isCurrent: isCurrent)
    }

    /// The overflow label, in the current dot's colour.
    func labelPrimitive() -> DisplayPrimitive {
        return DisplayPrimitive(
            role: .label, page: currentPage, shape: .roundedRectangle(cornerRadius: 0), frame: label?.frame ?? .zero,
            color: currentColor, isCurrent: true)
    }

    /// The timer's fill: a capsule growing from the current pill's leading edge.
    func progressPrimitive() -> DisplayPrimitive {
        let pill = layout.indicator(forPage: currentPage)?.frame ?? .zero
        let fraction = progress ?? 0
        let vertical = layout.direction.isVertical
        let reversed = layout.direction == .rightToLeft || layout.direction == .bottomToTop
        let thickness = vertical ? pill.width : pill.height
        let full = vertical ? pill.height : pill.width
        let length = thickness + (full - thickness) * fraction
        var frame = pill
        if vertical {
            frame.size.height = length
            if reversed { frame.origin.y = pill.maxY - length }
        } else {
            frame.size.width = length
            if reversed { frame.origin.x = pill.maxX - length }
        }
        return DisplayPrimitive(
            role: .progress, page: currentPage, shape: .capsule, frame: frame, color: currentColor, isCurrent: true)
    }
}

extension Color {
    /// This colour moved towards `other` by `fraction` (0 gives this colour, 1 gives `other`), per
    /// component including alpha.
    @inlinable public func blended(towards other: Color, by fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
