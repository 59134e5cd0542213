import PageControlCore
import PageControlRendering

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
    }

    /// The page count. Default 5.
    package var pages = 5
    /// The current page (clamped by the control). Default 0.
    package var current = 0
    /// A fractional position, overriding `current` for the drawing. Default nil.
    package var position: Double?
    /// The output file, or nil for standard output.
    package var output: String?
    /// The format; from the output's extension when nil, else SVG.
    package var format: Format?
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
    /// Whether `--benchmark` was given: deprecated, it only says that `pagecontrol-bench render` took its place.
    package var benchmark = false
    /// The design-system style, shapes and background style.
    var look: StyleOptions
    /// What shows past many pages. Default dots.
    package var overflow = OverflowStyle.dots
    /// Whether the row loops (for a position past the last page).
    package var wrapsAround = false
    /// The language of the title and label, or nil for English.
    package var language: String?
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
    /// Page states (`--state 3=completed,5=attention`), or nil for none.
    package var states: PageStateList?
    /// How many pages are on screen at once. Default 1.
    package var visiblePages = 1
    /// The page a scrub is drawn under way to, with its preview above the dots, or nil for no scrub.
    package var scrubPreview: Int?

    /// The most dots an uncapped row (`--max-visible 0`) may draw.
    package static let maximumUncappedDots = 10_000
    /// The most pixels a PNG may have (64 megapixels, 256 MB of RGBA).
    package static let maximumPixels = 64_000_000

    /// The options that take a value.
    package static let valueOptions: Set<String> = Set<String>([
        "--pages", "--current", "--position", "--output", "--format", "--scale", "--metrics", "--diameter",
        "--spacing", "--direction", "--current-color", "--color", "--background", "--max-visible",
        "--overflow", "--overflow-threshold", "--language", "--window", "--effect", "--presentation", "--content",
        "--filmstrip", "--animate", "--state", "--visible-pages", "--scrub-preview",
    ]).union(StyleOptions.valueOptions)
    /// The options that take no value.
    package static let switchOptions: Set<String> = [
        "--no-color", "--benchmark", "--wrap", "--increase-contrast", "--page-numbers",
    ]

    /// Reads the options from parsed arguments.
    ///
    /// - Throws: ``CLIError`` naming the option and value that is wrong.
    package init(_ args: ParsedArguments) throws(CLIError) {
        if let first = args.positionals.first {
            throw CLIError("unexpected argument '\(CLIError.quoted(first))' for 'render'")
        }
        look = try StyleOptions(args)
        pages = try args.integer("--pages", in: 0...1_000_000_000) ?? pages
        current = try args.integer("--current", in: Int.min...Int.max) ?? current
        position = try args.number("--position", in: -1e12...1e12)
        output = args.values["--output"]
        if let output, output.isEmpty { throw CLIError.invalidValue("--output", output, "is not a file name") }
        format = try args.choice("--format", Format.allCases.map { ($0.rawValue, $0) })
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
        wrapsAround = args.switches.contains("--wrap")
        windowFollowing =
            try args.choice("--window", [("edges", WindowFollowing.edges), ("centered", .centered)]) ?? windowFollowing
        effect = try Self.effect(args) ?? effect
        filmstrip = try args.integer("--filmstrip", in: 2...60)
        animate = try args.number("--animate", in: 0.1...60)
        if animate != nil, filmstrip == nil { throw CLIError("--animate needs --filmstrip N") }
        states = try args.values["--state"].map { text throws(CLIError) in try PageStateList(text, pages: pages) }
        contents = try args.values["--content"].map { text throws(CLIError) in try PageContentList(text, pages: pages) }
        pageNumbers = args.switches.contains("--page-numbers")
        visiblePages = try args.integer("--visible-pages", in: 1...IndicatorLayout.maximumVisiblePageCount) ?? 1
        scrubPreview = try args.integer("--scrub-preview", in: 0...max(pages - 1, 0))
        if scrubPreview != nil, pages == 0 { throw CLIError("--scrub-preview needs --pages 1 or more") }
        if scrubPreview != nil, filmstrip != nil { throw CLIError("--scrub-preview draws one frame; drop --filmstrip") }
        increaseContrast = args.switches.contains("--increase-contrast")
        language = args.values["--language"]
        noColor = args.switches.contains("--no-color")
        benchmark = args.switches.contains("--benchmark")
    }

    /// The `--effect` option (`worm`, `scale:1.5`…), or nil when not given.
    package static func effect(_ args: ParsedArguments) throws(CLIError) -> IndicatorEffect? {
        try named(
            args, "--effect", IndicatorEffect.init(name:),
            expected: "an effect (none, worm, thin-worm, slide, jump, swap, fill, scale or scale:S)")
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

    /// The format to write: the option, else the output's extension, else SVG.
    package var resolvedFormat: Format {
        if let format { return format }
        if let output, let dot = output.lastIndex(of: ".") {
            return Format(rawValue: output[output.index(after: dot)...].lowercased()) ?? .svg
        }
        return .svg
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
            let text = control.accessibilityElement.strings.previewText(page: page, of: pages)
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
