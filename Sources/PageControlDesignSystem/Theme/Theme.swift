import PageControlCore

/// The design system's semantic colours, for light and dark appearance.
///
/// Read a token the way the design-system pages name it:
///
/// ```swift
/// let theme = Theme.default
/// theme.colors.onBackground.brand                 // light (base) palette
/// theme.colors(for: .dark).onBackground.brand     // dark palette
/// ```
///
/// ``colors`` is the base palette, used for light appearance; ``darkColors`` is used for dark
/// appearance. This mirrors token files, where the semantic tokens sit at the top level and the
/// dark variants in a `dark` group (see ``load(contentsOf:)``).
///
/// The default value is ``default``, built in and needing no file.
public struct Theme: Sendable, Hashable {
    /// The base palette, used for ``Appearance/light``.
    public var colors: Colors
    /// The palette used for ``Appearance/dark``.
    public var darkColors: Colors

    /// Creates a theme from its two palettes.
    ///
    /// - Parameters:
    ///   - colors: The base palette, used for light appearance.
    ///   - darkColors: The palette for dark appearance. The default, `nil`, uses `colors` for both.
    public init(colors: Colors, darkColors: Colors? = nil) {
        self.colors = colors
        self.darkColors = darkColors ?? colors
    }

    /// The palette for an appearance: ``colors`` for light, ``darkColors`` for dark.
    ///
    /// - Parameter appearance: Light or dark.
    /// - Returns: The semantic colours to use.
    public func colors(for appearance: Appearance) -> Colors {
        switch appearance {
        case .light: return colors
        case .dark: return darkColors
        }
    }
}
