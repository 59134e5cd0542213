import Foundation
import PageControlCLI
import Testing

/// `pagecontrol css`: a design-token theme as the custom properties the web element reads.
@MainActor
@Suite struct CSSCommandTests {
    /// Runs `pagecontrol` with `arguments`.
    private func run(_ arguments: [String]) -> PageControlCommand.Result {
        PageControlCommand.run(arguments, environment: [:])
    }

    /// A file of the package, by its path from the package's root.
    private func packageFile(_ path: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(path).path
    }

    /// The example brand theme, Examples/tokens/brand.tokens.json.
    private var brandFile: String { packageFile("Examples/tokens/brand.tokens.json") }

    @Test("the brand theme: its semantic tokens by path and both styles' dots, light then dark")
    func brandTheme() {
        let result = run(["css", "--theme", brandFile])
        #expect(result.status == 0 && result.error.isEmpty)
        #expect(
            String(decoding: result.output, as: UTF8.self) == """
                /* PageControlKit design tokens from brand.tokens.json, written by `pagecontrol css`. */
                :root {
                  --colors-background-brand: #0F766E;
                  --colors-on-background-brand: #FFFFFF;
                  --colors-foreground-default: #0F172A;
                  --colors-foreground-brand: #0F766E;
                  --colors-foreground-subtle: #64748B;
                  --colors-surface-primary: #FFFFFF;
                  --page-control-primary-color: #FFFFFF4D;
                  --page-control-primary-current-color: #FFFFFF;
                  --page-control-secondary-color: #0F172A66;
                  --page-control-secondary-current-color: #0F172A;
                }
                @media (prefers-color-scheme: dark) {
                  :root {
                    --colors-background-brand: #115E59;
                    --colors-on-background-brand: #FFFFFF;
                    --colors-foreground-default: #F8FAFC;
                    --colors-foreground-brand: #2DD4BF;
                    --colors-foreground-subtle: #94A3B8;
                    --colors-surface-primary: #0F172A;
                    --page-control-primary-color: #FFFFFF4D;
                    --page-control-primary-current-color: #FFFFFF;
                    --page-control-secondary-color: #F8FAFC66;
                    --page-control-secondary-current-color: #F8FAFC;
                  }
                }

                """)
    }

    @Test("the demo page's Web/brand-theme.css is the command's output for the brand theme")
    func demoThemeIsCurrent() throws {
        let committed = try String(contentsOfFile: packageFile("Web/brand-theme.css"), encoding: .utf8)
        #expect(committed == String(decoding: run(["css", "--theme", brandFile]).output, as: UTF8.self))
    }

    @Test(
        "a token path's property: dots and capitals become hyphens",
        arguments: [
            ("colors.onBackground.brand", "--colors-on-background-brand"),
            ("colors.surface.primary", "--colors-surface-primary"),
            ("pageControl.badge", "--page-control-badge"),
        ])
    func propertyNames(path: String, name: String) {
        #expect(CSSCommand.propertyName(forTokenPath: path) == name)
    }

    @Test("--output writes the same stylesheet to a file and prints nothing")
    func output() throws {
        let path = NSTemporaryDirectory() + "pagecontrol-css-\(UUID().uuidString).css"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run(["css", "--output", path])
        #expect(result.status == 0 && result.output.isEmpty && result.error.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("/* PageControlKit design tokens from the built-in theme, written by"))
        #expect(written == String(decoding: run(["css"]).output, as: UTF8.self))
    }

    @Test("a broken theme file and a stray argument are errors with status 2")
    func errors() {
        let missing = run(["css", "--theme", "/nonexistent/theme.json"])
        #expect(missing.status == 2)
        #expect(missing.error.hasPrefix("pagecontrol: --theme: "))
        #expect(run(["css", "extra"]).error == "pagecontrol: unexpected argument 'extra' for 'css'\n")
    }
}
