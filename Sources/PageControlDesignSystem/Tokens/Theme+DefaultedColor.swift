import PageControlCore

extension Theme.LoadReport {
    /// A semantic colour a token file leaves out, and the value the theme uses instead.
    ///
    /// ```swift
    /// for defaulted in report.defaultedColors {
    ///     print("\(defaulted.path): \(defaulted.color.hexString)")  // "colors.foreground.subtle: #6B7280"
    /// }
    /// ```
    public struct DefaultedColor: Sendable, Hashable {
        /// The semantic colour.
        public let token: SemanticColorToken
        /// The appearance it is missing for.
        public let appearance: Theme.Appearance
        /// The value used: the fallback theme's colour for ``token`` in ``appearance``.
        public let color: Color

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - token: The semantic colour.
        ///   - appearance: The appearance it is missing for.
        ///   - color: The value used instead.
        public init(token: SemanticColorToken, appearance: Theme.Appearance, color: Color) {
            self.token = token
            self.appearance = appearance
            self.color = color
        }

        /// The token path the file would define it at, such as `dark.colors.surface.primary`.
        public var path: String { token.path(for: appearance) }
    }
}
