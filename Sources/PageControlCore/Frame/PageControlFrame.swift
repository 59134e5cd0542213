/// Everything one frame of a page control draws, and nothing else: the layout, the resolved look, what each
/// visible dot carries, the label, the scrub preview, the opacity, the focus ring and the platter.
///
/// A control makes one with ``PageControl/frame(showsFocusRing:platter:)``; a display list is built from it
/// alone (`DisplayList(frame)` in PageControlRendering) and reads nothing else, so equal frames give equal
/// lists, and a frame built from explicit parts with
/// ``init(layout:size:currentColor:otherColor:platterColor:progress:currentPage:shape:currentShape:label:outlineColor:focusRing:focusRingColor:opacity:preview:)``
/// draws without any control.
///
/// A frame is a flat value that is cheap to copy: the layout and a few numbers inline, and one reference
/// each for the look, the pages' states and their content, which never change once made and are shared
/// with the control that keeps them.
///
/// ```swift
/// let frame = control.frame()
/// frame.layout.count        // the visible dots
/// frame.currentColor        // the current dot's colour
/// ```
///
/// - Complexity: Making one is O(1) once the control has drawn since its look, states or content last
///   changed (O(log k + visible dots) with content on k pages), whatever the page count.
public struct PageControlFrame: Sendable {
    /// The dots: which show, where, how big and how current.
    public let layout: IndicatorLayout
    /// The size of the drawing in points: the control's bounds size. Negative and non-finite lengths are 0.
    public let size: Size
    /// The colours, shapes, metrics and direction as drawn.
    public let look: ResolvedAppearance
    /// The page whose dot is current: the displayed page.
    public let currentPage: Int
    /// The timer's progress on the current page, 0…1, or nil when no timer shows.
    public let progress: Double?
    /// What every primitive's opacity is multiplied by, 0…1: the control's idle fade (1 unless the row
    /// fades when idle).
    public let opacity: Double
    /// Whether the control shows its platter (a prominent background, or a minimal one while a person
    /// interacts), whatever ``platter`` draws it with.
    public let showsPlatter: Bool
    /// How the host shows the platter: drawn by the list (the default), opaque, or a system material behind
    /// the dots.
    public let platter: PlatterMaterial
    /// The overflow label or the number of ``IndicatorPresentation/numeric``, or nil.
    public let label: OverflowLabel?
    /// The keyboard focus ring drawn last, or nil.
    public let focusRing: FocusRing?
    /// The focus ring's colour, or nil for the current dot's colour at 50 %.
    public let focusRingColor: Color?
    /// The number of characters of ``label``'s text, counted once by whoever wrote it.
    package let labelCharacters: Int32
    /// The scrub preview, boxed: one word in the frame, which every display list copies.
    package let previewBox: PreviewBox?
    /// The pages' states with their resolved looks, or nil when no page has a state.
    package let states: IndicatorStateDrawing?
    /// The pages' content (numbers, badges, text) in the control's language, or nil for none.
    package let contents: IndicatorContentDrawing?
    /// The entries of ``contents`` whose dots are in the layout's window, found once per frame.
    package let contentSlices: IndicatorContentDrawing.Slices

    /// The scrub preview drawn last (its callout and text), or nil.
    public var preview: ScrubPreview? { previewBox?.preview }
    /// The colour of the current dot.
    public var currentColor: Color { look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { look.otherColor }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { look.outlineColor }

    /// A frame from explicit parts, without a control: for tests, previews and renderers of your own.
    ///
    /// - Parameters:
    ///   - layout: The dots.
    ///   - size: The drawing's size in points. Negative and non-finite sizes become 0.
    ///   - currentColor: The current dot's colour.
    ///   - otherColor: The other dots' colour.
    ///   - platterColor: The platter's colour, or nil (the default) for no platter.
    ///   - progress: The timer's progress 0…1 (clamped; NaN becomes 0), or nil (the default) for no fill.
    ///   - currentPage: The displayed page, for the progress fill. The default is 0.
    ///   - shape: The shape of every dot. The default is a circle.
    ///   - currentShape: The current dot's shape, or nil (the default) for `shape`.
    ///   - label: The overflow label, or nil (the default).
    ///   - outlineColor: A colour to outline every dot with (Increase Contrast), or nil (the default).
    ///   - focusRing: A focus ring to draw last, or nil (the default).
    ///   - focusRingColor: The focus ring's colour, or nil (the default) for the current colour at 50 %.
    ///   - opacity: What every primitive's opacity is multiplied by. The default is 1; values are clamped
    ///     to 0…1 and NaN becomes 1.
    ///   - preview: A scrub preview to draw last, or nil (the default).
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        progress: Double? = nil, currentPage: Int = 0, shape: IndicatorShape = .circle,
        currentShape: IndicatorShape? = nil, label: OverflowLabel? = nil, outlineColor: Color? = nil,
        focusRing: FocusRing? = nil, focusRingColor: Color? = nil, opacity: Double = 1, preview: ScrubPreview? = nil
    ) {
        let look = ResolvedAppearance(
            currentColor: currentColor, otherColor: otherColor, platterColor: platterColor ?? .clear,
            outlineColor: outlineColor, shapes: ShapeResolver(shape: shape, currentShape: currentShape),
            metrics: layout.metrics, direction: layout.direction,
            backgroundStyle: platterColor == nil ? .minimal : .prominent)
        self.init(
            layout: layout, size: size, look: look, currentPage: currentPage, progress: progress, opacity: opacity,
            showsPlatter: platterColor != nil, platter: .drawn, label: label,
            labelCharacters: label.map { Int32(clamping: $0.text.count) } ?? 0, focusRing: focusRing,
            focusRingColor: focusRingColor, previewBox: preview.map(PreviewBox.init), states: nil, contents: nil)
    }

    /// A control's frame, built in place: the layout is written once, straight into the frame, and what is
    /// read from it afterwards is read there (a layout built aside and copied in costs a copy of all of it).
    #if !hasFeature(Embedded)
        @MainActor
    #endif
    @inline(__always)
    init(_ control: PageControl, showsFocusRing: Bool, platter: PlatterMaterial) {
        let look = control.currentLook
        layout = control.makeLayout(position: control.pages.position, look: look)
        var label: OverflowLabel?
        var labelCharacters = 0
        if control.window.overflowStyle != .dots || look.presentation == .numeric,
            let counted = control.compactLabel(in: layout)
        {
            (label, labelCharacters) = (counted.label, counted.characters)
        }
        // Content is drawn on dots only.
        let contents = look.presentation == .dots ? control.contentDrawing : nil
        contentSlices = Self.slices(of: contents, in: layout)
        size = Self.drawingSize(control.bounds.size)
        currentPage = control.pages.displayedPage
        var progress: Double?
        if let timer = control.storedProgress, timer.isProgressVisible {
            progress = Self.clampedProgress(timer.currentProgress)
        }
        self.progress = progress
        opacity = Self.clampedOpacity(control.attention.idleOpacity)
        showsPlatter = look.showsPlatter(in: control.interactionState)
        self.platter = platter
        self.labelCharacters = Int32(clamping: labelCharacters)
        focusRing = showsFocusRing ? layout.focusRing : nil
        focusRingColor = showsFocusRing ? control.interaction.focusRingColor : nil
        previewBox =
            control.interaction.showsScrubPreview && control.hasScrubPreviewCause ? control.previewBox(in: layout) : nil
        states = control.stateDrawing
        self.contents = contents
        self.look = look
        self.label = label
    }

    /// A frame from every part, with the values clamped as the public initialiser documents.
    @inline(__always)
    package init(
        layout: IndicatorLayout, size: Size, look: ResolvedAppearance, currentPage: Int, progress: Double?,
        opacity: Double, showsPlatter: Bool, platter: PlatterMaterial, label: OverflowLabel?, labelCharacters: Int32,
        focusRing: FocusRing?, focusRingColor: Color?, previewBox: PreviewBox?, states: IndicatorStateDrawing?,
        contents: IndicatorContentDrawing?
    ) {
        let slices = Self.slices(of: contents, in: layout)
        self.size = Self.drawingSize(size)
        self.currentPage = currentPage
        self.progress = progress.map(Self.clampedProgress)
        self.opacity = Self.clampedOpacity(opacity)
        self.showsPlatter = showsPlatter
        self.platter = platter
        self.labelCharacters = labelCharacters
        self.focusRing = focusRing
        self.focusRingColor = focusRingColor
        contentSlices = slices
        // The references and the label last, so each is moved into the frame rather than copied.
        self.layout = layout
        self.look = look
        self.states = states
        self.contents = contents
        self.previewBox = previewBox
        self.label = label
    }

    /// The entries of `contents` whose dots are in `layout`'s window (none without content).
    @inline(__always)
    static func slices(of contents: IndicatorContentDrawing?, in layout: IndicatorLayout)
        -> IndicatorContentDrawing.Slices
    {
        // Not `contents.map { … }`: a closure formed here would be checked at run time for its actor.
        guard let contents else { return .empty }
        return IndicatorContentDrawing.Slices(contents, layout: layout)
    }

    /// A timer's progress within 0…1 (NaN becomes 0).
    @inline(__always)
    static func clampedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }

    /// An opacity within 0…1 (NaN becomes 1).
    @inline(__always)
    static func clampedOpacity(_ opacity: Double) -> Double {
        opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
    }

    /// A drawing size with negative and non-finite lengths made 0.
    @inline(__always)
    static func drawingSize(_ size: Size) -> Size {
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        return Size(width: length(size.width), height: length(size.height))
    }

    /// A scrub preview held by reference, so a frame that has none (or one) stays one word for it.
    package final class PreviewBox: Sendable {
        /// The preview.
        package let preview: ScrubPreview
        /// Boxes a preview.
        package init(_ preview: ScrubPreview) { self.preview = preview }
    }
}

extension PageControlFrame: Equatable {
    /// Whether two frames draw the same: equal layouts, sizes, looks, pages, labels, previews, opacities, focus
    /// rings, platters, states and content (shared parts compare by identity first, then by value).
    public static func == (lhs: PageControlFrame, rhs: PageControlFrame) -> Bool {
        lhs.layout == rhs.layout && lhs.size == rhs.size && lhs.currentPage == rhs.currentPage
            && lhs.progress == rhs.progress && lhs.opacity == rhs.opacity && lhs.showsPlatter == rhs.showsPlatter
            && lhs.platter == rhs.platter && lhs.label == rhs.label && lhs.focusRing == rhs.focusRing
            && lhs.focusRingColor == rhs.focusRingColor && lhs.preview == rhs.preview && lhs.look == rhs.look
            && Self.same(lhs.states, rhs.states) && Self.same(lhs.contents, rhs.contents)
    }

    /// Whether two optional shared parts are equal: both nil, the same object, or equal values.
    static func same<T: Equatable & AnyObject>(_ a: T?, _ b: T?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a === b || a == b
        default: return false
        }
    }
}
