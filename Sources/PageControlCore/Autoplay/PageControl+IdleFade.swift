extension PageControl {
    /// How visible the row is now: 1 unless ``AutoplayOptions/fadesWhenIdle`` is fading it (down to 0). Display
    /// lists multiply every primitive's opacity by it.
    package var currentOpacity: Double { attention.idleOpacity }

    /// Whether nothing may fade the row now: assistive technology, focus, hover, a scrub or a slide show.
    var holdsIdleFade: Bool {
        attention.holdsFade || session.scrub != nil || slideShowIsOn
    }

    /// Something changed: the row shows fully now and the delay starts again on the next frame.
    @inline(__always)
    func noteActivity() {
        attention.noteActivity()
    }

    /// Whether the frame clock must run for the fade: until the row has faded out.
    var idleFadeNeedsFrames: Bool {
        attention.options.fadesWhenIdle && attention.fadeNeedsFrames(held: holdsIdleFade)
    }

    /// One frame of the fade at clock time `now`; a spring holds it as activity does.
    func advanceIdleFade(to now: Double) {
        guard attention.options.fadesWhenIdle else { return }
        attention.advanceFade(to: now, held: holdsIdleFade || motion.isSpringing)
    }
}
