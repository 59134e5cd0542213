import PageControlCore

/// The error thrown when a design-token file cannot be read or turned into a ``Theme``.
///
/// Every single-problem case's ``description`` starts with the token path (or the file path) it is
/// about, then says what is wrong, so it can be printed as is:
///
/// ```text
/// colors.foreground.default: unknown alias {color.nope}
/// alias cycle: a.b → c.d → a.b
/// color.brand.500: $type is dimension, expected color
/// color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
/// ```
///
/// Loading a theme checks every token of the file and reports all problems at once, sorted by path,
/// as ``invalidTokens(_:)`` (one line per problem):
///
/// ```text
/// 2 problems in the tokens:
///   color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
///   color.link: unknown alias {color.nope}
/// ```
///
/// Problems with the file as a whole (it cannot be read, is not JSON, has the wrong shape) stop the
/// loading at once and are thrown on their own.
public enum TokenError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read. `path` is the file's path; `reason` says why
    /// ("no such file", "is a directory", …).
    case unreadableFile(path: String, reason: String)
    /// The data is not valid JSON. `reason` is what `JSONSerialization` reported, such as
    /// "Invalid value around character 6.".
    case invalidJSON(reason: String)
    /// A part of the document has the wrong shape: the top level is not an object, a group member
    /// is not an object, or `$type` is not a string. `path` is empty for the top level.
    case malformed(path: String, reason: String)
    /// Groups are nested more deeply than ``DesignTokenDocument/maximumDepth``.
    case nestingTooDeep(path: String, limit: Int)
    /// No token exists at `path` (only thrown by ``DesignTokenDocument/color(at:)``).
    case missingToken(path: String)
    /// `path` names a group, but a token (an object with `$value`) was expected.
    case notAToken(path: String)
    /// The token at `path` refers to `{alias}`, which is not a token in the document.
    case unknownAlias(path: String, alias: String)
    /// The token at `path` refers to `{alias}`, which is a group rather than a token.
    case aliasToGroup(path: String, alias: String)
    /// Aliases that refer back to themselves; `cycle` lists the token paths in order and ends
    /// with the first one repeated, as in `["a.b", "c.d", "a.b"]`.
    case aliasCycle([String])
    /// The token at `path` has (or inherits from the group `inheritedFrom`) a `$type` of `found`
    /// where `expected` was needed.
    case wrongType(path: String, found: String, expected: String, inheritedFrom: String?)
    /// The token at `path` holds a string that is not a hex colour.
    case invalidColor(path: String, ColorParseError)
    /// The token at `path` has a `$value` of the wrong kind, such as a number where a colour
    /// was expected, or a colour in an unsupported colour space.
    case invalidValue(path: String, reason: String)
    /// Some tokens are invalid: every problem found in the file, sorted by path (see
    /// ``TokenProblem``). Never empty when thrown by this package.
    case invalidTokens([TokenProblem])
    /// The file defines none of the colours a theme reads: no semantic colour (`expected` lists their
    /// light paths, ``SemanticColorToken/path``), in light or dark appearance, and no state colour. Such a
    /// file is almost always misspelt, and would otherwise render the defaults without a word.
    case noSemanticColors(expected: [String])

    /// The token or file path the error is about, or `nil` when there is none (invalid JSON, alias
    /// cycles, the list of ``invalidTokens(_:)`` and ``noSemanticColors(expected:)``).
    public var path: String? {
        switch self {
        case .unreadableFile(let path, _), .malformed(let path, _), .nestingTooDeep(let path, _),
            .missingToken(let path), .notAToken(let path), .unknownAlias(let path, _),
            .aliasToGroup(let path, _), .wrongType(let path, _, _, _), .invalidColor(let path, _),
            .invalidValue(let path, _):
            return path
        case .invalidJSON, .aliasCycle, .invalidTokens, .noSemanticColors:
            return nil
        }
    }

    /// The message: the path and the problem on one line, or for ``invalidTokens(_:)`` a count
    /// followed by one indented line per problem.
    public var description: String {
        if case .unreadableFile(let path, let reason) = self {
            return "cannot read \(path): \(reason)"
        }
        guard let path, !path.isEmpty else { return reason }
        return "\(path): \(reason)"
    }

    /// What is wrong, without the path that ``description`` puts in front.
    var reason: String {
        switch self {
        case .unreadableFile(_, let reason), .malformed(_, let reason), .invalidValue(_, let reason):
            return reason
        case .invalidJSON(let reason):
            return "invalid JSON: \(reason)"
        case .nestingTooDeep(_, let limit):
            return "groups are nested more than \(limit) levels deep"
        case .missingToken:
            return "no such token"
        case .notAToken:
            return "is a group, expected a token with a $value"
        case .unknownAlias(_, let alias):
            return "unknown alias {\(alias)}"
        case .aliasToGroup(_, let alias):
            return "alias {\(alias)} names a group, not a token"
        case .aliasCycle(let cycle):
            return "alias cycle: " + cycle.joined(separator: " → ")
        case .wrongType(_, let found, let expected, let group):
            let origin = group.map { " (inherited from group '\($0)')" } ?? ""
            return "$type is \(found)\(origin), expected \(expected)"
        case .invalidColor(_, let error):
            return "\(error)"
        case .invalidTokens(let problems):
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            return (["\(count) in the tokens:"] + problems.map { "  \($0)" }).joined(separator: "\n")
        case .noSemanticColors(let expected):
            return "the token file defines none of the semantic colours: \(expected.joined(separator: ", ")) "
                + "(nor the same under \(SemanticColorToken.darkGroup).), nor a state colour "
                + "(\(StateColorGroup.surface.path).*)"
        }
    }
}
