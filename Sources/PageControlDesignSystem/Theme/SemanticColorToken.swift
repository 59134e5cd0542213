/// The semantic colour tokens a ``Theme`` holds, with the token-file paths they are read from.
///
/// | Token | Light path | Dark path |
/// |---|---|---|
/// | ``backgroundBrand`` | `colors.background.brand` | `dark.colors.background.brand` |
/// | ``onBackgroundBrand`` | `colors.onBackground.brand` | `dark.colors.onBackground.brand` |
/// | ``foregroundDefault`` | `colors.foreground.default` | `dark.colors.foreground.default` |
/// | ``foregroundBrand`` | `colors.foreground.brand` | `dark.colors.foreground.brand` |
/// | ``foregroundSubtle`` | `colors.foreground.subtle` | `dark.colors.foreground.subtle` |
/// | ``surfacePrimary`` | `colors.surface.primary` | `dark.colors.surface.primary` |
public enum SemanticColorToken: String, Sendable, Hashable, CaseIterable {
    /// `colors.background.brand`: the brand fill (the primary page control's background).
    case backgroundBrand
    /// `colors.onBackground.brand`: content on the brand fill (the primary page control's dots).
    case onBackgroundBrand
    /// `colors.foreground.default`: body content (the secondary page control's dots).
    case foregroundDefault
    /// `colors.foreground.brand`: brand-coloured content.
    case foregroundBrand
    /// `colors.foreground.subtle`: de-emphasised content.
    case foregroundSubtle
    /// `colors.surface.primary`: the main surface (the secondary page control's background).
    case surfacePrimary

    /// The top-level group that holds the semantic tokens: `"colors"`.
    public static let group = "colors"
    /// The top-level group that mirrors the semantic tokens for dark appearance: `"dark"`.
    public static let darkGroup = "dark"

    /// The token path for light appearance, such as `colors.background.brand`.
    public var path: String {
        switch self {
        case .backgroundBrand: return "colors.background.brand"
        case .onBackgroundBrand: return "colors.onBackground.brand"
        case .foregroundDefault: return "colors.foreground.default"
        case .foregroundBrand: return "colors.foreground.brand"
        case .foregroundSubtle: return "colors.foreground.subtle"
        case .surfacePrimary: return "colors.surface.primary"
        }
    }

    /// The token path for an appearance: ``path`` for light, `dark.` + ``path`` for dark.
    public func path(for appearance: Theme.Appearance) -> String {
        appearance == .dark ? "\(Self.darkGroup).\(path)" : path
    }
}
