import PageControlCore
import PageControlRendering
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

    @Test(
        "Lines and segments get a cell as wide as their gap: whole cells each, one blank cell between neighbours",
        arguments: [
            // (presentation, pages, bounds width or nil for the preferred size) → (cell size, each one's columns)
            (IndicatorPresentation.lines, 4, nil, Size(width: 5, height: 7), [0, 8, 16, 24], 7),
            (.segments, 4, nil, Size(width: 4, height: 19), [2, 12, 21, 31], 8),
            (.segments, 4, 400.0, Size(width: 4, height: 19), [2, 26, 50, 75], 23),
        ] as [(IndicatorPresentation, Int, Double?, Size, [Int], Int)])
    func linesAndSegments(
        presentation: IndicatorPresentation, pages: Int, width: Double?, cell: Size, columns: [Int], least: Int
    ) {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = pages
        control.presentation.kind = presentation
        let size = control.intrinsicContentSize
        control.bounds = Rect(x: 0, y: 0, width: width ?? size.width, height: size.height)
        let grid = CellGrid(layout: control.layout)
        #expect(grid.cellSize == cell)
        let spans = control.layout.map { grid.cells(covering: $0.frame) }
        #expect(spans.map(\.column) == columns)
        #expect(spans.allSatisfy { $0.columns >= least && $0.columns <= least + 1 }, "\(spans)")
        // Exactly one blank cell between neighbours.
        for (left, right) in zip(spans, spans.dropFirst()) { #expect(right.column == left.column + left.columns + 1) }
    }

    @Test("The grid of lines and segments does not change with the bounds, though a segment's length does")
    func boundsFree() {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 8
        control.presentation.kind = .segments
        control.metrics = IndicatorMetrics(diameter: 1, spacing: 1, verticalPadding: 0, minimumHeight: 1)
        let grids = [0.0, 100, 631].map { width in
            control.bounds = Rect(x: 0, y: 0, width: width, height: 1)
            return CellGrid(layout: control.layout)
        }
        #expect(grids.allSatisfy { $0.cellSize == Size(width: 1, height: 1) })
    }

    @Test("Content counts widen only dots: lines ignore them, and no gap falls back to half a pitch")
    func contentOnlyForDots() {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 3
        control.presentation.kind = .lines
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        let grid = CellGrid(layout: control.layout, contentCharacters: 2, badgeCharacters: 3)
        #expect(grid.cellSize.width == 5)
        #expect(grid.slotCells == 1)
        var metrics = IndicatorMetrics.lines
        metrics.spacing = 0
        control.metrics = metrics
        #expect(CellGrid(layout: control.layout).cellSize.width == 17.5)
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
