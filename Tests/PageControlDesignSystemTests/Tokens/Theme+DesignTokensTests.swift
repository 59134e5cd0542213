import Foundation
import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeDesignTokensTests {
    /// A palette without state colours from six hex strings in ``SemanticColorToken`` order.
    private func palette(_ hex: [String]) -> Theme.Colors {
        var colors = Fixtures.withoutStates(Theme.default.colors)
        for (token, text) in zip(SemanticColorToken.allCases, hex) {
            colors[token] = Fixtures.hex(text)
        }
        return colors
    }

    /// The error building a theme from `json`, or `nil`.
    private func themeError(_ json: String) -> TokenError? {
        Fixtures.tokenError { () throws(TokenError) in try Theme(jsonData: Fixtures.data(json)) }
    }

    @Test("the example brand file loads every semantic token for light and dark through aliases")
    func loadsExample() throws {
        let theme = try Theme.load(contentsOf: Fixtures.example("brand.tokens.json"))
        #expect(theme.colors == palette(["#0F766E", "#FFFFFF", "#0F172A", "#0F766E", "#64748B", "#FFFFFF"]))
        #expect(theme.darkColors == palette(["#115E59", "#FFFFFF", "#F8FAFC", "#2DD4BF", "#94A3B8", "#0F172A"]))
    }

    @Test("the broken example reports its alias cycle on both members, in path order")
    func brokenExample() {
        let url = Fixtures.example("broken-cycle.tokens.json")
        let error = Fixtures.tokenError { () throws(TokenError) in try Theme.load(contentsOf: url) }
        #expect(
            error?.description == """
                2 problems in the tokens:
                  color.brand.accent: alias cycle: color.brand.accent → color.brand.primary → color.brand.accent
                  color.brand.primary: alias cycle: color.brand.primary → color.brand.accent → color.brand.primary
                """)
    }

    @Test("tokens the file lacks fall back to the default theme, per appearance; state colours do not")
    func partialFile() throws {
        let theme = try Theme(
            jsonData: Fixtures.data(
                ##"""
                {"colors": {"$type": "color", "background": {"brand": {"$value": "#0F766E"}}},
                 "dark": {"colors": {"$type": "color", "surface": {"primary": {"$value": "#000000"}}}}}
                """##
            )
        )
        var light = Fixtures.withoutStates(Theme.default.colors)
        light.background.brand = Fixtures.hex("#0F766E")
        var dark = Fixtures.withoutStates(Theme.default.darkColors)
        dark.surface.primary = .black
        #expect(theme == Theme(colors: light, darkColors: dark))
    }

    @Test("a custom fallback theme supplies the missing tokens")
    func customFallback() throws {
        let fallback = Theme(colors: palette(["#000", "#111", "#222", "#333", "#444", "#555"]))
        let json = ##"{"colors": {"surface": {"primary": {"$value": "#555"}}}}"##
        let theme = try Theme(tokens: DesignTokenDocument(jsonData: Fixtures.data(json)), fallback: fallback)
        #expect(theme == fallback)
    }

    @Test("dark tokens may alias light semantic tokens")
    func darkAliasesLight() throws {
        let theme = try Theme(
            jsonData: Fixtures.data(
                ##"""
                {"colors": {"foreground": {"default": {"$value": "#222222"}}},
                 "dark": {"colors": {"foreground": {"brand": {"$value": "{colors.foreground.default}"}}}}}
                """##
            )
        )
        #expect(theme.darkColors.foreground.brand == Fixtures.hex("#222222"))
    }

    @Test(
        "errors in semantic tokens are reported with their paths",
        arguments: [
            (
                ##"{"colors": {"foreground": {"default": {"$value": "{color.nope}"}}}}"##,
                "colors.foreground.default: unknown alias {color.nope}"
            ),
            (
                ##"{"color": {"brand": {"500": {"$type": "dimension", "$value": "4px"}}}, "colors": {"background": {"brand": {"$value": "{color.brand.500}"}}}}"##,
                "color.brand.500: $type is dimension, expected color"
            ),
            (
                ##"{"color": {"brand": {"500": {"$value": "#12"}}}, "colors": {"surface": {"primary": {"$value": "{color.brand.500}"}}}}"##,
                "color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                ##"{"dark": {"colors": {"surface": {"primary": {"$value": 0}}}}}"##,
                "dark.colors.surface.primary: $value must be a colour (a hex string such as \"#1A56DB\"), found a number"
            ),
            (
                ##"{"colors": {"surface": {"primary": {"deeper": {"$value": "#000"}}}}}"##,
                "colors.surface.primary: is a group, expected a token with a $value"
            ),
        ]
    )
    func semanticErrors(json: String, message: String) {
        #expect(themeError(json)?.description == "1 problem in the tokens:\n  \(message)")
        guard case .invalidTokens(let problems)? = themeError(json) else {
            Issue.record("expected invalidTokens")
            return
        }
        #expect(problems.map(\.description) == [message])
    }

    @Test(
        "problems with the file's shape are thrown alone, as before",
        arguments: [
            (##"{"colors": "#000"}"##, "colors: expected a group or a token (an object), found a string"),
            (##"{"colors": "#000""##, nil),
        ] as [(String, String?)]
    )
    func structuralErrors(json: String, message: String?) {
        let error = themeError(json)
        if let message {
            #expect(
                error == .malformed(path: "colors", reason: "expected a group or a token (an object), found a string"))
            #expect(error?.description == message)
        } else {
            #expect(error?.description.hasPrefix("invalid JSON: ") == true)
        }
    }

    @Test("untyped and non-colour tokens that nothing reads as a colour are left alone")
    func unrelatedTokensIgnored() throws {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "#000000"}}},
             "color": {"unused": {"$value": "#12"}},
             "s": {"$type": "dimension", "$value": 4}, "f": {"$type": "fontFamily", "$value": ["Inter", 7]}}
            """##
        #expect(try Theme(jsonData: Fixtures.data(json)).colors.background.brand == .black)
    }

    @Test("the example theme's page-control styles pass the contrast audit")
    func exampleStylesPass() throws {
        let theme = try Theme.load(contentsOf: Fixtures.example("brand.tokens.json"))
        for scheme in Theme.Appearance.allCases {
            for style in [PageControlStyle.primary(in: theme, scheme: scheme), .secondary(in: theme, scheme: scheme)] {
                #expect(ContrastAudit(style: style)?.passes == true)
            }
        }
    }
}
