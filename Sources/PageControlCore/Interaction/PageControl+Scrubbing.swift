extension PageControl {
    /// The release speed along the row above which a scrub jumps to the first or last page, in points
    /// per second, as UIKit's "flick to end".
    public static let flickVelocityThreshold = 800.0

    /// The slowest and fastest jogging rates while a pointer is held past the end of the row, in pages
    /// per second. The rate grows with the distance past the end, reaching the maximum five pitches out.
    static let jogRates = (minimum: 5.0, maximum: 30.0)

    /// The most time one frame of jogging accounts for, in seconds: a frame after a long pause steps at most
    /// this long's worth of pages.
    static let maximumJogInterval = 0.1

    /// Whether a person can scrub along the dots. The default is true, as UIKit.
    public var allowsContinuousInteraction: Bool {
        get { storedAllowsContinuousInteraction }
        set {
            storedAllowsContinuousInteraction = newValue
            if !newValue, scrub != nil { endScrub() }
        }
    }

    /// Whether a scrub is under way.
    public var isScrubbing: Bool { scrub != nil }

    /// Starts a scrub (a long press on the dots) at a point in bounds coordinates.
    ///
    /// The page under the point becomes current at once (sending `.valueChanged` if it changed) and
    /// ``interactionState`` becomes `.continuous`. Ignored (returns false) when continuous interaction is
    /// off, the control is disabled, hidden or empty, or the point is outside the hit region or not finite.
    @discardableResult
    public func beginScrub(at point: Point) -> Bool {
        guard allowsContinuousInteraction, acceptsInput, point.x.isFinite, point.y.isFinite,
            hitRegion.contains(point)
        else { return false }
        if positionAnimation != nil { finishAnimations() }
        windowAnimation = nil
        scrub = ScrubState(windowStart: layout.windowStart)
        interactionState = .continuous
        timerProgress?.scrubbingDidChange(self)
        updateScrub(at: point)
        return true
    }

    /// Moves a scrub to a new point: the page under it becomes current, sending `.valueChanged` on every
    /// page step. Held before the start or past the end of a windowed row, pages keep advancing with time
    /// ("jogging") as the host calls ``advanceAnimation(to:)``. Ignored when no scrub is under way or the
    /// point is not finite.
    public func moveScrub(to point: Point) {
        guard scrub != nil, point.x.isFinite, point.y.isFinite else { return }
        updateScrub(at: point)
    }

    /// Ends a scrub. A release faster than ``flickVelocityThreshold`` along the row jumps to the first or
    /// last page (in the direction of the flick). ``interactionState`` returns to `.none` and the window
    /// glides back to follow the current page.
    ///
    /// - Parameter velocity: The pointer's velocity in points per second, in bounds coordinates. The
    ///   default is zero. Non-finite components count as 0.
    public func endScrub(velocity: Point = .zero) {
        guard scrub != nil else { return }
        let vertical = resolvedDirection.isVertical
        let raw = vertical ? velocity.y : velocity.x
        let along = (raw.isFinite ? raw : 0) * (resolvedDirection.isReversed ? -1 : 1)
        if abs(along) > Self.flickVelocityThreshold {
            scrubTo(page: along > 0 ? lastPage : 0)
        }
        scrub = nil
        interactionState = .none
        if reducesMotion || windowOffset == 0 {
            windowOffset = 0
            windowAnimation = nil
        } else {
            windowAnimation = SpringAnimation(
                from: windowOffset, target: 0, initialVelocity: 0, response: SpringAnimation.pageChangeResponse,
                startTime: nil)
        }
        timerProgress?.scrubbingDidChange(self)
        flushAnnouncement(force: true)
    }

    /// Picks the page under the pointer within the held window and notes whether to jog.
    func updateScrub(at point: Point) {
        guard var state = scrub else { return }
        let layout = makeLayout(position: storedPosition)
        let offset = layout.rowOffset(of: point)
        let canScroll = layout.numberOfPages > layout.visibleCount
        if offset < 0, canScroll {
            state.jogDirection = -1
            state.jogDistance = -offset
        } else if offset > layout.rowLength, canScroll {
            state.jogDirection = 1
            state.jogDistance = offset - layout.rowLength
        } else {
            state.jogDirection = 0
            state.jogDistance = 0
            state.jogAccumulator = 0
        }
        scrub = state
        guard let page = layout.nearestPage(toRowOffset: offset)?.page else { return }
        scrubTo(page: page)
    }

    /// Makes `page` current during a scrub: no animation, the window held still, `.valueChanged` sent.
    func scrubTo(page: Int) {
        let target = min(max(page, 0), lastPage)
        guard target != storedCurrentPage else { return }
        storedCurrentPage = target
        contentTarget = (target, .infinity)
        interactionState = .continuous
        if !defersCurrentPageDisplay { showPage(target, animated: false) }
        holdScrubWindow()
        timerProgress?.pageDidChange(self)
        sendValueChanged()
    }

    /// Sets the window offset so the layout's window stays where the scrub holds it.
    func holdScrubWindow() {
        guard let state = scrub else { return }
        windowOffset = 0
        windowOffset = state.windowStart - makeLayout(position: storedPosition).windowStart
    }

    /// Advances jogging by `elapsed` seconds while the pointer is held past an end of the row.
    func jog(elapsed: Double) {
        guard var state = scrub, state.jogDirection != 0 else { return }
        let layout = makeLayout(position: storedPosition)
        let pitch = max(layout.metrics.pitch, 1)
        let reach = min(state.jogDistance / pitch, 5) / 5
        let rate = Self.jogRates.minimum + (Self.jogRates.maximum - Self.jogRates.minimum) * reach
        // A long pause (an app suspended with a finger down) counts as one frame, not thousands of steps.
        state.jogAccumulator += rate * min(elapsed, Self.maximumJogInterval)
        let maxStart = Double(max(layout.numberOfPages - layout.visibleCount, 0))
        while state.jogAccumulator >= 1 {
            state.jogAccumulator -= 1
            let moved = state.windowStart + Double(state.jogDirection)
            state.windowStart = storedWrapsAround ? moved : CoreMath.clamp(moved, 0, maxStart)
            scrub = state
            let next = storedCurrentPage + state.jogDirection
            let target = storedWrapsAround ? wrappedPage(next) : min(max(next, 0), lastPage)
            if target == storedCurrentPage {
                state.jogAccumulator = 0
                break
            }
            scrubTo(page: target)
        }
        scrub = state
        holdScrubWindow()
    }
}
