/// When the control draws its background platter (a capsule behind the dots), as
/// `UIPageControl.BackgroundStyle`.
public enum BackgroundStyle: Int, Sendable, Hashable, CaseIterable {
    /// The platter shows only while a person scrubs. This is the default.
    case automatic
    /// The platter always shows.
    case prominent
    /// The platter never shows, and the control has no padding around its dots.
    case minimal
}
