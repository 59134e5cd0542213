import Foundation
import PageControlCore
import PageControlDesignSystem
import PageControlTerminal

/// `pagecontrol demo`: a full-screen paged view in the terminal with the page control at its foot.
package enum DemoCommand {
    /// The help text.
    package static let help = """
        USAGE: pagecontrol demo [options] [FILE …]

        A paged view in the terminal with the page control centred at the bottom. Without files it shows
        Weather-style city cards; with files, each file is a page.

        KEYS AND MOUSE:
          ←/→, h/l, Space   previous / next page        Home/End, g/G   first / last page
          click the dots    step towards the click (--tap step) or go to that dot (--tap jump)
          drag on the dots  scrub through the pages, with the page it lands on shown above the dots
          wheel             previous / next page
          a                 auto-advance on/off (the current dot fills as a pill)
          p                 stop the slide show, or start it again (only you can restart it); it also
                            pauses while the pointer hovers over the dots or the page
          q, Esc, Ctrl-C    quit

        OPTIONS:
          --pages N            Number of sample pages, 1…100000 (default 8; ignored with files).
          --autoplay SECONDS   Auto-advance every SECONDS (0.2…3600).
          --style S            default, primary or secondary (design-system colours).
          --tap T              step (default: UIKit's touch rule), jump, or automatic (a mouse click jumps, as
                               UIKit's iPad pointer does).
          --language TAG       Language of "Page 3 of 12", e.g. ru (default en).
          --reduce-motion      Change pages at once instead of sliding.
          --effect E           How the current page moves: none (default), worm, thin-worm, slide, jump,
                               swap, fill or scale:S.
          --state LIST         Page states to start with, 0-based PAGE=STATE pairs such as
                               3=completed,5=attention; pages you leave become visited as you go.
          --visible-pages N    Pages on screen at once, 1…100 (default 1).
          --presentation P     dots (default), lines, segments (a story bar) or numeric ("3 / 12").
          --content LIST       What pages' dots carry, 0-based PAGE=CONTENT pairs such as
                               0=number,2=badge:3,4=text:AB (badge alone is a plain badge dot).
          --page-numbers       A number on every dot (the dots grow to fit it).
          --loop               The pages loop: after the last comes the first, and the dots step across
                               the seam (the shorter way round, never back along the row).
          --plain              No full screen: print "Page x of y" on every change, reading keys from
                               standard input (for scripts and screen readers).
          -h, --help           Show this help.

        Colour follows NO_COLOR. Without a terminal, use --plain.
        """

    static let valueOptions: Set<String> = [
        "--pages", "--autoplay", "--style", "--tap", "--language", "--effect", "--state", "--visible-pages",
        "--presentation", "--content",
    ]
    static let switchOptions: Set<String> = ["--reduce-motion", "--plain", "--loop", "--page-numbers"]

    /// Reads the demo's configuration from arguments and the environment.
    @MainActor
    package static func configuration(_ args: ParsedArguments, environment: [String: String]) throws(CLIError)
        -> DemoConfiguration
    {
        let count = try args.integer("--pages", in: 1...100_000) ?? 8
        var pages: [DemoPage] = []
        for path in args.positionals {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CLIError("cannot read '\(path)': no such file or not readable")
            }
            let text = String(decoding: data, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                String($0).replacingOccurrences(of: "\t", with: "    ").filter { $0 != "\r" }
            }
            pages.append(DemoPage(title: (path as NSString).lastPathComponent, lines: lines))
        }
        var configuration = DemoConfiguration(pages: pages.isEmpty ? DemoPage.weatherCards(count: count) : pages)
        configuration.autoplay = try args.number("--autoplay", in: 0.2...3600)
        configuration.tapBehavior =
            try args.choice("--tap", [("step", TapBehavior.step), ("jump", .jump), ("automatic", .automatic)]) ?? .step
        configuration.reducesMotion = args.switches.contains("--reduce-motion")
        configuration.loops = args.switches.contains("--loop")
        configuration.effect = try RenderOptions.effect(args) ?? .none
        configuration.usesColor = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        configuration.language = args.values["--language"]
        if let text = args.values["--state"] {
            configuration.states = try PageStateList(text, pages: configuration.pages.count).entries
        }
        configuration.presentation = try RenderOptions.presentation(args) ?? .dots
        if let text = args.values["--content"] {
            configuration.contents = try PageContentList(text, pages: configuration.pages.count).entries.map {
                ($0.page, $0.content)
            }
        }
        configuration.showsPageNumbers = args.switches.contains("--page-numbers")
        configuration.visiblePages =
            try args.integer("--visible-pages", in: 1...IndicatorLayout.maximumVisiblePageCount) ?? 1
        let design = DesignSystem.shared
        let style = try args.choice(
            "--style",
            [("default", nil), ("primary", design.styles.primary), ("secondary", design.styles.secondary)])
        if let style = style ?? nil {
            configuration.currentColor = style.currentPageIndicatorTintColor
            configuration.color = style.pageIndicatorTintColor
        }
        return configuration
    }

    /// Runs the demo; returns the exit status.
    @MainActor
    package static func run(_ args: ParsedArguments, environment: [String: String]) throws(CLIError) -> Int32 {
        let configuration = try configuration(args, environment: environment)
        if args.switches.contains("--plain") { return runPlain(configuration) }
        let session: TerminalSession
        do {
            session = try TerminalSession.start(mouse: true)
        } catch {
            throw CLIError("demo needs a terminal (\(error)); use 'pagecontrol demo --plain' for scripts")
        }
        defer { session.restore() }
        let size = session.size()
        let app = DemoApp(configuration: configuration, columns: size.columns, rows: size.rows)
        var screen = DemoScreen()
        let clock = ContinuousClock()
        let start = clock.now
        func seconds() -> Double {
            let (s, atto) = (clock.now - start).components
            return Double(s) + Double(atto) / 1e18
        }
        session.write(screen.update(to: app.screenLines(colored: configuration.usesColor)))
        while !app.shouldQuit, !session.isInputClosed {
            let waiting = app.needsTicks ? 16 : (app.hasPendingInput ? 30 : 250)
            let bytes = session.readAvailable(timeoutMilliseconds: waiting)
            if session.takeResize() {
                let size = session.size()
                app.resize(columns: size.columns, rows: size.rows)
                screen.invalidate()
            }
            if bytes.isEmpty, app.hasPendingInput {
                app.flushInput(at: seconds())
            } else {
                app.receive(bytes, at: seconds())
            }
            session.write(screen.update(to: app.screenLines(colored: configuration.usesColor)))
        }
        return 0
    }

    /// `--plain`: one "Page x of y" line per change, keys from standard input, until q or end of input.
    @MainActor
    static func runPlain(_ configuration: DemoConfiguration) -> Int32 {
        var plain = configuration
        plain.reducesMotion = true
        let app = DemoApp(configuration: plain, columns: 80, rows: 24)
        func emit(_ line: String) {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        emit(app.control.accessibilityElement.value ?? "No pages")
        app.control.addAction(for: .valueChanged) { control in emit(control.accessibilityElement.value ?? "") }
        var time = 0.0
        while !app.shouldQuit {
            let data = FileHandle.standardInput.availableData
            if data.isEmpty { break }
            time += 0.001
            app.receive([UInt8](data), at: time)
        }
        app.flushInput(at: time + 1)
        return 0
    }
}
