/// What a person is doing with a control right now: a scrub and the press behind it, the last tap (for
/// UIKit's quick repeat), the page a person chose that a followed scroll view is travelling to, and
/// continuous scrolling not yet turned into a page.
struct InteractionSession: Sendable {
    /// The scrub under way.
    private(set) var scrub: ScrubState?
    /// The press under way that ``PageControl/handlePointer(_:)`` is following.
    private(set) var pointerSession: PointerSession?
    /// The last tap that decided a step: where, when, and which way (+1 or −1).
    private(set) var lastTap: (point: Point, time: Double, step: Int)?
    /// The page a person chose that a followed scroll view is travelling to, and its last distance in pages.
    private(set) var contentTarget: (page: Int, distance: Double)?
    /// Continuous scrolling not yet turned into a page, in points (positive forward).
    private(set) var scrollRemainder = 0.0
    #if hasFeature(Embedded)
        // The web module shows no scrub preview, so nothing holds it (Guides/Web.md, What the Embedded build
        // leaves out).
        var adjustmentPreview: Double? {
            get { nil }
            set {}
        }
    #else
        /// While the scrub preview is held after a VoiceOver adjustment: the frame-clock time of the first
        /// frame after it, NaN until that frame comes; nil when no hold runs.
        private(set) var adjustmentPreview: Double?
    #endif
    /// The page a person's swipe of a followed pager started from, until the pager comes to rest.
    private(set) var pagerSwipeStart: Int?
    /// The page count for which more pages were last asked for (``PageControlEvent/morePagesRequested``).
    private(set) var morePagesRequestedCount: Int?

    /// Whether a scrub is under way.
    var isScrubbing: Bool { scrub != nil }

    /// Ends what a person was doing because the control has no page left to act on (no pages, or hidden for a
    /// single page), as UIKit cancels a control's tracking when its content goes: the press, the scrub, the tap
    /// a repeat would count from and the preview's hold go. A scrub must never outlive its pages: a later
    /// `beginScrub` is refused, and a scrub kept over no pages would show no preview over a dot that is still
    /// fading out (the property test's seed 0x23BA, step 96,337).
    ///
    /// - Returns: Whether a scrub is left for the control to finish (window, progress, announcement) with
    ///   `endScrubbing(velocity:)`.
    mutating func endForLostPages() -> Bool {
        pointerSession = nil
        lastTap = nil
        adjustmentPreview = nil
        return scrub != nil
    }

    // MARK: A followed pager and an open end

    /// Notes a followed pager's position: a person's swipe (`isUserScrolling`) starts from `page` unless one
    /// is under way; when a swipe comes to rest (`atRest` and no longer tracked), it ends.
    ///
    /// - Returns: The page the ended swipe started from, so the control can tell whether it changed the
    ///   page; nil while a swipe goes on or when none was under way.
    mutating func followPager(from page: Int, isUserScrolling: Bool, atRest: Bool) -> Int? {
        if isUserScrolling {
            if pagerSwipeStart == nil { pagerSwipeStart = page }
            return nil
        }
        guard atRest, let start = pagerSwipeStart else { return nil }
        pagerSwipeStart = nil
        return start
    }

    /// Records that a person asked for pages past the last of `count` pages.
    ///
    /// - Returns: Whether to tell the app: false when it was already told for this count.
    mutating func askForMorePages(afterCount count: Int) -> Bool {
        guard morePagesRequestedCount != count else { return false }
        morePagesRequestedCount = count
        return true
    }

    // MARK: The page a person chose

    /// Records that a person chose `page`, which a followed scroll view now travels to.
    mutating func personChose(_ page: Int) {
        contentTarget = (page, .infinity)
    }

    /// Forgets the page a person chose: code set the page or the position.
    mutating func codeTookOver() {
        contentTarget = nil
    }

    /// Follows a scroll view's content to the normalized position `position` while it travels to the page a
    /// person chose.
    ///
    /// - Returns: True while the content is still on its way (only the dots follow it, the page stays the
    ///   chosen one): farther than `arrival` from the page and no more than `takeover` farther than it has
    ///   been. False when nothing was chosen, the content arrived or it turned away.
    mutating func contentTravels(at position: Double, in pages: PageState, arrival: Double, takeover: Double) -> Bool {
        guard let target = contentTarget else { return false }
        var distance = abs(position - Double(target.page))
        if pages.wrapsAround, pages.numberOfPages > 0 {
            distance = min(distance, Double(pages.numberOfPages) - distance)
        }
        guard distance > arrival, distance <= target.distance + takeover else { return false }
        contentTarget = (target.page, min(distance, target.distance))
        return true
    }

    // MARK: Taps

    /// Forgets the last tap, so that the next one does not count as a quick repeat.
    mutating func forgetTap() {
        lastTap = nil
    }

    /// Records a tap that stepped `step` (+1 or −1) at `point`, at `time` (nil forgets the last tap: a repeat
    /// needs event times).
    mutating func recordTap(at point: Point, time: Double?, step: Int) {
        lastTap = time.map { (point, $0, step) }
    }

    // MARK: Scrolling

    /// Forgets continuous scrolling not yet turned into a page (a discrete notch came).
    mutating func resetScroll() {
        scrollRemainder = 0
    }

    /// Adds `forward` points of continuous scrolling (positive forward; a change of direction starts over).
    ///
    /// - Returns: The whole pages to step, signed, every `distance` points one page; the rest is kept.
    mutating func accumulateScroll(_ forward: Double, perPage distance: Double) -> Double {
        if (scrollRemainder > 0) != (forward > 0) { scrollRemainder = 0 }
        scrollRemainder += forward
        let whole = (abs(scrollRemainder) / distance).rounded(.down)
        guard whole >= 1 else { return 0 }
        let sign = scrollRemainder > 0 ? 1.0 : -1.0
        scrollRemainder -= sign * whole * distance
        return sign * whole
    }

    // MARK: The preview's hold after an adjustment

    /// Starts (or restarts) the preview's hold after a VoiceOver adjustment; it is timed from the next frame.
    mutating func holdPreview() {
        adjustmentPreview = .nan
    }

    /// Ends the preview's hold (a scrub's own preview takes over, or code or a person changed the page).
    mutating func endPreviewHold() {
        adjustmentPreview = nil
    }

    /// A frame at clock time `now`: the first frame starts the hold's clock, and the hold ends once `duration`
    /// seconds have passed since it.
    mutating func advancePreviewHold(to now: Double, duration: Double) {
        guard let start = adjustmentPreview else { return }
        if start.isNaN {
            adjustmentPreview = now
        } else if now - start >= duration {
            adjustmentPreview = nil
        }
    }

    // MARK: The press

    /// Starts following a press that went down.
    mutating func press(_ session: PointerSession) {
        pointerSession = session
    }

    /// Records a move of the press under way.
    ///
    /// - Returns: The press after the move, or nil when none is under way.
    mutating func movePress(_ event: PointerEvent) -> PointerSession? {
        pointerSession?.record(event)
        return pointerSession
    }

    /// Ends the press under way, recording its last event when there is one (an up; a cancel has none).
    ///
    /// - Returns: The press that ended, or nil when none was under way.
    mutating func releasePress(_ event: PointerEvent? = nil) -> PointerSession? {
        guard var session = pointerSession else { return nil }
        if let event { session.record(event) }
        pointerSession = nil
        return session
    }

    /// A frame at clock time `now` while a press is held and not yet scrubbing.
    ///
    /// - Returns: The press after the frame, or nil when no press waits to become a scrub.
    mutating func holdPress(at now: Double) -> PointerSession? {
        guard pointerSession?.isScrubbing == false else { return nil }
        pointerSession?.advanceHold(to: now)
        return pointerSession
    }

    /// Records whether the press under way became a scrub.
    mutating func pressBecameScrub(_ isScrubbing: Bool) {
        pointerSession?.isScrubbing = isScrubbing
    }

    // MARK: The scrub

    /// Starts a scrub; the preview's hold after an adjustment gives way to the scrub's own preview.
    mutating func beginScrubbing(_ state: ScrubState) {
        scrub = state
        adjustmentPreview = nil
    }

    /// Ends the scrub under way, and the preview with it.
    ///
    /// - Returns: The scrub that ended, or nil when none was under way.
    mutating func endScrubbing() -> ScrubState? {
        defer {
            scrub = nil
            adjustmentPreview = nil
        }
        return scrub
    }

    /// Follows the scrub's pointer to `rowOffset` in `layout` (the held window); see ``ScrubState/track(rowOffset:in:)``.
    ///
    /// - Returns: The page under the pointer to go to at once (a mouse or trackpad), or nil.
    mutating func trackScrub(rowOffset: Double, in layout: IndicatorLayout) -> Int? {
        scrub?.track(rowOffset: rowOffset, in: layout)
    }

    /// Adds `elapsed` seconds of jogging at `pitch` points a page; see ``ScrubState/accumulateJog(elapsed:pitch:)``.
    mutating func accumulateJog(elapsed: Double, pitch: Double) {
        scrub?.accumulateJog(elapsed: elapsed, pitch: pitch)
    }

    /// Takes one whole page of jogging; see ``ScrubState/takeJogStep(current:pages:maximumStart:)``.
    mutating func takeJogStep(current: Int, pages: PageState, maximumStart: Double) -> Int? {
        scrub?.takeJogStep(current: current, pages: pages, maximumStart: maximumStart)
    }

    /// The feedback for a change to `page` in `pages`, made by the scrub under way: nil when no scrub is under way
    /// (a tap, a key, an adjustment, code, a scroll view or autoplay changed the page) or `enabled` is false; see
    /// ``ScrubState/feedback(landingOn:in:)``.
    func scrubFeedback(landingOn page: Int, in pages: PageState, enabled: Bool) -> PageControlFeedback? {
        guard enabled else { return nil }
        return scrub?.feedback(landingOn: page, in: pages)
    }
}
