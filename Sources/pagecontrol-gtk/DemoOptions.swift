#if GTK
    import PageControlCLI
    import PageControlCore
    import PageControlDesignSystem

    /// The command line of `pagecontrol-gtk`, read by the same parser as `pagecontrol`'s commands
    /// (`ParsedArguments`): the same spelling for the same idea (`--page` counted from 1, `--loop`, `--autoplay`,
    /// `--direction`, `--visited`, `PAGE=…` lists counted from 1), the old spellings refused with the new one named,
    /// and a near name suggested for an unknown option.
    struct DemoOptions {
        /// The usage text printed by `--help`.
        static let usage = """
            USAGE: pagecontrol-gtk [options]

            A window with an AdwCarousel of sample pages, libadwaita's AdwCarouselIndicatorDots and our
            PageControlWidget under it for comparison.

            OPTIONS:
              --pages N              Number of pages, 1…1000 (default 5).
              --page N               The page shown first, counted from 1 (default 1).
              --autoplay SECONDS     Advance a page every SECONDS (0.2…3600), with the progress pill.
              --loop                 The dots loop: after the last page comes the first, one step across the
                                     seam (with --stack the pages loop too; an AdwCarousel does not, so the
                                     dots follow it back along the row, as far as the content moves).
              --direction D          natural (default: the locale's), ltr or rtl.
              --visited              Pages you leave become visited as you go (the trail).
              --style NAME           default | primary | secondary (DesignSystem.shared.styles).
              --theme FILE           A design-token file (DTCG JSON) for the styles; alone, it shows --style
                                     primary.
              --tap NAME             step (UIKit's touch rule, default) | jump (to the tapped dot) | automatic
                                     (a mouse click jumps, a touch steps, as UIKit).
              --effect NAME          none (default) | worm | thin-worm | slide | jump | swap | fill | scale:S
                                     (S in 0.25…3)
              --presentation NAME    dots (default) | lines (libadwaita's) | segments (a story bar) | numeric
              --content LIST         Pages' content, PAGE=CONTENT pairs counted from 1 such as
                                     1=number,3=badge:3,5=text:AB (badge alone is a plain badge dot)
              --page-numbers         A number on every dot (the dots grow to fit it).
              --state LIST           Page states, PAGE=STATE pairs counted from 1 such as 1=completed,3=attention
                                     (visited, completed, attention, unavailable or a name).
              --visible-pages N      Pages the dots show as on screen at once, 1…100 (default 1).
              --no-preview           No scrub preview (by default a scrub shows "k / n" above the dots).
              --fade SECONDS         Fade the dots after SECONDS (0…3600) without a change (never while a screen
                                     reader runs, the dots have focus or the pointer, or a slide show plays).
              --stack                Use a GtkStack (discrete pages) instead of the carousel.
              --log                  Print geometry, page and accessible-value changes on standard output.
              --screenshot FILE      Render the window once to a PNG file and quit.
              --bench frame          Measure the frame cost of both indicators and quit (the profile named as
                                     pagecontrol-bench's).
              --benchmark-pages LIST Page counts for --bench frame (default 10,1000,100000).
              --frames N             Frames measured per case in --bench frame, 1…100000 (default 200).
              --version              Print the version (PageControlKit's release, as pagecontrol --version).
              -h, --help             Show this text.

            A slide show (--autoplay) pauses while the pointer is over the dots or the pages, or keyboard focus
            is in them; P (or the Play/Pause key) on the dots stops it, and only P again starts it.

            The window needs a display: without one (no DISPLAY or WAYLAND_DISPLAY that opens) pagecontrol-gtk
            says so and exits 2. On a server, run it under xvfb-run, for --screenshot and --bench too.
            """

        /// The options that take a value.
        static let valueOptions: Set<String> = [
            "--pages", "--page", "--autoplay", "--direction", "--style", "--theme", "--tap", "--effect",
            "--presentation", "--content", "--state", "--visible-pages", "--fade", "--screenshot", "--bench",
            "--benchmark-pages", "--frames",
        ]
        /// The options that take no value.
        static let switchOptions: Set<String> = [
            "--loop", "--visited", "--page-numbers", "--no-preview", "--stack", "--log", "--version",
        ]

        /// The page count.
        var pages = 5
        /// The first page shown, 0-based (`--page` minus 1).
        var initialPage = 0
        /// The style name: default, primary or secondary.
        var style = "default"
        /// The design-token file, if any.
        var themePath: String?
        /// What a tap does.
        var tapBehavior = TapBehavior.step
        /// How the current page moves between pages.
        var effect = IndicatorEffect.none
        /// What stands for the pages.
        var presentation = IndicatorPresentation.dots
        /// Content on pages' dots (0-based pages).
        var contents: [(page: Int, content: IndicatorContent)] = []
        /// Whether every dot shows its page number.
        var pageNumbers = false
        /// The autoplay timer's seconds per page, if any.
        var autoplay: Double?
        /// Page states to start with (0-based pages).
        var states: [(page: Int, state: IndicatorState)] = []
        /// Whether pages left become visited.
        var marksVisited = false
        /// Pages on screen at once.
        var visiblePages = 1
        /// Whether the dots loop (`wrapsAround`).
        var loops = false
        /// Whether a scrub shows its preview.
        var showsPreview = true
        /// The idle fade's delay, if the dots fade.
        var fade: Double?
        /// The direction the window lays out in: natural (the locale's), left to right or right to left.
        var direction = PageControlDirection.natural
        /// Whether to use a GtkStack instead of an AdwCarousel.
        var useStack = false
        /// Whether to log events on standard output.
        var log = false
        /// Where to write a screenshot, if anywhere.
        var screenshotPath: String?
        /// Whether to run the benchmark.
        var benchmark = false
        /// The page counts for the benchmark.
        var benchmarkPages = [10, 1_000, 100_000]
        /// The frames measured per benchmark case.
        var frames = 200
        /// Whether to print the usage.
        var help = false
        /// Whether to print the version.
        var version = false
        /// Warnings for standard error, without the "pagecontrol-gtk: " prefix (`--theme` with `--style default`).
        var warnings: [String] = []

        /// The largest page count for the window: libadwaita's carousel inserts pages in O(n), so building
        /// it is quadratic.
        static let maximumWindowPages = 1_000

        /// Parses the arguments (without the program name).
        ///
        /// - Throws: `CLIError` naming the option and value, as `pagecontrol`'s commands do.
        init(_ arguments: [String]) throws(CLIError) {
            let args = try ParsedArguments(
                arguments, options: Self.valueOptions, switches: Self.switchOptions, command: "",
                program: "pagecontrol-gtk")
            help = args.wantsHelp
            version = args.switches.contains("--version")
            if let first = args.positionals.first {
                throw CLIError("unexpected argument '\(CLIError.quoted(first))' (see 'pagecontrol-gtk --help')")
            }
            pages = try args.integer("--pages", in: 1...Self.maximumWindowPages) ?? pages
            initialPage = try args.integer("--page", in: 1...pages).map { $0 - 1 } ?? 0
            autoplay = try args.number("--autoplay", in: 0.2...3600)
            loops = args.switches.contains("--loop")
            direction = try args.choice("--direction", DemoCommand.directions) ?? .natural
            marksVisited = args.switches.contains("--visited")
            themePath = args.values["--theme"]
            let named = try args.choice(
                "--style", [("default", "default"), ("primary", "primary"), ("secondary", "secondary")])
            style = named ?? (themePath == nil ? "default" : "primary")
            if named == "default", let themePath {
                warnings.append(RenderOptions.defaultStyleWarning(theme: themePath))
            }
            tapBehavior =
                try args.choice("--tap", [("step", TapBehavior.step), ("jump", .jump), ("automatic", .automatic)])
                ?? .step
            effect = try RenderOptions.effect(args) ?? .none
            presentation = try RenderOptions.presentation(args) ?? .dots
            if let text = args.values["--content"] {
                contents = try PageContentList(text, pages: pages).entries.map { ($0.page, $0.content) }
            }
            pageNumbers = args.switches.contains("--page-numbers")
            if let text = args.values["--state"] { states = try PageStateList(text, pages: pages).entries }
            visiblePages = try args.integer("--visible-pages", in: 1...IndicatorLayout.maximumVisiblePageCount) ?? 1
            showsPreview = !args.switches.contains("--no-preview")
            fade = try args.number("--fade", in: 0...3600)
            useStack = args.switches.contains("--stack")
            log = args.switches.contains("--log")
            screenshotPath = args.values["--screenshot"]
            if let profile = try args.choice("--bench", [("frame", true)]) { benchmark = profile }
            if let text = args.values["--benchmark-pages"] { benchmarkPages = try Self.pageCounts(text) }
            frames = try args.integer("--frames", in: 1...100_000) ?? frames
        }

        /// `--benchmark-pages`: page counts such as `10,1000`, each 1 or more.
        ///
        /// - Throws: `CLIError` naming the option and the list.
        static func pageCounts(_ text: String) throws(CLIError) -> [Int] {
            var counts: [Int] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                counts.append(try ParsedArguments.integer(String(part), option: "--benchmark-pages", in: 1...Int.max))
            }
            return counts
        }

        /// The style `--style` names among `styles` (by default `DesignSystem.shared.styles`, with the `--theme`
        /// file's tokens once it is loaded), or nil for `default`, which leaves the control's own colours.
        @MainActor
        func selectedStyle(from styles: PageControlStyles = DesignSystem.shared.styles) -> PageControlStyle? {
            switch style {
            case "primary": styles.primary
            case "secondary": styles.secondary
            default: nil
            }
        }
    }
#endif
