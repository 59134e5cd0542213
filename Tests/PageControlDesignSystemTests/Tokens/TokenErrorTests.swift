import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct TokenErrorTests {
    @Test(
        "each case's description names the path and the problem",
        arguments: [
            (
                TokenError.unreadableFile(path: "/x/a.json", reason: "no such file"),
                "cannot read /x/a.json: no such file"
            ),
            (
                .invalidJSON(reason: "Invalid value around character 6."),
                "invalid JSON: Invalid value around character 6."
            ),
            (.malformed(path: "", reason: "the top level must be an object"), "the top level must be an object"),
            (
                .malformed(path: "a.$type", reason: "must be a string, found a number"),
                "a.$type: must be a string, found a number"
            ),
            (.nestingTooDeep(path: "a.b", limit: 128), "a.b: groups are nested more than 128 levels deep"),
            (.missingToken(path: "a.b"), "a.b: no such token"),
            (.notAToken(path: "colors"), "colors: is a group, expected a token with a $value"),
            (
                .unknownAlias(path: "colors.foreground.default", alias: "color.nope"),
                "colors.foreground.default: unknown alias {color.nope}"
            ),
            (.aliasToGroup(path: "a.b", alias: "color"), "a.b: alias {color} names a group, not a token"),
            (.aliasCycle(["a.b", "c.d", "a.b"]), "alias cycle: a.b → c.d → a.b"),
            (
                .wrongType(path: "color.brand.500", found: "dimension", expected: "color", inheritedFrom: nil),
                "color.brand.500: $type is dimension, expected color"
            ),
            (
                .wrongType(path: "size.dot", found: "dimension", expected: "color", inheritedFrom: "size"),
                "size.dot: $type is dimension (inherited from group 'size'), expected color"
            ),
            (
                .invalidColor(path: "color.brand.500", ColorParseError(input: "#12", reason: .wrongLength(2))),
                "color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (.invalidValue(path: "a.b", reason: "bad"), "a.b: bad"),
        ]
    )
    func describes(error: TokenError, message: String) {
        #expect(error.description == message)
    }

    @Test("path is the token or file path, and nil for invalid JSON, cycles and whole-file errors")
    func paths() {
        #expect(TokenError.unknownAlias(path: "a.b", alias: "c").path == "a.b")
        #expect(TokenError.unreadableFile(path: "/f", reason: "r").path == "/f")
        #expect(TokenError.invalidJSON(reason: "r").path == nil)
        #expect(TokenError.aliasCycle(["a", "a"]).path == nil)
        #expect(TokenError.invalidTokens([]).path == nil)
        #expect(TokenError.noSemanticColors(expected: ["x"]).path == nil)
    }

    @Test("invalidTokens counts its problems and lists one per line, indented")
    func invalidTokens() {
        let one = TokenError.invalidTokens([TokenProblem(path: "a", error: .unknownAlias(path: "a", alias: "b"))])
        #expect(one.description == "1 problem in the tokens:\n  a: unknown alias {b}")
        let two = TokenError.invalidTokens([
            TokenProblem(path: "a", error: .aliasCycle(["a", "a"])),
            TokenProblem(path: "c.d", error: .invalidValue(path: "c.d", reason: "bad")),
        ])
        #expect(two.description == "2 problems in the tokens:\n  a: alias cycle: a → a\n  c.d: bad")
    }

    @Test("noSemanticColors names the paths it looked for")
    func noSemanticColors() {
        #expect(
            TokenError.noSemanticColors(expected: ["colors.a", "colors.b"]).description
                == "the token file defines none of the semantic colours: colors.a, colors.b (nor the same under dark.), "
                + "nor a state colour (colors.state.*)")
    }
}
