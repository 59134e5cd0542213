/// One problem with one token of a design-token file: the token's path and what is wrong with it.
///
/// Loading a theme checks every token of the file, not only the ones the theme reads, and throws
/// ``TokenError/invalidTokens(_:)`` with every problem it found, sorted by path (see
/// ``DesignTokenDocument/problems`` for the rules). A problem is reported once, on the token that
/// holds it: a token whose alias leads to a broken token is not listed again.
///
/// ```swift
/// do {
///     try DesignSystem.shared.loadTheme(contentsOf: url)
/// } catch .invalidTokens(let problems) {
///     for problem in problems { print(problem) }  // "color.link: unknown alias {color.nope}"
/// } catch {
///     print(error)
/// }
/// ```
public struct TokenProblem: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The path of the token that holds the problem, such as `color.brand.500`.
    public let path: String
    /// What is wrong, as one of ``TokenError``'s single-token cases:
    /// ``TokenError/unknownAlias(path:alias:)``, ``TokenError/aliasToGroup(path:alias:)``,
    /// ``TokenError/aliasCycle(_:)`` (listed from ``path`` round to it again),
    /// ``TokenError/wrongType(path:found:expected:inheritedFrom:)``, ``TokenError/invalidColor(path:_:)``,
    /// ``TokenError/invalidValue(path:reason:)`` or ``TokenError/notAToken(path:)``.
    public let error: TokenError

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - path: The token that holds the problem.
    ///   - error: What is wrong with it.
    public init(path: String, error: TokenError) {
        self.path = path
        self.error = error
    }

    /// What is wrong, without the path, such as `unknown alias {color.nope}`.
    public var reason: String { error.reason }

    /// One line: the path, a colon and the reason, such as `color.link: unknown alias {color.nope}`.
    public var description: String { "\(path): \(reason)" }

    /// Orders problems by path, then by reason.
    public static func < (lhs: TokenProblem, rhs: TokenProblem) -> Bool {
        lhs.path == rhs.path ? lhs.reason < rhs.reason : lhs.path < rhs.path
    }
}
