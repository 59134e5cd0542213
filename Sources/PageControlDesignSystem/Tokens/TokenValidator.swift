import PageControlCore

/// Checks every token of a document at once and collects every problem, as Style Dictionary does
/// before it builds anything: each alias (its target exists and is a token, it is not part of a
/// cycle) and each colour value.
///
/// A token's value is checked as a colour when its type is `color` (declared, inherited from a group,
/// or, for an alias without a type of its own, its target's type) or when the theme reads it as one.
/// Tokens of other types, and untyped tokens nothing reads as a colour, are left alone.
///
/// Each problem is recorded once, on the token that holds it; a token whose alias leads to a
/// broken token resolves to nothing without a second report. Resolution is memoised, so a document
/// of n tokens is checked in O(n) steps (plus the sort of the problems), however its aliases chain.
struct TokenValidator {
    /// What resolving a token as a colour gave.
    private enum Outcome {
        case color(Color)
        case failed
    }

    /// The document being checked.
    private let document: DesignTokenDocument
    /// The tokens that are part of an alias cycle.
    private var cycleMembers: Set<String> = []
    /// Colour resolutions so far, by token path.
    private var outcomes: [String: Outcome] = [:]
    /// Effective types so far (nil: no type), by token path.
    private var types: [String: String?] = [:]
    /// The problems found, in the order found.
    private var found: [TokenProblem] = []
    /// The descriptions of ``found``, to record each problem once.
    private var seen: Set<String> = []

    /// Checks `document`.
    ///
    /// - Parameters:
    ///   - document: The tokens.
    ///   - colorPaths: Paths that must hold colours whatever their type says (the theme's semantic and
    ///     state tokens). A path that is a group is a problem; a path with nothing there is not.
    /// - Returns: Every problem, sorted by path, and the colours at the `colorPaths` that resolved.
    static func validate(
        _ document: DesignTokenDocument, colorPaths: [String] = []
    ) -> (problems: [TokenProblem], colors: [String: Color]) {
        var validator = TokenValidator(document: document)
        validator.checkAliases()
        var colors: [String: Color] = [:]
        for path in colorPaths {
            if document.tokens[path] != nil {
                if case .color(let color) = validator.resolveColor(at: path) { colors[path] = color }
            } else if document.groups.contains(path) {
                validator.record(path, .notAToken(path: path))
            }
        }
        for path in document.tokens.keys where validator.effectiveType(of: path) == "color" {
            _ = validator.resolveColor(at: path)
        }
        return (validator.found.sorted(), colors)
    }

    private init(document: DesignTokenDocument) {
        self.document = document
    }

    /// Records a problem unless the same one is already recorded.
    private mutating func record(_ path: String, _ error: TokenError) {
        let problem = TokenProblem(path: path, error: error)
        if seen.insert(problem.description).inserted { found.append(problem) }
    }

    /// The target of the token at `path` when it is an alias to an existing token.
    private func validTarget(of path: String) -> String? {
        guard let token = document.tokens[path], let target = DesignTokenDocument.aliasTarget(of: token.value),
            document.tokens[target] != nil
        else { return nil }
        return target
    }

    /// Reports aliases to nothing or to a group, and every member of every alias cycle.
    ///
    /// Each token has at most one alias, so the aliases form a functional graph: walking from each
    /// token not yet seen either ends, joins an earlier walk, or closes a loop on itself.
    private mutating func checkAliases() {
        for (path, token) in document.tokens {
            guard let target = DesignTokenDocument.aliasTarget(of: token.value), document.tokens[target] == nil
            else { continue }
            if document.groups.contains(target) {
                record(path, .aliasToGroup(path: path, alias: target))
            } else {
                record(path, .unknownAlias(path: path, alias: target))
            }
        }
        var finished: Set<String> = []
        for start in document.tokens.keys where !finished.contains(start) {
            var walk: [String] = []
            var positions: [String: Int] = [:]
            var current: String? = start
            while let path = current, !finished.contains(path) {
                if let position = positions[path] {
                    let cycle = Array(walk[position...])
                    for (index, member) in cycle.enumerated() {
                        cycleMembers.insert(member)
                        let loop = Array(cycle[index...] + cycle[..<index]) + [member]
                        record(member, .aliasCycle(loop))
                    }
                    break
                }
                positions[path] = walk.count
                walk.append(path)
                current = validTarget(of: path)
            }
            finished.formUnion(walk)
        }
    }

    /// The token's own or inherited `$type`, else (for an alias) its target's effective type.
    private mutating func effectiveType(of path: String) -> String? {
        var chain: [String] = []
        var current = path
        var type: String?
        while true {
            if let known = types[current] {
                type = known
                break
            }
            chain.append(current)
            if let own = document.tokens[current]?.type {
                type = own
                break
            }
            guard !cycleMembers.contains(current), let target = validTarget(of: current) else { break }
            current = target
        }
        for member in chain { types[member] = .some(type) }
        return type
    }

    /// Resolves the token at `path` as a colour, recording the problem on the token where it fails:
    /// a `$type` other than `color`, or a value that is not a colour. A chain that ends in a broken
    /// alias fails silently (``checkAliases()`` reported it).
    private mutating func resolveColor(at path: String) -> Outcome {
        var chain: [String] = []
        var current = path
        var outcome = Outcome.failed
        while true {
            if let known = outcomes[current] {
                outcome = known
                break
            }
            chain.append(current)
            guard let token = document.tokens[current], !cycleMembers.contains(current) else { break }
            if let type = token.type, type != "color" {
                record(
                    current, .wrongType(path: current, found: type, expected: "color", inheritedFrom: token.typeGroup))
                break
            }
            if DesignTokenDocument.aliasTarget(of: token.value) != nil {
                guard let target = validTarget(of: current) else { break }
                current = target
                continue
            }
            do throws(TokenError) {
                outcome = .color(try DesignTokenDocument.color(from: token.value, at: current))
            } catch {
                record(current, error)
            }
            break
        }
        for member in chain { outcomes[member] = outcome }
        return outcome
    }
}
