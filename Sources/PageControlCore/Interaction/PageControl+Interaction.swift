extension PageControl {
    /// Whether input from a person is accepted now: enabled, not hidden, and with pages.
    var acceptsInput: Bool { isEnabled && !isHidden && storedNumberOfPages > 0 }

    /// Changes the page on behalf of a person: clamps, sets the interaction state, moves the dots unless
    /// deferring, and sends `.valueChanged` once. A change to the same page does nothing.
    ///
    /// - Returns: Whether the page changed.
    @discardableResult
    func changePageByUser(to page: Int, state: InteractionState, animated: Bool = true) -> Bool {
        guard acceptsInput else { return false }
        let target = storedWrapsAround ? wrappedPage(page) : min(max(page, 0), lastPage)
        guard target != storedCurrentPage else { return false }
        storedCurrentPage = target
        contentTarget = (target, .infinity)
        interactionState = state
        if !defersCurrentPageDisplay { showPage(target, animated: animated) }
        timerProgress?.pageDidChange(self)
        sendValueChanged()
        return true
    }

    /// A page index taken modulo the page count (for wrapping rows).
    func wrappedPage(_ page: Int) -> Int {
        guard storedNumberOfPages > 0 else { return 0 }
        let r = page % storedNumberOfPages
        return r < 0 ? r + storedNumberOfPages : r
    }

    /// Handles a tap (a click, a touch that ended inside) at a point in bounds coordinates.
    ///
    /// With ``TapBehavior/step``, a tap after the current dot along the row moves one page forward and a
    /// tap before it one page back (mirrored for right-to-left and bottom-to-top rows); with two pages any
    /// tap toggles. With ``TapBehavior/jump``, a tap on or near a dot goes to that page and a tap away
    /// from the row does nothing. Taps outside the bounds and the minimum hit target are ignored, as are
    /// taps with NaN coordinates. A tap that changes nothing sends nothing.
    ///
    /// Pass the tap's `time` (in seconds, on any clock that only moves forward) to get UIKit's quick
    /// repeat: with ``TapBehavior/step``, a tap within ``tapRepeatInterval`` of the previous one that lands
    /// on the current dot, or within ``tapRepeatDistance`` of the previous tap, steps the same way again,
    /// so fast taps at one spot keep going after the current dot has moved past the finger. Without a
    /// time (the default, nil) every tap stands alone. Non-finite times count as no time.
    public func handleTap(at point: Point, time: Double? = nil) {
        guard acceptsInput else { return }
        let time = time.flatMap { $0.isFinite ? $0 : nil }
        let repeated = repeatedStep(at: point, time: time)
        guard let target = repeated.map({ storedCurrentPage + $0 }) ?? tapTarget(for: point) else {
            lastTap = nil
            return
        }
        let step = target > storedCurrentPage ? 1 : -1
        let changed = changePageByUser(to: target, state: .discrete)
        lastTap = changed && tapBehavior == .step && storedNumberOfPages > 2 ? time.map { (point, $0, step) } : nil
    }

    /// How long after a tap another one may repeat its step, in seconds: 0.75, as UIKit.
    public static let tapRepeatInterval = 0.75
    /// How close to the previous tap another one must land to repeat its step, in points: 8, as UIKit.
    public static let tapRepeatDistance = 8.0

    /// The step (+1 or −1) a tap repeats, or nil when it stands alone: only with ``TapBehavior/step``, more
    /// than two pages, a previous tap that stepped less than ``tapRepeatInterval`` ago, and a tap inside the
    /// hit region that lands on the current dot or near the previous tap.
    func repeatedStep(at point: Point, time: Double?) -> Int? {
        guard tapBehavior == .step, storedNumberOfPages > 2, let time, let last = lastTap,
            time >= last.time, time - last.time <= Self.tapRepeatInterval,
            point.x.isFinite, point.y.isFinite, hitRegion.contains(point)
        else { return nil }
        let near =
            (point.x - last.point.x) * (point.x - last.point.x)
            + (point.y - last.point.y) * (point.y - last.point.y)
            <= Self.tapRepeatDistance * Self.tapRepeatDistance
        return near || page(at: point) == storedCurrentPage ? last.step : nil
    }

    /// The page a tap at `point` leads to, or nil when the tap is ignored.
    public func tapTarget(for point: Point) -> Int? {
        guard acceptsInput, point.x.isFinite, point.y.isFinite, hitRegion.contains(point) else { return nil }
        let layout = self.layout
        switch tapBehavior {
        case .step:
            if storedNumberOfPages == 2 { return 1 - storedCurrentPage }
            let offset = layout.rowOffset(of: point)
            let center = layout.rowCenter(ofPage: storedCurrentPage)
            if offset > center { return storedCurrentPage + 1 }
            if offset < center { return storedCurrentPage - 1 }
            return nil
        case .jump:
            return page(at: point, in: layout)
        }
    }

    /// The page whose dot is at or near `point`, or nil when the point is away from the row.
    ///
    /// "Near" means within half a gap of the dot along the row (so every point along the row belongs to
    /// one dot), within half the minimum hit target beyond the row's ends, and across the row within half
    /// the larger of the minimum hit target and the dot's pitch.
    public func page(at point: Point) -> Int? {
        guard !isHidden, storedNumberOfPages > 0, point.x.isFinite, point.y.isFinite else { return nil }
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

    /// Handles a key press: arrows along the row step one page, Home and End go to the first and last
    /// page. Arrows across the row are ignored. A key that changes nothing sends nothing.
    ///
    /// - Returns: Whether the key was used (the page changed).
    @discardableResult
    public func handleKey(_ key: PageControlKey) -> Bool {
        guard acceptsInput else { return false }
        let direction = resolvedDirection
        let forward: PageControlKey
        let backward: PageControlKey
        switch direction {
        case .natural, .leftToRight: (forward, backward) = (.right, .left)
        case .rightToLeft: (forward, backward) = (.left, .right)
        case .topToBottom: (forward, backward) = (.down, .up)
        case .bottomToTop: (forward, backward) = (.up, .down)
        }
        switch key {
        case forward: return changePageByUser(to: storedCurrentPage + 1, state: .discrete)
        case backward: return changePageByUser(to: storedCurrentPage - 1, state: .discrete)
        case .home: return changePageByUser(to: 0, state: .discrete)
        case .end: return changePageByUser(to: lastPage, state: .discrete)
        default: return false
        }
    }
}
