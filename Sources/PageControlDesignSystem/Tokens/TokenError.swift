import PageControlCore

/// The error thrown when a design-token file cannot be read or turned into a ``Theme``.
///
/// Every case's ``description`` starts with the token path (or the file path) it is about, then
/// says what is wrong, so it can be printed as is:
///
/// ```text
/// colors.foreground.default: unknown alias {color.nope}
/// alias cycle: a.b → c.d → a.b
/// color.brand.500: $type is dimension, expected color
/// color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
/// ```
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

    /// The token or file path the error is about, or `nil` when there is none (invalid JSON and
    /// alias cycles).
    public var path: String? {
        switch self {
        case .unreadableFile(let path, _), .malformed(let path, _), .nestingTooDeep(let path, _),
            .missingToken(let path), .notAToken(let path), .unknownAlias(let path, _),
            .aliasToGroup(let path, _), .wrongType(let path, _, _, _), .invalidColor(let path, _),
            .invalidValue(let path, _):
            return path
        case .invalidJSON, .aliasCycle:
            return nil
        }
    }

    /// A one-line message naming the path and the problem.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalidJSON(let reason):
            return "invalid JSON: \(reason)"
        case .malformed(let path, let reason):
            return path.isEmpty ? reason : "\(path): \(reason)"
        case .nestingTooDeep(let path, let limit):
            return "\(path): groups are nested more than \(limit) levels deep"
        case .missingToken(let path):
            return "\(path): no such token"
        case .notAToken(let path):
            return "\(path): is a group, expected a token with a $value"
        case .unknownAlias(let path, let alias):
            return "\(path): unknown alias {\(alias)}"
        case .aliasToGroup(let path, let alias):
            return "\(path): alias {\(alias)} names a group, not a token"
        case .aliasCycle(let cycle):
            return "alias cycle: " + cycle.joined(separator: " → ")
        case .wrongType(let path, let found, let expected, let group):
            let origin = group.map { " (inherited from group '\($0)')" } ?? ""
            return "\(path): $type is \(found)\(origin), expected \(expected)"
        case .invalidColor(let path, let error):
            return "\(path): \(error)"
        case .invalidValue(let path, let reason):
            return "\(path): \(reason)"
        }
    }
}
