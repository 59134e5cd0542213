import Foundation
import PageControlCore

/// A parsed design-token file in the W3C Design Tokens Community Group (DTCG) format.
///
/// The document is a tree of *groups* (JSON objects) and *tokens* (objects with a `$value`).
/// A token's path is the names from the top joined with dots, such as `color.brand.500`:
///
/// ```json
/// {
///   "color": {
///     "$type": "color",
///     "brand": { "500": { "$value": "#1A56DB", "$description": "Brand blue" } }
///   },
///   "colors": {
///     "background": { "brand": { "$value": "{color.brand.500}" } }
///   }
/// }
/// ```
///
/// What is supported:
/// - `$value` makes an object a token; any other object is a group.
/// - `$type` on a token, or inherited from the nearest enclosing group that declares one. An alias
///   token without a type takes its target's type, as the DTCG format says.
/// - Aliases: a `$value` string that is exactly `{path.to.token}`, followed recursively
///   (alias to alias); cycles and unknown targets are errors.
/// - `$description`, `$extensions`, `$deprecated` and other `$` members are ignored.
/// - Members whose names are empty or contain `.`, `{` or `}` (invalid in DTCG) are skipped.
///
/// Parsing checks only the document's shape (objects where groups and tokens belong, string
/// `$type`s, nesting depth). ``problems`` checks every alias and every colour value in the file;
/// a ``Theme`` checks them all when it loads. Values of other types (dimensions, font families, …)
/// are never checked, so a shared file with typography or spacing tokens in any form still loads.
public struct DesignTokenDocument: Sendable, Equatable {
    /// One token: its raw `$value` and its own or inherited `$type`.
    struct Token: Sendable, Equatable {
        /// The `$value`, not yet resolved.
        var value: JSONValue
        /// The `$type`, declared on the token or inherited; `nil` when neither.
        var type: String?
        /// The group the type was inherited from, or `nil` when the token declares it (or has none).
        var typeGroup: String?
    }

    /// The deepest group nesting accepted: 128 levels. Real token files use fewer than ten.
    public static let maximumDepth = 128

    /// The tokens by path.
    var tokens: [String: Token]
    /// The paths of all groups (not including the top level).
    var groups: Set<String>

    /// The paths of all tokens in the document, sorted.
    public var tokenPaths: [String] { tokens.keys.sorted() }

    /// Parses a token document from JSON data.
    ///
    /// - Parameter jsonData: UTF-8 JSON whose top level is an object.
    /// - Throws: ``TokenError/invalidJSON(reason:)`` when the data is not JSON (including JSON
    ///   nested too deeply for `JSONSerialization`), ``TokenError/malformed(path:reason:)`` when a
    ///   group member or the top level is not an object or a `$type` is not a string, and
    ///   ``TokenError/nestingTooDeep(path:limit:)`` beyond ``maximumDepth`` levels of groups.
    public init(jsonData: Data) throws(TokenError) {
        let root = try JSONValue(parsing: jsonData)
        guard case .object(let members) = root else {
            throw .malformed(path: "", reason: "the top level of a token file must be an object, found \(root.kind)")
        }
        tokens = [:]
        groups = []
        try collect(members, path: [], inheritedType: nil, depth: 0)
    }

    /// Reads and parses a token file.
    ///
    /// - Parameter url: A `file:` URL.
    /// - Throws: ``TokenError/unreadableFile(path:reason:)`` when the URL is not a file URL, the
    ///   file does not exist, is a directory, or cannot be read; otherwise the errors of
    ///   ``init(jsonData:)``.
    public init(contentsOf url: URL) throws(TokenError) {
        try self.init(jsonData: DesignTokenDocument.readFile(at: url))
    }

    /// Whether a token (not a group) exists at `path`.
    public func containsToken(at path: String) -> Bool {
        tokens[path] != nil
    }

    /// The paths of the tokens and groups directly inside the group at `group`, sorted; empty when
    /// there is no such group.
    ///
    /// - Complexity: O(n) for n tokens and groups in the document.
    func memberPaths(of group: String) -> [String] {
        guard groups.contains(group) else { return [] }
        let prefix = group + "."
        let isMember = { (path: String) in path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains(".") }
        return (tokens.keys.filter(isMember) + groups.filter(isMember)).sorted()
    }

    /// Walks one group, recording its tokens and subgroups.
    private mutating func collect(
        _ members: [String: JSONValue], path: [String], inheritedType: (type: String, group: String)?, depth: Int
    ) throws(TokenError) {
        let groupPath = path.joined(separator: ".")
        guard depth <= Self.maximumDepth else {
            throw .nestingTooDeep(path: groupPath, limit: Self.maximumDepth)
        }
        var inherited = inheritedType
        if let declared = try Self.declaredType(in: members, path: groupPath) {
            inherited = (declared, groupPath)
        }
        for name in members.keys.sorted() where Self.isMemberName(name) {
            let childPath = path + [name]
            let joined = childPath.joined(separator: ".")
            guard case .object(let child) = members[name]! else {
                let found = members[name]!.kind
                throw .malformed(path: joined, reason: "expected a group or a token (an object), found \(found)")
            }
            if let value = child["$value"] {
                let own = try Self.declaredType(in: child, path: joined)
                tokens[joined] = Token(
                    value: value,
                    type: own ?? inherited?.type,
                    typeGroup: own == nil ? inherited?.group : nil
                )
            } else {
                groups.insert(joined)
                try collect(child, path: childPath, inheritedType: inherited, depth: depth + 1)
            }
        }
    }

    /// The `$type` declared directly in `members`, if any.
    private static func declaredType(in members: [String: JSONValue], path: String) throws(TokenError) -> String? {
        switch members["$type"] {
        case nil:
            return nil
        case .string(let type):
            return type
        case let other?:
            let location = path.isEmpty ? "$type" : "\(path).$type"
            throw .malformed(path: location, reason: "must be a string, found \(other.kind)")
        }
    }

    /// Whether `name` is a group or token name: not a `$` property, not empty, and free of the
    /// characters DTCG reserves for paths and aliases.
    private static func isMemberName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("$") && !name.contains { $0 == "." || $0 == "{" || $0 == "}" }
    }

    /// The bytes of the file at `url`, with readable reasons for the common failures.
    private static func readFile(at url: URL) throws(TokenError) -> Data {
        let path = url.isFileURL ? url.path : url.absoluteString
        guard url.isFileURL else {
            throw .unreadableFile(path: path, reason: "not a file URL")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw .unreadableFile(path: path, reason: "is a directory")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: path, reason: readableReason(error))
        }
    }

    /// The most specific text Foundation offers for a file-reading error.
    private static func readableReason(_ error: any Error) -> String {
        let nsError = error as NSError
        let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error
        let text = (underlying ?? error).localizedDescription
        let prefix = "The operation could not be completed. "
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
}
