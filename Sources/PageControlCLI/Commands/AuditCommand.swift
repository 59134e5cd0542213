import Foundation
import PageControlCore
import PageControlDesignSystem

/// `pagecontrol audit`: WCAG contrast of a style's dots against a background.
package enum AuditCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol audit [--theme FILE.json] [--style primary|secondary] [--background HEX]

        Prints the WCAG contrast ratios of a design-system style: the current dot against the background
        (UI components need at least 3:1), the other dots against the background, the current dot
        against the other dots, and each page state's colour as the app draws it against the background
        and the current dot (a warning below 3:1): the theme's colour, else the core's built-in one, marked
        "built-in"; and a pageControl.badge colour against the background and its count (warnings below
        3:1 and 4.5:1). Exits 1 when the current dot fails, 0 when it passes, 2 when the theme file has
        problems (every one is listed).

        With --theme, first lists the semantic colours the file leaves out, with the default used.

        OPTIONS:
          --theme FILE    A W3C design-token file (default: the built-in theme).
          --style S       primary (default) or secondary.
          --background C  The background colour (default: the style's intended background).
          -h, --help      Show this help.
        """

    /// Runs the audit: the report text and the exit status.
    @MainActor
    package static func run(_ args: ParsedArguments) throws(CLIError) -> (String, Int32) {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'audit'")
        }
        var options = args
        if options.values["--style"] == nil { options.values["--style"] = "primary" }
        if options.values["--style"] == "default" {
            throw CLIError.invalidValue("--style", "default", "has no colours to audit (use primary or secondary)")
        }
        let look = try StyleOptions(options)
        let background = try RenderOptions.color(args, "--background")
        guard let style = look.style,
            let audit = background.map({ ContrastAudit(style: style, background: $0) }) ?? ContrastAudit(style: style)
        else { throw CLIError("audit needs --background HEX for this style") }
        return (defaultsReport(look.defaultedColors) + audit.report, audit.passes ? 0 : 1)
    }

    /// The lines naming each semantic colour a theme file leaves out and the default used, ending
    /// in a newline; empty when there are none:
    ///
    /// ```text
    /// Defaults for colours the theme leaves out:
    ///   colors.foreground.default: #111827
    /// ```
    static func defaultsReport(_ defaulted: [Theme.LoadReport.DefaultedColor]) -> String {
        guard !defaulted.isEmpty else { return "" }
        let lines = defaulted.map { "  \($0.path): \($0.color.hexString)" }
        return (["Defaults for colours the theme leaves out:"] + lines).joined(separator: "\n") + "\n"
    }
}
