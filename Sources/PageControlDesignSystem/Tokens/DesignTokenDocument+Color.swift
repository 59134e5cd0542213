import PageControlCore

extension DesignTokenDocument {
    /// The colour of the token at `path`, following aliases.
    ///
    /// Every token on the alias chain must have `$type` `color` (declared, inherited from a group,
    /// or absent). The final `$value` may be a hex string (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, see
    /// `Color.init(hex:)`) or a DTCG 2025 colour object
    /// `{ "colorSpace": "srgb", "components": [r, g, b], "alpha": a }` (components 0…1, clamped;
    /// `"none"` counts as 0; a `hex` member is used when the colour space is not `srgb`).
    ///
    /// ```swift
    /// let tokens = try DesignTokenDocument(contentsOf: url)
    /// let brand = try tokens.color(at: "color.brand.500")
    /// ```
    ///
    /// - Parameter path: A dotted token path such as `colors.background.brand`.
    /// - Throws: ``TokenError/missingToken(path:)`` when nothing is at `path`, and the errors of
    ///   ``colorIfPresent(at:)``.
    public func color(at path: String) throws(TokenError) -> Color {
        guard let color = try colorIfPresent(at: path) else {
            throw .missingToken(path: path)
        }
        return color
    }

    /// The colour of the token at `path`, or `nil` when the document has no token or group there.
    ///
    /// - Parameter path: A dotted token path.
    /// - Throws: ``TokenError/notAToken(path:)`` when `path` is a group;
    ///   ``TokenError/unknownAlias(path:alias:)`` or ``TokenError/aliasToGroup(path:alias:)`` naming
    ///   the token that holds the bad alias; ``TokenError/aliasCycle(_:)``;
    ///   ``TokenError/wrongType(path:found:expected:inheritedFrom:)``,
    ///   ``TokenError/invalidColor(path:_:)`` or ``TokenError/invalidValue(path:reason:)`` naming
    ///   the token whose type or value is wrong.
    public func colorIfPresent(at path: String) throws(TokenError) -> Color? {
        guard tokens[path] != nil else {
            if groups.contains(path) {
                throw .notAToken(path: path)
            }
            return nil
        }
        var chain: [String] = []
        var positions: [String: Int] = [:]
        var current = path
        while let token = tokens[current] {
            if let start = positions[current] {
                throw .aliasCycle(Array(chain[start...]) + [current])
            }
            positions[current] = chain.count
            chain.append(current)
            if let type = token.type, type != "color" {
                throw .wrongType(path: current, found: type, expected: "color", inheritedFrom: token.typeGroup)
            }
            guard let target = Self.aliasTarget(of: token.value) else {
                return try Self.color(from: token.value, at: current)
            }
            guard tokens[target] != nil else {
                if groups.contains(target) {
                    throw .aliasToGroup(path: current, alias: target)
                }
                throw .unknownAlias(path: current, alias: target)
            }
            current = target
        }
        return nil  // Unreachable: every alias target was checked to exist.
    }

    /// The path inside `{…}` when `value` is an alias string, such as `color.brand.500` for
    /// `"{color.brand.500}"`; `nil` for any other value.
    static func aliasTarget(of value: JSONValue) -> String? {
        guard case .string(let text) = value, text.count > 2, text.first == "{", text.last == "}" else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return String(inner)
    }

    /// Converts a resolved (non-alias) `$value` to a colour.
    static func color(from value: JSONValue, at path: String) throws(TokenError) -> Color {
        switch value {
        case .string(let text):
            do {
                return try Color(hex: text)
            } catch {
                throw .invalidColor(path: path, error)
            }
        case .object(let members):
            return try color(fromObject: members, at: path)
        default:
            throw .invalidValue(
                path: path,
                reason: "$value must be a colour (a hex string such as \"#1A56DB\"), found \(value.kind)"
            )
        }
    }

    /// Converts a DTCG 2025 colour object (`colorSpace`, `components`, `alpha`, `hex`).
    private static func color(fromObject members: [String: JSONValue], at path: String) throws(TokenError) -> Color {
        let alpha: Double
        switch members["alpha"] {
        case nil:
            alpha = 1
        case .number(let value)?:
            alpha = value
        case let other?:
            throw .invalidValue(path: path, reason: "colour alpha must be a number, found \(other.kind)")
        }
        let space = members["colorSpace"]
        if space == .string("srgb") {
            guard case .array(let components)? = members["components"], components.count == 3 else {
                throw .invalidValue(path: path, reason: "srgb colour needs \"components\": [red, green, blue]")
            }
            var channels: [Double] = []
            for component in components {
                switch component {
                case .number(let value):
                    channels.append(value)
                case .string("none"):
                    channels.append(0)
                default:
                    let reason = "colour components must be numbers, found \(component.kind)"
                    throw .invalidValue(path: path, reason: reason)
                }
            }
            return Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
        if case .string(let hex)? = members["hex"] {
            let color = try Self.color(from: .string(hex), at: path)
            return members["alpha"] == nil ? color : color.withAlphaComponent(alpha)
        }
        let name: String
        if case .string(let text)? = space {
            name = "'\(text)'"
        } else {
            name = space?.kind ?? "missing"
        }
        throw .invalidValue(
            path: path,
            reason: "colour space \(name) is not supported; use \"srgb\", a \"hex\" member, or a hex string"
        )
    }
}
