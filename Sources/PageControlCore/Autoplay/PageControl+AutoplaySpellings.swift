// The autoplay and idle-fade spellings from before `autoplay`, kept for one minor release.

extension PageControl {
    /// Whether autoplay pauses under Reduce Motion; now ``AutoplayOptions/pausesWhenReducingMotion``.
    @available(*, deprecated, renamed: "autoplay.pausesWhenReducingMotion")
    public var pausesAutoplayWhenReducingMotion: Bool {
        get { autoplay.pausesWhenReducingMotion }
        set { autoplay.pausesWhenReducingMotion = newValue }
    }

    /// Whether keyboard focus stops the slide show; now ``AutoplayOptions/stopsOnKeyboardFocus``.
    @available(*, deprecated, renamed: "autoplay.stopsOnKeyboardFocus")
    public var stopsAutoplayOnKeyboardFocus: Bool {
        get { autoplay.stopsOnKeyboardFocus }
        set { autoplay.stopsOnKeyboardFocus = newValue }
    }

    /// Whether the row fades when idle; now ``AutoplayOptions/fadesWhenIdle``.
    @available(*, deprecated, renamed: "autoplay.fadesWhenIdle")
    public var fadesWhenIdle: Bool {
        get { autoplay.fadesWhenIdle }
        set { autoplay.fadesWhenIdle = newValue }
    }

    /// The seconds before the row fades; now ``AutoplayOptions/idleFadeDelay``.
    @available(*, deprecated, renamed: "autoplay.idleFadeDelay")
    public var idleFadeDelay: Double {
        get { autoplay.idleFadeDelay }
        set { autoplay.idleFadeDelay = newValue }
    }

    /// The seconds the fade takes; now ``AutoplayOptions/idleFadeDuration``.
    @available(*, deprecated, renamed: "autoplay.idleFadeDuration")
    public var idleFadeDuration: Double {
        get { autoplay.idleFadeDuration }
        set { autoplay.idleFadeDuration = newValue }
    }

    /// How visible the row is now; now the display list's opacity (`DisplayList(control).opacity`).
    @available(*, deprecated, message: "use DisplayList(control.frame()).opacity")
    public var idleOpacity: Double { attention.idleOpacity }
}

// The slide-show spellings from before they moved to the timer that runs it, kept for one minor release.

extension PageControl {
    /// The attached ``progress`` when it is a timer; now `progress as? PageControlTimerProgress`.
    @available(*, deprecated, message: "use progress as? PageControlTimerProgress")
    public var timerProgress: PageControlTimerProgress? { attachedTimer }

    /// Why the attached timer is not counting now; now ``PageControlTimerProgress/pauseReasons``. Empty with
    /// no timer attached.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.pauseReasons")
    public var autoplayPauseReasons: AutoplayPauseReasons { attachedTimer.map(autoplayPauseReasons(for:)) ?? [] }

    /// Whether a slide show is on; now ``PageControlTimerProgress/isSlideShowOn``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.isSlideShowOn")
    public var isAutoplayOn: Bool { slideShowIsOn }

    /// Stops the slide show on behalf of a person; now ``PageControlTimerProgress/stopForPerson()``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.stopForPerson()")
    public func stopAutoplay() { stopAutoplayForPerson() }

    /// Starts the slide show again on behalf of a person; now ``PageControlTimerProgress/startForPerson()``.
    @available(*, deprecated, message: "use (progress as? PageControlTimerProgress)?.startForPerson()")
    public func startAutoplay() { startAutoplayForPerson() }
}
