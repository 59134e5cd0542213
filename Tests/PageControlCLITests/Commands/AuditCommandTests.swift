import Foundation
import PageControlCLI
import PageControlDesignSystem
import Testing

/// `pagecontrol audit --theme …`: the contrast report with the state colours, the defaults a theme file leaves in
/// place, and every problem of a broken file, then the findings for the control in that style
/// (`AuditCommandFindingsTests` runs the findings alone).
@MainActor
@Suite struct AuditCommandTests {
    /// Runs `pagecontrol` with `arguments`.
    private func run(_ arguments: [String]) -> PageControlCommand.Result {
        PageControlCommand.run(arguments, environment: [:])
    }

    /// Writes `json` to a new temporary file and returns its path; the test removes it.
    private func themeFile(_ json: String) throws -> String {
        let path = NSTemporaryDirectory() + "pagecontrol-audit-\(UUID().uuidString).tokens.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("the built-in theme's primary style: the three dot ratios, one line per state colour, then the findings")
    func builtInTheme() {
        let result = run(["audit", "--style", "primary"])
        #expect(result.status == 0 && result.error.isEmpty)
        // The report's own text is checked line by line in ContrastAuditTests; the command prints it whole.
        let report = ContrastAudit(style: .primary())!.report
        #expect(String(decoding: result.output, as: UTF8.self) == report + "\n\niOS: no findings\n")
        #expect(report.split(separator: "\n").count == 8)
    }

    @Test("a file that sets only the brand colours: the defaults it leaves, then the report, built-in states marked")
    func defaultedColours() throws {
        let path = try themeFile(
            ##"""
            {"colors": {"$type": "color", "background": {"brand": {"$value": "#0F766E"}},
                        "foreground": {"brand": {"$value": "#0F766E"}},
                        "state": {"bookmarked": {"$value": "#FACA15"}}},
             "dark": {"colors": {"$type": "color", "background": {"brand": {"$value": "#115E59"}},
                                 "foreground": {"brand": {"$value": "#2DD4BF"}}}}}
            """##)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["audit", "--theme", path, "--style", "secondary"])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(
            String(decoding: result.output, as: UTF8.self) == """
                Defaults for colours the theme leaves out:
                  colors.onBackground.brand: #FFFFFF
                  colors.foreground.default: #111827
                  colors.foreground.subtle: #6B7280
                  colors.surface.primary: #FFFFFF
                  dark.colors.onBackground.brand: #FFFFFF
                  dark.colors.foreground.default: #F9FAFB
                  dark.colors.foreground.subtle: #9CA3AF
                  dark.colors.surface.primary: #111827
                Page control on #FFFFFF: PASS (current dot needs at least 3.00:1)
                  current dot #111827 vs background: 17.74:1
                  other dots #11182766 (seen as #A0A3A9) vs background: 2.54:1 (informative)
                  current dot vs other dots: 6.99:1 (informative)
                  visited dots, built-in: #111827B3 (seen as #585D68) vs background: 6.57:1, vs current dot: 2.70:1 (informative)
                  completed dots, built-in: #34C759 vs background: 2.22:1, vs current dot: 7.99:1 (informative)
                  attention dots, built-in: #FF3B30 vs background: 3.55:1, vs current dot: 5.00:1 (informative)
                  unavailable dots, built-in: #11182766 (seen as #A0A3A9) vs background: 2.54:1, vs current dot: 6.99:1 (informative)
                  bookmarked dots #FACA15 vs background: 1.55:1, vs current dot: 11.42:1 (informative)
                  warning: completed dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: unavailable dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: bookmarked dots need at least 3.00:1 against the background (WCAG 1.4.11)

                iOS: no findings

                """)
    }

    @Test("the README's audit: a file with every semantic colour and no state colour gets the states the app draws")
    func nothingDefaulted() {
        let result = run(["audit", "--theme", "Examples/tokens/brand.tokens.json"])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(
            String(decoding: result.output, as: UTF8.self) == """
                Page control on #0F766E: PASS (current dot needs at least 3.00:1)
                  current dot #FFFFFF vs background: 5.47:1
                  other dots #FFFFFF4D (seen as #579F9A) vs background: 1.78:1 (informative)
                  current dot vs other dots: 3.07:1 (informative)
                  visited dots, built-in: #FFFFFFA6 (seen as #ABCFCC) vs background: 3.27:1, vs current dot: 1.68:1 (informative)
                  completed dots, built-in: #34C759 vs background: 2.47:1, vs current dot: 2.22:1 (informative)
                  attention dots, built-in: #FF3B30 vs background: 1.54:1, vs current dot: 3.55:1 (informative)
                  unavailable dots, built-in: #FFFFFF4D (seen as #579F9A) vs background: 1.78:1, vs current dot: 3.07:1 (informative)
                  warning: completed dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: attention dots need at least 3.00:1 against the background (WCAG 1.4.11)
                  warning: unavailable dots need at least 3.00:1 against the background (WCAG 1.4.11)

                iOS: no findings

                """)
    }

    @Test("a style that passes and a control that does not: the report, an empty line, the findings, exit status 1")
    func reportThenFindings() throws {
        let alone = String(
            decoding: run(["audit", "--theme", "Examples/tokens/brand.tokens.json"]).output, as: UTF8.self)
        let tool = try BuiltTool.pagecontrol.run(
            ["audit", "--theme", "Examples/tokens/brand.tokens.json", "--page-controls", "2"])
        #expect(tool.status == 1 && tool.error.isEmpty)
        #expect(
            tool.text == alone.replacingOccurrences(of: "iOS: no findings\n", with: "")
                + """
                iOS: 1 finding
                  4.1.2 Name, Role, Value: Set accessibility.label to what this control pages through, such as \
                "Featured photos": 2 page controls share the screen, and each one without a label is read as "Page \
                control".

                """)
    }

    @Test("--style default is the control's own colours: no style report, the findings alone")
    func defaultStyle() {
        let result = run(["audit", "--style", "default", "--background", "#FFFFFF"])
        #expect(result.status == 1 && result.error.isEmpty)
        #expect(String(decoding: result.output, as: UTF8.self).hasPrefix("iOS: 2 findings\n  1.4.11 Non-text Contrast"))
    }

    @Test("The help names every option the command takes")
    func help() {
        let help = String(decoding: run(["audit", "--help"]).output, as: UTF8.self)
        for option in AuditCommand.valueOptions.union(AuditCommand.switchOptions).sorted() {
            #expect(help.contains(option), "\(option) is not in the help")
        }
    }

    @Test("a file with two problems: both listed under the file's name, exit status 2")
    func twoProblems() throws {
        let path = try themeFile(
            ##"""
            {"colors": {"$type": "color", "background": {"brand": {"$value": "{color.brand.700}"}}},
             "color": {"$type": "color", "brand": {"700": {"$value": "#0F766E"}, "100": {"$value": "#CCFBF"}},
                       "link": {"$value": "{color.brand.750}"}}}
            """##)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["audit", "--theme", path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(
            result.error == """
                pagecontrol: --theme: \(path): 2 problems in the tokens:
                  color.brand.100: '#CCFBF' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
                  color.link: unknown alias {color.brand.750}

                """)
    }

    @Test("a file that defines none of the semantic colours is refused, naming them, exit status 2")
    func nothingDefined() throws {
        let path = try themeFile(##"{"colours": {"background": {"brand": {"$value": "#0F766E"}}}}"##)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["audit", "--theme", path])
        #expect(result.status == 2)
        #expect(
            result.error
                == "pagecontrol: --theme: \(path): the token file defines none of the semantic colours: "
                + "colors.background.brand, colors.onBackground.brand, colors.foreground.default, "
                + "colors.foreground.brand, colors.foreground.subtle, colors.surface.primary (nor the same under "
                + "dark.), nor a state colour (colors.state.*)\n")
    }

    @Test("the broken example's cycle is reported on both of its members")
    func brokenExample() {
        let result = run(["audit", "--theme", "Examples/tokens/broken-cycle.tokens.json"])
        #expect(result.status == 2)
        #expect(
            result.error == """
                pagecontrol: --theme: Examples/tokens/broken-cycle.tokens.json: 2 problems in the tokens:
                  color.brand.accent: alias cycle: color.brand.accent → color.brand.primary → color.brand.accent
                  color.brand.primary: alias cycle: color.brand.primary → color.brand.accent → color.brand.primary

                """)
    }

    @Test("a missing file is named once")
    func missingFile() {
        let path = NSTemporaryDirectory() + "pagecontrol-audit-missing.tokens.json"
        let result = run(["audit", "--theme", path])
        #expect(result.status == 2)
        #expect(result.error == "pagecontrol: --theme: cannot read \(path): no such file\n")
    }
}
