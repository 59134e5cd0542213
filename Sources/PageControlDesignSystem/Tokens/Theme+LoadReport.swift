import Foundation
import PageControlCore

extension Theme {
    /// A theme read from a design-token file, with the semantic colours the file leaves out.
    ///
    /// ```swift
    /// let report = try Theme.LoadReport(contentsOf: URL(fileURLWithPath: "brand.tokens.json"))
    /// report.defaultedTokens  // ["colors.foreground.subtle", "dark.colors.foreground.subtle"]
    /// DesignSystem.shared.theme = report.theme
    /// ```
    ///
    /// Loading checks the whole file before it builds anything (see ``init(tokens:fallback:)``), so a
    /// broken token is reported even when no semantic colour reads it. ``Theme/load(contentsOf:)`` and
    /// ``Theme/init(jsonData:)`` do the same work and return only the theme.
    public struct LoadReport: Sendable, Hashable {
        /// The theme: the file's colours, and the fallback theme's for the semantic colours it leaves out.
        public let theme: Theme
        /// The semantic colours the file does not define, each with the fallback value the theme uses:
        /// light first, then dark, each in ``SemanticColorToken`` order. Empty when the file defines all
        /// twelve. State colours are never listed: they are optional (see ``Theme/Colors/state``).
        public let defaultedColors: [DefaultedColor]

        /// The token paths of ``defaultedColors``, such as `colors.foreground.subtle` and
        /// `dark.colors.foreground.subtle`, in the same order.
        public var defaultedTokens: [String] { defaultedColors.map(\.path) }

        /// Reads a theme from a design-token file.
        ///
        /// - Parameter url: A `file:` URL of a DTCG JSON file.
        /// - Throws: ``TokenError``: ``TokenError/unreadableFile(path:reason:)`` and the errors of
        ///   ``init(jsonData:)``.
        public init(contentsOf url: URL) throws(TokenError) {
            try self.init(tokens: DesignTokenDocument(contentsOf: url))
        }

        /// Reads a theme from design-token JSON.
        ///
        /// - Parameter jsonData: The contents of a DTCG JSON file.
        /// - Throws: ``TokenError``: the shape errors of ``DesignTokenDocument/init(jsonData:)``, then the
        ///   errors of ``init(tokens:fallback:)``.
        public init(jsonData: Data) throws(TokenError) {
            try self.init(tokens: DesignTokenDocument(jsonData: jsonData))
        }

        /// Builds a theme from a parsed token document, checking every token first.
        ///
        /// The theme reads its semantic colours from the paths of ``SemanticColorToken`` (light) and the
        /// same paths under `dark.` (dark), and its optional state colours from the members of
        /// `colors.state` and `colors.onBackground.state` (and under `dark.`), one per state, named after
        /// it (`IndicatorState.init(name:)`). A semantic colour the file leaves out takes the fallback's
        /// value for the same appearance and is listed in ``defaultedColors``; a state colour it leaves
        /// out is absent, so the state keeps the core's built-in look.
        ///
        /// - Parameters:
        ///   - tokens: The parsed document.
        ///   - fallback: The theme supplying the semantic colours the document lacks. The default is
        ///     ``Theme/default``. Its state colours are not used.
        /// - Throws: ``TokenError/invalidTokens(_:)`` with every problem in the file, sorted by path:
        ///   those of ``DesignTokenDocument/problems``, plus a token the theme reads that is not a colour
        ///   or is a group, and a state colour for `normal`. Then, when the file is sound but defines
        ///   none of the colours the theme reads, ``TokenError/noSemanticColors(expected:)``.
        /// - Complexity: O(n log n) for n tokens.
        public init(tokens: DesignTokenDocument, fallback: Theme = .default) throws(TokenError) {
            let (stateTokens, stateProblems) = Self.stateTokens(in: tokens)
            let semanticPaths = Appearance.allCases.flatMap { appearance in
                SemanticColorToken.allCases.map { $0.path(for: appearance) }
            }
            let badgePaths = Appearance.allCases.map(Self.badgePath(for:))
            let checked = TokenValidator.validate(
                tokens, colorPaths: semanticPaths + stateTokens.map(\.path) + badgePaths)
            let problems = stateProblems + checked.problems
            guard problems.isEmpty else {
                throw .invalidTokens(problems.sorted())
            }
            guard !checked.colors.isEmpty else {
                throw .noSemanticColors(expected: SemanticColorToken.allCases.map(\.path))
            }
            var palettes = [Appearance.light: fallback.colors, .dark: fallback.darkColors]
            var defaulted: [DefaultedColor] = []
            for appearance in Appearance.allCases {
                var palette = palettes[appearance]!
                for token in SemanticColorToken.allCases {
                    if let color = checked.colors[token.path(for: appearance)] {
                        palette[token] = color
                    } else {
                        defaulted.append(DefaultedColor(token: token, appearance: appearance, color: palette[token]))
                    }
                }
                for group in StateColorGroup.allCases {  // Never the fallback's: the core's looks instead.
                    let members = stateTokens.filter { $0.group == group && $0.appearance == appearance }
                    var states: [IndicatorState: Color] = [:]
                    for member in members { states[member.state] = checked.colors[member.path] }
                    group.setColors(states, in: &palette)
                }
                palette.badge = checked.colors[Self.badgePath(for: appearance)]
                palettes[appearance] = palette
            }
            theme = Theme(colors: palettes[.light]!, darkColors: palettes[.dark]!)
            defaultedColors = defaulted
        }

        /// The badge colour's token path: `pageControl.badge`, or `dark.pageControl.badge`.
        static func badgePath(for appearance: Appearance) -> String {
            appearance == .dark ? "dark.pageControl.badge" : "pageControl.badge"
        }

        /// A member of a state-colour group: the token (or group, which is an error) for one state.
        private struct StateToken {
            let group: StateColorGroup
            let appearance: Appearance
            let path: String
            let state: IndicatorState
        }

        /// The members of the state-colour groups, and the problems with the groups themselves: a group
        /// path that is a token, and a member for `normal`.
        private static func stateTokens(in tokens: DesignTokenDocument) -> ([StateToken], [TokenProblem]) {
            var members: [StateToken] = []
            var problems: [TokenProblem] = []
            func problem(_ path: String, _ reason: String) {
                problems.append(TokenProblem(path: path, error: .invalidValue(path: path, reason: reason)))
            }
            for appearance in Appearance.allCases {
                for group in StateColorGroup.allCases {
                    let groupPath = group.path(for: appearance)
                    if tokens.containsToken(at: groupPath) {
                        problem(
                            groupPath,
                            "expected a group of state colours, such as \(groupPath).completed, found a token")
                    }
                    for path in tokens.memberPaths(of: groupPath) {
                        let state = IndicatorState(name: String(path.dropFirst(groupPath.count + 1)))
                        if state == .normal {
                            problem(
                                path, "normal dots have no state colour (the style's other dots are the normal look)")
                        } else {
                            members.append(StateToken(group: group, appearance: appearance, path: path, state: state))
                        }
                    }
                }
            }
            return (members, problems)
        }
    }
}
