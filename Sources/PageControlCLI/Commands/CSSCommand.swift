import Foundation
import PageControlCore
import PageControlDesignSystem

/// `pagecontrol css`: a design-token theme as CSS custom properties, for the `<page-control>` element.
package enum CSSCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol css [--theme FILE.json] [--output FILE.css]

        Writes a design-token theme as CSS custom properties on :root, for the web element <page-control>
        (Guides/Web.md). Each semantic colour token is named after its path, dots and capitals becoming
        hyphens (colors.onBackground.brand is --colors-on-background-brand), and the design system's two
        page-control styles give the colours that <page-control variant="primary"> and variant="secondary"
        read:

          --page-control-primary-color, --page-control-primary-current-color
          --page-control-secondary-color, --page-control-secondary-current-color

        The dark appearance's values follow in @media (prefers-color-scheme: dark).

        OPTIONS:
          --theme FILE    A W3C design-token file (default: the built-in theme).
          --output FILE   Where to write the CSS (default: standard output).
          -h, --help      Show this help.
        """

    /// The options that take a value.
    static let valueOptions: Set<String> = ["--theme", "--output"]

    /// Runs the command: the stylesheet's bytes, or nil after writing them to `--output`.
    package static func run(_ args: ParsedArguments) throws(CLIError) -> [UInt8]? {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'css'")
        }
        var theme = Theme.default
        var source = "the built-in theme"
        if let path = args.values["--theme"] {
            do {
                theme = try Theme.LoadReport(contentsOf: URL(fileURLWithPath: path)).theme
            } catch {
                throw StyleOptions.themeError(error, file: path)
            }
            source = URL(fileURLWithPath: path).lastPathComponent
        }
        let bytes = Array(stylesheet(theme, source: source).utf8)
        guard let output = args.values["--output"] else { return bytes }
        try AtomicFile.write(bytes, to: output)
        return nil
    }

    /// The stylesheet: the light appearance's properties on `:root`, then the dark appearance's in
    /// `@media (prefers-color-scheme: dark)`.
    static func stylesheet(_ theme: Theme, source: String) -> String {
        var css = "/* PageControlKit design tokens from \(source), written by `pagecontrol css`. */\n"
        css += ":root {\n" + declarations(theme, .light, indent: "  ") + "}\n"
        css += "@media (prefers-color-scheme: dark) {\n  :root {\n"
        css += declarations(theme, .dark, indent: "    ") + "  }\n}\n"
        return css
    }

    /// One appearance's declarations, one a line: the semantic tokens, then the two styles' dots.
    static func declarations(_ theme: Theme, _ scheme: Theme.Appearance, indent: String) -> String {
        let colors = theme.colors(for: scheme)
        var lines = SemanticColorToken.allCases.map { (propertyName(forTokenPath: $0.path), colors[$0]) }
        for (name, style) in [
            ("primary", PageControlStyle.primary(in: theme, scheme: scheme)),
            ("secondary", PageControlStyle.secondary(in: theme, scheme: scheme)),
        ] {
            lines.append(("--page-control-\(name)-color", style.pageIndicatorTintColor))
            lines.append(("--page-control-\(name)-current-color", style.currentPageIndicatorTintColor))
        }
        return lines.map { "\(indent)\($0.0): \($0.1.hexString);\n" }.joined()
    }

    /// A token path's custom property: `--`, then the path with each dot and each capital letter (lowered)
    /// becoming a hyphen, as `colors.onBackground.brand` becomes `--colors-on-background-brand`.
    package static func propertyName(forTokenPath path: String) -> String {
        var name = "--"
        for character in path {
            if character == "." {
                name += "-"
            } else if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }
}
