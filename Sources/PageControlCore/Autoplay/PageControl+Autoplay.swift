extension PageControl {
    // MARK: Attention (separate inputs)

    /// Whether the control has keyboard focus. The default is false. While true, autoplay pauses and the
    /// row never fades (``fadesWhenIdle``).
    public var hasKeyboardFocus: Bool {
        get { attention.present.contains(.keyboardFocus) }
        set { setAttention(.keyboardFocus, newValue) }
    }

    /// Whether the pointer is over the control (hovering). The default is false. While true, autoplay
    /// pauses and the row never fades.
    public var isPointerInside: Bool {
        get { attention.present.contains(.pointer) }
        set { setAttention(.pointer, newValue) }
    }

    /// Whether assistive technology's focus (the VoiceOver cursor, an AT-SPI screen reader's focus) is on
    /// the control. The default is false. While true, autoplay pauses and the row never fades.
    public var hasAccessibilityFocus: Bool {
        get { attention.present.contains(.accessibilityFocus) }
        set { setAttention(.accessibilityFocus, newValue) }
    }

    /// Whether the content the control pages (the carousel's slides) has keyboard focus, as the host knows.
    /// The default is false. While true, autoplay pauses.
    public var contentHasKeyboardFocus: Bool {
        get { attention.present.contains(.contentKeyboardFocus) }
        set { setAttention(.contentKeyboardFocus, newValue) }
    }

    /// Whether the pointer is over the content the control pages. The default is false. While true,
    /// autoplay pauses.
    public var isPointerOverContent: Bool {
        get { attention.present.contains(.contentPointer) }
        set { setAttention(.contentPointer, newValue) }
    }

    /// Whether assistive technology's focus is in the content the control pages. The default is false.
    /// While true, autoplay pauses.
    public var contentHasAccessibilityFocus: Bool {
        get { attention.present.contains(.contentAccessibilityFocus) }
        set { setAttention(.contentAccessibilityFocus, newValue) }
    }

    /// Whether a screen reader or other assistive technology is running (VoiceOver, Orca through AT-SPI).
    /// The default is false. While true the row never fades (``fadesWhenIdle``); autoplay is not paused by
    /// it alone (its focus is, through ``hasAccessibilityFocus``).
    public var isAssistiveTechnologyRunning: Bool {
        get { attention.assistiveTechnologyRunning }
        set {
            attention.assistiveTechnologyRunning = newValue
            noteActivity()
        }
    }

    /// Whether autoplay pauses while ``reducesMotion`` is on. The default is false: as UIKit's timer, autoplay
    /// keeps running under Reduce Motion with instant page changes.
    public var pausesAutoplayWhenReducingMotion: Bool {
        get { attention.pausesForReduceMotion }
        set { attention.pausesForReduceMotion = newValue }
    }

    /// Whether keyboard focus arriving on the control or its content stops the slide show as a person's
    /// stop (``stopAutoplay()``), which only a person undoes, as the ARIA Authoring Practices carousel pattern
    /// asks ("does not restart unless the user explicitly requests it"). The default is false: focus pauses
    /// autoplay and it resumes when focus leaves.
    public var stopsAutoplayOnKeyboardFocus: Bool {
        get { attention.stopsOnKeyboardFocus }
        set { attention.stopsOnKeyboardFocus = newValue }
    }

    /// Sets attention inputs by their reasons: the same as setting ``hasKeyboardFocus``, ``isPointerInside``,
    /// ``hasAccessibilityFocus``, ``contentHasKeyboardFocus``, ``isPointerOverContent`` and
    /// ``contentHasAccessibilityFocus`` for the reasons in `reason`. Reasons that are not attention
    /// (``AutoplayPauseReasons/attention``) are ignored.
    public func setAttention(_ reason: AutoplayPauseReasons, _ present: Bool) {
        let reason = reason.intersection(.attention)
        let changes = present ? !attention.present.isSuperset(of: reason) : !attention.present.isDisjoint(with: reason)
        guard !reason.isEmpty, changes else { return }
        if present { attention.present.formUnion(reason) } else { attention.present.subtract(reason) }
        if present, attention.stopsOnKeyboardFocus, !reason.isDisjoint(with: [.keyboardFocus, .contentKeyboardFocus]) {
            stopAutoplay()
        }
        noteActivity()
    }

    // MARK: Autoplay

    /// Why the attached timer is not counting now; empty while it counts, or with no timer attached.
    ///
    /// Each reason is independent; autoplay runs again, from where it was, when the last one goes.
    public var autoplayPauseReasons: AutoplayPauseReasons {
        guard let timer = timerProgress else { return [] }
        var reasons = attention.present
        if attention.pausesForReduceMotion, storedReducesMotion { reasons.insert(.reduceMotion) }
        if timer.isStoppedByPerson { reasons.insert(.stoppedByPerson) }
        if !timer.isRunning { reasons.insert(.pausedByApp) }
        if session.scrub != nil { reasons.insert(.scrubbing) }
        if timer.isRunning, !timer.isStoppedByPerson, !timer.isPageReady(pages.currentPage) {
            reasons.insert(.waitingForPage)
        }
        return reasons
    }

    /// Whether a slide show is on: a timer is attached, running and not stopped by a person (it may still
    /// be paused for attention or waiting for its page).
    public var isAutoplayOn: Bool {
        guard let timer = timerProgress else { return false }
        return timer.isRunning && !timer.isStoppedByPerson
    }

    /// Stops the slide show on behalf of a person (the "Stop slide show" action, the Play/Pause key, a
    /// host's Pause button): the timer stands still where it is, and nothing but ``startAutoplay()`` — a
    /// person again — starts it; the app's ``PageControlTimerProgress/resumeTimer()`` does not.
    ///
    /// Call it only for a person's action. Does nothing without a timer.
    public func stopAutoplay() {
        guard let timer = timerProgress, !timer.isStoppedByPerson else { return }
        timer.isStoppedByPerson = true
        noteActivity()
    }

    /// Starts the slide show again on behalf of a person (the "Start slide show" action, the Play/Pause key,
    /// a host's Play button): clears a person's stop and runs the timer from where it stood.
    ///
    /// Call it only for a person's action. Does nothing without a timer.
    public func startAutoplay() {
        guard let timer = timerProgress else { return }
        timer.isStoppedByPerson = false
        timer.resumeTimer()
        noteActivity()
    }

    /// A person's Play/Pause: stops a running slide show, or starts a stopped one.
    ///
    /// - Returns: Whether a timer is attached (the key was used).
    @discardableResult
    func toggleAutoplayByPerson() -> Bool {
        guard timerProgress != nil else { return false }
        if isAutoplayOn { stopAutoplay() } else { startAutoplay() }
        return true
    }
}
