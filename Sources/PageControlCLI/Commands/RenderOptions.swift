import PageControlCore
import PageControlRendering
import PageControlWeb

/// The options of `pagecontrol render`, read and checked from the command line.
package struct RenderOptions: Sendable {
    /// An output format.
    package enum Format: String, Sendable, CaseIterable {
        /// An SVG 1.1 document.
        case svg
        /// A PNG image (8-bit RGBA).
        case png
        /// A line of terminal cells with colour escapes.
        case ansi
        /// The `<page-control>` element with a declarative shadow root holding its first frame (server-side
        /// rendering; Guides/Web.md).
        case html
    }

    /// The page count. Default 5.
    package var pages = 5
    /// The current page, 0-based: `--page N` (counted from 1) minus 1. Default 0.
    package var current = 0
    /// A fractional position, overriding `current` for the drawing. Default nil.
    package var position: Double?
    /// The output file, or nil for standard output.
    package var output: String?
    /// The format `--format` names, or nil when not given.
    package var format: Format?
    /// The format to write: `--format`, else the output's extension, else SVG (see ``format(_:output:)``).
    package var resolvedFormat = Format.svg
    /// Pixels per point. Default 1.
    package var scale = 1.0
    /// The metrics. Default classic.
    package var metrics = IndicatorMetrics.classic
    /// The direction. Default natural (left to right unless a right-to-left --language is given).
    package var direction = PageControlDirection.natural
    /// The current dot's colour, or nil for the control's default.
    package var currentColor: Color?
    /// The other dots' colour, or nil for the control's default.
    package var color: Color?
    /// A background colour filling the image, or nil for transparent.
    package var background: Color?
    /// The most dots shown. Default 10; 0 means no cap.
    package var maximumVisible: Int? = 10
    /// Whether ANSI output has no colour escapes (also when `NO_COLOR` is set).
    package var noColor = false
    /// The design-system style, shapes and background style.
    var look: StyleOptions
    /// What shows past many pages. Default dots.
    package var overflow = OverflowStyle.dots
    /// Whether the row loops (`--loop`: a position past the last page runs onto the first).
    package var wrapsAround = false
    /// Whether more pages may follow (`--more-pages`: the row's end stays open, the value says "of at least").
    package var hasMorePages = false
    /// Whether the previous and next buttons show at the row's ends (`--step-buttons`), and what they do at an
    /// end (`--step-buttons-at-ends disabled|hidden`).
    package var showsStepButtons = false
    package var stepButtonsAtEnds = StepButtonsAtEnds.disabled
    /// The language of the title and label, or nil for English.
    package var language: String?
    /// Warnings for standard error, one line each without the "pagecontrol: " prefix: values that were used
    /// differently from how they were given (an unknown `--language`, `--theme` with `--style default`).
    package var warnings: [String] = []
    /// Whether Increase Contrast is on.
    package var increaseContrast = false
    /// How the window follows the page. Default edges (UIKit's rule).
    package var windowFollowing = WindowFollowing.edges
    /// How the current page is shown between pages. Default none.
    package var effect = IndicatorEffect.none
    /// What stands for the pages. Default dots.
    package var presentation = IndicatorPresentation.dots
    /// Pages' content (`--content 2=badge:3,4=text:AB`), or nil for none.
    package var contents: PageContentList?
    /// Whether every dot shows its page number.
    package var pageNumbers = false
    /// The number of filmstrip frames, or nil for one image.
    package var filmstrip: Int?
    /// With a filmstrip in SVG, the seconds of an animation that plays it, or nil for frames one below another.
    package var animate: Double?
    /// With `--format html`, the element's attributes and what the page around it is assumed to be.
    package var element: WebMarkup.Options?
    /// Page states (`--state 3=completed,5=attention`), or nil for none.
    package var states: PageStateList?
    /// How many pages are on screen at once. Default 1.
    package var visiblePages = 1
    /// The page a scrub is drawn under way to (0-based: `--scrub-preview N` minus 1), with its preview above the
    /// dots, or nil for no scrub.
    package var scrubPreview: Int?

    /// The most dots an uncapped row (`--max-visible 0`) may draw.
    package static let maximumUncappedDots = 10_000
    /// The most pixels a PNG may have (64 megapixels, 256 MB of RGBA).
    package static let maximumPixels = 64_000_000

    /// The options that take a value.
    package static let valueOptions: Set<String> = Set<String>([
        "--pages", "--page", "--position", "--output", "--format", "--scale", "--metrics", "--diameter",
        "--spacing", "--direction", "--current-color", "--color", "--background", "--max-visible",
        "--overflow", "--overflow-threshold", "--language", "--window", "--effect", "--presentation", "--content",
        "--filmstrip", "--animate", "--state", "--visible-pages", "--scrub-preview", "--step-buttons-at-ends",
    ]).union(StyleOptions.valueOptions)
    /// The options that take no value.
    package static let switchOptions: Set<String> = [
        "--no-color", "--loop", "--increase-contrast", "--page-numbers", "--more-pages", "--step-buttons",
    ]

    /// Reads the options from parsed arguments.
    ///
    /// - Throws: ``CLIError`` naming the option and value that is wrong.
    package init(_ args: ParsedArguments) throws(CLIError) {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'render'")
        }
        look = try StyleOptions(args)
        warnings += look.warnings
        pages = try args.integer("--pages", in: 0...1_000_000_000) ?? pages
        current = try args.integer("--page", in: 1...max(pages, 1)).map { $0 - 1 } ?? current
        position = try args.number("--position", in: -1e12...1e12)
        output = args.values["--output"]
        if let output, output.isEmpty { throw CLIError.invalidValue("--output", output, "is not a file name") }
        format = try args.choice("--format", Format.allCases.map { ($0.rawValue, $0) })
        resolvedFormat = try Self.format(format, output: output)
        scale = try args.number("--scale", in: 0.1...16) ?? scale
        presentation = try Self.presentation(args) ?? presentation
        metrics =
            try args.choice("--metrics", [("classic", IndicatorMetrics.classic), ("modern", .modern)])
            ?? presentation.defaultMetrics
        if let diameter = try args.number("--diameter", in: 0.5...200) { metrics.diameter = diameter }
        if let spacing = try args.number("--spacing", in: 0...200) { metrics.spacing = spacing }
        direction =
            try args.choice(
                "--direction",
                [
                    ("natural", .natural), ("ltr", .leftToRight), ("rtl", .rightToLeft), ("ttb", .topToBottom),
                    ("btt", .bottomToTop),
                ])
            ?? direction
        currentColor = try Self.color(args, "--current-color")
        color = try Self.color(args, "--color")
        background = try Self.color(args, "--background")
        if let cap = try args.integer("--max-visible", in: 0...1_000_000) { maximumVisible = cap == 0 ? nil : cap }
        if maximumVisible == nil, pages > Self.maximumUncappedDots {
            throw CLIError(
                "--max-visible 0 with --pages \(pages) would draw \(pages) dots; give a window or at most "
                    + "\(Self.maximumUncappedDots) pages")
        }
        let threshold = try args.integer("--overflow-threshold", in: 1...1_000_000_000) ?? 20
        overflow =
            try args.choice(
                "--overflow",
                [
                    ("dots", OverflowStyle.dots), ("label", .label(threshold: threshold)),
                    ("dots-and-label", .dotsAndLabel(threshold: threshold)),
                ]) ?? .dots
        wrapsAround = args.switches.contains("--loop")
        hasMorePages = args.switches.contains("--more-pages")
        showsStepButtons = args.switches.contains("--step-buttons")
        stepButtonsAtEnds =
            try args.choice("--step-buttons-at-ends", [("disabled", StepButtonsAtEnds.disabled), ("hidden", .hidden)])
            ?? stepButtonsAtEnds
        windowFollowing =
            try args.choice("--window", [("edges", WindowFollowing.edges), ("centered", .centered)]) ?? windowFollowing
        effect = try Self.effect(args) ?? effect
        filmstrip = try args.integer("--filmstrip", in: 2...60)
        animate = try args.number("--animate", in: 0.1...60)
        if animate != nil, filmstrip == nil { throw CLIError("--animate needs --filmstrip N") }
        if animate != nil, resolvedFormat != .svg {
            throw CLIError(
                "--animate needs SVG output (an .svg --output or --format svg), not \(resolvedFormat.rawValue)")
        }
        states = try args.values["--state"].map { text throws(CLIError) in try PageStateList(text, pages: pages) }
        contents = try args.values["--content"].map { text throws(CLIError) in try PageContentList(text, pages: pages) }
        pageNumbers = args.switches.contains("--page-numbers")
        visiblePages = try args.integer("--visible-pages", in: 1...IndicatorLayout.maximumVisiblePageCount) ?? 1
        if args.values["--scrub-preview"] != nil, pages == 0 {
            throw CLIError("--scrub-preview needs --pages 1 or more")
        }
        scrubPreview = try args.integer("--scrub-preview", in: 1...max(pages, 1)).map { $0 - 1 }
        if scrubPreview != nil, filmstrip != nil { throw CLIError("--scrub-preview draws one frame; drop --filmstrip") }
        increaseContrast = args.switches.contains("--increase-contrast")
        language = args.values["--language"]
        if let language, let warning = Self.languageWarning(language) { warnings.append(warning) }
        noColor = args.switches.contains("--no-color")
        if resolvedFormat == .html { element = try Self.element(args, self) }
    }

    /// The value options `--format html` takes: each one an attribute of the element (or a CSS custom property on
    /// it), or what the page around it is.
    static let htmlValueOptions: Set<String> = [
        "--pages", "--page", "--output", "--format", "--effect", "--presentation", "--direction", "--language",
        "--max-visible", "--color", "--current-color", "--background", "--diameter", "--spacing",
    ]

    /// The element `--format html` writes, from options already read and checked.
    ///
    /// - Throws: ``CLIError`` naming an option the element has no attribute for (`--shape`, `--position`…), or
    ///   `--direction btt`.
    static func element(_ args: ParsedArguments, _ options: RenderOptions) throws(CLIError) -> WebMarkup.Options {
        let given =
            args.values.keys.filter { !htmlValueOptions.contains($0) }.sorted()
            + args.switches.filter { $0 != "--loop" && $0 != "--more-pages" }.sorted()
        if let option = given.first {
            let why =
                option == "--position"
                ? "the element draws whole pages until a script sets its position"
                : option.hasPrefix("--step-buttons")
                    ? "the server's first frame draws no step buttons yet (set step-buttons on the element)"
                    : "the element has no attribute for it"
            throw CLIError("\(option) is not available with --format html: \(why)")
        }
        var element = WebMarkup.Options(pages: options.pages, current: options.current)
        if args.values["--effect"] != nil { element.effect = options.effect.name }
        if args.values["--presentation"] != nil { element.presentation = options.presentation.name }
        switch options.direction {
        case .leftToRight: element.rightToLeft = false
        case .rightToLeft: element.rightToLeft = true
        case .topToBottom: element.vertical = true
        case .bottomToTop:
            throw CLIError.invalidValue(
                "--direction", "btt", "is not available with --format html (the element is ltr, rtl or vertical: ttb)")
        default:
            if PageControlStrings.isRightToLeft(language: options.language) { element.rightToLeft = true }
        }
        element.language = options.language
        if args.values["--max-visible"] != nil { element.maximumVisible = options.maximumVisible ?? 0 }
        element.loops = options.wrapsAround
        element.hasMorePages = options.hasMorePages
        element.otherColor = options.color
        element.currentColor = options.currentColor
        element.background = options.background
        if args.values["--diameter"] != nil { element.diameter = options.metrics.diameter }
        if args.values["--spacing"] != nil { element.spacing = options.metrics.spacing }
        return element
    }

    /// The `--effect` option (`worm`, `scale:1.5`…), or nil when not given.
    ///
    /// - Throws: ``CLIError`` naming `--effect` and the value: an unknown effect, or a scale outside
    ///   ``scaleRange`` ("is out of range (at least 0.25)"), which the layout would otherwise clamp without a word.
    package static func effect(_ args: ParsedArguments) throws(CLIError) -> IndicatorEffect? {
        guard
            let effect = try named(
                args, "--effect", IndicatorEffect.init(name:),
                expected: "an effect (none, worm, thin-worm, slide, jump, swap, fill, scale or scale:S)")
        else { return nil }
        if case .scale(let scale) = effect, !scaleRange.contains(scale), let text = args.values["--effect"] {
            throw CLIError.outOfRange(
                "--effect", text, scaleRange, isBelow: scale < scaleRange.lowerBound, format: PlainNumber.format)
        }
        return effect
    }

    /// The scales `--effect scale:S` takes: the ones the layout draws as given (`IndicatorEffect.scaleFactor`
    /// clamps to 0.25…3).
    package static let scaleRange = 0.25...3.0

    /// The warning for `--theme` with `--style default`, whose colours are the control's own: `warning: --theme
    /// brand.json has no effect with --style default (the control's own colours); use --style primary or secondary`.
    package static func defaultStyleWarning(theme path: String) -> String {
        "warning: --theme \(CLIError.quoted(path)) has no effect with --style default (the control's own colours); "
            + "use --style primary or secondary"
    }

    /// The warning for a `--language` without strings of its own (the title and label fall back to English), or
    /// nil when the language has strings: `--language 'xx' has no strings; using English (en). Languages: ar, …`.
    package static func languageWarning(_ tag: String) -> String? {
        let strings = PageControlStrings.forLanguage(tag)
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
        guard strings.language == PageControlStrings.english.language, primary != "en" else { return nil }
        let known = PageControlStrings.supportedLanguages.joined(separator: ", ")
        return "warning: --language '\(CLIError.quoted(tag))' has no strings; using English (en). Languages: \(known)"
    }

    /// The `--presentation` option (`dots`, `lines`, `segments`, `numeric`), or nil when not given.
    package static func presentation(_ args: ParsedArguments) throws(CLIError) -> IndicatorPresentation? {
        try named(
            args, "--presentation", IndicatorPresentation.init(name:),
            expected: "a presentation (dots, lines, segments or numeric)")
    }

    /// An option whose value is a name `parse` reads, or nil when not given.
    ///
    /// - Throws: ``CLIError`` naming the option and the value, which "is not" `expected`.
    static func named<Value>(
        _ args: ParsedArguments, _ option: String, _ parse: (String) -> Value?, expected: String
    ) throws(CLIError) -> Value? {
        guard let text = args.values[option] else { return nil }
        guard let value = parse(text) else { throw CLIError.invalidValue(option, text, "is not \(expected)") }
        return value
    }

    /// A colour option, or nil when not given.
    static func color(_ args: ParsedArguments, _ name: String) throws(CLIError) -> Color? {
        guard let text = args.values[name] else { return nil }
        do {
            return try Color(hex: text)
        } catch {
            throw CLIError("\(name): \(error.description)")
        }
    }

    /// The format to write: the output's extension when it names one (`.svg`, `.png`, `.ans`, `.ansi`, `.html` or
    /// `.htm`, in any
    /// case), which `--format`, when also given, must agree with; else `--format`; else SVG (standard output, or an
    /// output without an extension such as `/dev/stdout`).
    ///
    /// - Throws: ``CLIError`` for an extension that names no format without `--format` ("dots.jpg": the output
    ///   would be SVG in a file named as a JPEG), or a `--format` that contradicts the extension (both named).
    package static func format(_ format: Format?, output: String?) throws(CLIError) -> Format {
        guard let output, let fileExtension = Self.fileExtension(of: output) else { return format ?? .svg }
        let known: [String: Format] = [
            "svg": .svg, "png": .png, "ans": .ansi, "ansi": .ansi, "html": .html, "htm": .html,
        ]
        guard let named = known[fileExtension.lowercased()] else {
            if let format { return format }
            throw CLIError.invalidValue(
                "--output", output,
                "ends in .\(fileExtension), which is not svg, png, ans or html; name the format with --format svg, png, "
                    + "ansi or html"
            )
        }
        if let format, format != named {
            throw CLIError(
                "--format \(format.rawValue) does not match --output '\(CLIError.quoted(output))', a .\(fileExtension) "
                    + "file; drop --format or change the extension")
        }
        return named
    }

    /// The extension of a path's last component (`png` for `out/dots.png`), or nil for none (`dots`, `.hidden`).
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let suffix = name[name.index(after: dot)...]
        return suffix.isEmpty ? nil : String(suffix)
    }

    /// A control configured by these options, with its bounds set to its intrinsic size for the whole
    /// window of `--max-visible` dots.
    @MainActor
    package func makeControl() -> PageControl {
        let control = PageControl()
        control.numberOfPages = pages
        control.paging.visiblePageCount = visiblePages
        states?.apply(to: control)
        contents?.apply(to: control)
        control.presentation.showsPageNumbers = pageNumbers
        control.paging.wrapsAround = wrapsAround
        control.hasMorePages = hasMorePages
        control.showsStepButtons = showsStepButtons
        control.stepButtonsAtEnds = stepButtonsAtEnds
        control.window.following = windowFollowing
        control.indicatorEffect = effect
        control.presentation.kind = presentation
        control.currentPage = current
        control.window.overflowStyle = overflow
        control.environment.language = language
        control.environment.layoutDirectionFollowsLanguage = language != nil
        control.environment.prefersIncreasedContrast = increaseContrast
        if let position { control.position = position }
        control.metrics = metrics
        control.direction = direction
        look.apply(to: control)
        if let currentColor { control.currentPageIndicatorTintColor = currentColor }
        if let color { control.pageIndicatorTintColor = color }
        control.window.maximumVisibleIndicators = maximumVisible
        control.window.preferredNumberOfVisibleIndicators = maximumVisible ?? max(pages, 1)
        var size =
            pages == 0 ? control.size(forNumberOfPages: 0) : control.intrinsicContentSize
        if let page = scrubPreview {
            // Room above and below the dots for the callout (the dots stay centred), as wide as it needs.
            let font = OverflowLabel.fontSize(forDiameter: control.layoutMetrics.diameter)
            let text = control.frame().accessibilityElement.strings.previewText(page: page, of: pages)
            let callout = ScrubPreview.calloutSize(characters: text.count, fontSize: font)
            let extra = callout.height + ScrubPreview.gap
            size = Size(width: max(size.width, callout.width), height: size.height + 2 * extra)
            control.bounds = Rect(origin: .zero, size: size)
            control.interaction.showsScrubPreview = true
            control.currentPage = page
            if let dot = control.hitTesting.frame(forPage: control.currentPage) {
                control.beginScrubbing(at: dot.center, pointerKind: .mouse)
            }
            return control
        }
        control.bounds = Rect(origin: .zero, size: size)
        return control
    }
}
