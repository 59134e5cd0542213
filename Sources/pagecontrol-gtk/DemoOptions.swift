#if GTK
    import PageControlCore
    import PageControlDesignSystem

    /// The command line of `pagecontrol-gtk`.
    struct DemoOptions {
        /// The usage text printed by `--help`.
        static let usage = """
            USAGE: pagecontrol-gtk [options]

            A window with an AdwCarousel of sample pages, libadwaita's AdwCarouselIndicatorDots and our
            PageControlWidget under it for comparison.

            OPTIONS:
              --pages N              Number of pages, 1…1000 (default 5).
              --page N               The page shown first, 1-based (default 1).
              --style NAME           default | primary | secondary (DesignSystem.shared.styles).
              --theme FILE           A design-token file (DTCG JSON) for the styles.
              --tap NAME             step (UIKit's touch rule, default) | jump (to the tapped dot) | automatic
                                     (a mouse click jumps, a touch steps, as UIKit).
              --effect NAME          none (default) | worm | thin-worm | slide | jump | swap | fill | scale:S
              --presentation NAME    dots (default) | lines (libadwaita's) | segments (a story bar) | numeric
              --content LIST         Pages' content, 0-based PAGE=CONTENT pairs such as 0=number,2=badge:3,
                                     4=text:AB (badge alone is a plain badge dot)
              --page-numbers         A number on every dot (the dots grow to fit it).
              --timer SECONDS        Advance pages on a timer, with the progress pill.
              --state LIST           Page states, 0-based PAGE=STATE pairs such as 0=completed,2=attention
                                     (visited, completed, attention, unavailable or a name).
              --visited              Pages you leave become visited as you go (the trail).
              --visible-pages N      Pages the dots show as on screen at once, 1…100 (default 1).
              --loop                 The dots loop: after the last page comes the first, one step across the
                                     seam (with --stack the pages loop too; an AdwCarousel does not, so the
                                     dots follow it back along the row, as far as the content moves).
              --no-preview           No scrub preview (by default a scrub shows "k / n" above the dots).
              --fade SECONDS         Fade the dots after SECONDS without a change (never while a screen reader
                                     runs, the dots have focus or the pointer, or a slide show plays).

            A slide show (--timer) pauses while the pointer is over the dots or the pages, or keyboard focus is
            in them; P (or the Play/Pause key) on the dots stops it, and only P again starts it.
              --rtl                  Right-to-left layout.
              --stack                Use a GtkStack (discrete pages) instead of the carousel.
              --log                  Print geometry, page and accessible-value changes on standard output.
              --screenshot FILE      Render the window once to a PNG file and quit.
              --bench frame          Measure the frame cost of both indicators and quit (the profile named as
                                     pagecontrol-bench's; --benchmark is the same).
              --benchmark-pages LIST Page counts for --bench frame (default 10,1000,100000).
              --frames N             Frames measured per case in --bench frame (default 200).
              --help                 Show this text.
            """

        /// The page count.
        var pages = 5
        /// The first page shown, 0-based.
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
        /// Content on pages' dots.
        var contents: [(page: Int, content: IndicatorContent)] = []
        /// Whether every dot shows its page number.
        var pageNumbers = false
        /// The timer's seconds per page, if any.
        var timer: Double?
        /// Page states to start with.
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
        /// Whether to lay out right to left.
        var rightToLeft = false
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

        /// The largest page count for the window: libadwaita's carousel inserts pages in O(n), so building
        /// it is quadratic.
        static let maximumWindowPages = 1_000

        /// Parses the arguments (without the program name).
        ///
        /// - Throws: ``DemoError`` naming the option and value.
        init(_ arguments: [String]) throws(DemoError) {
            var rest = arguments[...]
            func value(_ option: String) throws(DemoError) -> String {
                guard let next = rest.popFirst() else { throw DemoError("\(option) needs a value") }
                return next
            }
            func integer(_ option: String, _ range: ClosedRange<Int>) throws(DemoError) -> Int {
                let text = try value(option)
                guard let n = Int(text), range.contains(n) else {
                    throw DemoError(
                        "\(option): '\(text)' is not a whole number in \(range.lowerBound)…\(range.upperBound)")
                }
                return n
            }
            while let option = rest.popFirst() {
                switch option {
                case "--pages": pages = try integer(option, 1...Self.maximumWindowPages)
                case "--page": initialPage = try integer(option, 1...Self.maximumWindowPages) - 1
                case "--style":
                    style = try value(option)
                    guard ["default", "primary", "secondary"].contains(style) else {
                        throw DemoError("--style: '\(style)' is not default, primary or secondary")
                    }
                case "--theme": themePath = try value(option)
                case "--tap":
                    let name = try value(option)
                    switch name {
                    case "step": tapBehavior = .step
                    case "jump": tapBehavior = .jump
                    case "automatic": tapBehavior = .automatic
                    default: throw DemoError("--tap: '\(name)' is not step, jump or automatic")
                    }
                case "--effect":
                    let name = try value(option)
                    guard let parsed = IndicatorEffect(name: name) else {
                        throw DemoError(
                            "--effect: '\(name)' is not none, worm, thin-worm, slide, jump, swap, fill or scale:S")
                    }
                    effect = parsed
                case "--presentation":
                    let name = try value(option)
                    guard let parsed = IndicatorPresentation(name: name) else {
                        throw DemoError("--presentation: '\(name)' is not dots, lines, segments or numeric")
                    }
                    presentation = parsed
                case "--content":
                    contents = try Self.pairs(
                        try value(option), option, kind: "CONTENT (number, badge, badge:N or text:XY)"
                    ) {
                        IndicatorContent(name: $0)
                    }.map { (page: $0.page, content: $0.value) }
                case "--page-numbers": pageNumbers = true
                case "--timer":
                    let text = try value(option)
                    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                        throw DemoError("--timer: '\(text)' is not a positive number of seconds")
                    }
                    timer = seconds
                case "--state":
                    states = try Self.pairs(try value(option), option, kind: "STATE") {
                        $0.isEmpty ? nil : IndicatorState(name: $0)
                    }.map { (page: $0.page, state: $0.value) }
                case "--visible-pages": visiblePages = try integer(option, 1...IndicatorLayout.maximumVisiblePageCount)
                case "--loop": loops = true
                case "--no-preview": showsPreview = false
                case "--visited": marksVisited = true
                case "--fade":
                    let text = try value(option)
                    guard let seconds = Double(text), seconds >= 0, seconds.isFinite else {
                        throw DemoError("--fade: '\(text)' is not a number of seconds (0 or more)")
                    }
                    fade = seconds
                case "--rtl": rightToLeft = true
                case "--stack": useStack = true
                case "--log": log = true
                case "--screenshot": screenshotPath = try value(option)
                case "--benchmark": benchmark = true
                case "--bench":
                    let profile = try value(option)
                    guard profile == "frame" else { throw DemoError("--bench: '\(profile)' is not a profile (frame)") }
                    benchmark = true
                case "--benchmark-pages":
                    let text = try value(option)
                    let counts = text.split(separator: ",").map { Int($0) }
                    guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
                        throw DemoError("--benchmark-pages: '\(text)' is not a list of page counts such as 10,1000")
                    }
                    benchmarkPages = counts.compactMap { $0 }
                case "--frames": frames = try integer(option, 1...100_000)
                case "--help", "-h": help = true
                default: throw DemoError("unknown option '\(option)' (see --help)")
                }
            }
            guard initialPage < pages else { throw DemoError("--page: \(initialPage + 1) is beyond --pages \(pages)") }
            if let beyond = contents.first(where: { $0.page >= pages }) {
                throw DemoError("--content: page \(beyond.page) is beyond --pages \(pages) (pages are 0-based)")
            }
            if let beyond = states.first(where: { $0.page >= pages }) {
                throw DemoError("--state: page \(beyond.page) is beyond --pages \(pages) (pages are 0-based)")
            }
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

        /// A list of 0-based `PAGE=VALUE` pairs (`--state`, `--content`), each value read by `parse`.
        ///
        /// - Throws: ``DemoError`` naming the option and the pair that is not `PAGE=<kind>`.
        static func pairs<Value>(
            _ text: String, _ option: String, kind: String, _ parse: (String) -> Value?
        ) throws(DemoError) -> [(page: Int, value: Value)] {
            var pairs: [(page: Int, value: Value)] = []
            for pair in text.split(separator: ",", omittingEmptySubsequences: false) {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, let page = Int(parts[0]), page >= 0, let value = parse(parts[1]) else {
                    throw DemoError("\(option): '\(pair)' is not PAGE=\(kind) with a 0-based page")
                }
                pairs.append((page, value))
            }
            return pairs
        }
    }
#endif
