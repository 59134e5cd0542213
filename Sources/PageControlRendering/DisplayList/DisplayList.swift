import PageControlCore

/// What to draw, as a platform-neutral list of primitives with resolved geometry, back to front: the
/// platter (when it shows), the visible dots in page order (each followed by its outline under Increase
/// Contrast), the timer's progress fill, the overflow label and, when asked for, the focus ring.
///
/// A display list is a lazy collection computed from a `IndicatorLayout` and the
/// control's resolved appearance. It stores a few numbers and references, so building it and reading
/// every primitive costs O(visible dots) and allocates nothing, whatever the page count.
///
/// Every renderer (SVG, PNG, ANSI, cairo, GTK's render nodes, Core Graphics, SwiftUI) draws from a display
/// list and decides nothing: which shape a dot has, how round its corners are, how wide a ring is and where
/// text stands are all settled here (see ``DisplayPrimitive/Geometry``).
///
/// - Complexity: Creating one is O(1) (O(visible dots) with a focus ring); reading a primitive is O(1)
///   (a dictionary lookup for per-page shapes).
public struct DisplayList: Sendable, RandomAccessCollection {
    /// The size of the drawing in points: the control's bounds size.
    public let size: Size
    /// The layout the list is drawn from.
    public let layout: IndicatorLayout
    /// The page whose dot is current (the displayed page).
    public let currentPage: Int
    /// The overflow label drawn last, in the current dot's colour, or nil.
    public let label: OverflowLabel?
    /// The moving mark of the layout's effect, drawn over the dots, or nil.
    ///
    /// - Complexity: O(1), or O(visible dots) in a wrapping row.
    public var mark: IndicatorLayout.Mark? { hasMark ? layout.mark : nil }
    /// The focus ring, drawn after the label, or nil.
    public let focusRing: FocusRing?
    /// What every primitive's opacity is multiplied by: the control's `idleOpacity` (1 unless the row fades
    /// when idle; see `PageControl.fadesWhenIdle`).
    public let opacity: Double
    /// The scrub preview drawn last (its callout and text), or nil.
    public var preview: ScrubPreview? { previewBox?.preview }
    /// The preview, boxed: one word in the list, which every frame copies, instead of the whole preview.
    let previewBox: PreviewBox?
    /// The focus ring's colour, or nil for the current dot's colour at 50 %.
    let focusRingColor: Color?
    /// The colours and shapes, shared with the control (one reference, so copying a list stays cheap).
    let look: ResolvedAppearance
    /// The pages' states with their resolved looks, or nil when no page has a state.
    let states: IndicatorStateDrawing?

    /// The colour of the current dot.
    public var currentColor: Color { look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { look.otherColor }
    /// The platter's colour, or nil when no platter shows.
    public var platterColor: Color? { showsPlatter ? look.platterColor : nil }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { look.outlineColor }

    /// Builds the display list of a control as it is now.
    ///
    /// - Parameters:
    ///   - control: The control.
    ///   - showsFocusRing: Whether to end the list with the keyboard focus ring (the host knows when focus
    ///     is visible). The default is false.
    ///   - platter: How the host shows the platter: the default, ``PlatterMaterial/drawn``, draws its
    ///     primitive; ``PlatterMaterial/opaque`` draws it opaque; a system material leaves it out (the host
    ///     puts the material behind the dots).
    @MainActor
    public init(_ control: PageControl, showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn) {
        self.init(control, layout: control.layout, showsFocusRing: showsFocusRing, platter: platter)
    }

    /// Builds the display list of a control from a layout the host already read from it (saves laying out
    /// twice in a frame).
    ///
    /// - Complexity: O(1), with no allocation once the control has drawn since its look last changed;
    ///   O(visible dots) with the focus ring.
    @MainActor
    public init(
        _ control: PageControl, layout: IndicatorLayout, showsFocusRing: Bool = false, platter: PlatterMaterial = .drawn
    ) {
        let state = control.drawingState
        self.init(
            layout: layout, size: state.size, look: state.look,
            showsPlatter: state.showsPlatter && platter.isDrawnByList,
            progress: state.progress, currentPage: state.currentPage, label: state.label,
            focusRing: showsFocusRing ? layout.focusRing : nil,
            focusRingColor: showsFocusRing ? control.focusRingColor : nil, states: state.states,
            preview: control.showsScrubPreview ? control.scrubPreview : nil, opacity: control.idleOpacity,
            opaquePlatter: platter == .opaque)
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
    ///   - focusRing: A focus ring to draw last, or nil (the default).
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        progress: Double? = nil, currentPage: Int = 0, shape: IndicatorShape = .circle,
        currentShape: IndicatorShape? = nil,
        label: OverflowLabel? = nil, outlineColor: Color? = nil, focusRing: FocusRing? = nil
    ) {
        let look = ResolvedAppearance(
            currentColor: currentColor, otherColor: otherColor, platterColor: platterColor ?? .clear,
            outlineColor: outlineColor, shapes: ShapeResolver(shape: shape, currentShape: currentShape),
            metrics: layout.metrics, direction: layout.direction,
            backgroundStyle: platterColor == nil ? .minimal : .prominent)
        self.init(
            layout: layout, size: size, look: look, showsPlatter: platterColor != nil, progress: progress,
            currentPage: currentPage, label: label, focusRing: focusRing, focusRingColor: nil)
    }

    /// Builds a display list from a layout and a resolved look.
    init(
        layout: IndicatorLayout, size: Size, look: ResolvedAppearance, showsPlatter: Bool, progress: Double?,
        currentPage: Int, label: OverflowLabel?, focusRing: FocusRing?, focusRingColor: Color?,
        states: IndicatorStateDrawing? = nil, preview: ScrubPreview? = nil, opacity: Double = 1,
        opaquePlatter: Bool = false
    ) {
        self.opaquePlatter = opaquePlatter
        self.opacity = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        self.layout = layout
        self.size = Size(width: length(size.width), height: length(size.height))
        self.look = look
        self.states = states
        self.previewBox = preview.map(PreviewBox.init)
        // With per-page shapes every dot is looked up (``shapedPrimitive(_:)``).
        currentKind = look.hasShapeOverrides ? .custom : ShapeKind(look.preferredCurrentShape)
        otherKind = look.hasShapeOverrides ? .custom : ShapeKind(look.preferredShape)
        self.showsPlatter = showsPlatter && !layout.isEmpty
        self.progress = progress.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        self.currentPage = currentPage
        self.label = label
        self.focusRing = focusRing
        self.focusRingColor = focusRingColor
        hasMark = layout.effectKind.hasMark && !layout.isEmpty
        fills = layout.effectKind == .fill
        platterCount = self.showsPlatter ? 1 : 0
        hasProgressFill = self.progress != nil && layout.indicator(forPage: currentPage) != nil
        primitivesPerDot = look.outlineColor == nil ? 1 : 2
        markCount = hasMark ? primitivesPerDot : 0
        endIndex =
            platterCount + layout.count * primitivesPerDot + markCount + (hasProgressFill ? 1 : 0)
            + (label == nil ? 0 : 1) + (focusRing == nil ? 0 : 1) + (preview == nil ? 0 : 2)
    }

    /// A scrub preview held by reference.
    final class PreviewBox: Sendable {
        let preview: ScrubPreview
        init(_ preview: ScrubPreview) { self.preview = preview }
    }

    /// The number of leading platter primitives: 1 or 0.
    let platterCount: Int
    /// The primitives of the mark: 0 without one, else 1, or 2 with its Increase Contrast outline.
    let markCount: Int

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
    // The small fields last, so they pack into few words (a list is copied into every iterator).
    /// The timer's progress on the current page (0…1), or nil when no timer shows.
    public let progress: Double?
    /// The shapes of the current dot and of the others when no page has its own shape, as trivial values,
    /// so a dot's geometry is built without copying a shape.
    let currentKind: ShapeKind
    let otherKind: ShapeKind
    /// Whether the platter shows.
    let showsPlatter: Bool
    /// Whether the platter is drawn opaque (``PlatterMaterial/opaque``).
    let opaquePlatter: Bool
    /// Whether dots are rings that fill with emphasis (``IndicatorEffect/fill``).
    let fills: Bool
    /// Whether there is a ``mark`` (read per dot without unwrapping it).
    let hasMark: Bool
    /// Whether the last primitive is the progress fill.
    let hasProgressFill: Bool

    /// The primitive at `index`, back to front, with the idle fade's ``opacity`` applied.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> DisplayPrimitive {
        precondition(index >= 0 && index < endIndex, "Display list index is outside the primitives.")
        guard opacity != 1 else { return primitive(at: index) }
        var faded = primitive(at: index)
        faded.opacity *= opacity
        return faded
    }

    /// The primitive at `index` before the idle fade.
    @inline(__always)
    func primitive(at index: Int) -> DisplayPrimitive {
        let offset = index - platterCount
        if offset < 0 { return platterPrimitive() }
        let dot = primitivesPerDot == 1 ? offset : offset >> 1
        if dot < layout.count {
            let indicator = layout.uncheckedIndicator(at: dot)
            if primitivesPerDot == 2, offset & 1 == 1 {
                return outlinePrimitive(
                    around: indicator.frame, page: indicator.page, isCurrent: indicator.emphasis >= 0.5)
            }
            return indicatorPrimitive(indicator)
        }
        return trailingPrimitive(offset - layout.count * primitivesPerDot)
    }

    /// The platter: a capsule over the content frame.
    func platterPrimitive() -> DisplayPrimitive {
        let frame = layout.contentFrame
        return DisplayPrimitive(
            role: .platter, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
            color: opaquePlatter ? look.platterColor.withAlphaComponent(1) : look.platterColor)
    }

    /// The Increase Contrast outline of a dot or of the mark: a ring 1/7 of the diameter wide (at least
    /// 1 point) around `frame`.
    func outlinePrimitive(around frame: Rect, page: Int, isCurrent: Bool) -> DisplayPrimitive {
        DisplayPrimitive(
            role: .outline, geometry: Self.geometry(.ring(lineWidth: outlineWidth(frame)), in: frame),
            color: look.outlineColor ?? .clear, page: page, isCurrent: isCurrent)
    }

    /// The width of an outline (and of an unfilled ``IndicatorEffect/fill`` ring) around a frame: 1/7 of
    /// the diameter, at least 1 point, scaled with the frame's shorter side.
    func outlineWidth(_ frame: Rect) -> Double {
        let diameter = layout.metrics.diameter
        return Swift.max(diameter / 7, 1) * Swift.min(frame.width, frame.height) / Swift.max(diameter, 1)
    }

    /// The primitives after the dots: the mark (and its outline), the timer's fill, the label and the
    /// focus ring, in that order.
    func trailingPrimitive(_ rest: Int) -> DisplayPrimitive {
        var rest = rest
        if rest < markCount, let mark = layout.mark {
            let frame = mark.frame
            if rest == 1 { return outlinePrimitive(around: frame, page: currentPage, isCurrent: true) }
            // Under a timer the mark is the pill the fill grows in, in the other dots' colour.
            return DisplayPrimitive(
                role: .mark, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
                color: progress == nil ? look.currentColor : look.otherColor, page: currentPage, isCurrent: true)
        }
        rest -= markCount
        if hasProgressFill {
            if rest == 0 { return progressPrimitive() }
            rest -= 1
        }
        if label != nil {
            if rest == 0, let label {
                return DisplayPrimitive(
                    role: .label, geometry: .text(DisplayText(label)), color: currentColor, isCurrent: true)
            }
            rest -= 1
        }
        if focusRing == nil || rest > 0, let preview = previewBox?.preview {
            return previewPrimitive(preview, text: rest > (focusRing == nil ? 0 : 1))
        }
        let ring = focusRing ?? FocusRing(around: .zero)
        return DisplayPrimitive(
            role: .focusRing,
            geometry: .ring(ring.frame, cornerRadius: ring.cornerRadius, lineWidth: ring.lineWidth),
            color: focusRingColor ?? look.currentColor.withAlphaComponent(0.5))
    }

    /// The primitive of one dot: its shape (the current shape from half emphasis up) and its colour
    /// blended from the other-dot colour to the current colour by emphasis. Under a timer, the current
    /// dot is a capsule in the other dots' colour, which the progress fill covers.
    @inline(__always)
    func indicatorPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        // Under a mark no dot is current: the mark is.
        let emphasis = hasMark ? 0 : indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let isTimerPill = progress != nil && indicator.page == currentPage
        if let states, let style = states.style(forPage: indicator.page) {
            return statePrimitive(indicator, style: style, isTimerPill: isTimerPill)
        }
        let kind = isTimerPill ? .round : isCurrent ? currentKind : otherKind
        guard case .round = kind else { return shapedPrimitive(indicator) }
        // The common case, built in place: a circle or capsule.
        let frame = indicator.frame
        let fill = dotColor(emphasis: emphasis, isTimerPill: isTimerPill)
        if fills, !isTimerPill { return roundFillPrimitive(indicator, color: fill) }
        return DisplayPrimitive(
            role: .indicator, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
            color: fill, page: indicator.page, isCurrent: isCurrent)
    }

    /// A dot's colour: the other dots' colour (or its state's, `base`) blended towards the current one by
    /// emphasis; a timer's pill keeps the other dots' colour (its fill is the current colour).
    @inline(__always)
    func dotColor(emphasis: Double, isTimerPill: Bool, base: Color? = nil) -> Color {
        if isTimerPill { return look.otherColor }
        let from = base ?? look.otherColor
        return emphasis == 0 ? from : from.blended(towards: look.currentColor, by: emphasis)
    }

    /// The dot of a page with a state: the state's colour where the other dots' colour would be (the
    /// current colour still wins with emphasis) and the state's shape while not current, unless the page
    /// has its own shape. It works under every effect: under a mark the dot keeps its state's look.
    func statePrimitive(
        _ indicator: IndicatorLayout.Indicator, style: IndicatorStateDrawing.Style, isTimerPill: Bool
    ) -> DisplayPrimitive {
        let emphasis = hasMark ? 0 : indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let frame = indicator.frame
        let shape: IndicatorShape
        if isTimerPill {
            shape = .capsule
        } else if look.hasShapeOverrides, look.shapes.hasOwnShape(forPage: indicator.page) || isCurrent {
            shape = look.drawnShape(forPage: indicator.page, isCurrent: isCurrent)
        } else {
            shape = isCurrent ? look.preferredCurrentShape : style.shape ?? look.preferredShape
        }
        var geometry = Self.geometry(shape, in: frame)
        if fills, !isTimerPill { geometry = filling(geometry, emphasis: emphasis) }
        return DisplayPrimitive(
            role: .indicator, geometry: geometry,
            color: dotColor(emphasis: emphasis, isTimerPill: isTimerPill, base: style.color), page: indicator.page,
            isCurrent: isCurrent)
    }

    /// A round dot of ``IndicatorEffect/fill``: its ring (see ``filling(_:emphasis:)``), without looking up
    /// its shape.
    func roundFillPrimitive(_ indicator: IndicatorLayout.Indicator, color: Color) -> DisplayPrimitive {
        let frame = indicator.frame
        let round = DisplayPrimitive.Geometry.roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame))
        return DisplayPrimitive(
            role: .indicator, geometry: filling(round, emphasis: indicator.emphasis), color: color,
            page: indicator.page, isCurrent: indicator.emphasis >= 0.5)
    }

    /// A dot of any other shape (per-page shapes, rounded rectangles, rings and custom paths), a dot under
    /// a mark (in the other dots' colour: the mark is the current page) and a ``IndicatorEffect/fill`` ring.
    func shapedPrimitive(_ indicator: IndicatorLayout.Indicator) -> DisplayPrimitive {
        let isTimerPill = progress != nil && indicator.page == currentPage
        let emphasis = hasMark ? 0 : indicator.emphasis
        let isCurrent = emphasis >= 0.5
        let frame = indicator.frame
        let shape: IndicatorShape =
            isTimerPill
            ? .capsule
            : look.hasShapeOverrides
                ? look.drawnShape(forPage: indicator.page, isCurrent: isCurrent)
                : isCurrent ? look.preferredCurrentShape : look.preferredShape
        let fill = dotColor(emphasis: emphasis, isTimerPill: isTimerPill)
        var geometry = Self.geometry(shape, in: frame)
        if fills, !isTimerPill {
            geometry = filling(geometry, emphasis: emphasis)
        }
        return DisplayPrimitive(
            role: .indicator, geometry: geometry, color: fill, page: indicator.page, isCurrent: isCurrent)
    }

    /// A dot of ``IndicatorEffect/fill``: a ring whose line goes from its own width (a ring shape's, else the
    /// outline width) at emphasis 0 to half the shorter side, a filled shape, at emphasis 1. Custom paths
    /// stay as they are.
    func filling(_ geometry: DisplayPrimitive.Geometry, emphasis: Double) -> DisplayPrimitive.Geometry {
        let rect: Rect
        let radius: Double
        let base: Double
        switch geometry {
        case .roundedRectangle(let r, let cornerRadius):
            (rect, radius, base) = (r, cornerRadius, outlineWidth(r))
        case .ring(let r, let cornerRadius, let lineWidth):
            (rect, radius, base) = (r, cornerRadius, lineWidth)
        case .path, .text:
            return geometry
        }
        let half = Self.capsuleRadius(rect)
        let start = Swift.min(base, half)
        return Self.ring(rect, cornerRadius: radius, lineWidth: start + (half - start) * emphasis)
    }

    /// The one ring rule: a ring whose line reaches half the shorter side is the filled shape.
    static func ring(_ rect: Rect, cornerRadius: Double, lineWidth: Double) -> DisplayPrimitive.Geometry {
        lineWidth >= capsuleRadius(rect) && lineWidth > 0
            ? .roundedRectangle(rect, cornerRadius: cornerRadius)
            : .ring(rect, cornerRadius: cornerRadius, lineWidth: lineWidth)
    }

    /// The geometry of a shape drawn to fill a frame (see ``ShapeKind/geometry(in:)``, the one place shapes
    /// are resolved); a custom path is placed over the frame.
    static func geometry(_ shape: IndicatorShape, in frame: Rect) -> DisplayPrimitive.Geometry {
        ShapeKind(shape).geometry(in: frame, custom: shape)
    }

    /// Half the shorter side of a frame (0 for an empty or non-finite one): a capsule's corner radius.
    @inline(__always)
    static func capsuleRadius(_ frame: Rect) -> Double {
        let side = Swift.min(frame.width, frame.height)
        return side.isFinite && side > 0 ? side / 2 : 0
    }

    /// The scrub preview's callout (a rounded rectangle in ``ScrubPreview/backgroundColor``) or its text (in
    /// ``ScrubPreview/textColor``, centred on the callout with digits on its middle line).
    func previewPrimitive(_ preview: ScrubPreview, text: Bool) -> DisplayPrimitive {
        let frame = preview.frame
        guard text else {
            return DisplayPrimitive(
                role: .preview, geometry: .roundedRectangle(frame, cornerRadius: preview.cornerRadius),
                color: ScrubPreview.backgroundColor, page: preview.page)
        }
        let origin = Point(x: frame.midX, y: frame.midY + DisplayText.capHeight * preview.fontSize / 2)
        return DisplayPrimitive(
            role: .preview,
            geometry: .text(DisplayText(string: preview.text, fontSize: preview.fontSize, origin: origin)),
            color: ScrubPreview.textColor, page: preview.page)
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
            role: .progress, geometry: .roundedRectangle(frame, cornerRadius: Self.capsuleRadius(frame)),
            color: currentColor, page: currentPage, isCurrent: true)
    }
}

/// A dot shape without its custom path: a trivial value, read per dot without retaining anything.
enum ShapeKind: Sendable {
    /// A circle or capsule: half the shorter side as the radius.
    case round
    /// A rounded rectangle with this (unclamped) radius.
    case rounded(Double)
    /// A ring with this (unclamped) line width.
    case ring(Double)
    /// A custom path, resolved from the shape itself.
    case custom

    init(_ shape: IndicatorShape) {
        switch shape {
        case .circle, .capsule: self = .round
        case .roundedRectangle(let radius): self = .rounded(radius)
        case .ring(let width): self = .ring(width)
        case .path: self = .custom
        }
    }

    /// The resolved geometry over a frame: the one place shapes are resolved. Round shapes get half the
    /// shorter side as their radius; a rounded rectangle's radius and a ring's width are limited to it as
    /// `IndicatorShape` says, and a ring that wide is the filled shape; a custom shape
    /// places `shape`'s path over the frame.
    @inline(__always)
    func geometry(in frame: Rect, custom shape: IndicatorShape) -> DisplayPrimitive.Geometry {
        let half = DisplayList.capsuleRadius(frame)
        switch self {
        case .round:
            return .roundedRectangle(frame, cornerRadius: half)
        case .rounded(let radius):
            return .roundedRectangle(
                frame, cornerRadius: IndicatorShape.roundedRectangle(cornerRadius: radius).cornerRadius(for: frame.size)
            )
        case .ring(let raw):
            let width = IndicatorShape.ring(lineWidth: raw).strokeWidth(for: frame.size) ?? 0
            return DisplayList.ring(frame, cornerRadius: half, lineWidth: width)
        case .custom:
            guard case .path(let vector) = shape else { return .roundedRectangle(frame, cornerRadius: 0) }
            return .path(DisplayPath(vector, in: frame))
        }
    }
}
