import PageControlCore

/// What to draw, as a platform-neutral list of primitives with resolved geometry, back to front: the
/// platter (when it shows), the visible dots in page order (each followed by its outline under Increase
/// Contrast), the timer's progress fill, the overflow label and, when asked for, the focus ring.
///
/// A display list is a lazy collection computed from one `PageControlFrame` (`DisplayList(control.frame())`)
/// and nothing else. It stores the frame and a few numbers derived from it, so building it and reading every
/// primitive costs O(visible dots) and allocates nothing, whatever the page count.
///
/// Every renderer (SVG, PNG, ANSI, cairo, GTK's render nodes, Core Graphics, SwiftUI) draws from a display
/// list and decides nothing: which shape a dot has, how round its corners are, how wide a ring is and where
/// text stands are all settled here (see ``DisplayPrimitive/Geometry``).
///
/// - Complexity: Creating one is O(1) (O(visible dots) with a focus ring); reading a primitive is O(1)
///   (a dictionary lookup for per-page shapes).
public struct DisplayList: Sendable, RandomAccessCollection {
    /// The frame the list draws: everything it reads.
    public let frame: PageControlFrame

    /// The size of the drawing in points: the control's bounds size.
    public var size: Size { frame.size }
    /// The layout the list is drawn from.
    public var layout: IndicatorLayout { frame.layout }
    /// The page whose dot is current (the displayed page).
    public var currentPage: Int { frame.currentPage }
    /// The overflow label drawn last, in the current dot's colour, or nil.
    public var label: OverflowLabel? { frame.label }
    /// The moving mark of the layout's effect, drawn over the dots (one primitive per piece: two while it
    /// crosses a looping row's seam), or nil.
    ///
    /// - Complexity: O(1).
    public var mark: IndicatorLayout.Mark? { hasMark ? frame.layout.mark : nil }
    /// The focus ring, drawn after the label, or nil.
    public var focusRing: FocusRing? { frame.focusRing }
    /// What every primitive's opacity is multiplied by: the frame's opacity (the control's idle fade).
    public var opacity: Double { frame.opacity }
    /// The scrub preview drawn last (its callout and text), or nil.
    public var preview: ScrubPreview? { frame.preview }
    /// The timer's progress on the current page (0…1), or nil when no timer shows.
    public var progress: Double? { frame.progress }
    /// The colour of the current dot.
    public var currentColor: Color { frame.look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { frame.look.otherColor }
    /// The platter's colour, or nil when no platter primitive is drawn.
    public var platterColor: Color? { showsPlatter ? frame.look.platterColor : nil }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { frame.look.outlineColor }

    /// The colours and shapes, shared with the control.
    @inline(__always) var look: ResolvedAppearance { frame.look }
    /// The pages' states with their resolved looks, or nil when no page has a state.
    @inline(__always) var states: IndicatorStateDrawing? { frame.states }
    /// The pages' content (numbers, badges, text) with its text in the control's language, or nil for none.
    @inline(__always) var contents: IndicatorContentDrawing? { frame.contents }
    /// Where the primitives of the dots' content come from (found once, by the frame).
    @inline(__always) var contentSlices: IndicatorContentDrawing.Slices { frame.contentSlices }
    /// The focus ring's colour, or nil for the current dot's colour at 50 %.
    @inline(__always) var focusRingColor: Color? { frame.focusRingColor }
    /// The number of characters of the ``label``'s text, counted once (by the control, which keeps the text).
    @inline(__always) var labelCharacters: Int32 { frame.labelCharacters }

    /// Builds the display list of a frame: the platter (when it shows and the host draws it), the visible
    /// dots in page order (each followed by its outline under Increase Contrast), the mark, the timer's fill,
    /// the dots' content, the label, the scrub preview and the focus ring.
    ///
    /// The list reads nothing but `frame`, so equal frames give equal lists.
    ///
    /// - Complexity: O(1), with no allocation.
    @inline(__always)  // Also keeps the optimiser from wrapping it in a thunk that copies the whole list once more.
    public init(_ frame: consuming PageControlFrame) {
        // The look's fields are read in place: `let look = frame.look` would copy all of it.
        let progress = frame.progress
        // With per-page shapes every dot is looked up (``shapedPrimitive(_:)``).
        let currentKind = frame.look.hasShapeOverrides ? .custom : ShapeKind(frame.look.preferredCurrentShape)
        let otherKind = frame.look.hasShapeOverrides ? .custom : ShapeKind(frame.look.preferredShape)
        let showsPlatter = frame.showsPlatter && frame.platter.isDrawnByList && !frame.layout.isEmpty
        let hasMark = frame.layout.effect.hasMark && !frame.layout.isEmpty
        var fills = false
        if case .fill = frame.layout.effect { fills = true }
        let platterCount = showsPlatter ? 1 : 0
        let dotsAndLines = frame.layout.presentation == .dots || frame.layout.presentation == .lines
        let hasOutline = frame.look.outlineColor != nil && dotsAndLines
        let primitivesPerDot = hasOutline ? 2 : 1
        // A number draws no indicator, only its label; segments add their fills after the segments.
        let dotCount = frame.layout.presentation == .numeric ? 0 : frame.layout.count
        // What needs the layout's own functions is counted apart, and only when it can be there: calling them
        // here would make the initialiser copy the layout first for every frame.
        var (hasProgressFill, fillCount, markPieces) = (false, 0, 0)
        if progress != nil || hasMark || frame.layout.presentation == .segments {
            (hasProgressFill, fillCount, markPieces) = Self.featureCounts(
                of: frame, hasMark: hasMark, dotsAndLines: dotsAndLines)
        }
        let markCount = markPieces * primitivesPerDot
        // The label's presence is read in place: `frame.label == nil` would copy the label (its text) first.
        var hasLabel = true
        if case .none = frame.label { hasLabel = false }
        let extras = (hasLabel ? 1 : 0) + (frame.focusRing == nil ? 0 : 1) + (frame.previewBox == nil ? 0 : 2)
        var roundDots = false
        if case .round = currentKind, case .round = otherKind { roundDots = true }
        (self.currentKind, self.otherKind, self.showsPlatter, self.hasMark, self.fills) = (
            currentKind, otherKind, showsPlatter, hasMark, fills
        )
        (self.platterCount, self.hasProgressFill, self.primitivesPerDot, self.markCount) = (
            platterCount, hasProgressFill, primitivesPerDot, markCount
        )
        endIndex =
            platterCount + dotCount * primitivesPerDot + markCount + fillCount + (hasProgressFill ? 1 : 0)
            + frame.contentSlices.count + extras
        self.fillCount = Int32(fillCount)
        opaquePlatter = frame.platter == .opaque
        self.frame = frame
    }

    /// Whether a frame draws the timer's fill, how many segment fills it draws and how many pieces its mark
    /// has: two while the mark crosses the seam of a looping row that shows every page.
    @inline(never)
    static func featureCounts(
        of frame: borrowing PageControlFrame, hasMark: Bool, dotsAndLines: Bool
    ) -> (hasProgressFill: Bool, fillCount: Int, markPieces: Int) {
        let layout = frame.layout
        let hasProgressFill =
            dotsAndLines && frame.progress != nil && layout.indicator(forPage: frame.currentPage) != nil
        let fillCount =
            layout.presentation == .segments
            ? segmentFillCount(layout: layout, progress: frame.progress, currentPage: frame.currentPage) : 0
        let markPieces = hasMark ? (layout.joinsEnds ? layout.mark?.pieceCount ?? 1 : 1) : 0
        return (hasProgressFill, fillCount, markPieces)
    }

    /// The number of leading platter primitives: 1 or 0.
    let platterCount: Int
    /// The indicators drawn: every visible dot, line or segment, or none for the number.
    @inline(__always) var dotCount: Int { frame.layout.presentation == .numeric ? 0 : frame.layout.count }
    /// The fills of ``IndicatorPresentation/segments`` drawn after the segments (one per segment with some
    /// fill: the pages up to the current one), or 0. 32-bit: the list is copied into
    /// every iterator.
    let fillCount: Int32
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
        return fadedPrimitive(at: index)
    }

    /// The primitive at `index` with the idle fade's ``opacity`` applied.
    @inline(never)
    func fadedPrimitive(at index: Int) -> DisplayPrimitive {
        // Returned straight when nothing fades, so the primitive is built in the caller's storage, not copied.
        if opacity == 1 { return primitive(at: index) }
        var primitive = primitive(at: index)
        primitive.opacity *= opacity
        return primitive
    }

    /// The primitive at `index` before the idle fade: a dot's here, everything else from
    /// ``otherPrimitive(at:)``.
    ///
    /// Only the dots' path is inlined: a call that passes the layout (not the list) makes the caller copy the
    /// layout first, so the paths that need such calls sit in a function of their own.
    @inline(__always)
    func primitive(at index: Int) -> DisplayPrimitive {
        let offset = index - platterCount
        let dot = primitivesPerDot == 1 ? offset : offset >> 1
        if offset >= 0, dot < dotCount, primitivesPerDot == 1 || offset & 1 == 0 {
            return indicatorPrimitive(frame.layout[dot])
        }
        return otherPrimitive(at: offset)
    }

    /// The primitive `offset` places after the platter that is not a dot: the platter itself (−1), a dot's
    /// outline, a segment's fill, the mark, the timer's fill, the dots' content and what comes last.
    @inline(never)
    func otherPrimitive(at offset: Int) -> DisplayPrimitive {
        if offset < 0 { return platterPrimitive() }
        let dot = primitivesPerDot == 1 ? offset : offset >> 1
        if dot < dotCount {
            let indicator = layout[dot]
            return outlinePrimitive(around: indicator.frame, page: indicator.page, isCurrent: indicator.emphasis >= 0.5)
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
                ? layout[item.entry]
                : layout.indicator(forPage: item.page) ?? layout[0]
            return contentPrimitive(item, on: dot)
        }
        return trailingPrimitive(rest - Int(fillCount))
    }
}
