import Foundation
import PageControlCore
import PageControlDesignSystem

/// The look options shared by `render` and `audit`: design-system style and theme, shapes and
/// background style.
struct StyleOptions {
    /// The style to apply, or nil for the control's defaults.
    var style: PageControlStyle?
    /// The dots' shape, or nil for circles.
    var shape: IndicatorShape?
    /// The current dot's shape, or nil for the dots' shape.
    var currentShape: IndicatorShape?
    /// The background style, or nil for `.automatic`.
    var backgroundStyle: BackgroundStyle?
    /// The semantic colours the `--theme` file leaves at their defaults; empty without `--theme`.
    var defaultedColors: [Theme.LoadReport.DefaultedColor] = []
    /// Warnings for standard error (without the "pagecontrol: " prefix): `--theme` with `--style default`, whose
    /// colours are the control's own and take nothing from a theme.
    var warnings: [String] = []

    /// The options that take a value.
    static let valueOptions: Set<String> = ["--style", "--theme", "--shape", "--current-shape", "--background-style"]

    /// The shape names the options accept.
    static let shapes: [(String, IndicatorShape)] = [
        ("circle", .circle), ("capsule", .capsule), ("ring", .ring(lineWidth: 1.5)),
        ("rounded", .roundedRectangle(cornerRadius: 1.5)), ("star", .path(.star)), ("heart", .path(.heart)),
    ]

    /// Reads the options; a theme file is loaded into a fresh design system (the shared one is untouched).
    ///
    /// `--theme` without `--style` draws the theme's primary style (a theme's colours reach the control through a
    /// style); with `--style default` it has nothing to colour, and a warning says so.
    init(_ args: ParsedArguments) throws(CLIError) {
        var theme = Theme.default
        if let path = args.values["--theme"] {
            do {
                let report = try Theme.LoadReport(contentsOf: URL(fileURLWithPath: path))
                theme = report.theme
                defaultedColors = report.defaultedColors
            } catch {
                throw Self.themeError(error, file: path)
            }
        }
        let styles = PageControlStyles(theme: theme, scheme: .light)
        let chosen = try args.choice(
            "--style", [("default", nil), ("primary", styles.primary), ("secondary", styles.secondary)])
        switch chosen {
        case .some(let named):
            style = named
            if named == nil, let path = args.values["--theme"] {
                warnings.append(RenderOptions.defaultStyleWarning(theme: path))
            }
        case .none:
            style = args.values["--theme"] == nil ? nil : styles.primary
        }
        shape = try args.choice("--shape", Self.shapes)
        currentShape = try args.choice("--current-shape", Self.shapes)
        backgroundStyle = try args.choice(
            "--background-style", [("automatic", .automatic), ("prominent", .prominent), ("minimal", .minimal)])
    }

    /// The error for a `--theme` file that does not load: the file's name, then the problem, or one
    /// indented line per problem, as in
    ///
    /// ```text
    /// --theme: brand.json: 2 problems in the tokens:
    ///   color.brand.500: '#12' is not a colour: expected #RGB, #RRGGBB or #RRGGBBAA
    ///   color.link: unknown alias {color.nope}
    /// ```
    ///
    /// An unreadable file's message names the file itself.
    static func themeError(_ error: TokenError, file: String) -> CLIError {
        if case .unreadableFile = error {
            return CLIError("--theme: \(error)")
        }
        return CLIError("--theme: \(file): \(error)")
    }

    /// Applies the look to a control: the style's colours and state colours, shapes and background style.
    @MainActor
    func apply(to control: PageControl) {
        style?.apply(to: control)
        control.preferredIndicatorShape = shape
        control.preferredCurrentPageIndicatorShape = currentShape
        control.backgroundStyle = backgroundStyle
        if currentShape == .capsule, var metrics = control.metrics {
            metrics.currentIndicatorLength = 2 * metrics.diameter + metrics.spacing
            control.metrics = metrics
        }
    }
}
