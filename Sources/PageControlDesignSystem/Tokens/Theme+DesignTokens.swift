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
/// Page-state colours are optional: one token per state in `colors.state` (on surfaces) and
/// `colors.onBackground.state` (on the brand fill), such as `colors.state.completed` or
/// `colors.state.bookmarked` for a custom state, and the same under `dark`.
///
/// Each token may hold a colour or alias any other token in the file (for example a primitive
/// palette such as `color.brand.500`). A semantic token the file does not define takes the
/// built-in ``Theme/default`` value for the same appearance, so a file may override only the brand
/// colours; ``Theme/LoadReport`` lists which were left out. A file that defines none of them is an
/// error, and so is any broken alias or colour anywhere in the file, all reported together.
///
/// ```json
/// {
///   "color": { "$type": "color", "brand": { "500": { "$value": "#0E7490" } } },
///   "colors": {
///     "$type": "color",
///     "background": { "brand": { "$value": "{color.brand.500}" } },
///     "state": { "completed": { "$value": "#047857" } }
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
    /// Use ``LoadReport/init(contentsOf:)`` to learn which semantic colours the file leaves out.
    ///
    /// - Parameter url: A `file:` URL of a DTCG JSON file.
    /// - Returns: The theme, with ``Theme/default`` values for semantic tokens the file does not define.
    /// - Throws: ``TokenError`` naming the file or token paths and the problems; see
    ///   ``DesignTokenDocument/init(contentsOf:)`` and ``LoadReport/init(tokens:fallback:)``.
    public static func load(contentsOf url: URL) throws(TokenError) -> Theme {
        try LoadReport(contentsOf: url).theme
    }

    /// Reads a theme from design-token JSON.
    ///
    /// - Parameter jsonData: The contents of a DTCG JSON file.
    /// - Throws: ``TokenError``; see ``DesignTokenDocument/init(jsonData:)`` and
    ///   ``LoadReport/init(tokens:fallback:)``.
    public init(jsonData: Data) throws(TokenError) {
        self = try LoadReport(jsonData: jsonData).theme
    }

    /// Builds a theme from a parsed token document, checking every token first.
    ///
    /// - Parameters:
    ///   - tokens: The parsed document.
    ///   - fallback: The theme supplying semantic tokens the document lacks. The default is ``default``.
    /// - Throws: ``TokenError/invalidTokens(_:)`` with every problem in the file, sorted by path, or
    ///   ``TokenError/noSemanticColors(expected:)``; see ``LoadReport/init(tokens:fallback:)``.
    public init(tokens: DesignTokenDocument, fallback: Theme = .default) throws(TokenError) {
        self = try LoadReport(tokens: tokens, fallback: fallback).theme
    }
}
