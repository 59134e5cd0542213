import PageControlCore
import PageControlRendering
import Testing

/// Lines, segments, the number and content in terminal cells.
@MainActor
@Suite(.serialized) struct ANSIRendererPresentationTests {
    func text(_ setUp: (PageControl) -> Void) -> String {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 6
        setUp(control)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        return ANSIRenderer(colorMode: .none).render(control.frame()).text
    }

    @Test(
        "Lines are runs of thin cells a blank cell apart, and the moving line a thick run over them",
        arguments: [
            (0.0, "━━━━━━━ ─────── ─────── ─────── ─────── ───────"),
            (2.4, "─────── ─────── ────━━━━━━━──── ─────── ───────"),
        ])
    func lines(position: Double, expected: String) {
        let row = text {
            $0.presentation.kind = .lines
            $0.position = position
        }
        // 35-point lines 5 points apart: a cell is the 5-point gap, so each line is 7 cells.
        #expect(row == expected)
    }

    @Test(
        "Segments fill with thick cells up to the position, a blank cell apart",
        arguments: [
            (0.0, "━━━━━━━━━ ──────── ───────── ───────── ───────── ────────"),
            (2.4, "━━━━━━━━━ ━━━━━━━━ ━━━━━━━━━ ━━━━───── ───────── ────────"),
        ])
    func segments(position: Double, expected: String) {
        let row = text {
            $0.presentation.kind = .segments
            $0.position = position
        }
        // 35-point segments 4 points apart: a cell is the 4-point gap, so each segment is 8 or 9 cells.
        #expect(row == expected)
    }

    @Test("The column of a page's indicator: the middle of a line, the glyph of a dot in its slot")
    func columnOfPage() {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 6
        control.presentation.kind = .lines
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        var list = DisplayList(control.frame())
        var grid = ANSIRenderer.grid(for: list)
        // Lines cover columns 0…6, 8…14, …: the middle cells are 3, 11, …
        #expect((0..<6).map { ANSIRenderer.column(ofPage: $0, in: list, grid: grid) } == [3, 11, 19, 27, 35, 43])
        control.presentation.kind = .dots
        control.numberOfPages = 12
        control.presentation.showsPageNumbers = true
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        list = DisplayList(control.frame())
        grid = ANSIRenderer.grid(for: list)
        // Two-digit slots and one blank cell: a slot every third cell, the glyph in the slot's first cell.
        #expect((0..<3).map { ANSIRenderer.column(ofPage: $0, in: list, grid: grid) } == [0, 3, 6])
        #expect(ANSIRenderer.column(ofPage: 11, in: list, grid: grid) == nil)  // not in the window of 8
    }

    @Test("The number is written a character per cell")
    func numeric() {
        let row = text {
            $0.presentation.kind = .numeric
            $0.currentPage = 2
        }
        #expect(row == "3 / 6")
    }

    @Test(
        "Numbers and text replace their dots in slots as wide as the longest; a badge follows in superscript, a plain one as •"
    )
    func content() {
        let row = text {
            $0.currentPage = 2
            $0.presentation.setContent(.number, forPage: 0)
            $0.presentation.setContent(.badge(3), forPage: 2)
            $0.presentation.setContent(.text("AB"), forPage: 4)
            $0.presentation.setContent(.badge(0), forPage: 5)
        }
        // Two cells a slot (for "AB"), one for the badge, one blank: a dot every fourth cell.
        #expect(row == "1   ○   ●³  ○   AB  ○•")
    }

    @Test(
        "Page numbers fill the slots, one blank cell apart, a badge after the digits",
        arguments: [
            (PageControlDirection.leftToRight, 8, "1  2  3³ 4  5  6  7  8"),
            (.rightToLeft, 8, "8  7  6  5  4 ³3  2  1"),
            (.leftToRight, 12, "1  2  3  4  5  6  7  8"),
        ])
    func pageNumbers(direction: PageControlDirection, pages: Int, expected: String) {
        let row = text {
            $0.numberOfPages = pages
            $0.direction = direction
            $0.presentation.showsPageNumbers = true
            if pages == 8 { $0.presentation.setContent(.badge(3), forPage: 2) }
        }
        #expect(row == expected)
    }

    @Test("A terminal writes the current page's number in the current colour and the others in the dots' colour")
    func numberColours() {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 3
        control.presentation.showsPageNumbers = true
        control.currentPageIndicatorTintColor = Color(red: 1, green: 1, blue: 1)
        control.pageIndicatorTintColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        control.presentation.setContent(.badge(2), forPage: 1)
        control.presentation.badgeColor = Color(red: 1, green: 0, blue: 0)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        let row = ANSIRenderer(colorMode: .trueColor).render(control.frame()).text
        let (white, gray, red) = ("\u{1B}[38;2;255;255;255m", "\u{1B}[38;2;128;128;128m", "\u{1B}[38;2;255;0;0m")
        let reset = "\u{1B}[0m"
        #expect(row == "\(white)1\(reset)  \(gray)2\(reset)\(red)²\(reset) \(gray)3\(reset)")
    }

    @Test("The terminal grid gives content a slot of the longest text and room for the widest badge")
    func grid() {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 20
        control.presentation.setContent(.badge(120), forPage: 19)
        control.presentation.setContent(.text("AB"), forPage: 3)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        let list = DisplayList(control.frame())
        let grid = ANSIRenderer.grid(for: list)
        // "AB" takes two cells and "99+" three, then one blank: six cells a pitch, whatever is in view.
        #expect(grid.slotCells == 2)
        #expect(grid.cellSize.width == list.layout.metrics.pitch / 6)
        control.presentation.setContent(.none, forPage: 19)
        control.presentation.setContent(.none, forPage: 3)
        #expect(ANSIRenderer.grid(for: DisplayList(control.frame())) == CellGrid(layout: control.layout))
    }
}
