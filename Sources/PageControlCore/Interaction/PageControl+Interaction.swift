extension PageControl {
    /// Whether input from a person is accepted now: enabled, not hidden, and with pages.
    var acceptsInput: Bool { isEnabled && !isHidden && pages.numberOfPages > 0 }

    /// Ends a person's press and scrub once no page is left to act on (see
    /// `InteractionSession.endForLostPages()`), finishing the scrub as code ending it does.
    func endInteractionIfNothingToActOn() {
        guard isHidden || pages.numberOfPages == 0 else { return }
        if session.endForLostPages() { finishScrub() }
    }

    /// Changes the page on behalf of a person: clamps, sets the interaction state, moves the dots unless
    /// deferring, and sends `.valueChanged` once. A change to the same page does nothing.
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    func changePageByUser(
        to page: Int, state: InteractionState, animated: Bool = true, announces: Bool = true
    ) -> Bool {
        guard acceptsInput else { return false }
        session.endPreviewHold()
        noteActivity()
        let target = pages.target(page)
        guard target != pages.currentPage else { return false }
        markVisited(leaving: pages.currentPage, for: target)
        pages.choose(target)
        session.personChose(target)
        interactionState = state
        if !defersCurrentPageDisplay { showPage(target, animated: animated) }
        progress?.pageDidChange(self)
        sendValueChanged(announces: announces)
        return true
    }

    /// Handles a tap (a click, a touch that ended inside) at a point in bounds coordinates, as UIKit does.
    ///
    /// With ``TapBehavior/automatic`` (the default) and a touch or pen, or with ``TapBehavior/step``:
    /// - With two pages any tap toggles.
    /// - A tap inside the current dot (within its extent along the row) repeats the previous tap's step
    ///   when that tap was less than ``tapRepeatInterval`` (0.75 s) ago and within ``tapRepeatDistance``
    ///   (8 points) of this one; otherwise it does nothing.
    /// - Any other tap within 0.75 s and 8 points of the previous one repeats its step too, so fast taps
    ///   at one spot keep going after the current dot has moved past the finger.
    /// - Otherwise a tap after the current dot's centre along the row moves one page forward and a tap
    ///   before it one page back (mirrored for right-to-left and bottom-to-top rows).
    ///
    /// With ``TapBehavior/automatic``, a mouse or trackpad click (`pointerKind`) goes straight to the dot
    /// under it, as UIKit does for an iPad pointer; so does any tap with ``TapBehavior/jump``. Away from the
    /// row such a tap does nothing.
    ///
    /// Taps outside ``hitRegion`` and taps with non-finite coordinates are ignored. A tap that changes
    /// nothing sends nothing; a step at the first or last page changes nothing.
    ///
    /// - Parameters:
    ///   - point: Where the tap ended, in bounds coordinates.
    ///   - time: When, in seconds on any clock that only moves forward, for the quick repeat. The default,
    ///     nil, makes every tap stand alone; non-finite times count as nil.
    ///   - pointerKind: What made the tap. The default is ``PointerKind/touch``.
    public func handleTap(at point: Point, time: Double? = nil, pointerKind: PointerKind = .touch) {
        let time = time.flatMap { $0.isFinite ? $0 : nil }
        noteActivity()
        guard acceptsInput, point.x.isFinite, point.y.isFinite, hitRegion.contains(point) else {
            session.forgetTap()
            return
        }
        guard tapBehavior.steps(for: pointerKind) else {
            session.forgetTap()
            if let page = page(at: point) { changePageByUser(to: page, state: .discrete) }
            return
        }
        if pages.numberOfPages == 2 {
            session.forgetTap()
            changePageByUser(to: 1 - pages.currentPage, state: .discrete)
            return
        }
        let layout = self.layout
        let repeated = repeatedStep(at: point, time: time)
        let step = isInsideCurrentDot(point, in: layout) ? repeated : repeated ?? sideStep(for: point, in: layout)
        guard let step else {
            session.forgetTap()
            return
        }
        session.recordTap(at: point, time: time, step: step)
        changePageByUser(to: pages.currentPage + step * personStep, state: .discrete)
    }

    /// How long after a tap another one may repeat its step, in seconds: 0.75, as UIKit.
    public static let tapRepeatInterval = 0.75
    /// How close to the previous tap another one must land to repeat its step, in points: 8, as UIKit.
    public static let tapRepeatDistance = 8.0

    /// The step (+1 or −1) of the previous tap when this one repeats it: the previous tap decided a step
    /// less than ``tapRepeatInterval`` ago and lay within ``tapRepeatDistance`` of `point`.
    func repeatedStep(at point: Point, time: Double?) -> Int? {
        guard let time, let last = session.lastTap, time >= last.time, time - last.time <= Self.tapRepeatInterval
        else {
            return nil
        }
        let dx = point.x - last.point.x
        let dy = point.y - last.point.y
        return dx * dx + dy * dy <= Self.tapRepeatDistance * Self.tapRepeatDistance ? last.step : nil
    }

    /// Whether `point` lies within the current dot's extent along the row (its frame as drawn now); with a
    /// span of several pages, within the extent of the span's dots.
    func isInsideCurrentDot(_ point: Point, in layout: IndicatorLayout) -> Bool {
        let span = pages.shownSpan
        let last = pages.wrapsAround ? pages.wrapped(pages.displayedPage + span - 1) : pages.displayedPage + span - 1
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
    func sideStep(for point: Point, in layout: IndicatorLayout) -> Int? {
        let offset = layout.rowOffset(of: point)
        let first = layout.rowCenter(ofPage: pages.displayedPage)
        let span = pages.shownSpan
        let center =
            span > 1 ? (first + layout.rowCenter(ofPage: pages.displayedPage, offset: span - 1)) / 2 : first
        if offset > center { return 1 }
        if offset < center { return -1 }
        return nil
    }

    /// The page a single tap at `point` leads to, without the quick repeat, or nil when it is ignored or
    /// changes nothing: the rules of ``handleTap(at:time:pointerKind:)`` for a tap with no earlier tap.
    ///
    /// - Parameters:
    ///   - point: Where the tap would end, in bounds coordinates.
    ///   - pointerKind: What makes the tap. The default is ``PointerKind/touch``.
    public func tapTarget(for point: Point, pointerKind: PointerKind = .touch) -> Int? {
        guard acceptsInput, point.x.isFinite, point.y.isFinite, hitRegion.contains(point) else { return nil }
        let layout = self.layout
        guard tapBehavior.steps(for: pointerKind) else { return page(at: point, in: layout) }
        if pages.numberOfPages == 2 { return 1 - pages.currentPage }
        guard !isInsideCurrentDot(point, in: layout), let step = sideStep(for: point, in: layout) else { return nil }
        let stepped = pages.currentPage + step * personStep
        let target = pages.wrapsAround ? pages.wrapped(stepped) : min(max(stepped, 0), pages.lastPage)
        return target != pages.currentPage ? target : nil
    }

    /// The page whose dot is at or near `point`, or nil when the point is away from the row.
    ///
    /// "Near" means within half a gap of the dot along the row (so every point along the row belongs to
    /// one dot), within half the minimum hit target beyond the row's ends, and across the row within half
    /// the larger of the minimum hit target and the dot's pitch.
    public func page(at point: Point) -> Int? {
        guard !isHidden, pages.numberOfPages > 0, point.x.isFinite, point.y.isFinite else { return nil }
        return page(at: point, in: layout)
    }

    func page(at point: Point, in layout: IndicatorLayout) -> Int? {
        guard !layout.isEmpty else { return nil }
        let metrics = layout.metrics
        let target = hitTargetSize
        let acrossLimit = max(target.across, metrics.pitch) / 2
        guard abs(layout.crossOffset(of: point)) <= acrossLimit else { return nil }
        let offset = layout.rowOffset(of: point)
        guard let best = layout.nearestPage(toRowOffset: offset) else { return nil }
        let first = layout[0].page
        let last = layout[layout.count - 1].page
        let isEnd = best.page == first || best.page == last
        let along = max(metrics.resolvedCurrentIndicatorLength, metrics.diameter)
        let limit = isEnd ? max(along / 2 + metrics.spacing / 2, target.along / 2) : along / 2 + metrics.spacing / 2
        return best.distance <= max(limit, metrics.pitch / 2) ? best.page : nil
    }

    /// The minimum hit target as lengths along and across the row.
    var hitTargetSize: (along: Double, across: Double) {
        let w = IndicatorMetrics.length(minimumHitTargetSize.width)
        let h = IndicatorMetrics.length(minimumHitTargetSize.height)
        return resolvedDirection.isVertical ? (h, w) : (w, h)
    }

    /// Where taps count: the bounds, grown around the content to at least the minimum hit target.
    public var hitRegion: Rect {
        let layout = self.layout
        let content = layout.contentFrame
        let w = IndicatorMetrics.length(minimumHitTargetSize.width)
        let h = IndicatorMetrics.length(minimumHitTargetSize.height)
        let target = content.outset(dx: max(0, (w - content.width) / 2), dy: max(0, (h - content.height) / 2))
        let b = layout.bounds
        guard !b.isEmpty else { return target }
        let minX = min(b.minX, target.minX)
        let minY = min(b.minY, target.minY)
        return Rect(x: minX, y: minY, width: max(b.maxX, target.maxX) - minX, height: max(b.maxY, target.maxY) - minY)
    }
}
