extension PageControl {
    /// Sets the current page programmatically, moving the dots with UIKit's spring when `animated`.
    ///
    /// The page is pinned to 0…numberOfPages − 1. ``currentPage`` and the page the dots show change at once;
    /// ``position`` follows over about 0.15 s as the host calls ``advanceAnimation(to:)`` (at once when
    /// `animated` is false or ``PageControlEnvironment/reducesMotion`` is on). Ends a scrub under way, resets
    /// ``interactionState`` to `.none` and never sends ``PageControlEvent/valueChanged``. Under
    /// ``PageAnnouncementPolicy/afterAnyChange`` a change of page is announced (reason
    /// ``PageAnnouncement/Reason/app``).
    public func setCurrentPage(_ page: Int, animated: Bool) {
        if session.scrub != nil { endScrubForCode() }
        session.endPreviewHold()
        noteActivity()
        let changed = pages.choose(page)
        session.codeTookOver()
        storedInteractionState = .none
        showPage(pages.currentPage, animated: animated)
        guard changed else { return }
        progress?.pageDidChange(self)
        announcePageChange(.app)
    }

    /// Moves the dots to `page`: with the spring when `animated` and motion is allowed, else at once.
    func showPage(_ page: Int, animated: Bool) {
        let target = pages.display(page)
        guard animated, !environment.reducesMotion, pages.position != target else {
            motion.stopPosition()
            pages.rest()
            settleWindow()
            return
        }
        motion.startPosition(from: pages.position, to: target)
    }

    /// Keeps a page spring under way aimed at the displayed page after the page count, the span or the loop
    /// changed: in a looping row at the copy the shorter arc of the new loop reaches, else at the page itself
    /// (which the new count has already pinned).
    func reaimPageSpring() {
        let page = Double(pages.displayedPage)
        motion.retargetPosition(to: pages.wrapsAround ? pages.shortArcTarget(page) : page)
    }

    /// Whether the host should keep calling ``advanceAnimation(to:)`` on its frame clock: true while the
    /// dots or the window are moving, a touch scrub has pages to step or is jogging, a timer is running, or
    /// the scrub preview is held after a VoiceOver adjustment, or the row is about to fade or fading
    /// (``AutoplayOptions/fadesWhenIdle``).
    ///
    /// Hosts see it as ``advanceAnimation(to:)``'s result and a frame's ``PageControlFrame/isAnimating``, and run
    /// their frame clock only while it is true, so an idle control costs nothing.
    package var isAnimating: Bool {
        if isSettling { return true }
        guard let progress = storedProgress, progress.needsFrames else { return false }
        return acceptsInput
    }

    /// Whether something other than a timer still needs frames: ``isAnimating`` less a running timer, which
    /// needs frames for as long as it runs. A test driver advances frames until this is false.
    package var isSettling: Bool {
        if motion.isSpringing || session.adjustmentPreview != nil { return true }
        if let pointer = session.pointerSession, !pointer.isScrubbing, pointerAwaitsScrub { return true }
        if attention.options.fadesWhenIdle, idleFadeNeedsFrames { return true }
        if let scrub = session.scrub { return scrub.jogDirection != 0 || scrubHasStepsToTake(scrub) }
        return false
    }

    /// The time of the last call to ``advanceAnimation(to:)`` (or of the last pointer event it kept), nil
    /// before the first: where a test driver's clock starts, so that it never goes back on a host's clock.
    package var clockTime: Double? { motion.lastClockTime }

    /// Advances every time-driven behaviour to clock time `time`, in seconds: the page-change spring, the
    /// window's return after a scrub, a touch scrub's steps (one page per call, as UIKit steps once per
    /// display-link frame), jogging past the ends, and timer progress.
    ///
    /// Any monotonic clock works; only differences matter. The first call after an animation starts
    /// counts as its start. A time earlier than the previous one counts as no time passing, and NaN or
    /// infinite times are ignored.
    ///
    /// Hosts call it after forwarding any input (a scrub's move starts steps that only frames carry out) and then on
    /// every tick of their frame clock, and stop the clock when it returns false.
    ///
    /// - Returns: Whether the control still needs frames: true while the dots or the window are moving, a touch
    ///   scrub has pages to step or is jogging, a timer is running, the scrub preview is held after a VoiceOver
    ///   adjustment, or the row is about to fade or fading (``AutoplayOptions/fadesWhenIdle``). A frame made now
    ///   says the same (``PageControlFrame/isAnimating``).
    @discardableResult
    public func advanceAnimation(to time: Double) -> Bool {
        guard let (now, elapsed) = motion.advanceClock(to: time) else { return isAnimating }
        if let step = motion.advancePosition(to: now) {
            if step.settled {
                pages.rest()
                settleWindow()
            } else {
                pages.move(to: step.position)
            }
        }
        motion.advancePageCount(to: now)
        motion.advanceWindow(to: now)
        advancePointerSession(to: now)
        advanceAdjustmentPreview(to: now)
        stepScrub(elapsed: elapsed)
        if elapsed > 0 { progress?.advance(self, by: elapsed) }
        advanceIdleFade(to: now)
        flushAnnouncement(force: false)
        return isAnimating
    }

    /// Where the page spring is taking ``position``, before it is normalized: in a looping row the copy of the
    /// displayed page reached by the shorter arc (5.0 for page 0 from page 4 of 5); nil while no page spring
    /// runs. For the invariant checker and tests.
    package var positionTarget: Double? { motion.positionAnimation?.target }

    /// Stops every animation and puts the dots where they are going.
    package func finishAnimations() {
        if motion.finish() { pages.rest() }
        settleWindow(animated: false)
    }
}
