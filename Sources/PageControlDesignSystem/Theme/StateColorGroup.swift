import PageControlCore

/// The token groups that hold page-state colours (see `IndicatorState`), one token per state, named
/// after the state: `colors.state.completed` colours `IndicatorState.completed`,
/// `colors.state.bookmarked` the custom state `"bookmarked"`.
///
/// | Group | Dark group | Read into | Used by |
/// |---|---|---|---|
/// | `colors.state` | `dark.colors.state` | ``Theme/Colors/state`` | both styles |
/// | `colors.onBackground.state` | `dark.colors.onBackground.state` | ``Theme/Colors/OnBackground/state`` | the primary style, over `colors.state` |
///
/// Every state colour is optional: a state a theme gives no colour keeps the core's built-in look
/// (`IndicatorStateStyle.defaultStyle(for:diameter:)`).
enum StateColorGroup: CaseIterable {
    /// `colors.state`: state colours on surfaces (`colors.surface.primary`).
    case surface
    /// `colors.onBackground.state`: state colours on the brand fill (`colors.background.brand`).
    case onBackground

    /// The group's path for light appearance.
    var path: String {
        switch self {
        case .surface: return "\(SemanticColorToken.group).state"
        case .onBackground: return "\(SemanticColorToken.group).onBackground.state"
        }
    }

    /// The group's path for an appearance: ``path`` for light, `dark.` + ``path`` for dark.
    func path(for appearance: Theme.Appearance) -> String {
        appearance == .dark ? "\(SemanticColorToken.darkGroup).\(path)" : path
    }

    /// Replaces the state colours of this group in a palette.
    func setColors(_ colors: [IndicatorState: Color], in palette: inout Theme.Colors) {
        switch self {
        case .surface: palette.state = colors
        case .onBackground: palette.onBackground.state = colors
        }
    }
}
