/// How the current page was last changed, as `UIPageControl.InteractionState`.
public enum InteractionState: Int, Sendable, Hashable, CaseIterable {
    /// No interaction: the page was set by the app (or nothing happened yet). This is the default.
    case none
    /// A single step: a tap, a key, an accessibility action or a timer advance.
    case discrete
    /// A scrub along the dots is under way.
    case continuous
}
