extension PageControl {
    /// How autoplay yields to people and whether the row fades when idle; see ``AutoplayOptions``. The default
    /// pauses for attention, keeps running under Reduce Motion and never fades.
    public var autoplay: AutoplayOptions {
        get { attention.options }
        set { attention.configure(newValue) }
    }

    // MARK: Autoplay

    /// Why `timer` (the attached timer) is not counting now; empty while it counts. See
    /// ``PageControlTimerProgress/pauseReasons``.
    func autoplayPauseReasons(for timer: PageControlTimerProgress) -> AutoplayPauseReasons {
        var reasons = attention.present
        if attention.options.pausesWhenReducingMotion, environment.reducesMotion { reasons.insert(.reduceMotion) }
        if timer.isStoppedByPerson { reasons.insert(.stoppedByPerson) }
        if !timer.isRunning { reasons.insert(.pausedByApp) }
        if session.scrub != nil { reasons.insert(.scrubbing) }
        if timer.isRunning, !timer.isStoppedByPerson, !timer.isPageReady(pages.currentPage) {
            reasons.insert(.waitingForPage)
        }
        return reasons
    }

    /// The attached ``progress`` when it is a timer, or nil.
    var attachedTimer: PageControlTimerProgress? { storedProgress as? PageControlTimerProgress }

    /// Whether a slide show is on: a timer is attached, running and not stopped by a person.
    var slideShowIsOn: Bool { attachedTimer?.isSlideShowOn == true }

    /// Stops the slide show on behalf of a person; see ``PageControlTimerProgress/stopForPerson()``.
    func stopAutoplayForPerson() {
        guard let timer = attachedTimer, !timer.isStoppedByPerson else { return }
        timer.isStoppedByPerson = true
        noteActivity()
    }

    /// Starts the slide show again on behalf of a person; see ``PageControlTimerProgress/startForPerson()``.
    func startAutoplayForPerson() {
        guard let timer = attachedTimer else { return }
        timer.isStoppedByPerson = false
        timer.resumeTimer()
        noteActivity()
    }

    /// A person's Play/Pause: stops a running slide show, or starts a stopped one.
    ///
    /// - Returns: Whether a timer is attached (the key was used).
    @discardableResult
    func toggleAutoplayByPerson() -> Bool {
        guard attachedTimer != nil else { return false }
        if slideShowIsOn { stopAutoplayForPerson() } else { startAutoplayForPerson() }
        return true
    }
}
