import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct DesignTokenDocumentColorTests {
    /// The colour at `path` in `json`, or the error either step throws.
    private func resolve(_ json: String, _ path: String) -> Result<Color, TokenError> {
        do throws(TokenError) {
            let tokens = try DesignTokenDocument(jsonData: Fixtures.data(json))
            return .success(try tokens.color(at: path))
        } catch {
            return .failure(error)
        }
    }

    /// The message of the error resolving `path` in `json`, or "no error".
    private func message(_ json: String, _ path: String) -> String {
        if case .failure(let error) = resolve(json, path) {
            return error.description
        }
        return "no error"
    }

    @Test("a hex $value is read as a colour")
    func directValue() {
        #expect(resolve(##"{"a": {"$type": "color", "$value": "#1A56DB"}}"##, "a") == .success(Fixtures.hex("#1A56DB")))
    }

    @Test("an alias resolves to its target's value")
    func alias() {
        let json = ##"{"color": {"$type": "color", "blue": {"$value": "#1A56DB"}}, "bg": {"$value": "{color.blue}"}}"##
        #expect(resolve(json, "bg") == .success(Fixtures.hex("#1A56DB")))
    }

    @Test("aliases to aliases are followed to the end")
    func aliasChain() {
        let json = ##"""
            {"color": {"$type": "color", "blue": {"$value": "#1A56DB"}},
             "brand": {"$value": "{color.blue}"}, "accent": {"$value": "{brand}"}, "link": {"$value": "{accent}"}}
            """##
        #expect(resolve(json, "link") == .success(Fixtures.hex("#1A56DB")))
    }

    @Test("a group's $type reaches tokens nested below it, and untyped tokens are accepted")
    func inheritedAndMissingTypes() {
        #expect(resolve(##"{"c": {"$type": "color", "x": {"y": {"$value": "#FFF"}}}}"##, "c.x.y") == .success(.white))
        #expect(resolve(##"{"c": {"$value": "#000"}}"##, "c") == .success(.black))
    }

    @Test(
        "alias cycles are reported exactly, listing only the tokens in the loop",
        arguments: [
            (
                ##"{"a": {"b": {"$type": "color", "$value": "{c.d}"}}, "c": {"d": {"$value": "{a.b}"}}}"##, "a.b",
                "alias cycle: a.b → c.d → a.b"
            ),
            (##"{"a": {"b": {"$value": "{a.b}"}}}"##, "a.b", "alias cycle: a.b → a.b"),
            (
                ##"{"x": {"$value": "{a.b}"}, "a": {"b": {"$value": "{c.d}"}}, "c": {"d": {"$value": "{a.b}"}}}"##, "x",
                "alias cycle: a.b → c.d → a.b"
            ),
        ]
    )
    func cycles(json: String, path: String, expected: String) {
        #expect(message(json, path) == expected)
    }

    @Test("an unknown alias names the token that holds it")
    func unknownAlias() {
        let json = ##"{"colors": {"foreground": {"default": {"$value": "{color.nope}"}}}}"##
        #expect(message(json, "colors.foreground.default") == "colors.foreground.default: unknown alias {color.nope}")
        let chained = ##"{"a": {"$value": "{b}"}, "b": {"$value": "{color.nope}"}}"##
        #expect(message(chained, "a") == "b: unknown alias {color.nope}")
    }

    @Test("an alias to a group is reported as such")
    func aliasToGroup() {
        let json = ##"{"color": {"brand": {"500": {"$value": "#000"}}}, "a": {"$value": "{color.brand}"}}"##
        #expect(message(json, "a") == "a: alias {color.brand} names a group, not a token")
    }

    @Test("a $type other than color is reported on the token that has it")
    func wrongType() {
        let declared = ##"""
            {"color": {"brand": {"500": {"$type": "dimension", "$value": "8px"}}},
             "colors": {"bg": {"$value": "{color.brand.500}"}}}
            """##
        #expect(message(declared, "colors.bg") == "color.brand.500: $type is dimension, expected color")
        let inherited = ##"{"size": {"$type": "dimension", "dot": {"$value": "8px"}}}"##
        #expect(
            message(inherited, "size.dot")
                == "size.dot: $type is dimension (inherited from group 'size'), expected color")
    }

    @Test("a bad hex colour is reported on the token that holds it, with the colour parser's message")
    func badColour() {
        let json =
            ##"{"color": {"$type": "color", "brand": {"500": {"$value": "#12"}}}, "bg": {"$value": "{color.brand.500}"}}"##
        #expect(message(json, "bg") == "color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA")
    }

    @Test(
        "non-string values are errors, not crashes",
        arguments: [
            (##"42"##, "a number"), (##"true"##, "a boolean"), (##"null"##, "null"), (##"[1, 2]"##, "an array"),
        ]
    )
    func nonStringValues(value: String, kind: String) {
        #expect(
            message(##"{"a": {"$value": \##(value)}}"##, "a")
                == "a: $value must be a colour (a hex string such as \"#1A56DB\"), found \(kind)"
        )
    }

    @Test("DTCG 2025 colour objects in srgb are read from their components and alpha")
    func colourObjects() {
        let json = ##"""
            {"a": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3], "alpha": 0.5}},
             "b": {"$value": {"colorSpace": "srgb", "components": ["none", 1, 2]}},
             "c": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#FF0000"}},
             "d": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}},
             "e": {"$value": {"colorSpace": "srgb", "components": [1, 0]}},
             "f": {"$value": {"colorSpace": "srgb", "components": [1, 0, "x"]}},
             "g": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "1"}},
             "h": {"$value": {"hex": "#00FF00", "alpha": 0.25}}}
            """##
        #expect(resolve(json, "a") == .success(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)))
        #expect(resolve(json, "b") == .success(Color(red: 0, green: 1, blue: 1)))
        #expect(resolve(json, "c") == .success(Color(red: 1, green: 0, blue: 0)))
        #expect(
            message(json, "d")
                == "d: colour space 'display-p3' is not supported; use \"srgb\", a \"hex\" member, or a hex string"
        )
        #expect(message(json, "e") == "e: srgb colour needs \"components\": [red, green, blue]")
        #expect(message(json, "f") == "f: colour components must be numbers, found a string")
        #expect(message(json, "g") == "g: colour alpha must be a number, found a string")
        #expect(resolve(json, "h") == .success(Color(red: 0, green: 1, blue: 0, alpha: 0.25)))
    }

    @Test("color(at:) reports missing tokens and groups; colorIfPresent returns nil when missing")
    func missingAndGroups() throws {
        let tokens = try DesignTokenDocument(jsonData: Fixtures.data(##"{"a": {"b": {"$value": "#000"}}}"##))
        #expect(Fixtures.tokenError { () throws(TokenError) in try tokens.color(at: "x") } == .missingToken(path: "x"))
        #expect(Fixtures.tokenError { () throws(TokenError) in try tokens.color(at: "a") } == .notAToken(path: "a"))
        #expect(try tokens.colorIfPresent(at: "x") == nil)
    }

    @Test(
        "only a whole {path} string is an alias",
        arguments: [
            ("{a.b}", "a.b"), ("{a}", "a"), ("{}", nil), ("{a{b}", nil), ("a.b", nil), ("{a.b} ", nil), ("#FFF", nil),
        ] as [(String, String?)]
    )
    func aliasSyntax(text: String, target: String?) {
        #expect(DesignTokenDocument.aliasTarget(of: .string(text)) == target)
    }
}
