import PageControlCore
import PageControlRendering

/// The terminal demo as a state machine: input bytes and clock ticks in, screen text out.
///
/// It owns one `PageControl` and forwards everything to it, as every host does: keys to
/// `PageControl.handleKey(_:modifiers:)`, mouse presses, drags and releases to
/// `PageControl.handlePointer(_:)` (which decides taps and scrubs), the wheel to
/// `PageControl.handleScroll(dx:dy:isContinuous:)`, and time to `PageControl.advanceAnimation(to:)`. The control lives in cell coordinates: one cell
/// per dot with one cell between dots (and between lines and between segments), the row centred by the core on the
/// second-to-last line from the first frame on.
///
/// The screen: the page card fills the top (sliding between pages as the position moves), the dots sit
/// centred on the line above the status line, and the status line shows the accessibility value and the keys.
/// With ``DemoConfiguration/marksVisited`` pages a person leaves become visited (the trail shows in the dots'
/// colours; the page on screen is current, never "visited"), and while a scrub is under way the line above the dots
/// shows the scrub preview ("6 / 8") over the page it would land on.
@MainActor
package final class DemoApp {
    /// The control the demo drives.
    package let control = PageControl()
    /// The pages (more of them as a feed loads them, with ``DemoConfiguration/morePages``).
    package private(set) var pages: [DemoPage]
    /// The configuration.
    package let configuration: DemoConfiguration
    /// The terminal width in cells.
    package private(set) var columns: Int
    /// The terminal height in lines.
    package private(set) var rows: Int
    /// Whether the person asked to quit (q, Esc, Ctrl-C).
    package private(set) var shouldQuit = false

    var decoder = TerminalInputDecoder()
    var renderer: ANSIRenderer
    /// The clock time of the last input or tick.
    var now = 0.0

    /// The smallest terminal the demo draws in.
    package static let minimumSize = (columns: 24, rows: 8)

    /// Creates the demo for a terminal of `columns` × `rows` cells.
    package init(configuration: DemoConfiguration, columns: Int, rows: Int) {
        self.configuration = configuration
        pages = configuration.pages.isEmpty ? [DemoPage(title: "", lines: [])] : configuration.pages
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        renderer = ANSIRenderer(colorMode: configuration.usesColor ? .trueColor : .none)
        control.numberOfPages = pages.count
        control.indicatorStates.tracksVisitedPages = configuration.marksVisited
        control.paging.visiblePageCount = configuration.visiblePages
        control.paging.wrapsAround = configuration.loops
        control.hasMorePages = configuration.morePages
        control.showsStepButtons = configuration.stepButtons
        control.announcementPolicy = configuration.announcementPolicy
        for entry in configuration.states { control.indicatorStates[entry.page] = entry.state }
        // One cell a dot, a cell between dots; a line three cells long; segments share the width. The
        // renderer's grid keeps one blank cell between lines and between segments, as between dots.
        let length: Double? = configuration.presentation == .lines ? 3 : nil
        control.metrics = IndicatorMetrics(
            diameter: 1, spacing: 1, verticalPadding: 0, minimumHeight: 1, indicatorLength: length)
        control.presentation.kind = configuration.presentation
        for entry in configuration.contents { control.presentation.setContent(entry.content, forPage: entry.page) }
        control.presentation.showsPageNumbers = configuration.showsPageNumbers
        control.interaction.minimumHitTargetSize = Size(width: 2, height: 1)
        control.interaction.tapBehavior = configuration.tapBehavior
        control.environment.reducesMotion = configuration.reducesMotion
        control.indicatorEffect = configuration.effect
        control.currentPageIndicatorTintColor = configuration.currentColor
        control.pageIndicatorTintColor = configuration.color
        control.environment.language = configuration.language
        control.environment.layoutDirectionFollowsLanguage = true  // Arabic, Hebrew, Persian and Urdu run right to left
        control.direction = configuration.direction
        // The terminal has room for the whole window of dots, not just UIKit's preferred eight.
        control.window.preferredNumberOfVisibleIndicators = control.window.maximumVisibleIndicators ?? pages.count
        control.currentPage = configuration.initialPage
        givenVisited = Set(configuration.states.filter { $0.state == .visited }.map(\.page))
        control.addAction(for: .valueChanged) { [weak self] _ in self?.arrive() }
        control.addAction(for: .morePagesRequested) { [weak self] _ in self?.loadMorePages() }
        if let seconds = configuration.autoplay { startAutoplay(seconds) }
        layOut()
    }

    /// The pages `--state` gave as visited, which stay so on screen too.
    var givenVisited: Set<Int> = []

    /// A person arrived on a page: the pages now on screen are current, no longer "visited" (a trail page a
    /// person comes back to), so neither the status line nor a screen reader calls the page on screen visited.
    /// Leaving it again marks it visited again. Pages `--state` gave as visited keep their state.
    func arrive() {
        guard control.indicatorStates.tracksVisitedPages else { return }
        let count = control.numberOfPages
        for offset in 0..<max(control.paging.visiblePageCount, 1) {
            var page = control.currentPage + offset
            if control.paging.wrapsAround, count > 0 { page %= count }
            guard page < count, !givenVisited.contains(page), control.indicatorStates[page] == .visited else {
                continue
            }
            control.indicatorStates[page] = .normal
        }
    }

    /// The sample pages a feed loads each time a person reaches its end: 10.
    package static let morePagesPerBatch = 10
    /// The most pages a feed loads: 100,000, as `--pages` allows.
    package static let maximumFeedPages = 100_000

    /// Loads the next batch of a feed's sample pages: a person asked for pages past the last one. At
    /// ``maximumFeedPages`` the feed ends (no more pages follow).
    func loadMorePages() {
        let count = min(pages.count + Self.morePagesPerBatch, Self.maximumFeedPages)
        pages += DemoPage.weatherCards(count: count).dropFirst(pages.count)
        control.numberOfPages = pages.count
        control.hasMorePages = pages.count < Self.maximumFeedPages
    }

    /// Adapts to a new terminal size (SIGWINCH).
    package func resize(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        layOut()
    }

    /// Whether the terminal is too small to draw the demo.
    package var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }

    /// Feeds input bytes read from the terminal at clock time `time` (seconds).
    package func receive(_ bytes: [UInt8], at time: Double) {
        advance(to: time)
        for event in decoder.decode(bytes) { handle(event) }
    }

    /// Turns a lone pending Escape into a key after the host's short timeout.
    package func flushInput(at time: Double) {
        advance(to: time)
        for event in decoder.flush() { handle(event) }
    }

    /// Whether the decoder holds a partial escape sequence the host should flush after a timeout.
    package var hasPendingInput: Bool { decoder.pendingByteCount > 0 }

    /// Advances animations and the timer to clock time `time`.
    package func advance(to time: Double) {
        now = time
        control.advanceAnimation(to: time)
        layOut()
    }

    /// Whether the host should keep ticking (an animation, a scrub or a timer is running).
    package var needsTicks: Bool { control.isAnimating }

    func handle(_ event: TerminalInputEvent) {
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse): handle(mouse)
        case .unknown: break
        }
        layOut()
    }

    func handle(_ key: TerminalKey) {
        switch key {
        case .character("q"), .character("Q"), .escape, .control("c"): shouldQuit = true
        case .character("a"), .character("A"): toggleAutoplay()
        case .character("p"), .character("P"): control.handleKey(.playPause)  // a person's stop or start
        default:
            // What a key means (arrows by direction, Space forward, Page Up/Down, Home/End) is the core's.
            if let pageKey = Self.pageControlKey(for: key) { control.handleKey(pageKey) }
        }
    }

    /// The control's key for a terminal key, or nil: a translation of names only (h and l are the vi
    /// arrows, g and G Home and End).
    static func pageControlKey(for key: TerminalKey) -> PageControlKey? {
        switch key {
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        case .up: .up
        case .down: .down
        case .home, .character("g"): .home
        case .end, .character("G"): .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .character(" "): .space
        default: nil
        }
    }

    /// Forwards the mouse to the core: the wheel as scrolling, the left button as a mouse pointer. The
    /// control lives in cell coordinates with the dots' line at y 0…1, so a press on any other line falls
    /// outside it and the core ignores it.
    func handle(_ mouse: TerminalMouseEvent) {
        let point = grid.center(ofColumn: mouse.column - 1, line: mouse.row - dotsRow)
        let phase: PointerEvent.Phase
        switch mouse.kind {
        case .wheelUp:
            control.handleScroll(dx: 0, dy: -1)
            return
        case .wheelDown:
            control.handleScroll(dx: 0, dy: 1)
            return
        case .move:
            // Hover: over the dots it is the control's pointer, over the page card the content's; either
            // pauses a slide show (and keeps a fading row shown) until the pointer leaves.
            control.environment.isPointerHovering = mouse.row == dotsRow && control.hitTesting.region.contains(point)
            control.environment.isPointerOverContent = mouse.row < dotsRow - 1
            return
        case .press where mouse.button == 0: phase = .down
        case .drag: phase = .move
        case .release: phase = .up
        default: return
        }
        control.handlePointer(PointerEvent(phase, at: point, time: now, kind: .mouse))
    }

    /// Auto-advance with the timer pill: on with `seconds` per page.
    func startAutoplay(_ seconds: Double) {
        let timer = PageControlTimerProgress(
            preferredDuration: seconds > 0 && seconds.isFinite ? seconds : DemoConfiguration.defaultAutoplay)
        timer.resetsToInitialPageAfterEnd = true
        control.progress = timer
        timer.resumeTimer()
    }

    /// `a`: auto-advance on or off.
    func toggleAutoplay() {
        if (control.progress as? PageControlTimerProgress) != nil {
            control.progress = nil
        } else {
            startAutoplay(configuration.autoplay ?? DemoConfiguration.defaultAutoplay)
        }
    }

    /// The 1-based line of the dots.
    var dotsRow: Int { rows - 1 }

    /// Gives the control the dots' whole line, as many cells as the terminal is wide, in the points of the
    /// renderer's grid (``PageControlRendering/ANSIRenderer/grid(for:)``): the core centres the row in it and
    /// the grid snaps it to cells. A cell is one point with the demo's metrics, or wider when the dots carry
    /// numbers, text or badges (the core grows the dots to hold them and the grid gives each a slot of cells).
    /// The grid never depends on the bounds, so the first frame is centred as every later one is.
    func layOut() {
        let cell = grid.cellSize
        control.bounds = Rect(x: 0, y: 0, width: Double(columns) * cell.width, height: cell.height)
    }

    /// The cells the renderer draws the dots on, and clicks are read from.
    var grid: CellGrid { ANSIRenderer.grid(for: DisplayList(control.frame())) }

    /// The status line: "Page 3 of 12" and the keys, fitted to the terminal width: the key hints that fit, in
    /// order, then "…" for those left out and "q quit" when there is room; a value too long for the width ends in
    /// "…". Never cut mid-word.
    package var statusLine: String {
        let value = control.frame().accessibilityElement.value ?? ""
        let autoplay: String
        if (control.progress as? PageControlTimerProgress) == nil {
            autoplay = "a autoplay"
        } else {
            autoplay =
                (((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true) ? "p stop" : "p start")
                + " · a off"
        }
        // Most needed first: what a narrow terminal drops is at the end (the slide show's state stays before the
        // mouse's hint, which a person finds by clicking).
        let hints = ["←/→ Space page", "Home/End", autoplay, "click/drag dots"]
        return Self.fitted(value, hints: hints, last: "q quit", columns: columns)
    }

    /// `value`, two spaces and the hints joined by " · " then `last`, in at most `columns` characters: as many
    /// hints as fit, then "…" for the rest and `last` (the way out, kept while there is room for it); without
    /// `last` when it does not fit; `value` alone, ending in "…" when it is too long, when not even "…" fits.
    static func fitted(_ value: String, hints: [String], last: String, columns: Int) -> String {
        let all = hints + [last]
        let whole = value + "  " + all.joined(separator: " · ")
        if whole.count <= columns { return whole }
        for tail in [[last], []] {
            for kept in stride(from: hints.count - 1, through: 0, by: -1) {
                let parts = hints.prefix(kept) + ["…"] + tail
                let line = value + "  " + parts.joined(separator: " · ")
                if line.count <= columns { return line }
            }
        }
        return ellipsized(value, columns: columns)
    }

    /// `text` in at most `columns` characters: whole, or cut with "…" as its last character (after the last
    /// letter kept, not after a space).
    static func ellipsized(_ text: String, columns: Int) -> String {
        guard text.count > columns else { return text }
        guard columns > 0 else { return "" }
        var kept = text.prefix(columns - 1)
        while kept.last == " " { kept.removeLast() }
        return String(kept) + "…"
    }

    /// The message of a terminal too small for the demo, word-wrapped to `columns` on at most `rows` lines (the
    /// last ending in "…" when it does not all fit; a word longer than a line is cut with "…"), padded with empty
    /// lines to `rows`.
    static func tooSmallLines(columns: Int, rows: Int) -> [String] {
        let message = "Terminal too small: need \(minimumSize.columns)×\(minimumSize.rows)"
        var lines: [String] = []
        for word in message.split(separator: " ").map({ ellipsized(String($0), columns: columns) }) {
            if let line = lines.last, line.count + 1 + word.count <= columns {
                lines[lines.count - 1] = line + " " + word
            } else {
                lines.append(word)
            }
        }
        if lines.count > rows, rows > 0 {
            lines = Array(lines.prefix(rows))
            let last = lines[rows - 1]
            lines[rows - 1] = last.count < columns ? last + "…" : ellipsized(last + "…", columns: columns)
        }
        lines = Array(lines.prefix(rows))
        return lines + Array(repeating: "", count: max(rows - lines.count, 0))
    }

    /// The whole screen as plain lines (no escapes), `rows` of them, each at most `columns` cells.
    package var plainLines: [String] { screenLines(colored: false) }

    /// The whole screen as lines, with colour escapes when `colored`.
    package func screenLines(colored: Bool) -> [String] {
        guard !isTooSmall else { return Self.tooSmallLines(columns: columns, rows: rows) }
        var lines = contentLines(height: rows - 3)
        lines.append(previewLine)
        let dots = (colored ? renderer : ANSIRenderer(colorMode: .none)).render(control.frame())
        lines.append(String(repeating: " ", count: max(dots.column, 0)) + dots.text)
        lines.append(statusLine)
        return lines
    }

    /// The line above the dots: while a scrub (or a VoiceOver-style adjustment) is under way, the core's
    /// scrub preview text centred over the dot it names, kept on screen; otherwise empty.
    package var previewLine: String {
        let frame = control.frame()
        guard let preview = frame.preview else { return "" }
        let text = Array(preview.text.prefix(columns))
        let list = DisplayList(frame)
        let grid = ANSIRenderer.grid(for: list)
        // The column the renderer paints the dot in (its centre may lie on a cell edge; with content, in its slot).
        let column =
            ANSIRenderer.column(ofPage: preview.page, in: list, grid: grid) ?? grid.cell(at: preview.anchor).column
        let start = min(max(column - text.count / 2, 0), max(columns - text.count, 0))
        return String(repeating: " ", count: start) + String(text)
    }

    /// The page card area: the page at the position, sliding towards the next one between pages (the next
    /// page enters from the right, or from the left in a right-to-left language, as the dots run).
    func contentLines(height: Int) -> [String] {
        let position = control.position
        let base = min(Int(position.rounded(.down)), pages.count - 1)
        let fraction = position - Double(base)
        let shift = Int((fraction * Double(columns)).rounded())
        let current = card(pages[base], height: height)
        guard shift > 0, base + 1 < pages.count else { return current }
        let next = card(pages[base + 1], height: height)
        let mirrored = control.resolvedDirection == .rightToLeft
        return zip(current, next).map { a, b in
            mirrored
                ? String(Array(b).suffix(shift)) + String(Array(a).dropLast(shift))
                : String(Array(a).dropFirst(shift)) + String(Array(b).prefix(shift))
        }
    }

    /// A page as `height` lines, each exactly `columns` cells (padded or cut).
    func card(_ page: DemoPage, height: Int) -> [String] {
        var lines = [
            "", "  " + page.title, "  " + String(repeating: "─", count: max(min(page.title.count, columns - 4), 0)),
        ]
        lines += page.lines.map { "  " + $0 }
        lines = Array(lines.prefix(height))
        while lines.count < height { lines.append("") }
        return lines.map { line in
            let cut = Array(line.prefix(columns))
            return String(cut) + String(repeating: " ", count: max(columns - cut.count, 0))
        }
    }
}
