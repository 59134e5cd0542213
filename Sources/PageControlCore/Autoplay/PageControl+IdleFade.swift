extension PageControl {
    /// Whether the row fades out when nothing has changed for ``idleFadeDelay`` seconds, as watch and media
    /// pagers do. The default is false.
    ///
    /// The row (every primitive of the display list) fades to ``idleOpacity`` 0 over ``idleFadeDuration``,
    /// and comes back at once — within one frame — on any change: a page change, the position moving, a tap,
    /// key, scroll or scrub, and while the pointer hovers or the control has focus. It never fades while
    /// assistive technology runs (``isAssistiveTechnologyRunning``), while the control has keyboard or
    /// accessibility focus, while the pointer is over it, while a person scrubs, or during a slide show
    /// (``isAutoplayOn``). A faded control is still an accessibility element with its value.
    ///
    /// Time is the frame clock of ``advanceAnimation(to:)``: ``isAnimating`` stays true until the row has
    /// faded, so hosts keep their clock running that long.
    public var fadesWhenIdle: Bool {
        get { attention.fadesWhenIdle }
        set {
            attention.fadesWhenIdle = newValue
            attention.lastActivity = nil
            attention.idleOpacity = 1
        }
    }

    /// The seconds without a change before the row fades. The default is 3. Negative and NaN values
    /// become 0; infinity never fades.
    public var idleFadeDelay: Double {
        get { attention.fadeDelay }
        set { attention.fadeDelay = newValue.isNaN ? 0 : max(newValue, 0) }
    }

    /// The seconds the fade takes. The default is 0.3. Negative and NaN values become 0 (the row
    /// disappears at once); infinity never finishes fading.
    public var idleFadeDuration: Double {
        get { attention.fadeDuration }
        set { attention.fadeDuration = newValue.isNaN ? 0 : max(newValue, 0) }
    }

    /// How visible the row is now: 1 unless ``fadesWhenIdle`` is fading it (down to 0). Display lists
    /// multiply every primitive's opacity by it.
    public var idleOpacity: Double { attention.idleOpacity }

    /// Whether nothing may fade the row now: assistive technology, focus, hover, a scrub or a slide show.
    var holdsIdleFade: Bool {
        attention.assistiveTechnologyRunning
            || !attention.present.isDisjoint(with: [.keyboardFocus, .pointer, .accessibilityFocus])
            || session.scrub != nil || isAutoplayOn
    }

    /// Something changed: the row shows fully now and the delay starts again on the next frame.
    @inline(__always)
    func noteActivity() {
        guard attention.fadesWhenIdle else { return }
        attention.lastActivity = nil
        attention.idleOpacity = 1
    }

    /// Whether the frame clock must run for the fade: until the row has faded out.
    var idleFadeNeedsFrames: Bool {
        attention.fadesWhenIdle && !holdsIdleFade && attention.idleOpacity > 0 && attention.fadeDelay.isFinite
    }

    /// One frame of the fade at clock time `now`.
    func advanceIdleFade(to now: Double) {
        guard attention.fadesWhenIdle else { return }
        guard !holdsIdleFade, !motion.isSpringing, let last = attention.lastActivity else {
            attention.lastActivity = now
            attention.idleOpacity = 1
            return
        }
        let faded = now - last - attention.fadeDelay
        if faded <= 0 {
            attention.idleOpacity = 1
        } else {
            let duration = attention.fadeDuration
            attention.idleOpacity = duration > 0 ? max(0, 1 - faded / duration) : 0
        }
    }
}
