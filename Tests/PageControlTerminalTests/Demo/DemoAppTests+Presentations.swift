import PageControlCore
import PageControlTesting
import Testing

@testable import PageControlTerminal

/// Lines, segments and the number in the demo: centred from the first frame, with the gaps a dot row has.
extension DemoAppTests {
    func app(presentation: IndicatorPresentation, pages: Int = 8, columns: Int = 100) -> DemoApp {
        var configuration = DemoConfiguration(pages: DemoPage.weatherCards(count: pages))
        configuration.presentation = presentation
        configuration.tapBehavior = .jump
        configuration.reducesMotion = true
        configuration.usesColor = false
        return DemoApp(configuration: configuration, columns: columns, rows: 16)
    }

    @Test(
        "Every presentation is centred on the first frame, a blank cell between lines and between segments",
        arguments: [
            (IndicatorPresentation.dots, 42, "● ○ ○ ○ ○ ○ ○ ○"),
            // 3-cell lines and one blank cell: 31 cells from column 34, 35 columns to the right.
            (.lines, 34, "━━━ ─── ─── ─── ─── ─── ─── ───"),
            // Eight segments share the 100 columns less 7 gaps: 11 or 12 cells each.
            (
                .segments, 0,
                "━━━━━━━━━━━━ ─────────── ──────────── ─────────── ──────────── ──────────── ─────────── ────────────"
            ),
            (.numeric, 48, "1 / 8"),
        ])
    func firstFrame(presentation: IndicatorPresentation, column: Int, row: String) {
        let demo = app(presentation: presentation)
        let first = demo.plainLines[14]
        #expect(first == String(repeating: " ", count: column) + row)
        let right = 100 - column - row.count
        #expect(abs(column - right) <= 1, "left margin \(column), right margin \(right)")
        // A key and time later the row has not moved.
        demo.receive(bytes("l"), at: 1)
        demo.advance(to: 10)
        #expect(demo.control.currentPage == 1)
        #expect(demo.plainLines[14].prefix { $0 == " " }.count == column)
        #expect(demo.plainLines[14].count == first.count)
    }

    @Test("A resize keeps lines centred with their gaps")
    func resizeLines() {
        let demo = app(presentation: .lines)
        demo.resize(columns: 60, rows: 16)
        // 31 cells in 60 columns: from column 14 (14.5 snaps down), 15 columns to the right.
        #expect(demo.plainLines[14] == String(repeating: " ", count: 14) + "━━━ ─── ─── ─── ─── ─── ─── ───")
    }

    @Test(
        "A click on a line or a segment goes to its page: the grid maps cells back to points",
        arguments: [
            // Page 3's line covers columns 47…49 (1-based); page 5's segment covers 64…75.
            (IndicatorPresentation.lines, 48, 3), (.lines, 35, 0), (.segments, 70, 5), (.segments, 100, 7),
        ])
    func clickPresentation(presentation: IndicatorPresentation, column: Int, page: Int) {
        let demo = app(presentation: presentation)
        demo.receive(click(column: column, row: 15), at: 1)
        #expect(demo.control.currentPage == page)
    }

    @Test("While scrubbing lines, the preview is centred over the middle of the line it would land on")
    func scrubPreviewOverLine() {
        let demo = app(presentation: .lines)
        // Press on page 0's line (columns 35…37) and drag to page 4's (51…53).
        demo.receive(bytes("\u{1B}[<0;36;15M\u{1B}[<32;44;15M\u{1B}[<32;52;15M"), at: 1)
        #expect(demo.control.currentPage == 4)
        // "5 / 8" (5 cells) is centred on column 52 (1-based), the middle of page 4's line: from column 50.
        #expect(demo.plainLines[13] == String(repeating: " ", count: 49) + "5 / 8")
    }

    @Test("The first frames of the four presentations in 100 columns")
    func presentationsSnapshot() {
        let rows = IndicatorPresentation.allCases.map { presentation in
            "\(presentation.name):\n" + app(presentation: presentation).plainLines[14] + "|"
        }
        let snapshot = rows.joined(separator: "\n") + "\n"
        let outcome = SnapshotFile.verifyText(
            snapshot, named: "presentations-first-frame", folder: "DemoAppTests", testFile: #filePath)
        if outcome.isFailure, let message = outcome.message { Issue.record(Comment(rawValue: message)) }
    }
}
