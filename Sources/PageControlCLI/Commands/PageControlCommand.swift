import Foundation
import PageControlCore

/// The `pagecontrol` command: dispatches to its subcommands and turns errors into one line on standard
/// error with exit status 2.
package enum PageControlCommand {
    /// The top-level help text.
    package static let help = """
        USAGE: pagecontrol <subcommand> [options]

        The page control (the row of dots under paged content) on the command line.

        SUBCOMMANDS:
          render    Draw the control in one state as SVG, PNG or terminal text.
          gallery   Write an HTML gallery of renders in every state.
          audit     Check a control's accessibility (WCAG 2.2, Apple's 44 pt) and a style's contrast.
          css       Write a design-token theme as CSS custom properties for the web element.
          demo      An interactive paged view in the terminal with the page control at its foot.

        OPTIONS:
          --version  Print the version (PageControlKit's release, see CHANGELOG.md).
          -h, --help Show this help.

        Run 'pagecontrol <subcommand> --help' for a subcommand's options.
        """

    /// The release this build belongs to, as tagged and recorded in `CHANGELOG.md`.
    package static let version = "0.2.0"

    /// The subcommands by name.
    static let subcommands = ["render", "gallery", "audit", "css", "demo"]

    /// What a run produced: bytes for standard output, a line for standard error, and the exit status.
    package struct Result: Equatable, Sendable {
        /// Bytes for standard output.
        package var output: [UInt8] = []
        /// Text for standard error (empty for none): the error of a failed run, or warnings of a successful one.
        package var error = ""
        /// The exit status: 0 for success, 2 for bad input.
        package var status: Int32 = 0
    }

    /// Runs the command with `arguments` (without the program name). Pure apart from the files it writes.
    @MainActor
    package static func run(_ arguments: [String], environment: [String: String]) -> Result {
        do {
            return try dispatch(arguments, environment: environment)
        } catch {
            return Result(error: "pagecontrol: \(error.message)\n", status: 2)
        }
    }

    @MainActor
    static func dispatch(_ arguments: [String], environment: [String: String]) throws(CLIError) -> Result {
        guard let name = arguments.first else { return Result(output: Array((help + "\n").utf8)) }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "-h", "--help", "help":
            return Result(output: Array((help + "\n").utf8))
        case "--version", "version":
            guard rest.isEmpty else {
                throw CLIError("unexpected argument '\(CLIError.quoted(rest[0]))' for '\(name)'")
            }
            return Result(output: Array("pagecontrol \(version)\n".utf8))
        case "render":
            let args = try ParsedArguments(
                rest, options: RenderOptions.valueOptions, switches: RenderOptions.switchOptions, command: name)
            if args.wantsHelp { return Result(output: Array((RenderCommand.help + "\n").utf8)) }
            let options = try RenderOptions(args)
            let bytes = try RenderCommand.render(options, environment: environment)
            let warnings = lines(options.warnings)
            guard let path = options.output else { return Result(output: bytes, error: warnings) }
            try AtomicFile.write(bytes, to: path)
            return Result(error: warnings)
        case "gallery":
            let args = try ParsedArguments(rest, options: ["--output"], switches: [], command: name)
            if args.wantsHelp { return Result(output: Array((GalleryCommand.help + "\n").utf8)) }
            return Result(output: Array((try GalleryCommand.run(args) + "\n").utf8))
        case "audit":
            let args = try ParsedArguments(
                rest, options: AuditCommand.valueOptions, switches: AuditCommand.switchOptions, command: name)
            if args.wantsHelp { return Result(output: Array((AuditCommand.help + "\n").utf8)) }
            let (report, warnings, status) = try AuditCommand.run(args)
            return Result(output: Array(report.utf8), error: lines(warnings), status: status)
        case "css":
            let args = try ParsedArguments(rest, options: CSSCommand.valueOptions, switches: [], command: name)
            if args.wantsHelp { return Result(output: Array((CSSCommand.help + "\n").utf8)) }
            return Result(output: try CSSCommand.run(args) ?? [])
        case "demo":
            let args = try ParsedArguments(
                rest, options: DemoCommand.valueOptions, switches: DemoCommand.switchOptions, command: name)
            if args.wantsHelp { return Result(output: Array((DemoCommand.help + "\n").utf8)) }
            return Result(status: try DemoCommand.run(args, environment: environment))
        default:
            throw CLIError(
                "unknown subcommand '\(CLIError.quoted(name))' (expected \(subcommands.joined(separator: ", ")))")
        }
    }

    /// Messages as standard error's lines, each with the "pagecontrol: " prefix; empty for none.
    static func lines(_ messages: [String]) -> String {
        messages.map { "pagecontrol: \($0)\n" }.joined()
    }
}
