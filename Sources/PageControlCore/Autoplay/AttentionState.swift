/// People's attention as a control's host reports it, the autoplay and idle-fade options, and the fade itself:
/// the rules of when the row fades and comes back, and of what a change in attention means for autoplay.
///
/// The facade hands it what the host reports (``report(_:)``) and the options (``configure(_:)``), tells it
/// about activity, and steps the fade on the frame clock; `AttentionStateTests` checks each rule alone.
struct AttentionState: Sendable, Hashable {
    /// The attention reasons present now (a subset of ``AutoplayPauseReasons/attention``).
    private(set) var present: AutoplayPauseReasons = []
    /// Whether a screen reader or other assistive technology is running.
    private(set) var assistiveTechnologyRunning = false
    /// The autoplay and idle-fade options.
    private(set) var options = AutoplayOptions()
    /// The frame-clock time of the last change, nil until a frame after it (the row is then fully shown).
    private(set) var lastActivity: Double?
    /// The opacity of the row now (1 unless fading or faded).
    private(set) var idleOpacity = 1.0

    /// What changed when the host reported its environment.
    struct Change: Sendable, Hashable {
        /// Whether the attention inputs or assistive technology changed (which counts as activity).
        var changed: Bool
        /// Whether keyboard focus arrived on the control or its content, while the options stop autoplay for it.
        var stopsAutoplay: Bool
    }

    /// Takes the attention inputs and assistive technology from what the host reports.
    mutating func report(_ environment: PageControlEnvironment) -> Change {
        let reasons = environment.attention
        let running = environment.isAssistiveTechnologyRunning
        let arrived = reasons.subtracting(present)
        let changed = reasons != present || running != assistiveTechnologyRunning
        present = reasons
        assistiveTechnologyRunning = running
        let focus = !arrived.isDisjoint(with: [.keyboardFocus, .contentKeyboardFocus])
        return Change(changed: changed, stopsAutoplay: focus && options.stopsOnKeyboardFocus)
    }

    /// Takes new options; turning the fade on or off shows the row fully and starts the delay again.
    mutating func configure(_ options: AutoplayOptions) {
        let fadeChanged = options.fadesWhenIdle != self.options.fadesWhenIdle
        self.options = options
        if fadeChanged { showFully() }
    }

    /// Something changed: the row shows fully now and the delay starts again on the next frame.
    @inline(__always)
    mutating func noteActivity() {
        guard options.fadesWhenIdle else { return }
        showFully()
    }

    private mutating func showFully() {
        lastActivity = nil
        idleOpacity = 1
    }

    /// Whether attention holds the row shown: assistive technology, keyboard or accessibility focus, or a
    /// hovering pointer.
    var holdsFade: Bool {
        assistiveTechnologyRunning || !present.isDisjoint(with: [.keyboardFocus, .pointer, .accessibilityFocus])
    }

    /// Whether the frame clock must run for the fade: until the row has faded out, unless `held`.
    func fadeNeedsFrames(held: Bool) -> Bool {
        options.fadesWhenIdle && !held && idleOpacity > 0 && options.idleFadeDelay.isFinite
    }

    /// One frame of the fade at clock time `now`: while `held` (or on the first frame after activity) the
    /// row shows fully and the delay starts at `now`; after the delay it fades linearly over the duration.
    mutating func advanceFade(to now: Double, held: Bool) {
        guard options.fadesWhenIdle else { return }
        guard !held, let last = lastActivity else {
            lastActivity = now
            idleOpacity = 1
            return
        }
        let faded = now - last - options.idleFadeDelay
        let duration = options.idleFadeDuration
        idleOpacity = faded <= 0 ? 1 : duration > 0 ? max(0, 1 - faded / duration) : 0
    }
}
