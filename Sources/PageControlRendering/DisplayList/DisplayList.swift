import PageControlCore

/// What to draw, as a platform-neutral list of primitives with resolved geometry, back to front: the
/// platter (when it shows), the visible dots in page order (each followed by its outline under Increase
/// Contrast), the open end's dots (while more pages may follow), the segments' fills, the mark, the timer's fill,
/// the dots' content, the step buttons (previous, then next), the label, the scrub preview and, when asked for, the
/// focus ring.
///
/// A display list is a lazy collection computed from one `PageControlFrame` (`DisplayList(control.frame())`)
/// and nothing else. It keeps the frame and how many primitives each part has, so building it and reading
/// every primitive costs O(visible dots) and allocates nothing, whatever the page count.
///
/// Every renderer (SVG, PNG, ANSI, cairo, GTK's render nodes, Core Graphics, SwiftUI) draws from a display
/// list and decides nothing: which shape a dot has, how round its corners are, how wide a ring is and where
/// text stands are all settled here (see ``DisplayPrimitive/Geometry``).
///
/// - Complexity: Creating one is O(1), or O(log k + visible dots) with content on k pages; reading a
///   primitive is O(1) (a dictionary lookup for per-page shapes and states).
public struct DisplayList: Sendable, RandomAccessCollection {
    /// The frame the list draws: everything it reads.
    public let frame: PageControlFrame

    /// The platter primitives first: 1 when the platter shows and the list draws it, else 0.
    let platterCount: Int
    /// The indicators drawn: every visible dot, line or segment, or none for the number.
    let dotCount: Int
    /// One primitive per dot, or two (fill and outline) under Increase Contrast.
    let primitivesPerDot: Int
    /// The open end's dots after the dots: the slots past the last page the window shows while more pages may
    /// follow (``IndicatorLayout/openEndCount``), or 0.
    let openEndCount: Int
    /// The fills of ``IndicatorPresentation/segments`` after the segments (the first segments are the ones
    /// with some fill), or 0.
    let fillCount: Int
    /// The primitives of the mark: 0 without one, else 1 per piece (two across a looping row's seam), or 2
    /// per piece with its Increase Contrast outline.
    let markCount: Int
    /// Whether the timer's fill follows the mark.
    let hasProgressFill: Bool
    /// Where the primitives of the dots' content come from: the content's entries in the window.
    let contentSlices: IndicatorContentDrawing.Slices
    /// The step buttons' chevrons after the content: 0, 1 or 2 (previous first).
    let stepButtonCount: Int
    /// The colour of text inside the current dot and of a badge's count: black or white, whichever stands out
    /// more against the current colour and the badge colour (worked out only when there is content).
    let textColors: (inside: Color, badge: Color)

    /// Whether there is a mark: the dots are then all in the other dots' colour.
    let hasMark: Bool
    /// Whether dots are rings that fill with emphasis (``IndicatorEffect/fill``).
    let fills: Bool
    /// The shapes of the current dot and of the others when no page has its own shape, as trivial values,
    /// so a dot's geometry is built without copying a shape.
    let currentKind: ShapeKind
    let otherKind: ShapeKind

    /// The index of the first primitive, 0.
    public var startIndex: Int { 0 }
    /// The number of primitives.
    public let endIndex: Int

    /// Builds the display list of a frame.
    ///
    /// The list reads nothing but `frame`, so equal frames give equal lists.
    ///
    /// - Complexity: O(1), or O(log k + visible dots) with content on k pages; no allocation.
    @inline(__always)  // else the optimiser builds the list in a temporary and copies it (1 KB) into the result
    public init(_ frame: consuming PageControlFrame) {
        // Read in place: a copy of the layout or the shapes would cost more than the rest of the list.
        let presentation = frame.layout.presentation
        let hasOverrides = frame.look.storage.shapes.hasOverrides
        currentKind = hasOverrides ? .custom : ShapeKind(frame.look.storage.shapes.preferredCurrent)
        otherKind = hasOverrides ? .custom : ShapeKind(frame.look.storage.shapes.preferred)
        let isEmpty = frame.layout.count == 0
        hasMark = frame.layout.effect.hasMark && !isEmpty
        if case .fill = frame.layout.effect { fills = true } else { fills = false }
        let dotsAndLines = presentation == .dots || presentation == .lines
        platterCount = frame.showsPlatter && frame.platter.isDrawnByList && !isEmpty ? 1 : 0
        primitivesPerDot = frame.look.storage.outlineColor.hasValue && dotsAndLines ? 2 : 1
        // A number draws no indicator, only its label; segments add their fills after the segments.
        dotCount = presentation == .numeric ? 0 : frame.layout.count
        openEndCount = presentation == .numeric ? 0 : frame.layout.openEndCount
        fillCount =
            presentation == .segments
            ? Self.segmentFillCount(layout: frame.layout, progress: frame.progress, currentPage: frame.currentPage) : 0
        let markPieces = hasMark ? (frame.layout.joinsEnds ? frame.layout.mark?.pieceCount ?? 1 : 1) : 0
        markCount = markPieces * primitivesPerDot
        hasProgressFill =
            dotsAndLines && frame.progress != nil && frame.layout.indicator(forPage: frame.currentPage).hasValue
        #if hasFeature(Embedded)
            // The web element sets no content (Guides/Web.md): its frames have none.
            (contentSlices, textColors) = (.empty, (.white, .white))
        #else
            if let contents = frame.contents {
                contentSlices = IndicatorContentDrawing.Slices(contents, layout: frame.layout)
                textColors = (
                    frame.look.currentColor.blackOrWhiteStandingOut, frame.look.badgeColor.blackOrWhiteStandingOut
                )
            } else {
                contentSlices = .empty
                textColors = (.white, .white)
            }
        #endif
        #if hasFeature(Embedded)
            stepButtonCount = 0  // the web element has no step buttons yet (Guides/Web.md)
        #else
            if frame.stepButtonSettings != nil {
                let buttons = frame.stepButtonFrames
                stepButtonCount = (buttons.previous == nil ? 0 : 1) + (buttons.next == nil ? 0 : 1)
            } else {
                stepButtonCount = 0  // without buttons, no pair of empty frames is made and copied
            }
        #endif
        var trailing = frame.focusRing.hasValue ? 1 : 0
        if frame.label.hasValue { trailing += 1 }
        if frame.drawsPreview, frame.preview.hasValue { trailing += 2 }
        endIndex =
            platterCount + dotCount * primitivesPerDot + openEndCount + fillCount + markCount
            + (hasProgressFill ? 1 : 0)
            + contentSlices.count + stepButtonCount + trailing
        self.frame = frame
    }

    /// The index after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The index before `i`.
    public func index(before i: Int) -> Int { i - 1 }

    /// The primitive at `index`, back to front, with the frame's ``opacity`` (the idle fade) applied.
    ///
    /// - Precondition: `0 <= index < count`.
    public subscript(index: Int) -> DisplayPrimitive {
        precondition(index >= 0 && index < endIndex, "Display list index is outside the primitives.")
        return Self.faded(unfadedPrimitive(at: index), by: frame.opacity)
    }

    /// `primitive` with its opacity multiplied by `opacity`, a frame's (the idle fade).
    static func faded(_ primitive: DisplayPrimitive, by opacity: Double) -> DisplayPrimitive {
        var primitive = primitive
        if opacity != 1 { primitive.opacity *= opacity }
        return primitive
    }

    /// The primitive at `index` before the idle fade, found by the part of the list it falls in.
    func unfadedPrimitive(at index: Int) -> DisplayPrimitive {
        var rest = index - platterCount
        if rest < 0 { return platterPrimitive() }
        if rest < dotCount * primitivesPerDot {
            let dot = frame.layout[rest / primitivesPerDot]
            guard rest % primitivesPerDot == 1 else { return indicatorPrimitive(dot) }
            return outlinePrimitive(around: dot.frame, page: dot.page, isCurrent: dot.emphasis >= 0.5)
        }
        rest -= dotCount * primitivesPerDot
        if rest < openEndCount { return openEndPrimitive(rest) }
        rest -= openEndCount
        if rest < fillCount { return segmentFillPrimitive(rest) }
        rest -= fillCount
        if rest < markCount { return markPrimitive(rest) }
        rest -= markCount
        if hasProgressFill {
            if rest == 0 { return progressPrimitive() }
            rest -= 1
        }
        #if !hasFeature(Embedded)
            if rest < contentSlices.count { return contentPrimitive(rest) }
            rest -= contentSlices.count
            if rest < stepButtonCount { return stepButtonPrimitive(rest) }
        #endif
        return trailingPrimitive(rest - stepButtonCount)
    }
}

extension DisplayList {
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
    /// The focus ring, drawn last, or nil.
    public var focusRing: FocusRing? { frame.focusRing }
    /// What every primitive's opacity is multiplied by: the frame's opacity (the control's idle fade).
    public var opacity: Double { frame.opacity }
    /// The scrub preview drawn after the label and the focus ring (its callout and text), or nil when the list
    /// does not draw one.
    public var preview: ScrubPreview? { frame.drawsPreview ? frame.preview : nil }
    /// The timer's progress on the current page (0…1), or nil when no timer shows.
    public var progress: Double? { frame.progress }
    /// The colour of the current dot.
    public var currentColor: Color { frame.look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { frame.look.otherColor }
    /// The platter's colour, or nil when no platter primitive is drawn.
    public var platterColor: Color? { platterCount == 1 ? frame.look.platterColor : nil }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { frame.look.outlineColor }
    /// The look: colours, shapes, badges and states as drawn.
    var look: ResolvedAppearance { frame.look }
}
