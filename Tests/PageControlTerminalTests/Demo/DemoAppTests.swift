import PageControlCore
import PageControlTestSupport
import PageControlTesting
import Testing

@testable import PageControlTerminal

@MainActor
@Suite struct DemoAppTests {
    func app(pages: Int = 12, tap: TapBehavior = .step, columns: Int = 60, rows: Int = 16) -> DemoApp {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: pages))
        configuration.tapBehavior = tap
        configuration.reducesMotion = true
        configuration.usesColor = false
        return DemoApp(configuration: configuration, columns: columns, rows: rows)
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// An SGR mouse press and release at a 1-based column and row.
    func click(column: Int, row: Int) -> [UInt8] { bytes("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m") }

    @Test(
        "Arrow keys, h/l, Home and End change pages",
        arguments: [
            ("\u{1B}[C", 1), ("\u{1B}[C\u{1B}[C\u{1B}[D", 1), ("lll", 3), ("llh", 1), ("\u{1B}[F", 11),
            ("\u{1B}[F\u{1B}[H", 0),
            ("\u{1B}OC", 1), ("G", 11), ("x", 0),
        ])
    func keys(input: String, page: Int) {
        let demo = app()
        demo.receive(bytes(input), at: 1)
        #expect(demo.control.currentPage == page)
    }

    @Test("With --loop the arrows go round: back from the first page to the last and on to the first again")
    func loop() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 5))
        configuration.loops = true
        configuration.usesColor = false
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        #expect(demo.control.paging.wrapsAround)
        demo.receive(bytes("\u{1B}[D"), at: 1)
        #expect(demo.control.currentPage == 4)
        // One step back across the seam: the spring aims at −1, not at 4 across the row.
        #expect(demo.control.positionTarget == -1)
        demo.receive(bytes("\u{1B}[C"), at: 1.5)
        #expect(demo.control.currentPage == 0)
    }

    @Test("The bottom lines show the dots and the accessibility value")
    func bottomLines() {
        let demo = app()
        demo.receive(bytes("ll"), at: 1)
        let lines = demo.plainLines
        #expect(lines.count == 16)
        // Ten of twelve dots, 19 cells wide, centred in 60 columns: start at column 20 (0-based).
        #expect(lines[14] == String(repeating: " ", count: 20) + "○ ○ ● ○ ○ ○ ○ ○ ○ ·")
        #expect(lines[15].hasPrefix("Page 3 of 12  ←/→ Space page"))
        let snapshot = lines.joined(separator: "\n") + "\n"
        let outcome = SnapshotFile.verifyText(
            snapshot, named: "page-3-of-12", folder: "DemoAppTests", testFile: #filePath)
        if outcome.isFailure, let message = outcome.message { Issue.record(Comment(rawValue: message)) }
    }

    @Test("With the worm effect the demo's row shows the worm between the dots as the page slides")
    func worm() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 5))
        configuration.effect = .worm
        configuration.usesColor = false
        let demo = DemoApp(configuration: configuration, columns: 40, rows: 10)
        demo.advance(to: 0)
        demo.receive(bytes("l"), at: 0)
        var rows: [String] = []
        for step in 1...20 {
            demo.advance(to: Double(step) * 0.01)  // along the page spring
            rows.append(demo.plainLines[8])
        }
        #expect(rows.contains { $0.contains("●━●") }, "\(rows)")
        demo.advance(to: 2)
        // Five dots, 9 cells, centred by the core in 40 columns: from column 15.5, which snaps to 15.
        #expect(demo.plainLines[8] == String(repeating: " ", count: 15) + "○ ● ○ ○ ○")
    }

    @Test("A click on the dots steps towards it, or jumps with --tap jump")
    func clicks() {
        let stepping = app()
        // The dots start at column 21 (1-based); page k's dot is at column 21 + 2k. Page 6 is at 33.
        stepping.receive(click(column: 33, row: 15), at: 1)
        #expect(stepping.control.currentPage == 1)
        let jumping = app(tap: .jump)
        jumping.receive(click(column: 33, row: 15), at: 1)
        #expect(jumping.control.currentPage == 6)
        // A click away from the dots' line does nothing.
        jumping.receive(click(column: 21, row: 5), at: 2)
        #expect(jumping.control.currentPage == 6)
    }

    @Test("A drag along the dots scrubs and the wheel pages")
    func dragAndWheel() {
        let demo = app()
        demo.receive(bytes("\u{1B}[<0;21;15M\u{1B}[<32;27;15M\u{1B}[<32;29;15M"), at: 1)
        #expect(demo.control.interactionState == .continuous)
        #expect(demo.control.currentPage == 4)
        demo.receive(bytes("\u{1B}[<0;29;15m"), at: 1.1)
        #expect(demo.control.interactionState != .continuous)
        demo.receive(bytes("\u{1B}[<65;10;5M\u{1B}[<65;10;5M\u{1B}[<64;10;5M"), at: 2)
        #expect(demo.control.currentPage == 5)
    }

    @Test("While scrubbing, the line above the dots shows the preview over the page it would land on")
    func scrubPreview() {
        let demo = app()
        #expect(demo.plainLines[13] == "")
        demo.receive(bytes("\u{1B}[<0;21;15M\u{1B}[<32;27;15M\u{1B}[<32;29;15M"), at: 1)
        // Page 4's dot is in column 29 (1-based): "5 / 12" is centred on it.
        #expect(demo.plainLines[13] == String(repeating: " ", count: 25) + "5 / 12")
        #expect(Array(demo.plainLines[14])[28] == "●")
        demo.receive(bytes("\u{1B}[<0;29;15m"), at: 1.1)
        #expect(demo.plainLines[13] == "")
    }

    @Test("With --visited pages a person leaves become visited; the demo starts with the states it is given")
    func visitedTrail() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 8))
        configuration.marksVisited = true
        configuration.states = [(5, .completed)]
        configuration.visiblePages = 2
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        demo.receive(bytes("ll"), at: 1)
        #expect(demo.control.currentPage == 2)
        #expect(demo.control.indicatorStates.pages.map(\.page) == [0, 1, 5])
        #expect(demo.control.indicatorStates[1] == .visited)
        #expect(demo.statusLine.hasPrefix("Pages 3 to 4 of 8"))
    }

    @Test("Hovering over the dots or the page pauses autoplay; p is a person's stop and start")
    func hoverAndStop() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 12))
        configuration.autoplay = 1
        let demo = DemoApp(configuration: configuration, columns: 100, rows: 16)
        demo.receive(bytes("\u{1B}[<35;41;15M"), at: 0)  // over the first dot
        #expect((demo.control.progress as! PageControlTimerProgress).pauseReasons == .pointer)
        demo.receive(bytes("\u{1B}[<35;10;5M"), at: 0.1)  // over the page card
        #expect((demo.control.progress as! PageControlTimerProgress).pauseReasons == .contentPointer)
        demo.receive(bytes("\u{1B}[<35;10;16M"), at: 0.2)  // the status line: neither
        #expect((demo.control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
        demo.receive(bytes("p"), at: 0.3)
        #expect((demo.control.progress as! PageControlTimerProgress).pauseReasons == .stoppedByPerson)
        #expect(demo.statusLine.contains("p start"))
        demo.advance(to: 5)
        #expect(demo.control.currentPage == 0)
        demo.receive(bytes("p"), at: 5.1)
        #expect(demo.statusLine.contains("p stop"))
    }

    @Test("a toggles auto-advance with the pill; time advances the pages")
    func autoplay() {
        let demo = app()
        demo.receive(bytes("a"), at: 0)
        #expect((demo.control.progress as? PageControlTimerProgress)?.isRunning == true)
        #expect(demo.needsTicks)
        demo.advance(to: 1.5)
        #expect(demo.plainLines[14].contains("━"))
        demo.advance(to: 3.1)
        #expect(demo.control.currentPage == 1)
        demo.receive(bytes("a"), at: 3.2)
        #expect((demo.control.progress as? PageControlTimerProgress) == nil)
    }

    @Test("q, Esc (after the flush) and Ctrl-C quit", arguments: ["q", "\u{1B}", "\u{03}"])
    func quit(input: String) {
        let demo = app()
        demo.receive(bytes(input), at: 0)
        if demo.hasPendingInput { demo.flushInput(at: 0.1) }
        #expect(demo.shouldQuit)
    }

    @Test("A terminal too small shows the message word-wrapped instead of the view; a resize brings it back")
    func tooSmall() {
        let demo = app(columns: 20, rows: 5)
        #expect(demo.plainLines == ["Terminal too small:", "need 24×8", "", "", ""])
        demo.resize(columns: 60, rows: 16)
        #expect(demo.plainLines.count == 16)
    }

    @Test("Pages slide: halfway through a change the next page's text is entering from the right")
    func slide() {
        var configuration = DemoConfiguration(pages: [
            DemoPage(title: "AAAA", lines: []), DemoPage(title: "BBBB", lines: []),
        ])
        configuration.usesColor = false
        let demo = DemoApp(configuration: configuration, columns: 40, rows: 10)
        demo.control.position = 0.5
        #expect(demo.plainLines[1] == String(repeating: " ", count: 20) + "  BBBB" + String(repeating: " ", count: 14))
    }

    @Test("In a right-to-left language the dots run right to left and the next page enters from the left")
    func slideRightToLeft() {
        var configuration = DemoConfiguration(pages: [
            DemoPage(title: "AAAA", lines: []), DemoPage(title: "BBBB", lines: []),
        ])
        configuration.usesColor = false
        configuration.language = "ar"
        let demo = DemoApp(configuration: configuration, columns: 40, rows: 10)
        #expect(demo.control.resolvedDirection == .rightToLeft)
        demo.control.position = 0.5
        #expect(demo.plainLines[1] == String(repeating: " ", count: 20) + "  AAAA" + String(repeating: " ", count: 14))
        demo.control.position = 0
        #expect(demo.plainLines[1] == "  AAAA" + String(repeating: " ", count: 34))
    }

    @Test("In a right-to-left language a click on the rightmost dot goes to the first page")
    func clicksRightToLeft() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 10))
        configuration.tapBehavior = .jump
        configuration.usesColor = false
        configuration.language = "he"
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        demo.control.currentPage = 5
        // Ten dots in columns 21, 23, … 39: page 0 is the rightmost, page 9 the leftmost.
        demo.receive(click(column: 39, row: 15), at: 1)
        #expect(demo.control.currentPage == 0)
        demo.receive(click(column: 21, row: 15), at: 2)
        #expect(demo.control.currentPage == 9)
        demo.receive(click(column: 35, row: 15), at: 3)
        #expect(demo.control.currentPage == 2)
    }

    @Test("The screen redraws only the lines that changed")
    func diffing() {
        var screen = DemoScreen()
        let first = screen.update(to: ["a", "b"])
        #expect(first == "\u{1B}[2J\u{1B}[1;1Ha\u{1B}[0m\u{1B}[K\u{1B}[2;1Hb\u{1B}[0m\u{1B}[K")
        #expect(screen.update(to: ["a", "c"]) == "\u{1B}[2;1Hc\u{1B}[0m\u{1B}[K")
        #expect(screen.update(to: ["a", "c"]).isEmpty)
    }
}

/// The shared pointer traces through the terminal demo's own input path: SGR mouse bytes in, the same pages,
/// events and announcements out as in the core.
@MainActor
@Suite struct DemoAppTraceTests {
    @Test("Each recorded trace gives the core's pages, events and announcements", arguments: PointerTrace.all)
    func replay(trace: PointerTrace) {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: trace.pages))
        configuration.tapBehavior = .automatic  // the traces' mouse clicks go to the dot, as the core's default
        configuration.usesColor = false
        configuration.reducesMotion = true
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        var events: [Int] = []
        var spoken: [String] = []
        demo.control.addAction(for: .valueChanged) { events.append($0.currentPage) }
        demo.control.announcementHandler = { spoken.append($0) }
        let layout = demo.control.layout
        trace.replay(
            frame: { demo.advance(to: $0) },
            send: { phase, dot, time in
                let point = PointerTrace.point(forDot: dot, in: layout)
                let column = Int((point.x + 0.5).rounded())
                let code = phase == .move ? 32 : 0
                let final = phase == .up || phase == .cancel ? "m" : "M"
                demo.receive(Array("\u{1B}[<\(code);\(column);\(demo.dotsRow)\(final)".utf8), at: time)
            })
        #expect(events == trace.expectedEvents)
        #expect(spoken == trace.expectedAnnouncements)
    }

    @Test("In Arabic, wheel-down and Space go forward, as in GTK and every other host")
    func contentOrderInArabic() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 8))
        configuration.usesColor = false
        configuration.language = "ar"
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        #expect(demo.control.resolvedDirection == .rightToLeft)
        demo.receive(Array("\u{1B}[<65;10;5M".utf8), at: 1)  // wheel down, anywhere
        #expect(demo.control.currentPage == 1)
        demo.receive(Array(" ".utf8), at: 2)
        #expect(demo.control.currentPage == 2)
        demo.receive(Array("\u{1B}[6~".utf8), at: 3)  // Page Down: one window on, to the last page
        #expect(demo.control.currentPage == 7)
        demo.receive(Array("\u{1B}[<64;10;5M\u{1B}[D".utf8), at: 4)  // wheel up, then ← (forward in Arabic)
        #expect(demo.control.currentPage == 7)
    }
}

/// `pagecontrol demo --more-pages`: an endless feed of sample pages.
@MainActor
@Suite struct DemoAppMorePagesTests {
    @Test("Stepping past the last page loads ten more, and the status says 'of at least'")
    func feed() {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 8))
        configuration.morePages = true
        configuration.reducesMotion = true
        configuration.usesColor = false
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        demo.receive(Array("\u{1B}[F".utf8), at: 1)
        #expect(demo.control.currentPage == 7)
        #expect(demo.control.accessibilityElement.value?.contains("of at least 8") == true)
        demo.receive(Array("\u{1B}[C".utf8), at: 2)
        #expect(demo.pages.count == 18 && demo.control.numberOfPages == 18)
        #expect(demo.control.currentPage == 7)
        demo.receive(Array("\u{1B}[C".utf8), at: 3)
        #expect(demo.control.currentPage == 8)
        #expect(demo.pages[8].title == "Mumbai")
    }
}

/// `pagecontrol demo --step-buttons`: a previous and a next button at the row's ends, which clicks step with.
@MainActor
@Suite struct DemoAppStepButtonTests {
    @Test("The buttons are drawn a dot's pitch beyond the end dots, and a click on one steps a page")
    func clicks() throws {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: 5))
        configuration.stepButtons = true
        configuration.reducesMotion = true
        configuration.usesColor = false
        let demo = DemoApp(configuration: configuration, columns: 60, rows: 16)
        demo.advance(to: 1)
        let row = try #require(demo.plainLines.firstIndex { $0.contains("›") })
        let line = Array(demo.plainLines[row])
        let previous = try #require(line.firstIndex(of: "‹"))
        let next = try #require(line.firstIndex(of: "›"))
        #expect(String(line[previous...next]) == "‹ ● ○ ○ ○ ○ ›")
        let click = { (column: Int, time: Double) in
            demo.receive(Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8), at: time)
        }
        click(next, 2)
        click(next, 3)
        #expect(demo.control.currentPage == 2)
        click(previous, 4)
        #expect(demo.control.currentPage == 1)
    }
}
