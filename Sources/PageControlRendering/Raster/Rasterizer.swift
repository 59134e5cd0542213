/// A scan converter computing exact analytic pixel coverage with signed-area accumulation (as in font-rs and
/// stb_truetype), with no supersampling.
///
/// Every straight segment adds, to each pixel cell it crosses, the exact signed area it contributes, plus the
/// "cover" carried to the cells on its right. A running sum along each row then yields the signed area of
/// the shape inside every pixel; coverage is `min(1, |sum|)`, the usual analytic form of the non-zero rule
/// (exact everywhere except in pixels where edges of overlapping same-direction outlines meet).
/// Geometry is clipped to the canvas: parts above or below are dropped and parts left or right are
/// projected onto the nearest vertical edge, which keeps the coverage of visible pixels exact.
///
/// The accumulation buffer is reused between fills: ``sweep(_:)`` clears exactly the cells it reads.
struct Rasterizer: Sendable {
    /// Coverage within this distance of 0 or 1 is snapped to 0 or 1, hiding floating-point noise (1e-9).
    static let snapEpsilon = 1e-9

    /// The canvas width in pixels; never negative.
    private(set) var width: Int
    /// The canvas height in pixels; never negative.
    private(set) var height: Int
    /// The curve flattening tolerance in pixels; defaults to ``RasterPath/defaultFlatteningTolerance``.
    ///
    /// Non-positive or non-finite values fall back to the default when used, tiny ones to the minimum.
    var flatteningTolerance: Double
    /// Signed-area cells, `width + 2` per row so that edges on or past the right border stay in the row.
    private var cells: [Double]
    /// Scratch coverage for one row, handed to ``sweep(_:)`` callbacks.
    private var rowCoverage: [Double]
    /// The smallest and largest touched cell column and row, or an empty range when nothing is pending.
    private var dirtyMinX = Int.max
    private var dirtyMaxX = Int.min
    private var dirtyMinY = Int.max
    private var dirtyMaxY = Int.min

    /// Creates a rasterizer for a `width` × `height` canvas; negative sizes count as 0 (which fills nothing).
    init(width: Int, height: Int, flatteningTolerance: Double = RasterPath.defaultFlatteningTolerance) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.flatteningTolerance = flatteningTolerance
        cells = Array(repeating: 0, count: (self.width + 2) * self.height)
        rowCoverage = Array(repeating: 0, count: self.width)
    }

    /// Whether any geometry has been added since the last sweep.
    var hasPendingCoverage: Bool {
        dirtyMinY <= dirtyMaxY
    }

    /// Changes the canvas size and discards pending geometry, reusing the buffers' capacity; negatives count as 0.
    mutating func resize(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells.removeAll(keepingCapacity: true)
        cells.append(contentsOf: repeatElement(0, count: (self.width + 2) * self.height))
        rowCoverage.removeAll(keepingCapacity: true)
        rowCoverage.append(contentsOf: repeatElement(0, count: self.width))
        markClean()
    }

    /// Adds every segment of `path`, flattened with ``flatteningTolerance`` and with each subpath closed.
    mutating func add(_ path: RasterPath) {
        path.flatten(tolerance: flatteningTolerance) { start, end in
            addLine(from: start, to: end)
        }
    }

    /// Adds one straight edge; its direction sets the winding sign (downwards is positive).
    ///
    /// Horizontal edges, edges with non-finite coordinates and edges entirely above or below the canvas
    /// add nothing. Pending edges only produce coverage once a closed outline has been added.
    mutating func addLine(from start: RasterPoint, to end: RasterPoint) {
        guard width > 0, height > 0, (end.x - start.x).isFinite, (end.y - start.y).isFinite else {
            return
        }
        var (x0, y0, x1, y1, direction) = (start.x, start.y, end.x, end.y, 1.0)
        if y0 > y1 {
            (x0, y0, x1, y1, direction) = (x1, y1, x0, y0, -1)
        }
        let canvasWidth = Double(width)
        let canvasHeight = Double(height)
        guard y0 < y1, y1 > 0, y0 < canvasHeight else {
            return
        }
        if y0 < 0 || y1 > canvasHeight {
            let (dx, dy) = (x1 - x0, y1 - y0)
            let (originX, originY) = (x0, y0)
            if y0 < 0 {
                (x0, y0) = (originX + dx * min(1, -originY / dy), 0)
            }
            if y1 > canvasHeight {
                (x1, y1) = (originX + dx * min(1, (canvasHeight - originY) / dy), canvasHeight)
            }
        }
        // Split where the edge crosses x = 0 or x = width; outside parts are clamped onto that border.
        var leftCrossing = 2.0
        var rightCrossing = 2.0
        if (x0 < 0) != (x1 < 0) {
            leftCrossing = -x0 / (x1 - x0)
        }
        if (x0 > canvasWidth) != (x1 > canvasWidth) {
            rightCrossing = (canvasWidth - x0) / (x1 - x0)
        }
        let first = min(leftCrossing, rightCrossing)
        let second = max(leftCrossing, rightCrossing)
        var pieceX = x0
        var pieceY = y0
        if first < 1 {
            let (x, y) = (x0 + (x1 - x0) * first, y0 + (y1 - y0) * first)
            accumulate(x0: pieceX, y0: pieceY, x1: x, y1: y, direction: direction)
            (pieceX, pieceY) = (x, y)
        }
        if second < 1 {
            let (x, y) = (x0 + (x1 - x0) * second, y0 + (y1 - y0) * second)
            accumulate(x0: pieceX, y0: pieceY, x1: x, y1: y, direction: direction)
            (pieceX, pieceY) = (x, y)
        }
        accumulate(x0: pieceX, y0: pieceY, x1: x1, y1: y1, direction: direction)
    }

    /// Converts pending geometry to coverage row by row and clears it, ready for the next path.
    ///
    /// `body` is called once per touched row, top to bottom, with the row index `y`, the column `firstX` of the
    /// first value and the coverage values (each in `0...1`) of the consecutive pixels from `firstX`. Pixels
    /// outside the reported span have zero coverage. Nothing is called when no geometry is pending.
    mutating func sweep(_ body: (_ y: Int, _ firstX: Int, _ coverage: UnsafeBufferPointer<Double>) -> Void) {
        guard hasPendingCoverage else {
            return
        }
        let stride = width + 2
        let firstX = max(0, dirtyMinX)
        let lastCell = min(dirtyMaxX, stride - 1)
        let lastVisible = min(lastCell, width - 1)
        let count = max(0, lastVisible - firstX + 1)
        let rows = max(0, dirtyMinY)...min(dirtyMaxY, height - 1)
        let snap = Self.snapEpsilon
        cells.withUnsafeMutableBufferPointer { cells in
            rowCoverage.withUnsafeMutableBufferPointer { coverage in
                for y in rows {
                    let base = y * stride
                    var sum = 0.0
                    for index in 0..<count {
                        sum += cells[base + firstX + index]
                        let value = min(1, abs(sum))
                        coverage[index] = value < snap ? 0 : (value > 1 - snap ? 1 : value)
                    }
                    for x in firstX...max(firstX, lastCell) {
                        cells[base + x] = 0
                    }
                    if count > 0 {
                        body(y, firstX, UnsafeBufferPointer(rebasing: coverage[0..<count]))
                    }
                }
            }
        }
        markClean()
    }

    /// Adds `path` and returns the coverage of every pixel, row-major (`width * height` values in `0...1`).
    ///
    /// Geometry added earlier and not yet swept is included. Allocates the result; meant for tests and tools.
    mutating func coverageMask(of path: RasterPath) -> [Double] {
        add(path)
        var mask = [Double](repeating: 0, count: width * height)
        let width = width
        sweep { y, firstX, coverage in
            for (index, value) in coverage.enumerated() {
                mask[y * width + firstX + index] = value
            }
        }
        return mask
    }

    /// Forgets the touched area after a sweep or resize.
    private mutating func markClean() {
        (dirtyMinX, dirtyMaxX, dirtyMinY, dirtyMaxY) = (Int.max, Int.min, Int.max, Int.min)
    }

    /// Accumulates a downward piece (`y0 <= y1`, both in `0...height`), first clamping x into `0...width`.
    private mutating func accumulate(x0: Double, y0: Double, x1: Double, y1: Double, direction: Double) {
        guard y0 < y1 else {
            return
        }
        let canvasWidth = Double(width)
        let startX = min(max(x0, 0), canvasWidth)
        let endX = min(max(x1, 0), canvasWidth)
        let lowX = min(startX, endX)
        let highX = max(startX, endX)
        let firstRow = Int(y0.rounded(.down))
        let endRow = min(height, Int(y1.rounded(.up)))
        guard firstRow < endRow else {
            return
        }
        dirtyMinY = min(dirtyMinY, firstRow)
        dirtyMaxY = max(dirtyMaxY, endRow - 1)
        dirtyMinX = min(dirtyMinX, Int(lowX.rounded(.down)))
        dirtyMaxX = max(dirtyMaxX, Int(highX.rounded(.up)) + 1)
        let stride = width + 2
        let dx = endX - startX
        let dy = y1 - y0
        cells.withUnsafeMutableBufferPointer { cells in
            var x = startX
            for row in firstRow..<endRow {
                let rowTop = max(Double(row), y0)
                let rowBottom = min(Double(row + 1), y1)
                let nextX =
                    rowBottom == y1 ? endX : min(max(startX + dx * ((rowBottom - y0) / dy), lowX), highX)
                Self.depositRow(
                    cells, base: row * stride, from: x, to: nextX, area: direction * (rowBottom - rowTop))
                x = nextX
            }
        }
    }

    /// Deposits one row's share `area` of an edge running from x `from` to x `to` (both within the row's cells).
    private static func depositRow(
        _ cells: UnsafeMutableBufferPointer<Double>,
        base: Int,
        from: Double,
        to: Double,
        area: Double
    ) {
        let low = min(from, to)
        let high = max(from, to)
        let lowFloor = low.rounded(.down)
        let highCeil = high.rounded(.up)
        let lowIndex = Int(lowFloor)
        let highIndex = Int(highCeil)
        if highIndex <= lowIndex + 1 {
            let middle = 0.5 * (from + to) - lowFloor
            cells[base + lowIndex] += area - area * middle
            cells[base + lowIndex + 1] += area * middle
            return
        }
        let slope = 1 / (high - low)
        let lowFraction = low - lowFloor
        let firstArea = 0.5 * slope * (1 - lowFraction) * (1 - lowFraction)
        let highFraction = high - highCeil + 1
        let lastArea = 0.5 * slope * highFraction * highFraction
        cells[base + lowIndex] += area * firstArea
        if highIndex == lowIndex + 2 {
            cells[base + lowIndex + 1] += area * (1 - firstArea - lastArea)
        } else {
            let secondArea = slope * (1.5 - lowFraction)
            cells[base + lowIndex + 1] += area * (secondArea - firstArea)
            for index in (lowIndex + 2)..<(highIndex - 1) {
                cells[base + index] += area * slope
            }
            let beforeLast = secondArea + Double(highIndex - lowIndex - 3) * slope
            cells[base + highIndex - 1] += area * (1 - beforeLast - lastArea)
        }
        cells[base + highIndex] += area * lastArea
    }
}
