/// Everything one frame of a page control draws and says, and nothing else: the layout, the look, what each
/// visible dot carries, the label, the scrub preview, the opacity, the focus ring and the platter; the
/// accessible label and value, whether it animates, and for each visible page its title, whether it is selected
/// and where a tap chooses it.
///
/// A control makes one with ``PageControl/frame(showsFocusRing:platter:)``. Renderers and hosts draw and speak
/// from it alone (a display list is `DisplayList(frame)` in PageControlRendering), so equal frames give equal
/// drawings. The public initialiser makes any frame a control can, without a control: for tests, previews and
/// renderers of your own.
///
/// ```swift
/// let frame = control.frame()
/// frame.layout.count                       // the visible dots
/// frame.accessibilityElement.value         // "Page 3 of 5"
/// for page in frame.pages { page.hitFrame } // where each visible page's tab or button goes
/// ```
///
/// Making a frame changes nothing: the control keeps what takes building (its text in the language, its content
/// sorted by page) up to date as it changes, and a frame shares it.
///
/// - Complexity: Making one is O(1) whatever the page count (O(visible dots) with a focus ring).
public struct PageControlFrame: Sendable, Equatable {
    /// The dots: which show, where, how big and how current.
    public let layout: IndicatorLayout
    /// The size of the drawing in points: the control's bounds size. Negative and non-finite lengths are 0.
    public let size: Size
    /// The colours, shapes, platter, badges and states as drawn.
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
    #if hasFeature(Embedded)
        // The web element draws its focus with CSS, shows no scrub preview and sets no page states or contents
        // (Guides/Web.md): its frames hold none of them, so making or copying one copies none.

        /// The keyboard focus ring: always nil in the web module.
        public var focusRing: FocusRing? { nil }
        /// The focus ring's colour: always nil in the web module.
        public var focusRingColor: Color? { nil }
        /// The scrub preview: always nil in the web module.
        public var preview: ScrubPreview? { nil }
        /// Whether the display list draws ``preview``: always false in the web module.
        public var drawsPreview: Bool { false }
        /// The pages' states: always none in the web module.
        public var states: IndicatorStates { IndicatorStates() }
        /// The pages' content: always none in the web module.
        package var contents: IndicatorContentDrawing? { nil }
    #else
        /// The keyboard focus ring drawn last, or nil.
        public let focusRing: FocusRing?
        /// The focus ring's colour, or nil for the current dot's colour at 50 %.
        public let focusRingColor: Color?
        /// Where a scrub under way will land (a callout over the page's dot), or nil: a host may show it its own
        /// way (the UIKit and SwiftUI adapters use a label, the terminal demo a line above the dots).
        public let preview: ScrubPreview?
        /// Whether the display list draws ``preview`` (``InteractionOptions/showsScrubPreview``).
        public let drawsPreview: Bool
        /// The pages' states (and the states' looks set on the control).
        public let states: IndicatorStates
        /// The pages' content (numbers, badges, text) in the control's language, or nil for none.
        package let contents: IndicatorContentDrawing?
    #endif
    /// What assistive technology is told: the label, the value and the actions.
    public let accessibilityElement: PageControlAccessibilityElement
    /// Whether the control is animating: a host keeps its frame clock running while this is true (what
    /// ``PageControl/advanceAnimation(to:)`` returns).
    public let isAnimating: Bool
    /// The smallest area a tap needs (``InteractionOptions/minimumHitTargetSize``), which ``pages`` grows
    /// each page's hit frame to.
    public let minimumHitTargetSize: Size
    #if hasFeature(Embedded)
        /// The step buttons' settings: always nil in the web module, whose element draws its own buttons.
        package var stepButtonSettings: StepButtonSettings? { nil }
    #else
        /// What the frame keeps of its step buttons (``PageControl/showsStepButtons``), or nil without them.
        package let stepButtonSettings: StepButtonSettings?
    #endif
    /// How many pages a person's step moves (a span with ``PagingOptions/stepsBySpan``, else 1).
    package let stepSize: Int

    /// Whether a person's step back and forward go anywhere from the page the value names, by the control's rule
    /// (`PageState.steps(from:by:)`): what a host's own previous and next buttons say (the web element's), with or
    /// without ``PageControl/showsStepButtons``.
    package var canStep: (previous: Bool, next: Bool) {
        let steps = Self.steps(from: accessibilityElement.page, layout: layout, by: stepSize)
        return (steps.back, steps.forward)
    }

    /// The previous step button (``PageControl/showsStepButtons``), or nil when it is not shown.
    public var previousStepButton: StepButtonFrame? { stepButton(.previous) }
    /// The next step button, or nil when it is not shown.
    public var nextStepButton: StepButtonFrame? { stepButton(.next) }

    /// A step button's frame, worked out from the layout, or nil when it is not shown.
    public func stepButton(_ button: PageControlStepButton) -> StepButtonFrame? {
        let frames = stepButtonFrames
        return button == .previous ? frames.previous : frames.next
    }

    /// What assistive technology is told about a step button of this frame: its own element, named "Previous page"
    /// or "Next page" in the frame's language, a button, dimmed while it does not step; nil when the frame has no
    /// such button (see ``PageControl/accessibilityElement(forStepButton:)``, which says the same).
    public func accessibilityElement(forStepButton button: PageControlStepButton) -> PageControlAccessibilityElement? {
        guard let frame = stepButton(button), accessibilityElement.isElement else { return nil }
        return accessibilityElement.forStepButton(button, isEnabled: frame.isEnabled)
    }

    /// Both step buttons' frames, worked out from the layout together, or nil for each one not shown: for a
    /// reader that wants both.
    package var stepButtonFrames: (previous: StepButtonFrame?, next: StepButtonFrame?) {
        stepButtonSettings?.frames(in: layout, minimumTarget: minimumHitTargetSize) ?? (nil, nil)
    }

    /// The colour of the current dot.
    public var currentColor: Color { look.currentColor }
    /// The colour of the other dots.
    public var otherColor: Color { look.otherColor }
    /// The colour of the outline drawn around each dot under Increase Contrast, or nil for none.
    public var outlineColor: Color? { look.outlineColor }
    /// The visible pages, in the order of the row: each one's page, title, whether it is selected and where a
    /// tap chooses it; see ``Pages``.
    public var pages: Pages { Pages(self) }

    /// A frame from explicit parts, without a control: for tests, previews and renderers of your own. It draws
    /// and says what a control with the same settings draws and says.
    ///
    /// - Parameters:
    ///   - layout: The dots (and whether more pages may follow, ``IndicatorLayout/hasMorePages``, which the value
    ///     says).
    ///   - size: The drawing's size in points. Negative and non-finite sizes become 0.
    ///   - currentColor: The current dot's colour.
    ///   - otherColor: The other dots' colour.
    ///   - platterColor: The platter's colour, or nil (the default) for no platter.
    ///   - platter: How a host draws the platter (``PlatterMaterial``): the display list's capsule
    ///     (``PlatterMaterial/drawn``, the default), or a material of the host's own. Ignored without `platterColor`.
    ///   - progress: The timer's progress 0…1 (clamped; NaN becomes 0), or nil (the default) for no fill.
    ///   - currentPage: The displayed page, whose dot is current and which the value names. The default is 0.
    ///   - shape: The shape of every dot. The default is a circle.
    ///   - currentShape: The current dot's shape, or nil (the default) for `shape`.
    ///   - label: The overflow label, or nil (the default).
    ///   - outlineColor: A colour to outline every dot with (Increase Contrast), or nil (the default).
    ///   - focusRing: A focus ring to draw last, or nil (the default).
    ///   - focusRingColor: The focus ring's colour, or nil (the default) for the current colour at 50 %.
    ///   - opacity: What every primitive's opacity is multiplied by. The default is 1; values are clamped
    ///     to 0…1 and NaN becomes 1.
    ///   - preview: A scrub preview to draw last, or nil (the default).
    ///   - drawsPreview: Whether the display list draws `preview`. The default is true.
    ///   - states: The pages' states and the states' looks. The default has none.
    ///   - presentation: The pages' content, page numbers and badge colour (its kind is the layout's). The
    ///     default has no content.
    ///   - accessibility: The label and the pages' titles. The default has neither.
    ///   - language: The language of the value and of numbers on the dots, a BCP 47 tag; nil (the default)
    ///     for English.
    ///   - isAnimating: Whether the frame is one of an animation. The default is false.
    ///   - minimumHitTargetSize: The smallest area a tap needs. The default is 44 × 44, as UIKit's.
    ///   - showsStepButtons: Whether the previous and next buttons show at the ends of the layout's dots. The
    ///     default is false.
    ///   - stepButtonsAtEnds: What a button at the end it steps towards does. The default is
    ///     ``StepButtonsAtEnds/disabled``.
    public init(
        layout: IndicatorLayout, size: Size, currentColor: Color, otherColor: Color, platterColor: Color? = nil,
        platter: PlatterMaterial = .drawn, progress: Double? = nil, currentPage: Int = 0,
        shape: IndicatorShape = .circle, currentShape: IndicatorShape? = nil, label: OverflowLabel? = nil,
        outlineColor: Color? = nil,
        focusRing: FocusRing? = nil, focusRingColor: Color? = nil, opacity: Double = 1, preview: ScrubPreview? = nil,
        drawsPreview: Bool = true, states: IndicatorStates = IndicatorStates(),
        presentation: PresentationOptions = PresentationOptions(),
        accessibility: AccessibilityOptions = AccessibilityOptions(), language: String? = nil,
        isAnimating: Bool = false, minimumHitTargetSize: Size = Size(width: 44, height: 44),
        showsStepButtons: Bool = false, stepButtonsAtEnds: StepButtonsAtEnds = .disabled
    ) {
        let strings = PageControlStrings.forLanguage(language)
        let n = layout.numberOfPages
        let page = Swift.min(Swift.max(currentPage, 0), Swift.max(n - 1, 0))
        let tail = Swift.min(layout.visiblePageCount, n) - 1
        let last =
            layout.wrapsAround
            ? CoreMath.wrappedSum(page, tail, modulo: Swift.max(n, 1)) : Swift.min(page + tail, n - 1)
        let hasContent = presentation.showsPageNumbers || !presentation.contents.isEmpty
        let look = ResolvedAppearance(
            currentColor: currentColor, otherColor: otherColor, platterColor: platterColor ?? .clear,
            outlineColor: outlineColor, shapes: ShapeResolver(shape: shape, currentShape: currentShape),
            backgroundStyle: platterColor == nil ? .minimal : .prominent,
            badgeColor: presentation.badgeColor ?? PageControlAppearance.defaultBadgeColor,
            stateStyles: states.styles)
        let element = PageControlAccessibilityElement(
            isElement: n > 0, visiblePages: n > 0 ? (page, last) : nil,
            strings: strings, customLabel: accessibility.label, page: page, numberOfPages: n,
            hasMorePages: layout.hasMorePages, titles: accessibility.pageTitles, state: states[page],
            content: presentation.content(forPage: page),
            progress: progress.map { .percent(Self.clampedProgress($0)) } ?? .none, slideShowAction: nil)
        self.init(
            layout: layout, size: size, look: look, currentPage: page, progress: progress, opacity: opacity,
            showsPlatter: platterColor != nil, platter: platter, label: label, focusRing: focusRing,
            focusRingColor: focusRingColor, preview: preview, drawsPreview: drawsPreview, states: states,
            contents: hasContent
                ? IndicatorContentDrawing(
                    contents: presentation.contents.byPage, showsPageNumbers: presentation.showsPageNumbers,
                    insideCharacters: presentation.contents.insideCharacters(
                        pageCount: n, showsPageNumbers: presentation.showsPageNumbers),
                    strings: strings) : nil,
            accessibilityElement: element, isAnimating: isAnimating, minimumHitTargetSize: minimumHitTargetSize,
            stepButtons: showsStepButtons
                ? StepButtonSettings(atEnds: stepButtonsAtEnds, steps: Self.steps(from: page, layout: layout, by: 1))
                : nil)
    }

    /// Whether a step of `step` pages from `page` goes anywhere in `layout`'s row (its pages, span, loop and open
    /// end), by the control's rule (`PageState.steps(from:by:)`).
    static func steps(from page: Int, layout: IndicatorLayout, by step: Int) -> (back: Bool, forward: Bool) {
        var pages = PageState()
        _ = pages.setNumberOfPages(layout.numberOfPages)
        _ = pages.setSpan(layout.visiblePageCount)
        _ = pages.setWrapsAround(layout.wrapsAround)
        _ = pages.setHasMorePages(layout.hasMorePages)
        return pages.steps(from: page, by: step)
    }

    /// A frame from every part, with the values clamped as the public initialiser documents.
    package init(
        layout: IndicatorLayout, size: Size, look: ResolvedAppearance, currentPage: Int, progress: Double?,
        opacity: Double, showsPlatter: Bool, platter: PlatterMaterial, label: OverflowLabel?, focusRing: FocusRing?,
        focusRingColor: Color?, preview: ScrubPreview?, drawsPreview: Bool, states: IndicatorStates,
        contents: IndicatorContentDrawing?,
        accessibilityElement: PageControlAccessibilityElement, isAnimating: Bool, minimumHitTargetSize: Size,
        stepButtons: StepButtonSettings? = nil, stepSize: Int = 1
    ) {
        #if !hasFeature(Embedded)
            self.stepButtonSettings = stepButtons
        #endif
        self.stepSize = stepSize
        self.layout = layout
        self.size = Self.drawingSize(size)
        self.look = look
        self.currentPage = currentPage
        self.progress = progress.map(Self.clampedProgress)
        self.opacity = opacity.isNaN ? 1 : Swift.min(Swift.max(opacity, 0), 1)
        self.showsPlatter = showsPlatter
        self.platter = platter
        self.label = label
        #if !hasFeature(Embedded)
            self.focusRing = focusRing
            self.focusRingColor = focusRingColor
            self.preview = preview
            self.drawsPreview = drawsPreview
            self.states = states
            self.contents = contents
        #endif
        self.accessibilityElement = accessibilityElement
        self.isAnimating = isAnimating
        self.minimumHitTargetSize = minimumHitTargetSize
    }

    /// A timer's progress within 0…1 (NaN becomes 0).
    static func clampedProgress(_ progress: Double) -> Double {
        progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }

    /// A drawing size with negative and non-finite lengths made 0.
    static func drawingSize(_ size: Size) -> Size {
        func length(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        return Size(width: length(size.width), height: length(size.height))
    }

    /// Whether two frames draw and say the same: equal layouts, sizes, looks, pages, labels, previews,
    /// opacities, focus rings, platters, states, content and accessibility (shared content compares by identity
    /// first, then by value). (A part added here that a change of position can alter also belongs in
    /// `PageControl.positionDependentParts`, by which a host knows that only the mark moved.)
    public static func == (lhs: PageControlFrame, rhs: PageControlFrame) -> Bool {
        lhs.layout == rhs.layout && lhs.size == rhs.size && lhs.currentPage == rhs.currentPage
            && lhs.progress == rhs.progress && lhs.opacity == rhs.opacity && lhs.showsPlatter == rhs.showsPlatter
            && lhs.platter == rhs.platter && lhs.label == rhs.label && lhs.focusRing == rhs.focusRing
            && lhs.focusRingColor == rhs.focusRingColor && lhs.preview == rhs.preview
            && lhs.drawsPreview == rhs.drawsPreview && lhs.look == rhs.look
            && lhs.states == rhs.states && lhs.accessibilityElement == rhs.accessibilityElement
            && lhs.isAnimating == rhs.isAnimating && lhs.minimumHitTargetSize == rhs.minimumHitTargetSize
            && lhs.stepButtonSettings == rhs.stepButtonSettings && lhs.stepSize == rhs.stepSize
            && Self.same(lhs.contents, rhs.contents)
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
