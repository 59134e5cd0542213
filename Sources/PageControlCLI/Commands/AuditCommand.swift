import Foundation
import PageControlCore
import PageControlDesignSystem

/// `pagecontrol audit`: the accessibility audit of a control configured by the render options (PageControlTesting's
/// `PageControlAudit`, on the command line), and a design-system style's contrast report when a theme or style is
/// named.
package enum AuditCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol audit [render options] [--platform ios|web] [audit options]

        Audits the page control that 'pagecontrol render' would draw with the same options, as an app's test
        does with PageControlTesting's PageControlAudit: one line per finding, each with its WCAG 2.2 success
        criterion (1.4.1 Use of Color, 1.4.11 Non-text Contrast, 2.2.2 Pause, Stop, Hide, 2.5.8 Target Size
        (Minimum), which on iOS also checks Apple's 44 × 44 pt, and 4.1.2 Name, Role, Value), the page it
        concerns and what to change, or "no findings". Targets are judged as a person has them: on iOS a
        finger steps from either side of the current dot, on the web the <page-control> element's tabs.

        With --theme or --style primary|secondary, first prints that style's contrast report as before: the
        semantic colours a --theme file leaves out, the current dot, the other dots and each page state
        against the background (a warning below 3:1) and a badge colour; then an empty line and the findings
        for the control drawn in that style on that background.

        Exits 1 when there is a finding or the style's current dot is below 3:1, 0 otherwise, and 2 for bad
        arguments or a theme file with problems (every one is listed).

        AUDIT OPTIONS:
          --platform P         ios (default: UIKit's touch rule, 44 × 44 pt) or web (the element, 24 × 24 px).
          --background HEX     What the control is drawn on (default: the style's intended background with
                               --theme or --style, else black or white, whichever the current dot stands out on).
          --tap T              automatic (default: a finger steps, a mouse goes to the dot), step or jump.
          --hit-target N       The smallest touch area in points, 0…200 (default 44).
          --label TEXT         The control's accessibility label (default none: "Page control").
          --page-controls N    How many page controls share the screen, 1…100 (default 1); with more than
                               one, each needs a --label.
          --autoplay SECONDS   A slide show advancing every SECONDS (0.2…3600).
          --play-pause-button  The screen has a Play/Pause button of its own for the slide show.
          --theme FILE         A W3C design-token file for --style (default: the built-in theme).
          --style S            default (the control's own colours), primary or secondary.
          -h, --help           Show this help.

        RENDER OPTIONS (see 'pagecontrol render --help'):
          --pages, --page, --position, --metrics, --diameter, --spacing, --direction, --current-color, --color,
          --max-visible, --shape, --current-shape, --background-style, --overflow, --overflow-threshold, --loop,
          --window, --effect, --presentation, --state, --content, --page-numbers, --visible-pages, --language,
          --increase-contrast, --more-pages, --step-buttons, --step-buttons-at-ends.
        """

    /// The render options an audit has no use for: where and how an image is written.
    static let imageOptions: Set<String> = [
        "--output", "--format", "--scale", "--filmstrip", "--animate", "--scrub-preview", "--no-color",
    ]
    /// The options that take a value.
    package static let valueOptions = RenderOptions.valueOptions.subtracting(imageOptions).union(
        AuditOptions.valueOptions)
    /// The options that take no value.
    package static let switchOptions = RenderOptions.switchOptions.subtracting(imageOptions).union(
        AuditOptions.switchOptions)

    /// Runs the audit: the report, the warnings (one line each, without the "pagecontrol: " prefix) and the exit
    /// status.
    @MainActor
    package static func run(_ args: ParsedArguments) throws(CLIError) -> (report: String, warnings: [String], Int32) {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'audit'")
        }
        let options = try RenderOptions(args)
        let audit = try AuditOptions(args)
        var sections: [String] = []
        var failed = false
        var background = options.background
        if let style = options.look.style, showsStyleReport(args) {
            guard
                let contrast = background.map({ ContrastAudit(style: style, background: $0) })
                    ?? ContrastAudit(style: style)
            else { throw CLIError("audit needs --background HEX for this style") }
            sections.append(defaultsReport(options.look.defaultedColors) + contrast.report + "\n")
            failed = !contrast.passes
            background = contrast.background
        }
        let control = options.makeControl()
        audit.apply(to: control)
        let findings = AccessibilityAudit(
            control, platform: audit.platform, screen: audit.screen(background: background)
        )
        .findings
        sections.append(findingsReport(findings, platform: audit.platformName))
        return (sections.joined(separator: "\n"), options.warnings, failed || !findings.isEmpty ? 1 : 0)
    }

    /// Whether the arguments name a theme or a style with colours of its own, whose contrast report comes first.
    static func showsStyleReport(_ args: ParsedArguments) -> Bool {
        args.values["--theme"] != nil || ["primary", "secondary"].contains(args.values["--style"]?.lowercased())
    }

    /// The findings for people: a line naming the platform and their count, then one indented line each, or
    /// "iOS: no findings"; ending in a newline.
    ///
    /// ```text
    /// iOS: 1 finding
    ///   2.5.8 Target Size (Minimum): Space the dots so that a finger's step targets, …
    /// ```
    static func findingsReport(_ findings: [AccessibilityAudit.Finding], platform: String) -> String {
        guard !findings.isEmpty else { return "\(platform): no findings\n" }
        let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        return (["\(platform): \(count)"] + findings.map { "  \($0.description)" }).joined(separator: "\n") + "\n"
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
