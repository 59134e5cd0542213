import PageControlCore

// Dots that carry content stand in slots (a glyph, room for a badge): where each slot and glyph goes, and how a
// badge is written beside it.
extension ANSIRenderer {
    /// Whether a list's dots stand in slots (``CellGrid/slotCells`` wide, with room for badges): dots in a
    /// horizontal row that carry content.
    static func usesSlots(_ list: DisplayList) -> Bool {
        list.frame.contents != nil && !list.layout.direction.isVertical && list.layout.presentation == .dots
    }

    /// The column the renderer writes a page's indicator in on `grid`: the dot's glyph in its slot, or the
    /// middle cell of the cells its shape covers (the left one of an even run); nil when the page is not in
    /// view. A host places what belongs to a dot (the scrub preview above it) by this column.
    package static func column(ofPage page: Int, in list: DisplayList, grid: CellGrid) -> Int? {
        guard let frame = list.layout.indicator(forPage: page)?.frame else { return nil }
        if usesSlots(list) { return glyphColumn(inSlotOf: frame, grid: grid) }
        let span = grid.cells(covering: frame)
        return span.column + (span.columns - 1) / 2
    }

    /// The column of a dot's glyph in its slot: the slot's first cell, or the middle one of three or more.
    static func glyphColumn(inSlotOf frame: Rect, grid: CellGrid) -> Int {
        grid.slotColumn(centeredAt: Point(x: frame.midX, y: frame.midY)) + (grid.slotCells - 1) / 2
    }

    /// A dot's slot: its first column, and the first and last columns of what is written in it (the dot's
    /// glyph, or its text).
    struct Slot {
        var column: Int
        var first: Int
        var last: Int
    }

    /// A dot in its slot: one glyph, in the slot's first cell (the middle one of three or more); its slot is
    /// remembered for its page.
    func paintSlot(
        _ primitive: DisplayPrimitive, shrunkBelow small: Double, grid: CellGrid, slots: inout [Int: Slot],
        into cells: inout [Cell]
    ) {
        let frame = primitive.frame
        let column = grid.slotColumn(centeredAt: Point(x: frame.midX, y: frame.midY))
        let line = grid.cell(at: Point(x: frame.midX, y: frame.midY)).line
        let dot = Self.glyphColumn(inSlotOf: frame, grid: grid)
        if let page = primitive.page { slots[page] = Slot(column: column, first: dot, last: dot) }
        let glyph: Character =
            Swift.min(frame.width, frame.height) < small ? smallGlyph : primitive.isCurrent ? currentGlyph : self.glyph
        cells.append(Cell(column: dot, line: line, glyph: glyph, color: primitive.paint))
    }

    /// A dot's number or text centred in its slot (the left cell of two for one character), over the dot's
    /// glyph, in `color`; false when the page has no slot (it is drawn where its geometry is instead).
    func paintInSlot(
        _ primitive: DisplayPrimitive, color: Color, grid: CellGrid, slots: inout [Int: Slot],
        into cells: inout [Cell]
    ) -> Bool {
        guard case .text(let text) = primitive.geometry, let page = primitive.page, var slot = slots[page] else {
            return false
        }
        let characters = Array(text.string)
        let line = grid.cell(at: Point(x: primitive.frame.midX, y: primitive.frame.midY)).line
        // Blank the dot's glyph, then the text from the cell that centres it.
        for cell in slot.first...slot.last { cells.append(Cell(column: cell, line: line, glyph: " ", color: color)) }
        slot.first = slot.column + Swift.max(grid.slotCells - characters.count, 0) / 2
        slot.last = slot.first + Swift.max(characters.count, 1) - 1
        for (offset, character) in characters.enumerated() {
            cells.append(Cell(column: slot.first + offset, line: line, glyph: character, color: color))
        }
        slots[page] = slot
        return true
    }

    /// A badge in the cells after its dot, on the dot's line (before it in a right-to-left row, whose badge
    /// is on the leading corner): its disc as ``badgeGlyph``, its count over it in superscript digits ("●²",
    /// "●⁹⁹⁺"), both in `color` faded as the primitive is. With slots, the cells right after what the dot's
    /// slot shows.
    func paintBadge(
        _ primitive: DisplayPrimitive, color: Color, row: Row, grid: CellGrid, slots: [Int: Slot],
        into cells: inout [Cell]
    ) {
        let frame = primitive.frame
        let reversed = row.direction == .rightToLeft
        let y = row.direction.isVertical ? frame.midY : row.middle.y
        var dot = grid.cell(at: Point(x: reversed ? frame.maxX : frame.minX, y: y))
        // With slots, the last cell written in the dot's slot (the first, right to left) stands for the dot.
        if let page = primitive.page, let slot = slots[page] { dot.column = reversed ? slot.first : slot.last }
        var recoloured = primitive
        recoloured.color = color
        let color = recoloured.paint
        guard case .text(let text) = primitive.geometry else {
            let column = reversed ? dot.column - 1 : dot.column + 1
            cells.append(Cell(column: column, line: dot.line, glyph: badgeGlyph, color: color))
            return
        }
        let glyphs = text.string.map(Self.superscript)
        let first = reversed ? dot.column - glyphs.count : dot.column + 1
        for (offset, glyph) in glyphs.enumerated() {
            cells.append(Cell(column: first + offset, line: dot.line, glyph: glyph, color: color))
        }
    }

    /// The superscript form of a digit of any script or of "+", else the character itself.
    static func superscript(_ character: Character) -> Character {
        let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        if character == "+" { return "⁺" }
        if let digit = character.wholeNumberValue, (0...9).contains(digit) { return superscripts[digit] }
        return character
    }
}
