import PageControlDesignSystem

/// Where a ``PageIndicatorStyle``'s colours come from, and how they resolve for a theme and colour scheme.
/// Platform-free (no SwiftUI), so the rule is tested on Linux.
package enum PageIndicatorStyleSource: Sendable, Hashable {
    /// The control's own colours: the appearance proxy's, then white and translucent gray.
    case automatic
    /// The design system's primary style, for a brand background.
    case primary
    /// The design system's secondary style, for the primary surface.
    case secondary
    /// A fixed set of colours, whatever the colour scheme.
    case fixed(PageControlStyle)

    /// The colours for a theme and appearance, or nil for ``automatic`` (the control's defaults).
    package func resolved(in theme: Theme, scheme: Theme.Appearance) -> PageControlStyle? {
        switch self {
        case .automatic: return nil
        case .primary: return .primary(in: theme, scheme: scheme)
        case .secondary: return .secondary(in: theme, scheme: scheme)
        case .fixed(let style): return style
        }
    }
}
