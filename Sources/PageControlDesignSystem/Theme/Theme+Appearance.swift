extension Theme {
    /// Light or dark appearance; selects a palette with ``Theme/colors(for:)``.
    ///
    /// Named `Appearance` rather than `ColorScheme` so it never clashes with SwiftUI's type.
    public enum Appearance: String, Sendable, Hashable, CaseIterable {
        /// Dark content on light surfaces. This is the default everywhere.
        case light
        /// Light content on dark surfaces.
        case dark
    }
}
