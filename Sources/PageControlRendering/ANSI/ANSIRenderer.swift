import PageControlCore

/// Renders a display list as terminal cells: ● for the current page and ○ for the others by default,
/// coloured with 24-bit or 256-colour escapes, or plain when colour is off.
///
/// The renderer is a sink of the display list on a ``CellGrid``: each primitive
/// covers the cells the grid snaps its geometry to, back to front, so a horizontal row is one line with a
/// dot in every second cell (lines and segments with one blank cell between them), a vertical row a column with a dot on every line, a right-to-left row reads
/// from the right because its geometry does, and a sliding row moves a cell at a time. A dot is
/// ``currentGlyph`` from half emphasis up, ``smallGlyph`` when shrunk below half size at a scrolled end, and
/// ``glyph`` otherwise; a shape that covers several cells (the timer's pill) is ``pillEmptyGlyph`` in each,
/// and the timer's fill over it ``pillFilledGlyph``; an effect's mark covering several cells (a worm between
/// two dots) is ``currentGlyph`` at its ends and ``pillFilledGlyph`` between; text is written a character per cell where the grid
/// puts it. The platter, Increase Contrast outlines and the focus ring are not drawn (a terminal cell has
/// no room for them).
///
/// Terminals cannot blend, so translucent colours are composited over ``terminalBackground`` first.
public struct ANSIRenderer: Sendable {
    /// How colours are written.
    public enum ColorMode: Sendable, Hashable, CaseIterable {
        /// 24-bit "true colour" escapes (`ESC[38;2;r;g;bm`). The default.
        case trueColor
        /// The xterm 256-colour palette (`ESC[38;5;nm`), for terminals without true colour.
        case palette256
        /// No escapes at all (for `NO_COLOR`, pipes and screen readers).
        case none
    }

    /// The glyph of the current page. The default is "●".
    public var currentGlyph: Character
    /// The glyph of the other pages. The default is "○".
    public var glyph: Character
    /// The glyph of a dot shrunk below half size at a scrolled end. The default is "·".
    public var smallGlyph: Character
    /// The filled part of the timer pill. The default is "━".
    public var pillFilledGlyph: Character
    /// The empty part of the timer pill. The default is "─".
    public var pillEmptyGlyph: Character
    /// A badge's disc, in the cell after its dot (a count is written over it in superscript digits). The
    /// default is "•".
    public var badgeGlyph: Character
    /// How colours are written. The default is `.trueColor`.
    public var colorMode: ColorMode
    /// The colour translucent dots are composited over. The default is black.
    public var terminalBackground: Color
    /// Whether the scrub preview's text is drawn (in the line above or below the dots). The default is true;
    /// a text picture that reports the preview on a line of its own turns it off.
    package var drawsPreview = true

    /// Creates an ANSI renderer.
    public init(
        currentGlyph: Character = "●", glyph: Character = "○", smallGlyph: Character = "·",
        pillFilledGlyph: Character = "━", pillEmptyGlyph: Character = "─",
        colorMode: ColorMode = .trueColor, terminalBackground: Color = .black, badgeGlyph: Character = "•"
    ) {
        self.badgeGlyph = badgeGlyph
        self.currentGlyph = currentGlyph
        self.glyph = glyph
        self.smallGlyph = smallGlyph
        self.pillFilledGlyph = pillFilledGlyph
        self.pillEmptyGlyph = pillEmptyGlyph
        self.colorMode = colorMode
        self.terminalBackground = terminalBackground
    }

    /// The colour mode an environment asks for: `.none` when `NO_COLOR` is set (to anything, as
    /// no-color.org says) or `TERM` is `dumb`; `.trueColor` when `COLORTERM` is `truecolor` or `24bit`;
    /// otherwise `.palette256`.
    public static func colorMode(environment: [String: String]) -> ColorMode {
        if environment["NO_COLOR"] != nil || environment["TERM"] == "dumb" { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased()
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
    }

    /// The rendered cells and where they sit.
    public struct Output: Sendable, Hashable {
        /// The text with escapes, from the first column any primitive covers to the last; lines are
        /// separated by "\n" (vertical rows, text below a row).
        public var text: String
        /// The width in terminal cells (escapes not counted).
        public var width: Int
        /// The number of lines.
        public var height: Int
        /// The grid column of the text's first cell (0 is the bounds' left edge), for hosts that place the
        /// output inside a wider line. 0 for empty output.
        public var column: Int = 0
        /// The grid line of the text's first line (0 is the bounds' top edge). 0 for empty output.
        public var line: Int = 0

        /// Creates output from its parts. Negative sizes become 0.
        public init(text: String, width: Int, height: Int, column: Int = 0, line: Int = 0) {
            self.text = text
            self.width = max(width, 0)
            self.height = max(height, 0)
            self.column = column
            self.line = line
        }
    }

    /// Renders a display list on the grid it is drawn on in a terminal (``grid(for:)``).
    ///
    /// - Complexity: O(visible dots + label length).
    public func render(_ list: DisplayList) -> Output {
        render(list, grid: Self.grid(for: list))
    }

    /// The cells a display list is drawn on in a terminal: ``CellGrid/init(layout:contentCharacters:badgeCharacters:)``
    /// with the core's counts of what the dots carry, so every dot's slot has room for the longest number or
    /// text any page holds and after it for the widest badge, and what a dot carries never runs into the next
    /// dot. Lines and segments get a cell as wide as their gap. The grid never depends on the bounds, so a
    /// host can size its bounds in cells from it. A host that maps terminal cells back to points (a click)
    /// uses the same grid.
    public static func grid(for list: DisplayList) -> CellGrid {
        CellGrid(
            layout: list.layout, contentCharacters: list.frame.contents?.insideCharacters ?? 0,
            badgeCharacters: list.frame.contents?.badgeCharacterCount ?? 0)
    }

    /// Renders a display list on a given grid of cells.
    ///
    /// On a grid with slots wider than one cell, or with room for badges, each dot is drawn in its slot (its
    /// glyph in the slot's first cell, or the middle one of three), its number or text centred in the slot,
    /// and its badge in the cells after the slot (before it, right to left).
    ///
    /// - Complexity: O(visible dots + label length).
    public func render(_ list: DisplayList, grid: CellGrid) -> Output {
        var cells: [Cell] = []
        let small = list.layout.metrics.diameter / 2
        let row = Row(layout: list.layout)
        // Each visible page's slot, for its text and badge, when dots are drawn in slots.
        var slots: [Int: Slot] = [:]
        let usesSlots = Self.usesSlots(list)
        for primitive in list {
            switch primitive.role {
            case .platter, .outline, .focusRing: continue
            case .indicator where usesSlots, .openEnd where usesSlots:
                paintSlot(primitive, shrunkBelow: small, grid: grid, slots: &slots, into: &cells)
                continue
            case .content where usesSlots:
                // A terminal draws no disc under the text, so the text takes the dot's colour, not the one that
                // reads on the disc: the current colour for the current page, the other dots' for the rest.
                let color = primitive.isCurrent ? list.currentColor : list.otherColor
                if paintInSlot(primitive, color: color, grid: grid, slots: &slots, into: &cells) { continue }
            case .indicator, .openEnd, .progress, .label, .mark, .content: break
            case .preview:
                // The preview's text stands in the line above (or below) the dots; its callout is the
                // terminal's own background.
                guard drawsPreview, case .text = primitive.geometry else { continue }
            case .stepButton(let button):
                // One character a dot's pitch beyond the end dot, as far from it as the dots are from each other:
                // ‹ › along a row, ˄ ˅ down a column.
                guard let frame = list.frame.stepButton(button), let cell = stepButtonCell(frame, list, grid) else {
                    continue
                }
                cells.append(
                    Cell(
                        column: cell.column, line: cell.line, glyph: Self.glyph(frame.pointing), color: primitive.paint)
                )
                continue
            case .badge:
                // No disc under the count either: the count takes the badge's colour.
                paintBadge(primitive, color: list.look.badgeColor, row: row, grid: grid, slots: slots, into: &cells)
                continue
            }
            let color = primitive.paint
            switch primitive.geometry {
            case .roundedRectangle(let rect, _), .ring(let rect, _, _):
                paint(rect, primitive, color, shrunkBelow: small, row: row, grid: grid, into: &cells)
            case .path(let path):
                paint(path.frame, primitive, color, shrunkBelow: small, row: row, grid: grid, into: &cells)
            case .text(let text):
                let characters = Array(text.string)
                let start = text.lineStart(forWidth: Double(characters.count) * grid.cellSize.width)
                let first = grid.cell(at: Point(x: start + grid.cellSize.width / 2, y: text.frame.midY))
                for (offset, character) in characters.enumerated() {
                    cells.append(Cell(column: first.column + offset, line: first.line, glyph: character, color: color))
                }
            }
        }
        return output(cells)
    }

    /// The cell of a step button's character: a pitch in cells before the first dot's cell or after the last one's,
    /// on the side the button is, or nil without dots.
    func stepButtonCell(_ button: StepButtonFrame, _ list: DisplayList, _ grid: CellGrid) -> (column: Int, line: Int)? {
        let layout = list.layout
        guard layout.count > 0 else { return nil }
        let (first, last) = (layout[0], layout[layout.count - 1])
        if layout.direction.isVertical {
            // Down a column: the lines the end dots cover, a pitch in lines beyond the nearer one.
            let spans = [grid.cells(covering: first.frame), grid.cells(covering: last.frame)]
            let pitch = Swift.max(Int((layout.metrics.pitch / Swift.max(grid.cellSize.height, 1)).rounded()), 1)
            let top = Swift.min(spans[0].line, spans[1].line)
            let bottom = Swift.max(spans[0].line + spans[0].lines, spans[1].line + spans[1].lines) - 1
            return (spans[0].column, button.pointing == .up ? top - pitch : bottom + pitch)
        }
        // Along a row: the columns the renderer writes the end dots in, as far beyond as the dots are apart.
        guard let a = Self.column(ofPage: first.page, in: list, grid: grid),
            let b = Self.column(ofPage: last.page, in: list, grid: grid)
        else { return nil }
        let step =
            layout.count > 1
            ? Swift.abs(b - a) / (layout.count - 1)
            : Swift.max(Int((layout.metrics.pitch / Swift.max(grid.cellSize.width, 1)).rounded()), 1)
        let line = grid.cell(at: Point(x: first.frame.midX, y: first.frame.midY)).line
        return (button.pointing == .left ? Swift.min(a, b) - step : Swift.max(a, b) + step, line)
    }

    /// A step button's character, pointing as its chevron does.
    static func glyph(_ pointing: StepButtonFrame.Pointing) -> Character {
        switch pointing {
        case .left: return "‹"
        case .right: return "›"
        case .up: return "˄"
        case .down: return "˅"
        }
    }

    /// Renders a frame: `control.frame()`, or one made by hand.
    public func render(_ frame: PageControlFrame) -> Output { render(DisplayList(frame)) }

    /// What a drawing needs from its row: the presentation, the direction and the middle of the row across.
    struct Row {
        var presentation: IndicatorPresentation
        var direction: PageControlDirection
        var middle: Point

        init(layout: IndicatorLayout) {
            presentation = layout.presentation
            direction = layout.direction
            let frame = layout.contentFrame
            middle = Point(x: frame.midX, y: frame.midY)
        }
    }

    /// One written cell.
    struct Cell {
        var column: Int
        var line: Int
        var glyph: Character
        var color: Color
    }

    /// Covers the cells of a shape with its glyph.
    func paint(
        _ rect: Rect, _ primitive: DisplayPrimitive, _ color: Color, shrunkBelow small: Double, row: Row,
        grid: CellGrid, into cells: inout [Cell]
    ) {
        let span = grid.cells(covering: rect)
        if primitive.role == .mark, row.presentation == .lines {
            // The moving line: a filled run over the lines' empty ones.
            return fill(span, glyph: pillFilledGlyph, color: color, into: &cells)
        }
        if primitive.role == .mark, span.columns > 1 || span.lines > 1 {
            // A worm between two dots: its ends are current dots, the run between them a filled pill.
            let cellCount = span.columns * span.lines
            for index in 0..<cellCount {
                let glyph = index == 0 || index == cellCount - 1 ? currentGlyph : pillFilledGlyph
                let (column, line) =
                    span.columns > 1 ? (span.column + index, span.line) : (span.column, span.line + index)
                cells.append(Cell(column: column, line: line, glyph: glyph, color: color))
            }
            return
        }
        let glyph: Character
        if primitive.role == .progress {
            glyph = pillFilledGlyph
        } else if span.columns > 1 || span.lines > 1 {
            glyph = pillEmptyGlyph
        } else if min(rect.width, rect.height) < small {
            glyph = smallGlyph
        } else {
            glyph = primitive.isCurrent ? currentGlyph : self.glyph
        }
        fill(span, glyph: glyph, color: color, into: &cells)
    }

    /// Writes one glyph into every cell of a span.
    func fill(_ span: CellGrid.Span, glyph: Character, color: Color, into cells: inout [Cell]) {
        for line in span.line..<(span.line + span.lines) {
            for column in span.column..<(span.column + span.columns) {
                cells.append(Cell(column: column, line: line, glyph: glyph, color: color))
            }
        }
    }

    /// The text of the written cells: later cells cover earlier ones, blanks between them are spaces.
    func output(_ written: [Cell]) -> Output {
        guard let first = written.first else { return Output(text: "", width: 0, height: 0) }
        var (minColumn, maxColumn, minLine, maxLine) = (first.column, first.column, first.line, first.line)
        for cell in written {
            (minColumn, maxColumn) = (min(minColumn, cell.column), max(maxColumn, cell.column))
            (minLine, maxLine) = (min(minLine, cell.line), max(maxLine, cell.line))
        }
        let width = maxColumn - minColumn + 1
        let height = maxLine - minLine + 1
        var grid = [Cell?](repeating: nil, count: width * height)
        for cell in written { grid[(cell.line - minLine) * width + cell.column - minColumn] = cell }
        var lines: [String] = []
        for line in 0..<height {
            var text = ""
            let row = grid[(line * width)..<((line + 1) * width)]
            if let last = row.lastIndex(where: { $0 != nil }) {
                // Runs of cells in one colour share one escape (a label's characters, a pill's cells).
                var run = ""
                var runColor: Color?
                for cell in row[row.startIndex...last] {
                    if cell?.color != runColor {
                        text += runColor.map { colored(run, $0) } ?? run
                        (run, runColor) = ("", cell?.color)
                    }
                    run.append(cell?.glyph ?? " ")
                }
                text += runColor.map { colored(run, $0) } ?? run
            }
            lines.append(text)
        }
        return Output(
            text: lines.joined(separator: "\n"), width: width, height: height, column: minColumn, line: minLine)
    }

    /// Wraps text in the colour escape for the mode, and a reset.
    func colored(_ text: String, _ color: Color) -> String {
        guard colorMode != .none else { return text }
        let c = color.composited(over: terminalBackground.withAlphaComponent(1))
        let r = Int((c.red * 255).rounded())
        let g = Int((c.green * 255).rounded())
        let b = Int((c.blue * 255).rounded())
        switch colorMode {
        case .trueColor: return "\u{1B}[38;2;\(r);\(g);\(b)m\(text)\u{1B}[0m"
        case .palette256: return "\u{1B}[38;5;\(Self.paletteIndex(red: r, green: g, blue: b))m\(text)\u{1B}[0m"
        case .none: return text
        }
    }

    /// The nearest xterm 256-colour index: the 6×6×6 cube or the 24-step gray ramp, whichever is closer.
    static func paletteIndex(red: Int, green: Int, blue: Int) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ v: Int) -> Int {
            var best = 0
            for (i, level) in levels.enumerated() where abs(level - v) < abs(levels[best] - v) { best = i }
            return best
        }
        let (ri, gi, bi) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeError = sq(levels[ri] - red) + sq(levels[gi] - green) + sq(levels[bi] - blue)
        let average = (red + green + blue) / 3
        let grayStep = min(max((average - 8 + 5) / 10, 0), 23)
        let gray = 8 + 10 * grayStep
        let grayError = sq(gray - red) + sq(gray - green) + sq(gray - blue)
        return grayError < cubeError ? 232 + grayStep : cube
    }

    static func sq(_ v: Int) -> Int { v * v }
}
