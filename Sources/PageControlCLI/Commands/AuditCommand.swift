import Foundation
import PageControlCore
import PageControlDesignSystem

/// `pagecontrol audit`: WCAG contrast of a style's dots against a background.
package enum AuditCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol audit [--theme FILE.json] [--style primary|secondary] [--background HEX]

        Prints the WCAG contrast ratios of a design-system style: the current dot against the background
        (UI components need at least 3:1), the other dots against the background, and the current dot
        against the other dots. Exits 1 when the current dot fails, 0 when it passes.

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
        let style = try StyleOptions(options).style
        let background = try RenderOptions.color(args, "--background")
        guard let style,
            let audit = background.map({ ContrastAudit(style: style, background: $0) }) ?? ContrastAudit(style: style)
        else { throw CLIError("audit needs --background HEX for this style") }
        return (audit.report, audit.passes ? 0 : 1)
    }
}
