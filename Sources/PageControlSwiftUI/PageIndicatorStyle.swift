import PageControlDesignSystem

/// How ``PageIndicator``s are coloured: the design system's primary or secondary style, resolved for the
/// current theme and colour scheme, a fixed style, or the control's own defaults.
///
/// Platform-free (no SwiftUI), so its rule is tested on Linux; `pageIndicatorStyle(_:)` sets it.
///
/// ```swift
/// PageIndicator(numberOfPages: 4, currentPage: $page)
///     .pageIndicatorStyle(.primary)
/// ```
public struct PageIndicatorStyle: Sendable, Hashable {
    private enum Source: Sendable, Hashable {
        case automatic
        case primary
        case secondary
        case fixed(PageControlStyle)
    }

    private let source: Source

    /// The control's own colours: the appearance proxy's, then white and translucent gray. The default.
    public static let automatic = PageIndicatorStyle(source: .automatic)
    /// The design system's primary style, for a brand background, in the environment's colour scheme.
    public static let primary = PageIndicatorStyle(source: .primary)
    /// The design system's secondary style, for the primary surface, in the environment's colour scheme.
    public static let secondary = PageIndicatorStyle(source: .secondary)

    /// A fixed set of colours, whatever the colour scheme.
    public static func custom(_ style: PageControlStyle) -> PageIndicatorStyle {
        PageIndicatorStyle(source: .fixed(style))
    }

    /// The colours for a theme and appearance, or nil for ``automatic`` (the control's defaults).
    public func resolved(in theme: Theme, scheme: Theme.Appearance) -> PageControlStyle? {
        switch source {
        case .automatic: return nil
        case .primary: return .primary(in: theme, scheme: scheme)
        case .secondary: return .secondary(in: theme, scheme: scheme)
        case .fixed(let style): return style
        }
    }
}
