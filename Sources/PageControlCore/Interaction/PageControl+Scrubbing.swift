extension PageControl {

    /// Whether a person can scrub along the dots. The default is true, as UIKit.
    public var allowsContinuousInteraction: Bool {
        get { storedAllowsContinuousInteraction }
        set {
            storedAllowsContinuousInteraction = newValue
            if !newValue, session.scrub != nil { endScrubbing() }
        }
    }

    /// Starts a scrub (a long press on the dots, or a press and drag with a mouse) at a point in bounds
    /// coordinates. ``interactionState`` becomes `.continuous` and the window of dots holds still.
    ///
    /// A touch or pen scrub starts from the current page, as UIKit's does: the finger counts as if it
    /// were on the current dot (it is shifted by the distance from the touched dot to the current dot),
    /// nothing moves until it has travelled more than ``GestureThresholds/scrubTravelThreshold`` (16
    /// points) along the row, and then the page steps towards the dot under the shifted finger by one page
    /// per frame (per ``advanceAnimation(to:)``). A mouse or trackpad scrub makes the page under the pointer
    /// current at once, as an iPad pointer does, and follows it on every move.
    ///
    /// Ignored (returns false) when continuous interaction is off, the control is disabled, hidden or
    /// empty, or the point is outside the hit region or not finite.
    ///
    /// - Parameters:
    ///   - point: Where the press is, in bounds coordinates.
    ///   - pointerKind: What is pressing. The default is ``PointerKind/touch``.
    /// - Returns: Whether the scrub started.
    @discardableResult
    package func beginScrubbing(at point: Point, pointerKind: PointerKind = .touch) -> Bool {
        guard allowsContinuousInteraction, acceptsInput, point.x.isFinite, point.y.isFinite,
            hitTesting.region.contains(point)
        else { return false }
        if motion.positionAnimation != nil { finishAnimations() }
        noteActivity()
        let layout = makeLayout(position: pages.position)
        motion.stopWindow()
        let start = layout.rowOffset(of: point)
        let direct = pointerKind.targetsDotsDirectly
        var state = ScrubState(
            windowStart: layout.windowStart, pointerKind: pointerKind, startOffset: start, hasTravelled: direct)
        if !direct, let touched = layout.nearestPage(toRowOffset: start) {
            state.shift = layout.rowCenter(ofPage: pages.displayedPage) - layout.rowCenter(ofPage: touched.page)
        }
        session.beginScrubbing(state)
        storedInteractionState = .continuous
        progress?.scrubbingDidChange(self)
        updateScrub(at: point)
        return true
    }

    /// Moves a scrub to a new point. A mouse or trackpad scrub makes the page under it current at once; a
    /// touch scrub (once past its 16-point travel) aims at the page under the shifted finger, which later
    /// frames step to. Every page step sends `.valueChanged`. Held before the start or past the end of a
    /// windowed row, pages keep advancing with time ("jogging") as the host calls
    /// ``advanceAnimation(to:)``. Ignored when no scrub is under way or the point is not finite.
    package func moveScrubbing(to point: Point) {
        guard session.scrub != nil, point.x.isFinite, point.y.isFinite else { return }
        updateScrub(at: point)
    }

    /// Ends a scrub. A release faster than ``GestureThresholds/flickVelocityThreshold`` (800 points per second) along the row
    /// jumps to the first or last page (in the direction of the flick; a flick forward from the last page of a
    /// count that is still growing sends ``PageControlEvent/morePagesRequested``); otherwise the page stays where
    /// the scrub left it, and steps a touch scrub had not yet taken are dropped. ``interactionState``
    /// returns to `.none` and the window glides to where ``IndicatorWindow/following`` puts it.
    ///
    /// - Parameter velocity: The pointer's velocity in points per second, in bounds coordinates. The
    ///   default is zero. Non-finite components count as 0.
    package func endScrubbing(velocity: Point = .zero) {
        guard session.scrub != nil else { return }
        let vertical = resolvedDirection.isVertical
        let raw = vertical ? velocity.y : velocity.x
        let along = (raw.isFinite ? raw : 0) * (resolvedDirection.isReversed ? -1 : 1)
        if abs(along) > GestureThresholds.flickVelocityThreshold {
            // A flick forward from the last page of a count that is still growing asks for more pages.
            if along > 0, pages.isOpenEnded, pages.currentPage >= pages.lastPage { askForMorePages() }
            scrubTo(page: along > 0 ? pages.lastPage : 0)
        }
        finishScrub()
    }

    /// Ends a scrub because code set the page, as UIKit's programmatic set resets the interaction: no
    /// flick, and the window glides from where the scrub held it.
    func endScrubForCode() {
        finishScrub()
    }

    /// Clears the scrub, returns the interaction to `.none`, lets the window glide from the held start to
    /// where ``IndicatorWindow/following`` puts it, shows the progress again and makes the last announcement.
    func finishScrub() {
        guard let state = session.endScrubbing() else { return }
        noteActivity()
        storedInteractionState = .none
        motion.holdWindowAnchor(at: state.windowStart)
        settleWindow(animated: false)
        let offset = state.windowStart - makeBaseLayout(position: pages.position).windowStart
        motion.glideWindow(from: environment.reducesMotion ? 0 : offset)
        progress?.scrubbingDidChange(self)
        flushAnnouncement(force: true)
    }

    /// Works out the page under the (shifted) pointer within the held window and whether to jog; a mouse
    /// or trackpad scrub goes there at once.
    func updateScrub(at point: Point) {
        guard session.scrub != nil else { return }
        let layout = makeLayout(position: pages.position)
        let rowOffset = layout.rowOffset(of: point)
        if let target = changeSession({ $0.trackScrub(rowOffset: rowOffset, in: layout) }) {
            scrubTo(page: target)
        }
    }

    /// Whether a touch scrub still has to step towards the page under the finger.
    func scrubHasStepsToTake(_ state: ScrubState) -> Bool {
        guard !state.pointerKind.targetsDotsDirectly, let target = state.target else { return false }
        return target != pages.currentPage
    }

    /// One frame of a scrub: jogging, then for a touch at most one page towards the page under the finger
    /// (the shorter way round in a looping row).
    func stepScrub(elapsed: Double) {
        if elapsed > 0 { jog(elapsed: elapsed) }
        guard let state = session.scrub, scrubHasStepsToTake(state), let target = state.target else { return }
        var difference = target - pages.currentPage
        if pages.wrapsAround, pages.numberOfPages > 0 {
            difference = pages.wrapped(difference)
            if difference > pages.numberOfPages - difference { difference -= pages.numberOfPages }
        }
        scrubTo(page: pages.currentPage + (difference > 0 ? 1 : -1))
    }

    /// Makes `page` current during a scrub: no animation, the window held still, `.valueChanged` sent.
    func scrubTo(page: Int) {
        let target = pages.target(page)
        guard target != pages.currentPage else { return }
        markVisited(leaving: pages.currentPage, for: target)
        pages.choose(target)
        session.personChose(target)
        storedInteractionState = .continuous
        if !defersCurrentPageDisplay { showPage(target, animated: false) }
        progress?.pageDidChange(self)
        deliverFeedback(
            session.scrubFeedback(landingOn: target, in: pages, enabled: interaction.providesHapticFeedback))
        sendValueChanged()
    }

    /// Hands `feedback` (nil: none) to ``feedbackHandler`` and then to the host's player.
    func deliverFeedback(_ feedback: PageControlFeedback?) {
        guard let feedback else { return }
        feedbackHandler?(feedback)
        hostFeedbackHandler?(feedback)
    }

    /// Advances jogging by `elapsed` seconds while the pointer is held past an end of the row: each whole
    /// page of the rate moves the held window and the aimed-at page one further (a mouse or trackpad scrub
    /// goes there at once; a touch scrub steps there frame by frame).
    func jog(elapsed: Double) {
        guard let state = session.scrub, state.jogDirection != 0 else { return }
        let layout = makeLayout(position: pages.position)
        session.accumulateJog(elapsed: elapsed, pitch: layout.metrics.pitch)
        let maximumStart = Double(max(layout.numberOfPages + layout.openSlots - layout.visibleCount, 0))
        while let next = session.takeJogStep(current: pages.currentPage, pages: pages, maximumStart: maximumStart) {
            if state.pointerKind.targetsDotsDirectly { scrubTo(page: next) }
        }
        // Jogging on past the last page of a count that is still growing asks for more pages.
        if state.jogDirection > 0, pages.isOpenEnded, pages.currentPage >= pages.lastPage { askForMorePages() }
    }
}
