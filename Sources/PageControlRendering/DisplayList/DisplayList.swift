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
    /// The colour of the current dot.
    public let currentColor: Color
    /// The colour of the other dots.
    public let otherColor: Color
    /// The platter's colour, or nil when no platter shows.
    public let platterColor: Color?
    /// The timer's progress on the current page (0…1), or nil when no timer shows.
    public let progress: Double?
    /// The page whose dot is current (the displayed page).
    public let currentPage: Int
    /// The overflow label drawn last, in the current dot's colour, or nil.
    public let label: OverflowLabel?
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public let outlineColor: Color?
    /// The shapes, resolved in UIKit's order.
    let shapes: ShapeResolver

    /// Builds the display list of a control as it is now.
    @MainActor
    public init(_ control: PageControl) {
        self.init(control, layout: control.layout)
    }

    /// Builds the display list of a control from a layout the host already read from it (saves laying out
    /// twice in a frame).
    @MainActor
    public init(_ control: PageControl, layout: IndicatorLayout) {
        let timer = control.timerProgress
        self.init(
            layout: layout, size: control.bounds.size, currentColor: control.resolvedCurrentPageIndicatorTintColor,
            otherColor: control.contrastAdjustedPageIndicatorTintColor,
            platterColor: control.showsPlatter ? control.resolvedPlatterColor : nil,
            progress: timer.flatMap { $0.isProgressVisible ? $0.currentProgress : nil },
            currentPage: control.displayedPage, shapes: ShapeResolver(control), label: control.overflowLabel,
            outlineColor: control.indicatorOutlineColor)
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
    ///   - shapes: The shapes; the default draws every dot as a circle.
    ///   - label: The overflow label, or nil (the default).
    ///   - outlineColor: A colour to outline every dot with (Increase Contrast), or nil (the default).
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        progress: Double? = nil, currentPage: Int = 0, shapes: ShapeResolver = ShapeResolver(),
        label: OverflowLabel? = nil, outlineColor: Color? = nil
    ) {
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.layout = layout
        self.size = Size(width: length(size.width), height: length(size.height))
        self.currentColor = currentColor
        self.otherColor = otherColor
        self.platterColor = layout.isEmpty ? nil : platterColor
        self.progress = progress.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        self.currentPage = currentPage
        self.shapes = shapes
        self.label = label
        self.outlineColor = outlineColor
        platterCount = self.platterColor == nil ? 0 : 1
        hasProgressFill = self.progress != nil && layout.indicator(forPage: currentPage) != nil
        primitivesPerDot = outlineColor == nil ? 1 : 2
        endIndex = platterCount + layout.count * primitivesPerDot + (hasProgressFill ? 1 : 0) + (label == nil ? 0 : 1)
    }

    /// The number of leading platter primitives: 1 or 0.
    let platterCount: Int
    /// Whether the last primitive is the progress fill.
    let hasProgressFill: Bool

    /// The index of the first primitive, 0.
    public var startIndex: Int { 0 }
    /// The number of primitives.
    public let endIndex: Int

    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    public func index(before i: Int) -> Int { i - 1 }

    /// One primitive per dot, or two (fill and outline) under Increase Contrast.
    let primitivesPerDot: Int

    /// The primitive at `index`, back to front.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> DisplayPrimitive {
        precondition(index >= 0 && index < endIndex, "Display list index \(index) is outside 0..<\(endIndex).")
        if index < platterCount, let platterColor {
            return DisplayPrimitive(
                role: .platter, page: nil, shape: .capsule, frame: layout.contentFrame, color: platterColor)
        }
        let dot = (index - platterCount) / primitivesPerDot
        if dot < layout.count {
            let primitive = indicatorPrimitive(layout[dot])
            guard let outlineColor, (index - platterCount) % 2 == 1 else { return primitive }
            let width =
                Swift.max(layout.metrics.diameter / 7, 1) * primitive.frame.width
                / Swift.max(layout.metrics.diameter, 1)
            return DisplayPrimitive(
                role: .outline, page: primitive.page, shape: .ring(lineWidth: width), frame: primitive.frame,
                color: outlineColor, isCurrent: primitive.isCurrent)
        }
        let rest = index - platterCount - layout.count * primitivesPerDot
        if rest == 0, hasProgressFill { return progressPrimitive() }
        return labelPrimitive()
    }

    /// The primitive of one dot: its shape (the current shape from half emphasis up) and its colour
    /// blended from the other-dot colour to the current colour by emphasis.
    func indicatorPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let isCurrent = indicator.emphasis >= 0.5
        let color = otherColor.blended(towards: currentColor, by: indicator.emphasis)
        var shape = shapes.shape(forPage: indicator.page, isCurrent: isCurrent)
        if progress != nil, indicator.page == currentPage { shape = .capsule }
        let fill = progress != nil && indicator.page == currentPage ? otherColor : color
        return DisplayPrimitive(
            role: .indicator, page: indicator.page, shape: shape, frame: indicator.frame,
            color: fill, isCurrent: isCurrent)
    }

    /// The overflow label, in the current dot's colour.
    func labelPrimitive() -> DisplayPrimitive {
        let label = self.label ?? OverflowLabel(text: "", frame: .zero, fontSize: 0)
        return DisplayPrimitive(
            role: .label, page: currentPage, shape: .roundedRectangle(cornerRadius: 0), frame: label.frame,
            color: currentColor, isCurrent: true, text: label.text, fontSize: label.fontSize)
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
    public func blended(towards other: Color, by fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        if t == 0 { return self }
        if t == 1 { return other }
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
