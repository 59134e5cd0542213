import PageControlCore

/// Terminal cells over the control's coordinates: how a layout in points snaps to whole character cells.
///
/// Cell (column 0, line 0) has its top-left corner at the bounds' origin; each cell is ``cellSize`` points.
/// A shape covers the cells between its edges, each edge rounded to the nearest cell boundary (halves
/// round down), and at least the cell under its own centre, so a
/// dot is one cell, a timer pill as long as three dots is three cells, and a row that slides moves a whole
/// cell at a time. Right-to-left and vertical rows need no special case: their geometry is already on the
/// screen's axes.
///
/// The grid is the terminal's own concept, so it lives beside ``ANSIRenderer``, which draws on it; what each
/// dot carries and how large it is come from the core (the layout's metrics and the display list's contents).
///
/// ```swift
/// let grid = CellGrid(layout: control.layout)   // a dot every second column
/// let span = grid.cells(covering: dot.frame)    // column, line, columns, lines
/// ```
public struct CellGrid: Sendable, Hashable {
    /// The size of one cell in points. Sides that are not finite or not above 0 become 1.
    public var cellSize: Size {
        didSet { cellSize = Self.usable(cellSize) }
    }

    /// The cells a shape covers: a block of whole cells.
    public struct Span: Sendable, Hashable {
        /// The first column (0-based, may be negative for shapes left of the bounds).
        public var column: Int
        /// The first line (0-based).
        public var line: Int
        /// The number of columns, at least 1.
        public var columns: Int
        /// The number of lines, at least 1.
        public var lines: Int

        /// Creates a span. Counts below 1 become 1.
        public init(column: Int, line: Int, columns: Int, lines: Int) {
            self.column = column
            self.line = line
            self.columns = Swift.max(columns, 1)
            self.lines = Swift.max(lines, 1)
        }
    }

    /// A grid of cells `cellSize` points large.
    public init(cellSize: Size) {
        self.cellSize = Self.usable(cellSize)
    }

    /// The grid a terminal draws a layout on. Across the row, one cell as thick as the row with its padding;
    /// down a vertical row, a whole pitch per line (an indicator on every line). Along a horizontal row:
    ///
    /// - Dots: half a pitch per cell, so a dot is in every second cell with one blank cell between dots.
    ///   Dots that hold text (`contentCharacters`, the most any dot holds) or badges (`badgeCharacters`, the
    ///   most cells a badge takes) get a slot of ``slotCells`` cells each (the longest text, at least one)
    ///   followed by the badge's cells and one blank cell, so a pitch is `slotCells + badgeCharacters + 1` cells
    ///   and no text runs into its neighbour. Both counts come from the core, which decides what each dot
    ///   carries (`DisplayList.contents`); negative counts become 0.
    /// - Lines and segments: a cell as wide as the gap between them (the metrics' spacing), so each line or
    ///   segment covers whole cells and exactly one blank cell stands between neighbours, as between dots.
    ///   A line 35 points long with 5-point gaps is 7 cells. The cell does not depend on the bounds, even
    ///   though a segment's length does, so a host can size its bounds from the grid before laying out. With
    ///   no gap (a spacing of 0) the cell is half a pitch, as for dots. Content counts are ignored: only dots
    ///   hold content.
    /// - The number: half a pitch per cell, its text a character per cell.
    ///
    /// With the demo's cell metrics (1-point dots 1 point apart, 3-point lines) and no content a cell is
    /// exactly one point.
    public init(layout: IndicatorLayout, contentCharacters: Int = 0, badgeCharacters: Int = 0) {
        let metrics = layout.metrics
        let thickness = Swift.max(metrics.diameter + 2 * metrics.verticalPadding, metrics.minimumHeight)
        if layout.direction.isVertical {
            self.init(cellSize: Size(width: thickness, height: metrics.pitch))
            return
        }
        let presentation = layout.presentation
        if presentation == .lines || presentation == .segments, metrics.spacing > 0 {
            self.init(cellSize: Size(width: metrics.spacing, height: thickness))
            return
        }
        let holdsContent = presentation == .dots
        let inside = holdsContent ? Swift.max(contentCharacters, 0) : 0
        let badge = holdsContent ? Swift.max(badgeCharacters, 0) : 0
        let perPitch = inside == 0 && badge == 0 ? 2 : Swift.max(inside, 1) + badge + 1
        self.init(cellSize: Size(width: metrics.pitch / Double(perPitch), height: thickness))
        slotCells = inside == 0 && badge == 0 ? 1 : Swift.max(inside, 1)
    }

    /// The cells a dot's slot takes along a horizontal row: 1, or the most characters a dot holds (see
    /// ``init(layout:contentCharacters:badgeCharacters:)``). The default is 1.
    public var slotCells = 1

    /// The first column of the slot of a dot centred at `center`: the ``slotCells`` cells around it (the
    /// cell under it for a one-cell slot).
    public func slotColumn(centeredAt center: Point) -> Int {
        guard center.x.isFinite else { return 0 }
        return Self.index(center.x / cellSize.width - Double(slotCells) / 2 + 0.5)
    }

    /// The cells a rectangle covers: those between its edges rounded to the nearest cell boundary (halves
    /// round down), or the one cell under its centre when the rounded edges meet. A rectangle that is not finite covers the cell at the origin.
    public func cells(covering rect: Rect) -> Span {
        guard rect.isFinite else { return Span(column: 0, line: 0, columns: 1, lines: 1) }
        let (columns, columnCount) = Self.range(rect.minX, rect.maxX, cell: cellSize.width)
        let (line, lineCount) = Self.range(rect.minY, rect.maxY, cell: cellSize.height)
        return Span(column: columns, line: line, columns: columnCount, lines: lineCount)
    }

    /// The cell under a point: column ⌊x / width⌋, line ⌊y / height⌋ (the origin for non-finite points).
    public func cell(at point: Point) -> (column: Int, line: Int) {
        guard point.x.isFinite, point.y.isFinite else { return (0, 0) }
        return (Self.index(point.x / cellSize.width), Self.index(point.y / cellSize.height))
    }

    /// The centre of a cell, in points.
    public func center(ofColumn column: Int, line: Int) -> Point {
        Point(x: (Double(column) + 0.5) * cellSize.width, y: (Double(line) + 0.5) * cellSize.height)
    }

    /// The first index and count of the cells between `low` and `high` rounded to cell boundaries, or the
    /// cell under the middle.
    static func range(_ low: Double, _ high: Double, cell: Double) -> (Int, Int) {
        let first = Self.index((low / cell - 0.5).rounded(.up))
        let end = Self.index((high / cell - 0.5).rounded(.up))
        guard end > first else { return (Self.index(((low + high) / 2 / cell).rounded(.up)) - 1, 1) }
        return (first, end - first)
    }

    /// A cell index from a whole number of cells, limited to ±2³¹ so far-off shapes cannot trap.
    static func index(_ value: Double) -> Int {
        Int(Swift.min(Swift.max(value.rounded(.down), -2_147_483_648), 2_147_483_647))
    }

    static func usable(_ size: Size) -> Size {
        func side(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 1 }
        return Size(width: side(size.width), height: side(size.height))
    }
}
