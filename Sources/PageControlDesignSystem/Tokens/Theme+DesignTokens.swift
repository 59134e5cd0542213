import Foundation
import PageControlCore

/// Loading a ``Theme`` from a W3C Design Tokens (DTCG) file.
///
/// The theme's semantic colours are read from fixed token paths (see ``SemanticColorToken``):
///
/// - light (base): `colors.background.brand`, `colors.onBackground.brand`,
///   `colors.foreground.default`, `colors.foreground.brand`, `colors.foreground.subtle`,
///   `colors.surface.primary`;
/// - dark: the same paths inside a top-level `dark` group, such as
///   `dark.colors.background.brand`.
///
/// Each token may hold a hex colour or alias any other token in the file (for example a
/// primitive palette such as `color.brand.500`). A semantic token the file does not define takes
/// the built-in ``Theme/default`` value for the same appearance, so a file may override only the
/// brand colours. Other tokens in the file are ignored unless a semantic token aliases them.
///
/// ```json
/// {
///   "color": { "$type": "color", "brand": { "500": { "$value": "#0E7490" } } },
///   "colors": {
///     "$type": "color",
///     "background": { "brand": { "$value": "{color.brand.500}" } }
///   },
///   "dark": { "colors": { "$type": "color", "background": { "brand": { "$value": "#155E75" } } } }
/// }
/// ```
extension Theme {
    /// Reads a theme from a design-token file.
    ///
    /// ```swift
    /// let theme = try Theme.load(contentsOf: URL(fileURLWithPath: "brand.tokens.json"))
    /// ```
    ///
    /// - Parameter url: A `file:` URL of a DTCG JSON file.
    /// - Returns: The theme, with ``Theme/default`` values for tokens the file does not define.
    /// - Throws: ``TokenError`` naming the file or token path and the problem; see
    ///   ``DesignTokenDocument/init(contentsOf:)`` and ``Theme/init(tokens:fallback:)``.
    public static func load(contentsOf url: URL) throws(TokenError) -> Theme {
        try Theme(tokens: DesignTokenDocument(contentsOf: url))
    }

    /// Reads a theme from design-token JSON.
    ///
    /// - Parameter jsonData: The contents of a DTCG JSON file.
    /// - Throws: ``TokenError``; see ``DesignTokenDocument/init(jsonData:)`` and ``Theme/init(tokens:fallback:)``.
    public init(jsonData: Data) throws(TokenError) {
        try self.init(tokens: DesignTokenDocument(jsonData: jsonData))
    }

    /// Builds a theme from a parsed token document.
    ///
    /// Tokens are resolved in ``SemanticColorToken`` order, light before dark, and the first
    /// problem is thrown.
    ///
    /// - Parameters:
    ///   - tokens: The parsed document.
    ///   - fallback: The theme supplying tokens the document lacks. The default is ``default``.
    /// - Throws: ``TokenError`` from ``DesignTokenDocument/colorIfPresent(at:)``: an unknown
    ///   alias, an alias cycle, a `$type` other than `color`, a value that is not a colour, or a
    ///   semantic path that names a group.
    public init(tokens: DesignTokenDocument, fallback: Theme = .default) throws(TokenError) {
        var light = fallback.colors
        var dark = fallback.darkColors
        for token in SemanticColorToken.allCases {
            if let color = try tokens.colorIfPresent(at: token.path(for: .light)) {
                light[token] = color
            }
            if let color = try tokens.colorIfPresent(at: token.path(for: .dark)) {
                dark[token] = color
            }
        }
        self.init(colors: light, darkColors: dark)
    }
}
