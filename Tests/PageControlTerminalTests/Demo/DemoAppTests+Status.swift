import PageControlCore
import Testing

@testable import PageControlTerminal

/// The demo's defaults and its status line as a newcomer met them: a click goes to the clicked dot (newcomer's
/// list, item 10), the page on screen is never "visited" (11), and the status line and the "too small" message
/// fit narrow terminals, ending in "…" where they are cut (29).
@MainActor
@Suite struct DemoAppStatusTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// A demo of `pages` sample pages with the default configuration, but no motion and no colour.
    func demo(
        pages: Int = 8, columns: Int = 60, rows: Int = 16, _ configure: (inout DemoConfiguration) -> Void = { _ in }
    )
        -> DemoApp
    {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: pages))
        configuration.reducesMotion = true
        configuration.usesColor = false
        configure(&configuration)
        return DemoApp(configuration: configuration, columns: columns, rows: rows)
    }

    @Test("By default a click on dot 6 while on page 2 goes to page 6, as a pointer's tap does")
    func clickJumps() {
        #expect(DemoConfiguration(pages: []).tapBehavior == .automatic)
        let app = demo(pages: 12)
        app.receive(bytes("l"), at: 1)
        #expect(app.control.currentPage == 1)
        // Ten of twelve dots, 19 cells, centred in 60 columns: from column 21 (1-based), page k at 21 + 2(k − 1).
        app.receive(bytes("\u{1B}[<0;31;15M\u{1B}[<0;31;15m"), at: 2)
        #expect(app.control.currentPage == 5)
        #expect(app.statusLine.hasPrefix("Page 6 of 12  "))
    }

    @Test("Back on a page of the trail, the status line says the page, not 'visited'; leaving marks it again")
    func currentPageIsNotVisited() {
        let app = demo { $0.marksVisited = true }
        app.receive(bytes("lll"), at: 1)
        #expect(app.control.indicatorStates[0] == .visited)
        app.receive(bytes("\u{1B}[H"), at: 2)  // Home
        #expect(app.control.currentPage == 0)
        #expect(app.statusLine.hasPrefix("Page 1 of 8  "))
        #expect(app.control.accessibilityElement.value == "Page 1 of 8")
        #expect(app.control.indicatorStates.pages.map(\.page) == [1, 2, 3])
        app.receive(bytes("l"), at: 3)
        #expect(app.control.indicatorStates[0] == .visited)
        #expect(app.statusLine.hasPrefix("Page 2 of 8, visited  ") == false)
        #expect(app.statusLine.hasPrefix("Page 2 of 8  "))
    }

    @Test("A page --state gives as visited stays visited on screen: that was asked for")
    func givenVisitedStays() {
        let app = demo {
            $0.marksVisited = true
            $0.states = [(2, .visited)]
        }
        app.receive(bytes("ll"), at: 1)
        #expect(app.statusLine.hasPrefix("Page 3 of 8, visited  "))
    }

    @Test("Without --visited there is no trail")
    func noTrailByDefault() {
        let app = demo()
        app.receive(bytes("lll"), at: 1)
        #expect(app.control.indicatorStates.isEmpty)
    }

    @Test("--page and --direction set the first page and the row's direction")
    func pageAndDirection() {
        let app = demo {
            $0.initialPage = 4
            $0.direction = .rightToLeft
        }
        #expect(app.control.currentPage == 4)
        #expect(app.control.resolvedDirection == .rightToLeft)
        app.receive(bytes("h"), at: 1)  // ← points at later pages in a right-to-left row
        #expect(app.control.currentPage == 5)
    }

    @Test(
        "The key hints fit the width: whole hints, then '…' and 'q quit' when there is room",
        arguments: [
            (78, "Page 1 of 8  ←/→ Space page · Home/End · a autoplay · click/drag dots · q quit"),
            (77, "Page 1 of 8  ←/→ Space page · Home/End · a autoplay · … · q quit"),
            (51, "Page 1 of 8  ←/→ Space page · Home/End · … · q quit"),
            (40, "Page 1 of 8  ←/→ Space page · … · q quit"),
            (39, "Page 1 of 8  … · q quit"),
            (22, "Page 1 of 8  …"),
            (12, "Page 1 of 8"),
            (8, "Page 1…"),
        ])
    func statusLine(columns: Int, line: String) {
        let app = demo(columns: columns, rows: 16)
        #expect(app.statusLine == line)
        #expect(app.statusLine.count <= columns)
    }

    @Test(
        "The 'too small' message wraps at word boundaries and ends in '…' when it does not fit",
        arguments: [
            (12, 6, ["Terminal too", "small: need", "24×8", "", "", ""]),
            (23, 2, ["Terminal too small:", "need 24×8"]),
            (12, 2, ["Terminal too", "small: need…"]),
            (7, 1, ["Termin…"]),
            (4, 3, ["Ter…", "too", "sma…"]),
        ])
    func tooSmall(columns: Int, rows: Int, lines: [String]) {
        let app = demo(columns: columns, rows: rows)
        #expect(app.isTooSmall)
        #expect(app.plainLines == lines)
        #expect(app.plainLines.allSatisfy { $0.count <= columns })
    }
}
