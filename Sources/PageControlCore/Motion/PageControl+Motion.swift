extension PageControl {
    /// Sets the current page programmatically, moving the dots with UIKit's spring when `animated`.
    ///
    /// The page is pinned to 0…numberOfPages − 1. ``currentPage`` and ``displayedPage`` change at once;
    /// ``position`` follows over about 0.15 s as the host calls ``advanceAnimation(to:)`` (at once when
    /// `animated` is false or ``reducesMotion`` is on). Ends a scrub under way, resets
    /// ``interactionState`` to `.none` and never sends ``PageControlEvent/valueChanged``.
    public func setCurrentPage(_ page: Int, animated: Bool) {
        if interaction.scrub != nil { endScrubForCode() }
        interaction.adjustmentPreview = nil
        noteActivity()
        let target = min(max(page, 0), pages.highestPage)
        let changed = target != pages.currentPage
        pages.currentPage = target
        interaction.contentTarget = nil
        interactionState = .none
        showPage(target, animated: animated)
        if changed { progress?.pageDidChange(self) }
    }

    /// Moves the dots to `page`: with the spring when `animated` and motion is allowed, else at once.
    func showPage(_ page: Int, animated: Bool) {
        pages.displayedPage = page
        var target = Double(page)
        if pages.wrapsAround, pages.numberOfPages > 0 {
            // Take the short way round: the copy of the page nearest the current position.
            let n = Double(pages.numberOfPages)
            target += n * ((pages.position - target) / n).rounded()
        }
        guard animated, !reducesMotion, pages.position != target else {
            motion.positionAnimation = nil
            motion.positionVelocity = 0
            pages.position = pages.normalized(target)
            settleWindow()
            return
        }
        motion.positionAnimation = SpringAnimation(
            from: pages.position, target: target, initialVelocity: motion.positionVelocity,
            response: SpringAnimation.pageChangeResponse, startTime: nil)
    }

    /// Whether the host should keep calling ``advanceAnimation(to:)`` on its frame clock: true while the
    /// dots or the window are moving, a touch scrub has pages to step or is jogging, a timer is running, or
    /// the scrub preview is held after a VoiceOver adjustment, or the row is about to fade or fading
    /// (``fadesWhenIdle``).
    ///
    /// Hosts run their frame clock only while this is true, so an idle control costs nothing. Check it
    /// after forwarding any input: a scrub's move starts steps that only frames carry out.
    public var isAnimating: Bool {
        if motion.isSpringing || pointerAwaitsScrub || interaction.adjustmentPreview != nil { return true }
        if idleFadeNeedsFrames { return true }
        if let scrub = interaction.scrub { return scrub.jogDirection != 0 || scrubHasStepsToTake(scrub) }
        return progress?.needsFrames == true && acceptsInput
    }

    /// Advances every time-driven behaviour to clock time `time`, in seconds: the page-change spring, the
    /// window's return after a scrub, a touch scrub's steps (one page per call, as UIKit steps once per
    /// display-link frame), jogging past the ends, and timer progress.
    ///
    /// Any monotonic clock works; only differences matter. The first call after an animation starts
    /// counts as its start. A time earlier than the previous one counts as no time passing, and NaN or
    /// infinite times are ignored.
    public func advanceAnimation(to time: Double) {
        guard let (now, elapsed) = motion.advanceClock(to: time) else { return }
        if var animation = motion.positionAnimation {
            let step = animation.advance(to: now)
            pages.position = pages.normalized(step.value)
            motion.positionVelocity = step.velocity
            motion.positionAnimation = step.settled ? nil : animation
            if step.settled {
                motion.positionVelocity = 0
                settleWindow()
            }
        }
        advancePageCount(to: now)
        if var animation = motion.windowAnimation {
            let step = animation.advance(to: now)
            motion.windowOffset = step.value
            motion.windowAnimation = step.settled ? nil : animation
        }
        advancePointerSession(to: now)
        advanceAdjustmentPreview(to: now)
        stepScrub(elapsed: elapsed)
        if elapsed > 0 { progress?.advance(self, by: elapsed) }
        advanceIdleFade(to: now)
        flushAnnouncement(force: false)
    }

    /// Stops every animation and puts the dots where they are going.
    public func finishAnimations() {
        if motion.positionAnimation != nil {
            motion.positionAnimation = nil
            motion.positionVelocity = 0
            pages.position = pages.normalized(Double(pages.displayedPage))
        }
        motion.windowAnimation = nil
        motion.pageCountAnimation = nil
        motion.animatedPageCount = nil
        motion.windowOffset = 0
        settleWindow(animated: false)
    }
}
