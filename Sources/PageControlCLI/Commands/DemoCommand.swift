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
          click the dots    go to the clicked dot (--tap step: one page towards it instead, UIKit's touch rule)
          drag on the dots  scrub through the pages, with the page it lands on shown above the dots
          wheel             previous / next page
          a                 autoplay on/off (the current dot fills as a pill)
          p                 stop the slide show, or start it again (only you can restart it); it also
                            pauses while the pointer hovers over the dots or the page
          q, Esc, Ctrl-C    quit

        OPTIONS:
          --pages N            Number of sample pages, 1…100000 (default 8; ignored with files).
          --page N             The page shown first, counted from 1 (default 1).
          --autoplay SECONDS   Advance a page every SECONDS (0.2…3600), with the progress pill.
          --loop               The pages loop: after the last comes the first, and the dots step across
                               the seam (the shorter way round, never back along the row).
          --announce WHEN      What is spoken: person (default: a person's changes), any (the app's own
                               changes too) or never; autoplay never is. With --plain, the lines are what is
                               spoken instead of every change.
          --more-pages         An endless feed of sample pages: the row's end stays open ("Page 8 of at least
                               8"), and stepping past the last page loads ten more.
          --step-buttons       A previous and a next button (‹ ›) at the row's ends; click them to step.
          --direction D        natural (default: follows --language), ltr or rtl.
          --visited            Pages you leave become visited as you go (the trail).
          --style S            default, primary or secondary (design-system colours).
          --tap T              automatic (default: a mouse click goes to the dot, as UIKit's iPad pointer),
                               jump (the same for every pointer) or step (one page towards the click, UIKit's
                               touch rule).
          --language TAG       Language of "Page 3 of 12", e.g. ru (default en); one without strings warns
                               and uses English.
          --reduce-motion      Change pages at once instead of sliding.
          --effect E           How the current page moves: none (default), worm, thin-worm, slide, jump,
                               swap, fill or scale:S (S in 0.25…3).
          --state LIST         Page states to start with, PAGE=STATE pairs counted from 1 such as
                               3=completed,5=attention.
          --visible-pages N    Pages on screen at once, 1…100 (default 1).
          --presentation P     dots (default), lines, segments (a story bar) or numeric ("3 / 12").
          --content LIST       What pages' dots carry, PAGE=CONTENT pairs counted from 1 such as
                               1=number,3=badge:3,5=text:AB (badge alone is a plain badge dot).
          --page-numbers       A number on every dot (the dots grow to fit it).
          --plain              No full screen: print "Page x of y" on every change, and with files the
                               page's text after it, reading keys from standard input (for scripts and
                               screen readers).
          -h, --help           Show this help.

        Colour follows NO_COLOR. Without a terminal, use --plain.
        """

    /// The options that take a value.
    package static let valueOptions: Set<String> = [
        "--pages", "--page", "--autoplay", "--direction", "--style", "--tap", "--language", "--effect", "--state",
        "--visible-pages", "--presentation", "--content", "--announce",
    ]
    /// The options that take no value.
    package static let switchOptions: Set<String> = [
        "--reduce-motion", "--plain", "--loop", "--page-numbers", "--visited", "--more-pages", "--step-buttons",
    ]

    /// The directions the demos take: a row across the screen, either way.
    package static let directions: [(String, PageControlDirection)] = [
        ("natural", .natural), ("ltr", .leftToRight), ("rtl", .rightToLeft),
    ]

    /// Reads the demo's configuration from arguments and the environment; warnings (an unknown `--language`) go to
    /// `warnings`.
    @MainActor
    package static func configuration(
        _ args: ParsedArguments, environment: [String: String], warnings: inout [String]
    ) throws(CLIError) -> DemoConfiguration {
        let count = try args.integer("--pages", in: 1...100_000) ?? 8
        var pages: [DemoPage] = []
        if args.switches.contains("--more-pages"), !args.positionals.isEmpty {
            throw CLIError("--more-pages loads sample pages; it takes no files")
        }
        for path in args.positionals { pages.append(try page(at: path)) }
        var configuration = DemoConfiguration(pages: pages.isEmpty ? DemoPage.weatherCards(count: count) : pages)
        let total = configuration.pages.count
        configuration.initialPage = try args.integer("--page", in: 1...total).map { $0 - 1 } ?? 0
        configuration.autoplay = try args.number("--autoplay", in: 0.2...3600)
        configuration.tapBehavior =
            try args.choice("--tap", [("step", TapBehavior.step), ("jump", .jump), ("automatic", .automatic)])
            ?? .automatic
        configuration.reducesMotion = args.switches.contains("--reduce-motion")
        configuration.loops = args.switches.contains("--loop")
        configuration.morePages = args.switches.contains("--more-pages")
        configuration.stepButtons = args.switches.contains("--step-buttons")
        configuration.announcementPolicy =
            try args.choice(
                "--announce",
                [
                    ("person", PageAnnouncementPolicy.afterPersonChanges), ("any", .afterAnyChange),
                    ("never", .never),
                ]) ?? .afterPersonChanges
        configuration.marksVisited = args.switches.contains("--visited")
        configuration.direction = try args.choice("--direction", directions) ?? .natural
        configuration.effect = try RenderOptions.effect(args) ?? .none
        configuration.usesColor = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        configuration.language = args.values["--language"]
        if let language = configuration.language, let warning = RenderOptions.languageWarning(language) {
            warnings.append(warning)
        }
        if let text = args.values["--state"] {
            configuration.states = try PageStateList(text, pages: total).entries
        }
        configuration.presentation = try RenderOptions.presentation(args) ?? .dots
        if let text = args.values["--content"] {
            configuration.contents = try PageContentList(text, pages: total).entries.map {
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

    /// A file as a page: its name as the title, its lines (tabs as four spaces, carriage returns dropped).
    ///
    /// - Throws: ``CLIError`` naming the path: "no such file", "it is a folder, not a file", or the reason it
    ///   cannot be read ("permission denied").
    static func page(at path: String) throws(CLIError) -> DemoPage {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw CLIError("cannot read '\(CLIError.quoted(path))': no such file")
        }
        if isFolder.boolValue { throw CLIError("cannot read '\(CLIError.quoted(path))': it is a folder, not a file") }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError("cannot read '\(CLIError.quoted(path))': \(AtomicFile.reason(error))")
        }
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0).replacingOccurrences(of: "\t", with: "    ").filter { $0 != "\r" }
        }
        return DemoPage(title: (path as NSString).lastPathComponent, lines: lines)
    }

    /// Runs the demo; returns the exit status.
    @MainActor
    package static func run(_ args: ParsedArguments, environment: [String: String]) throws(CLIError) -> Int32 {
        var warnings: [String] = []
        let configuration = try configuration(args, environment: environment, warnings: &warnings)
        // Before the full screen hides them (they show again when it closes).
        let text = PageControlCommand.lines(warnings)
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        if args.switches.contains("--plain") {
            return runPlain(
                configuration, showsText: !args.positionals.isEmpty, spoken: args.values["--announce"] != nil)
        }
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

    /// `--plain`: one "Page x of y" line per change (and with `showsText`, the page's title and text after it),
    /// or with `spoken` (`--announce`) one line per announcement, what a screen reader would say; keys from
    /// standard input, until q or end of input.
    @MainActor
    static func runPlain(_ configuration: DemoConfiguration, showsText: Bool, spoken: Bool = false) -> Int32 {
        var plain = configuration
        plain.reducesMotion = true
        let app = DemoApp(configuration: plain, columns: 80, rows: 24)
        func emit(_ control: PageControl) {
            let text = plainText(control, pages: plain.pages, showsText: showsText)
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        emit(app.control)
        if spoken {
            app.control.announcementHandler = { text in FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
        } else {
            app.control.addAction(for: .valueChanged) { control in emit(control) }
        }
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

    /// What `--plain` prints for the control's page: its value ("Page 2 of 3"), and with `showsText` the page's
    /// title and lines after it, each indented by two spaces (empty lines stay empty), ending in a newline.
    @MainActor
    package static func plainText(_ control: PageControl, pages: [DemoPage], showsText: Bool) -> String {
        var text = (control.frame().accessibilityElement.value ?? "No pages") + "\n"
        guard showsText, pages.indices.contains(control.currentPage) else { return text }
        let page = pages[control.currentPage]
        var lines = page.lines
        if lines.last == "" { lines.removeLast() }  // the newline that ends a file starts no line of its own
        text += "  " + page.title + "\n" + lines.map { $0.isEmpty ? "\n" : "  " + $0 + "\n" }.joined()
        return text
    }
}
