/// Where a control takes a person's taps and what a tap there does, for the layout as it is now: read from
/// ``PageControl/hitTesting``.
///
/// Hosts use it to answer their platform's hit test (UIKit's `point(inside:with:)`, GTK's `contains`), to
/// show which dot a pointer would reach, and to place things over a dot; the control uses the same rules
/// for ``PageControl/handleTap(at:time:pointerKind:)``.
///
/// ```swift
/// override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///     control.hitTesting.region.contains(Point(point))
/// }
/// ```
///
/// It is a snapshot: read it again after the bounds, the page or the options change.
public struct HitTesting: Sendable {
    /// The layout the answers are for.
    public let layout: IndicatorLayout
    /// The pages (current, displayed, span, loop).
    let pages: PageState
    #if hasFeature(Embedded)
        // The web module's interaction options are the defaults and its element draws its own step buttons
        // (Guides/Web.md, What the Embedded build leaves out): a snapshot holds neither.
        var options: InteractionOptions { InteractionOptions() }
    #else
        /// What a tap does and the minimum hit target.
        let options: InteractionOptions
    #endif
    /// How far a person's step goes (1, or the span).
    let personStep: Int
    /// Whether the control takes input now (enabled, shown, with pages).
    let acceptsInput: Bool

    /// Where taps count: the bounds, grown around the dots to at least the minimum hit target
    /// (``InteractionOptions/minimumHitTargetSize``), and the step buttons' hit frames.
    public let region: Rect
    #if hasFeature(Embedded)
        var stepButtons: (previous: StepButtonFrame?, next: StepButtonFrame?) { (nil, nil) }
    #else
        /// The step buttons shown (``PageControl/showsStepButtons``), or nil.
        let stepButtons: (previous: StepButtonFrame?, next: StepButtonFrame?)
    #endif

    init(
        layout: IndicatorLayout, pages: PageState, options: InteractionOptions, personStep: Int, acceptsInput: Bool,
        stepButtons: (previous: StepButtonFrame?, next: StepButtonFrame?) = (nil, nil)
    ) {
        self.layout = layout
        self.pages = pages
        #if !hasFeature(Embedded)
            self.options = options
            self.stepButtons = stepButtons
        #endif
        self.personStep = personStep
        self.acceptsInput = acceptsInput
        var region = Self.region(of: layout, minimumTarget: options.minimumHitTargetSize)
        if let previous = stepButtons.previous { region = region.union(previous.hitFrame) }
        if let next = stepButtons.next { region = region.union(next.hitFrame) }
        self.region = region
    }

    /// Where a step button is drawn (its slot, ``StepButtonFrame/frame``), or nil when it is not shown.
    public func frame(forStepButton button: PageControlStepButton) -> Rect? {
        stepButtonFrame(button)?.frame
    }

    /// The step button whose hit frame holds `point`, or nil: a tap there is the button's, whether or not it
    /// steps now (a disabled button takes its tap and does nothing).
    public func stepButton(at point: Point) -> PageControlStepButton? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        if let previous = stepButtons.previous, previous.hitFrame.contains(point) { return .previous }
        if let next = stepButtons.next, next.hitFrame.contains(point) { return .next }
        return nil
    }

    /// A step button's frame, or nil when it is not shown.
    func stepButtonFrame(_ button: PageControlStepButton) -> StepButtonFrame? {
        button == .previous ? stepButtons.previous : stepButtons.next
    }

    /// Where a layout takes taps: its bounds, grown around the dots to at least `minimumTarget`.
    static func region(of layout: IndicatorLayout, minimumTarget: Size) -> Rect {
        let content = layout.contentFrame
        let (w, h) = (minimumTarget.width, minimumTarget.height)
        let target = content.outset(dx: max(0, (w - content.width) / 2), dy: max(0, (h - content.height) / 2))
        let b = layout.bounds
        guard !b.isEmpty else { return target }
        let minX = min(b.minX, target.minX)
        let minY = min(b.minY, target.minY)
        return Rect(x: minX, y: minY, width: max(b.maxX, target.maxX) - minX, height: max(b.maxY, target.maxY) - minY)
    }

    /// Whether `point` is finite and inside ``region``.
    func accepts(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite && region.contains(point) }

    /// The frame of a page's dot as drawn now, or nil when its dot is not in the window.
    public func frame(forPage page: Int) -> Rect? { layout.indicator(forPage: page)?.frame }

    /// The page whose dot is at or near `point`, or nil when the point is away from the row.
    ///
    /// "Near" means within half a gap of the dot along the row (so every point along the row belongs to one
    /// dot), within half the minimum hit target beyond the row's ends, and across the row within half the
    /// larger of the minimum hit target and the dot's pitch. On a track (``IndicatorLayout/isTrack``: the
    /// number, or segments too short to draw) each page owns an equal share of the length.
    public func page(at point: Point) -> Int? {
        guard !layout.isEmpty, point.x.isFinite, point.y.isFinite else { return nil }
        let metrics = layout.metrics
        let size = options.minimumHitTargetSize
        let target =
            layout.direction.isVertical
            ? (along: size.height, across: size.width) : (along: size.width, across: size.height)
        let acrossLimit = max(target.across, metrics.pitch) / 2
        guard abs(layout.crossOffset(of: point)) <= acrossLimit else { return nil }
        let offset = layout.rowOffset(of: point)
        if layout.isTrack {
            // A track gives each page an equal share of its length, and takes taps up to half the hit target
            // beyond its ends.
            let reach = target.along / 2
            guard offset >= -reach, offset <= layout.rowLength + reach else { return nil }
            return layout.nearestPage(toRowOffset: offset)?.page
        }
        guard let best = layout.nearestPage(toRowOffset: offset) else { return nil }
        let first = layout[0].page
        let last = layout[layout.count - 1].page
        // The last dot is no end while the open end follows it (``IndicatorLayout/openEndCount``).
        let isEnd = best.page == first || (best.page == last && layout.openEndCount == 0)
        let along = max(metrics.resolvedCurrentIndicatorLength, metrics.diameter)
        let limit = isEnd ? max(along / 2 + metrics.spacing / 2, target.along / 2) : along / 2 + metrics.spacing / 2
        return best.distance <= max(limit, metrics.pitch / 2) ? best.page : nil
    }

    /// Whether `point` is on the row's open end (the tapering slots past the last page while more pages may
    /// follow, ``IndicatorLayout/openEndCount``): past the last page's dot and its half gap along the row, up to
    /// half the minimum hit target beyond the row's end, and as near the row across it as a dot takes taps.
    public func isOnOpenEnd(_ point: Point) -> Bool {
        guard layout.openEndCount > 0, !layout.isEmpty, point.x.isFinite, point.y.isFinite else { return false }
        let size = options.minimumHitTargetSize
        let vertical = layout.direction.isVertical
        let (along, across) = vertical ? (size.height, size.width) : (size.width, size.height)
        guard abs(layout.crossOffset(of: point)) <= max(across, layout.metrics.pitch) / 2 else { return false }
        let offset = layout.rowOffset(of: point)
        let last = layout.rowCenter(ofPage: layout[layout.count - 1].page)
        return offset > last + layout.metrics.pitch / 2 && offset <= layout.rowLength + along / 2
    }

    /// The page a single tap at `point` leads to, without the quick repeat, or nil when it is ignored or
    /// changes nothing: the rules of ``PageControl/handleTap(at:time:pointerKind:)`` for a tap with no earlier
    /// tap.
    ///
    /// - Parameters:
    ///   - point: Where the tap would end, in bounds coordinates.
    ///   - pointerKind: What makes the tap. The default is ``PointerKind/touch``.
    public func tapTarget(for point: Point, pointerKind: PointerKind = .touch) -> Int? {
        guard acceptsInput, accepts(point) else { return nil }
        if let button = stepButton(at: point) {
            guard let frame = stepButtonFrame(button), frame.isEnabled else { return nil }
            let target = pages.page(pages.currentPage, movedBy: button.sign * personStep)
            return target != pages.currentPage ? target : nil
        }
        guard options.tapBehavior.steps(for: pointerKind) else { return page(at: point) }
        if pages.numberOfPages == 2 { return 1 - pages.currentPage }
        guard !isInsideCurrentDot(point), let step = sideStep(for: point) else { return nil }
        let target = pages.page(pages.currentPage, movedBy: step * personStep)
        return target != pages.currentPage ? target : nil
    }

    /// Whether `point` lies within the current dot's extent along the row (its frame as drawn now); with a
    /// span of several pages, within the extent of the span's dots.
    func isInsideCurrentDot(_ point: Point) -> Bool {
        if layout.isTrack {
            // On a track, the current page's share of its length.
            let offset = layout.rowOffset(of: point)
            return Swift.abs(offset - layout.rowCenter(ofPage: pages.displayedPage)) < layout.trackShare / 2
        }
        let span = pages.shownSpan
        let last =
            pages.wrapsAround ? pages.page(pages.displayedPage, movedBy: span - 1) : pages.displayedPage + span - 1
        guard let first = layout.indicator(forPage: pages.displayedPage)?.frame else { return false }
        let end = span > 1 ? layout.indicator(forPage: last)?.frame ?? first : first
        let vertical = layout.direction.isVertical
        let along = vertical ? point.y : point.x
        let low = vertical ? Swift.min(first.minY, end.minY) : Swift.min(first.minX, end.minX)
        let high = vertical ? Swift.max(first.maxY, end.maxY) : Swift.max(first.maxX, end.maxX)
        return along >= low && along <= high
    }

    /// +1 for a point after the current dot's centre along the row, −1 before it, nil on the centre; with a
    /// span of several pages, the centre of the span (halfway between its first and last dots' centres).
    func sideStep(for point: Point) -> Int? {
        let offset = layout.rowOffset(of: point)
        let first = layout.rowCenter(ofPage: pages.displayedPage)
        let span = pages.shownSpan
        let center = span > 1 ? (first + layout.rowCenter(ofPage: pages.displayedPage, offset: span - 1)) / 2 : first
        if offset > center { return 1 }
        if offset < center { return -1 }
        return nil
    }
}
