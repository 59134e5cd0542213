import Foundation
import PageControlCore
import Testing

@testable import PageControlDesignSystem

@Suite struct ThemeLoadReportTests {
    /// The message a file that defines no colour the theme reads is rejected with.
    static let nothingDefined =
        "the token file defines none of the semantic colours: colors.background.brand, colors.onBackground.brand, "
        + "colors.foreground.default, colors.foreground.brand, colors.foreground.subtle, colors.surface.primary "
        + "(nor the same under dark.), nor a state colour (colors.state.*)"

    /// The report for `json`.
    private func report(_ json: String) throws -> Theme.LoadReport {
        try Theme.LoadReport(jsonData: Fixtures.data(json))
    }

    @Test("a cycle in a token the theme does not use is reported on each of its members")
    func unusedCycle() {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "#0F766E"}}},
             "color": {"a": {"$value": "{color.b}"}, "b": {"$value": "{color.c}"}, "c": {"$value": "{color.a}"},
                       "into": {"$value": "{color.a}"}}}
            """##
        #expect(
            Fixtures.problems(json) == [
                "color.a: alias cycle: color.a → color.b → color.c → color.a",
                "color.b: alias cycle: color.b → color.c → color.a → color.b",
                "color.c: alias cycle: color.c → color.a → color.b → color.c",
            ])
    }

    @Test("a malformed colour in a token the theme does not use is reported")
    func unusedMalformedColour() {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "#0F766E"}}},
             "color": {"$type": "color", "brand": {"100": {"$value": "#CCFBF"}}}}
            """##
        #expect(
            Fixtures.problems(json) == [
                "color.brand.100: '#CCFBF' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA"
            ])
    }

    @Test("several problems are reported together, in path order, one line each")
    func severalProblems() {
        let json = ##"""
            {"colors": {"$type": "color", "background": {"brand": {"$value": "{color.brand.500}"}}},
             "size": {"$type": "dimension", "dot": {"$value": "{size.nope}"}, "gap": {"$value": "4px"}},
             "legacy": {"$type": "color", "$value": "{size.gap}"},
             "color": {"$type": "color",
                       "brand": {"500": {"$value": "#1A56DB"}, "600": {"$value": "#12"}},
                       "link": {"$value": "{color.nope}"}, "accent": {"$value": "{color.accent}"},
                       "space": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 180]}}}}
            """##
        let error = Fixtures.tokenError { () throws(TokenError) in try Theme(jsonData: Fixtures.data(json)) }
        #expect(
            error?.description == """
                6 problems in the tokens:
                  color.accent: alias cycle: color.accent → color.accent
                  color.brand.600: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
                  color.link: unknown alias {color.nope}
                  color.space: colour space 'oklch' is not supported; use "srgb", a "hex" member, or a hex string
                  size.dot: unknown alias {size.nope}
                  size.gap: $type is dimension (inherited from group 'size'), expected color
                """)
    }

    @Test("a broken token is reported once, on the token that holds it, not on the aliases that lead to it")
    func reportedOnce() {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "{a}"}}, "surface": {"primary": {"$value": "{a}"}}},
             "a": {"$value": "{b}"}, "b": {"$type": "color", "$value": "{c}"}, "c": {"$value": "{nope}"}}
            """##
        #expect(Fixtures.problems(json) == ["c: unknown alias {nope}"])
    }

    @Test("an untyped alias to a colour token is checked as a colour; a dimension token is not")
    func aliasTakesItsTargetsType() {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "#000"}}},
             "x": {"$value": "{y}"}, "y": {"$type": "color", "$value": "{z}"}, "z": {"$value": "4px"},
             "d": {"$type": "dimension", "$value": "{z}"}}
            """##
        #expect(
            Fixtures.problems(json) == [
                "z: '4px' is not a colour: it must start with '#'; expected #RGB, #RRGGBB or #RRGGBBAA"
            ])
    }

    @Test(
        "a file that defines none of the semantic colours is rejected, naming them",
        arguments: [
            "{}",
            ##"{"$description": "nothing but a description"}"##,
            ##"""
            {"colours": {"background": {"brand": {"$value": "#0F766E"}}},
             "colors": {"Background": {"brand": {"$value": "#0F766E"}}, "surface": {"primery": {"$value": "#FFF"}}},
             "Dark": {"colors": {"surface": {"primary": {"$value": "#000"}}}},
             "size": {"$type": "dimension", "dot": {"$value": "7px"}}}
            """##,
        ]
    )
    func nothingDefined(json: String) {
        let error = Fixtures.tokenError { () throws(TokenError) in try Theme(jsonData: Fixtures.data(json)) }
        #expect(error == .noSemanticColors(expected: SemanticColorToken.allCases.map(\.path)))
        #expect(error?.description == Self.nothingDefined)
        #expect(error?.path == nil)
    }

    @Test("token problems are reported before the missing semantic colours")
    func problemsFirst() {
        #expect(Fixtures.problems(##"{"colours": {"$value": "{nope}"}}"##) == ["colours: unknown alias {nope}"])
    }

    @Test("a file that sets only the brand colours lists the other eight semantic colours with their defaults")
    func defaultedForBrandOnly() throws {
        let report = try report(
            ##"""
            {"colors": {"$type": "color", "background": {"brand": {"$value": "#0F766E"}},
                        "foreground": {"brand": {"$value": "{colors.background.brand}"}}},
             "dark": {"colors": {"$type": "color", "background": {"brand": {"$value": "#115E59"}},
                                 "foreground": {"brand": {"$value": "#2DD4BF"}}}}}
            """##
        )
        #expect(
            report.defaultedTokens == [
                "colors.onBackground.brand", "colors.foreground.default", "colors.foreground.subtle",
                "colors.surface.primary", "dark.colors.onBackground.brand", "dark.colors.foreground.default",
                "dark.colors.foreground.subtle", "dark.colors.surface.primary",
            ])
        #expect(
            report.defaultedColors.map { "\($0.path): \($0.color.hexString)" } == [
                "colors.onBackground.brand: #FFFFFF", "colors.foreground.default: #111827",
                "colors.foreground.subtle: #6B7280", "colors.surface.primary: #FFFFFF",
                "dark.colors.onBackground.brand: #FFFFFF", "dark.colors.foreground.default: #F9FAFB",
                "dark.colors.foreground.subtle: #9CA3AF", "dark.colors.surface.primary: #111827",
            ])
        #expect(
            report.defaultedColors.first
                == Theme.LoadReport.DefaultedColor(token: .onBackgroundBrand, appearance: .light, color: .white))
        #expect(report.theme.colors.foreground.brand.hexString == "#0F766E")
        #expect(report.theme.darkColors.foreground.brand.hexString == "#2DD4BF")
        #expect(
            report.theme
                == (try Theme(
                    jsonData: Fixtures.data(
                        ##"{"colors": {"background": {"brand": {"$value": "#0F766E"}}, "foreground": {"brand": {"$value": "#0F766E"}}}, "dark": {"colors": {"background": {"brand": {"$value": "#115E59"}}, "foreground": {"brand": {"$value": "#2DD4BF"}}}}}"##
                    ))))
    }

    @Test("the example brand file defines every semantic colour, so nothing is defaulted")
    func exampleDefaultsNothing() throws {
        let report = try Theme.LoadReport(contentsOf: Fixtures.example("brand.tokens.json"))
        #expect(report.defaultedColors.isEmpty)
        #expect(report.theme == (try Theme.load(contentsOf: Fixtures.example("brand.tokens.json"))))
    }

    @Test("state colours are read from colors.state and colors.onBackground.state, per appearance")
    func stateColours() throws {
        let theme = try report(
            ##"""
            {"colors": {"$type": "color",
                        "state": {"completed": {"$value": "#047857"}, "attention": {"$value": "{colors.state.completed}"},
                                  "bookmarked": {"$value": "#B45309"}},
                        "onBackground": {"state": {"completed": {"$value": "#A7F3D0"}}}},
             "dark": {"colors": {"state": {"visited": {"$value": "#FFFFFFB3"}}}}}
            """##
        ).theme
        #expect(
            theme.colors.state == [
                .completed: Fixtures.hex("#047857"), .attention: Fixtures.hex("#047857"),
                .custom("bookmarked"): Fixtures.hex("#B45309"),
            ])
        #expect(theme.colors.onBackground.state == [.completed: Fixtures.hex("#A7F3D0")])
        #expect(theme.darkColors.state == [.visited: Color.white.withAlphaComponent(179.0 / 255)])
        #expect(theme.darkColors.onBackground.state.isEmpty)
        #expect(theme.colors.background.brand == Theme.default.colors.background.brand)
    }

    @Test("state colours are optional and never listed as defaulted; a state-only file loads")
    func statesOptional() throws {
        let report = try report(##"{"colors": {"state": {"unavailable": {"$value": "#9CA3AF"}}}}"##)
        #expect(report.defaultedTokens.count == 12)
        #expect(!report.defaultedTokens.contains { $0.contains("state") })
        #expect(report.theme.colors.state == [.unavailable: Fixtures.hex("#9CA3AF")])
        #expect(report.theme.darkColors.state.isEmpty)
    }

    @Test("state tokens are checked like the semantic ones, with their own rules")
    func stateProblems() {
        let json = ##"""
            {"colors": {"background": {"brand": {"$value": "#000"}},
                        "state": {"normal": {"$value": "#000"}, "completed": {"$value": 3},
                                  "attention": {"strong": {"$value": "#F00"}}}},
             "dark": {"colors": {"state": {"$value": "#FFF"}}}}
            """##
        #expect(
            Fixtures.problems(json) == [
                "colors.state.attention: is a group, expected a token with a $value",
                "colors.state.completed: $value must be a colour (a hex string such as \"#1A56DB\"), found a number",
                "colors.state.normal: normal dots have no state colour (the style's other dots are the normal look)",
                "dark.colors.state: expected a group of state colours, such as dark.colors.state.completed, found a token",
            ])
    }

    @Test("the guides' example file with state colours loads as they describe")
    func guideExample() throws {
        let report = try report(
            ##"""
            {
              "color": {
                "$type": "color",
                "teal": { "700": { "$value": "#0F766E" }, "300": { "$value": "#5EEAD4" } }
              },
              "colors": {
                "$type": "color",
                "background": { "brand": { "$value": "{color.teal.700}" } },
                "state": {
                  "completed": { "$value": "#047857" },
                  "bookmarked": { "$value": "#B45309" }
                },
                "onBackground": { "state": { "completed": { "$value": "{color.teal.300}" } } }
              },
              "dark": {
                "colors": { "$type": "color", "background": { "brand": { "$value": "#115E59" } } }
              }
            }
            """##)
        #expect(report.defaultedTokens.count == 10)
        #expect(report.defaultedTokens.first == "colors.onBackground.brand")
        #expect(
            report.theme.colors.state == [
                .completed: Fixtures.hex("#047857"), .custom("bookmarked"): Fixtures.hex("#B45309"),
            ])
        #expect(report.theme.colors.onBackground.state == [.completed: Fixtures.hex("#5EEAD4")])
        #expect(report.theme.darkColors.state.isEmpty && report.theme.darkColors.onBackground.state.isEmpty)
        let primary = PageControlStyle.primary(in: report.theme)
        #expect(
            primary.stateColors == [
                .completed: Fixtures.hex("#5EEAD4"), .custom("bookmarked"): Fixtures.hex("#B45309"),
            ])
    }
}
