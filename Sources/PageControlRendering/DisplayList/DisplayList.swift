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
    /// The moving mark of the layout's effect, drawn over the dots (one primitive per piece: two while it
    /// crosses a looping row's seam), or nil.
    ///
    /// - Complexity: O(1).
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
    /// The pages' content (numbers, badges, text) with its text in the control's language, or nil for none.
    let contents: IndicatorContentDrawing?

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
        // The fields are set here rather than through `init(layout:size:look:…)`, which would build the list
        // in a temporary and copy it; the label and the preview go straight into the list, so no optional of
        // either is copied or destroyed on a frame that has neither.
        let focusRing = showsFocusRing ? layout.focusRing : nil
        let previewBox = state.mayShowPreview ? Self.previewBox(of: control) : nil
        var label: OverflowLabel?
        var labelCharacters = 0
        if state.mayShowLabel, let counted = control.compactLabel(in: layout) {
            (label, labelCharacters) = (counted.label, counted.characters)
        }
        let derived = Self.derived(
            layout: layout, look: state.look, showsPlatter: state.showsPlatter && platter.isDrawnByList,
            progress: state.progress, currentPage: state.currentPage,
            extras: (label == nil ? 0 : 1) + (focusRing == nil ? 0 : 1) + (previewBox == nil ? 0 : 2),
            hasStates: state.states != nil, opacity: state.opacity)
        (opacity, progress, currentKind, otherKind, showsPlatter, hasMark, fills) = (
            derived.opacity, derived.progress, derived.currentKind, derived.otherKind, derived.showsPlatter,
            derived.hasMark, derived.fills
        )
        let contents = layout.presentation == .dots ? control.contentDrawing : nil
        // Not `contents.map { … }`: a closure formed here is checked at run time for being on the main actor.
        var slices = ContentSlices.empty
        if let contents { slices = ContentSlices(contents, layout: layout) }
        (platterCount, hasProgressFill, primitivesPerDot, markCount, endIndex, drawsPlainDots) = (
            derived.platterCount, derived.hasProgressFill, derived.primitivesPerDot, derived.markCount,
            derived.endIndex + slices.count, derived.drawsPlainDots
        )
        (fillCount, contentSlices) = (Int32(derived.fillCount), slices)
        self.labelCharacters = Int32(clamping: labelCharacters)
        opaquePlatter = platter == .opaque
        size = Self.drawingSize(state.size)
        currentPage = state.currentPage
        self.focusRing = focusRing
        focusRingColor = showsFocusRing ? control.interaction.focusRingColor : nil
        self.layout = layout
        look = state.look
        states = state.states
        self.contents = contents
        self.previewBox = previewBox
        self.label = label
    }

    /// The control's scrub preview, boxed, or nil when it has none to draw.
    @MainActor @inline(never)
    static func previewBox(of control: PageControl) -> PreviewBox? {
        control.scrubPreview.map(PreviewBox.init)
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
    @inline(__always)
    init(
        layout: IndicatorLayout, size: Size, look: ResolvedAppearance, showsPlatter: Bool, progress: Double?,
        currentPage: Int, label: OverflowLabel?, focusRing: FocusRing?, focusRingColor: Color?,
        states: IndicatorStateDrawing? = nil, previewBox: PreviewBox? = nil, opacity: Double = 1,
        opaquePlatter: Bool = false
    ) {
        let derived = Self.derived(
            layout: layout, look: look, showsPlatter: showsPlatter, progress: progress, currentPage: currentPage,
            extras: (label == nil ? 0 : 1) + (focusRing == nil ? 0 : 1) + (previewBox == nil ? 0 : 2),
            hasStates: states != nil, opacity: opacity)
        (self.opacity, self.progress, currentKind, otherKind, self.showsPlatter, hasMark, fills) = (
            derived.opacity, derived.progress, derived.currentKind, derived.otherKind, derived.showsPlatter,
            derived.hasMark, derived.fills
        )
        (platterCount, hasProgressFill, primitivesPerDot, markCount, endIndex, drawsPlainDots) = (
            derived.platterCount, derived.hasProgressFill, derived.primitivesPerDot, derived.markCount,
            derived.endIndex, derived.drawsPlainDots
        )
        (fillCount, contentSlices) = (Int32(derived.fillCount), .empty)
        labelCharacters = Int32(clamping: label?.text.count ?? 0)
        self.opaquePlatter = opaquePlatter
        self.size = Self.drawingSize(size)
        self.currentPage = currentPage
        self.focusRing = focusRing
        self.focusRingColor = focusRingColor
        // The references and the label last, so each is moved into the list rather than copied.
        self.layout = layout
        self.look = look
        self.states = states
        self.contents = nil
        self.previewBox = previewBox
        self.label = label
    }

    /// A drawing size with negative and non-finite lengths made 0.
    @inline(__always)
    static func drawingSize(_ size: Size) -> Size {
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        return Size(width: length(size.width), height: length(size.height))
    }

    /// What a list derives once from its parts: trivial values only, so they are all computed before any
    /// reference is stored. `extras` counts the label, focus ring and preview primitives.
    @inline(__always)
    static func derived(
        layout: IndicatorLayout, look: ResolvedAppearance, showsPlatter: Bool, progress: Double?, currentPage: Int,
        extras: Int, hasStates: Bool, opacity: Double
    ) -> (
        opacity: Double, progress: Double?, currentKind: ShapeKind, otherKind: ShapeKind, showsPlatter: Bool,
        hasMark: Bool, fills: Bool, platterCount: Int, hasProgressFill: Bool, primitivesPerDot: Int, markCount: Int,
        endIndex: Int, drawsPlainDots: Bool, dotCount: Int, fillCount: Int
    ) {
        let opacity = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        let progress = progress.map { $0.isNaN ? 0 : Swift.min(Swift.max($0, 0), 1) }
        // With per-page shapes every dot is looked up (``shapedPrimitive(_:)``).
        let currentKind = look.hasShapeOverrides ? .custom : ShapeKind(look.preferredCurrentShape)
        let otherKind = look.hasShapeOverrides ? .custom : ShapeKind(look.preferredShape)
        let showsPlatter = showsPlatter && !layout.isEmpty
        let hasMark = layout.effectKind.hasMark && !layout.isEmpty
        var fills = false
        if case .fill = layout.effectKind { fills = true }
        let platterCount = showsPlatter ? 1 : 0
        let dotsAndLines = layout.presentation == .dots || layout.presentation == .lines
        let hasProgressFill = dotsAndLines && progress != nil && layout.indicator(forPage: currentPage) != nil
        let hasOutline = look.outlineColor != nil && dotsAndLines
        let primitivesPerDot = hasOutline ? 2 : 1
        // A number draws no indicator, only its label; segments add their fills after the segments.
        let dotCount = layout.presentation == .numeric ? 0 : layout.count
        let fillCount =
            layout.presentation == .segments
            ? Self.segmentFillCount(layout: layout, progress: progress, currentPage: currentPage) : 0
        // Two pieces while the mark crosses the seam of a looping row that shows every page.
        let markPieces = hasMark ? (layout.joinsEnds ? layout.mark?.pieceCount ?? 1 : 1) : 0
        let markCount = markPieces * primitivesPerDot
        let endIndex =
            platterCount + dotCount * primitivesPerDot + markCount + fillCount + (hasProgressFill ? 1 : 0) + extras
        var roundDots = false
        if case .round = currentKind, case .round = otherKind { roundDots = true }
        let drawsPlainDots =
            layout.isPlainRow && roundDots && !hasStates && !hasMark && !fills && progress == nil && !hasOutline
            && opacity == 1
        return (
            opacity, progress, currentKind, otherKind, showsPlatter, hasMark, fills, platterCount, hasProgressFill,
            primitivesPerDot, markCount, endIndex, drawsPlainDots, dotCount, fillCount
        )
    }

    /// A scrub preview held by reference.
    final class PreviewBox: Sendable {
        let preview: ScrubPreview
        init(_ preview: ScrubPreview) { self.preview = preview }
    }

    /// The number of leading platter primitives: 1 or 0.
    let platterCount: Int
    /// The indicators drawn: every visible dot, line or segment, or none for the number.
    @inline(__always) var dotCount: Int { layout.presentation == .numeric ? 0 : layout.count }
    /// Where the primitives of the dots' content come from, drawn after the timer's fill: the numbers and
    /// text inside dots, then the badges' discs, then the badges' counts (``ContentSlices/count`` of them).
    let contentSlices: ContentSlices
    /// The fills of ``IndicatorPresentation/segments`` drawn after the segments (one per segment with some
    /// fill: the pages up to the current one), or 0. 32-bit, as ``contentSlices``: the list is copied into
    /// every iterator.
    let fillCount: Int32
    /// The number of characters of the ``label``'s text, counted once (by the control, which keeps the text).
    let labelCharacters: Int32
    /// The primitives of the mark: 0 without one, else 1 per piece (two across a looping row's seam), or 2
    /// per piece with its Increase Contrast outline.
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
    /// Whether every dot is a circle or capsule blended between the two colours and nothing else: a plain
    /// row (see `IndicatorLayout`), no states, no mark, no fill effect, no timer, no outline and no fade.
    /// Decided once per list, so such a frame reads its dots through ``plainDotPrimitive(_:)`` without any
    /// feature's checks.
    let drawsPlainDots: Bool

    /// The primitive at `index`, back to front, with the idle fade's ``opacity`` applied.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> DisplayPrimitive {
        precondition(index >= 0 && index < endIndex, "Display list index is outside the primitives.")
        let dot = index - platterCount
        if drawsPlainDots, dot >= 0, dot < layout.count {
            return plainDotPrimitive(layout.uncheckedPlainIndicator(at: dot))
        }
        // Returned straight when nothing fades, so the primitive is built in the caller's storage, not copied.
        if opacity == 1 { return primitive(at: index) }
        var primitive = primitive(at: index)
        primitive.opacity *= opacity
        return primitive
    }

    /// The primitive at `index` before the idle fade.
    @inline(__always)
    func primitive(at index: Int) -> DisplayPrimitive {
        let offset = index - platterCount
        if offset < 0 { return platterPrimitive() }
        let dot = primitivesPerDot == 1 ? offset : offset >> 1
        if dot < dotCount {
            let indicator = layout.uncheckedFeaturedIndicator(at: dot)
            if primitivesPerDot == 2, offset & 1 == 1 {
                return outlinePrimitive(
                    around: indicator.frame, page: indicator.page, isCurrent: indicator.emphasis >= 0.5)
            }
            return indicatorPrimitive(indicator)
        }
        let rest = offset - dotCount * primitivesPerDot
        if rest < Int(fillCount) { return segmentFillPrimitive(rest) }
        // The dots' content comes after the mark and the timer's fill (see `trailingPrimitive(_:)`).
        let content = rest - Int(fillCount) - markCount - (hasProgressFill ? 1 : 0)
        if content >= 0, content < contentSlices.count {
            let item = contentSlices.item(content, in: contents.unsafelyUnwrapped)
            // Pages in the content's slices are visible; page numbers name the dot's index in the window.
            let dot =
                item.kind == .pageNumber
                ? layout.uncheckedVisibleIndicator(at: item.entry)
                : layout.uncheckedIndicator(forVisiblePage: item.page)
            return contentPrimitive(item, on: dot)
        }
        return trailingPrimitive(rest - Int(fillCount))
    }
}
