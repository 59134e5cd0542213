import Foundation
import PageControlCore
import PageControlTesting
import Testing

/// The text picture, line by line and glyph by glyph.
@MainActor
@Suite(.serialized) struct PageControlSnapshotTests {
    func control(pages: Int = 5, width: Double? = nil, _ setUp: (PageControl) -> Void = { _ in }) -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = pages
        setUp(control)
        let size = control.intrinsicContentSize
        control.bounds = Rect(x: 0, y: 0, width: width ?? size.width, height: size.height)
        return control
    }

    @Test("Five pages: the row, then the spoken value")
    func plain() {
        let control = control { $0.currentPage = 1 }
        #expect(PageControlSnapshot.text(of: control) == "○ ● ○ ○ ○\nPage 2 of 5\n")
    }

    @Test("No pages: an empty row and an empty value")
    func empty() {
        #expect(PageControlSnapshot.text(of: control(pages: 0)) == "\n\n")
    }

    @Test("A window of thirty pages: shrunk ends as ·, and the label line when the label shows")
    func windowAndLabel() {
        let control = control(pages: 30) {
            $0.currentPage = 2
            $0.window.overflowStyle = .dotsAndLabel(threshold: 20)
        }
        #expect(PageControlSnapshot.text(of: control) == "○ ○ ● ○ ○ ○ ○ · 3 / 30\nPage 3 of 30\nlabel: 3 / 30\n")
    }

    @Test("States in the window, 1-based, in page order; the value says the current page's")
    func states() {
        let control = control {
            $0.indicatorStates[0] = .completed
            $0.indicatorStates[1] = .visited
            $0.indicatorStates[3] = .custom("locked")
            $0.currentPage = 1
        }
        #expect(
            PageControlSnapshot.text(of: control)
                == "○ ● ○ ○ ○\nPage 2 of 5, visited\nstate: 1 completed, 2 visited, 4 locked\n")
    }

    @Test("Content: numbers in place of dots, a badge's count in superscript, the badge in the value")
    func content() {
        let control = control {
            $0.presentation.showsPageNumbers = true
            $0.presentation.setContent(.badge(3), forPage: 2)
            $0.currentPage = 2
        }
        #expect(PageControlSnapshot.text(of: control) == "1  2  3³ 4  5\nPage 3 of 5, 3 new\n")
    }

    @Test("The number presentation is its text, with no label line")
    func numeric() {
        let control = control(pages: 12) {
            $0.presentation.kind = .numeric
            $0.currentPage = 2
        }
        #expect(PageControlSnapshot.text(of: control) == "3 / 12\nPage 3 of 12\n")
    }

    @Test("Right to left, the row reads from the right; a vertical row is written on one line, top to bottom")
    func directions() {
        let rtl = control {
            $0.direction = .rightToLeft
            $0.currentPage = 1
        }
        #expect(PageControlSnapshot.text(of: rtl) == "○ ○ ○ ● ○\nPage 2 of 5\n")
        let vertical = control(pages: 3) {
            $0.direction = .bottomToTop
            $0.currentPage = 0
        }
        vertical.bounds = Rect(origin: .zero, size: vertical.intrinsicContentSize)
        #expect(PageControlSnapshot.text(of: vertical) == "○ ○ ●\nPage 1 of 3\n")
    }

    @Test("A scrub's preview has a line of its own, and is not drawn in the row")
    func preview() {
        let control = control(pages: 12, width: 320) { $0.interaction.showsScrubPreview = true }
        let driver = PageControlDriver(control)
        let start = driver.center(ofPage: 0)!
        control.handlePointer(PointerEvent(.down, at: start, time: 0))
        driver.advance(seconds: 0.2)
        control.handlePointer(PointerEvent(.move, at: driver.center(ofPage: 4)!, time: driver.time))
        driver.advance(seconds: 0.3)
        let lines = PageControlSnapshot.text(of: control).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[0] == "○ ○ ○ ○ ● ○ ○ ○ ○ ·")
        #expect(lines[2] == "preview: 5 / 12")
    }

    @Test("The data of each format: the text, an SVG document, a PNG at the scale asked for")
    func data() throws {
        let control = control()
        #expect(PageControlSnapshot.data(of: control, as: .text) == Array("● ○ ○ ○ ○\nPage 1 of 5\n".utf8))
        let svg = String(decoding: PageControlSnapshot.data(of: control, as: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
        let png = PageControlSnapshot.data(of: control, as: .png(scale: 3))
        #expect(Array(png.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        // The IHDR's width and height: 71 × 37 points at 3 pixels a point.
        #expect(Array(png[16..<24]) == [0, 0, 0, 213, 0, 0, 0, 111])
        #expect(SnapshotFormat.png().fileExtension == "png")
    }
}
