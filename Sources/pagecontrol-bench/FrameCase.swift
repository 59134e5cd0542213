import PageControlCore

/// What one frame case has beyond its page count: the span, the page states, the presentation, the effect and
/// the badges (the options of the `instructions` and `loop` profiles).
struct FrameCase: Equatable {
    /// Pages on screen at once. The default is 1.
    var span = 1
    /// Page states on every third page. The default is 0.
    var states = 0
    /// The presentation. The default is dots.
    var presentation = IndicatorPresentation.dots
    /// The indicator effect. The default is none.
    var effect = IndicatorEffect.none
    /// Badges on every third page. The default is 0.
    var badges = 0

    /// The options that give this case on the command line (none for the defaults).
    var arguments: [String] {
        var arguments: [String] = []
        if span != 1 { arguments += ["--span", String(span)] }
        if states != 0 { arguments += ["--states", String(states)] }
        if presentation != .dots { arguments += ["--presentation", presentation.name] }
        if effect != .none { arguments += ["--effect", effect.name] }
        if badges != 0 { arguments += ["--badges", String(badges)] }
        return arguments
    }

    /// The frame of this case for `pages` pages.
    @MainActor
    func benchmark(pages: Int) -> FrameBenchmark {
        FrameBenchmark(
            pages: pages, effect: effect, span: span, states: states, presentation: presentation, badges: badges)
    }
}
