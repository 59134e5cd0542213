/// What a host has told a control about people's attention and their settings: the six attention inputs of
/// ``AutoplayPauseReasons``, whether assistive technology runs, and the autoplay and idle-fade options.
struct AttentionState: Sendable, Hashable {
    /// The attention reasons present now (a subset of ``AutoplayPauseReasons/attention``).
    var present: AutoplayPauseReasons = []
    /// Whether a screen reader or other assistive technology is running.
    var assistiveTechnologyRunning = false
    /// Whether Reduce Motion pauses autoplay too.
    var pausesForReduceMotion = false
    /// Whether keyboard focus stops autoplay as a person's stop.
    var stopsOnKeyboardFocus = false
    /// Whether the row fades when idle, after how long and over how long.
    var fadesWhenIdle = false
    var fadeDelay = 3.0
    var fadeDuration = 0.3
    /// The frame-clock time of the last change, nil until a frame after it (the row is then fully shown).
    var lastActivity: Double?
    /// The opacity of the row now (1 unless fading or faded).
    var idleOpacity = 1.0
}
