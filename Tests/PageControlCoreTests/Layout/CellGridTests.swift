import PageControlCore
import Testing

@MainActor
@Suite struct CellGridTests {
    @Test(
        "A shape covers the cells between its edges rounded to cell boundaries, halves down",
        arguments: [
            // (minX, width) on 1-point cells → (first column, columns)
            (20.0, 1.0, 20, 1), (20.5, 1, 20, 1), (20.5, 3, 20, 3), (20.5, 2, 20, 2), (20.5, 2.4, 20, 3),
            (20.5, 1.4, 20, 2), (20.5, 0.9, 20, 1),
            (20.6, 1, 21, 1),
        ])
    func spans(minX: Double, width: Double, column: Int, columns: Int) {
        let span = CellGrid(cellSize: Size(width: 1, height: 1)).cells(
            covering: Rect(x: minX, y: 0, width: width, height: 1))
        #expect(span.column == column)
        #expect(span.columns == columns)
        #expect(span.line == 0 && span.lines == 1)
    }

    @Test("A shape smaller than a cell covers the cell under its centre, the same one a full dot there covers")
    func small() {
        let grid = CellGrid(cellSize: Size(width: 1, height: 1))
        // A dot shrunk to a third at a window end, centred where a whole dot at 20.5…21.5 is.
        let shrunk = grid.cells(covering: Rect(x: 20.8333, y: 0.333, width: 0.3333, height: 0.333))
        let whole = grid.cells(covering: Rect(x: 20.5, y: 0, width: 1, height: 1))
        #expect(shrunk == whole)
        #expect(shrunk == CellGrid.Span(column: 20, line: 0, columns: 1, lines: 1))
    }

    @Test("A layout's grid: half a pitch per cell along a row, a whole pitch down a column")
    func layoutGrid() {
        let control = PageControl()
        control.numberOfPages = 3
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        #expect(CellGrid(layout: control.layout).cellSize == Size(width: 8, height: 37))
        let columns = control.layout.map { CellGrid(layout: control.layout).cells(covering: $0.frame).column }
        #expect(columns == [0, 2, 4])  // dots at 0, 16 and 32 points
        control.direction = .topToBottom
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        let grid = CellGrid(layout: control.layout)
        #expect(grid.cellSize == Size(width: 37, height: 16))
        #expect(control.layout.map { grid.cells(covering: $0.frame).line } == [0, 1, 2])
    }

    @Test("Cells, points and centres round-trip; unusable sizes and rectangles fall back")
    func conversions() {
        let grid = CellGrid(cellSize: Size(width: 2, height: 4))
        #expect(grid.center(ofColumn: 3, line: 1) == Point(x: 7, y: 6))
        #expect(grid.cell(at: Point(x: 7, y: 6)) == (3, 1))
        #expect(grid.cell(at: Point(x: .nan, y: 1)) == (0, 0))
        #expect(CellGrid(cellSize: Size(width: -1, height: .nan)).cellSize == Size(width: 1, height: 1))
        let far = grid.cells(covering: Rect(x: 1e300, y: 0, width: 1, height: 1))
        #expect(far.column == 2_147_483_646)  // limited, and never traps
        #expect(
            grid.cells(covering: Rect(x: .nan, y: 0, width: 1, height: 1))
                == CellGrid.Span(column: 0, line: 0, columns: 1, lines: 1))
    }
}
