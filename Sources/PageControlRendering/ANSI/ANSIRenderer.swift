import PageControlCore

/// Renders a display list as terminal cells: ● for the current page and ○ for the others by default,
/// coloured with 24-bit or 256-colour escapes, or plain when colour is off.
///
/// Horizontal rows become one line, a dot per cell with one space between dots, in on-screen order (so a
/// right-to-left row reads from the right). Vertical rows become a column, one dot per line. Dots shrunk at
/// a scrolled end use ``smallGlyph``. With a timer, the current dot becomes a pill of ``pillCells`` cells
/// that fill with ``pillFilledGlyph`` as the time passes.
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
    /// The number of cells of the timer pill. The default is 3; values below 1 become 1.
    public var pillCells: Int
    /// How colours are written. The default is `.trueColor`.
    public var colorMode: ColorMode
    /// The colour translucent dots are composited over. The default is black.
    public var terminalBackground: Color

    /// Creates an ANSI renderer.
    public init(
        currentGlyph: Character = "●", glyph: Character = "○", smallGlyph: Character = "·",
        pillFilledGlyph: Character = "━", pillEmptyGlyph: Character = "─", pillCells: Int = 3,
        colorMode: ColorMode = .trueColor, terminalBackground: Color = .black
    ) {
        self.currentGlyph = currentGlyph
        self.glyph = glyph
        self.smallGlyph = smallGlyph
        self.pillFilledGlyph = pillFilledGlyph
        self.pillEmptyGlyph = pillEmptyGlyph
        self.pillCells = max(1, pillCells)
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

    /// The rendered cells and their width.
    public struct Output: Sendable, Hashable {
        /// The text with escapes; lines are separated by "\n" for vertical rows.
        public var text: String
        /// The width in terminal cells (escapes not counted).
        public var width: Int
        /// The number of lines.
        public var height: Int
    }

    /// Renders the dots of a display list (the platter is not drawn in a terminal).
    ///
    /// - Complexity: O(visible dots).
    public func render(_ list: DisplayList) -> Output {
        var cells: [(text: String, color: Color?)] = []
        for primitive in list where primitive.role == .indicator {
            cells.append(cell(for: primitive, in: list))
        }
        let direction = list.layout.direction
        if direction == .rightToLeft || direction == .bottomToTop { cells.reverse() }
        let vertical = direction.isVertical
        if let label = list.label {
            let cell = (text: label.text, color: Optional(list.currentColor))
            if direction == .rightToLeft { cells.insert(cell, at: 0) } else { cells.append(cell) }
        }
        var text = ""
        var width = 0
        for (i, cell) in cells.enumerated() {
            if i > 0 {
                text += vertical ? "\n" : " "
                if !vertical { width += 1 }
            }
            text += colored(cell.text, cell.color)
            width = vertical ? max(width, cell.text.count) : width + cell.text.count
        }
        return Output(text: text, width: width, height: vertical ? cells.count : (cells.isEmpty ? 0 : 1))
    }

    /// Renders a control as it is now.
    @MainActor
    public func render(_ control: PageControl) -> Output { render(DisplayList(control)) }

    func cell(for p: DisplayPrimitive, in list: DisplayList) -> (text: String, color: Color?) {
        if let progress = list.progress, p.page == list.currentPage {
            let filled = Int((progress * Double(pillCells)).rounded(.down))
            let text =
                String(repeating: pillFilledGlyph, count: filled)
                + String(repeating: pillEmptyGlyph, count: pillCells - filled)
            return (text, list.currentColor)
        }
        let scale = list.layout.indicator(forPage: p.page ?? 0)?.scale ?? 1
        let glyph = scale < 0.5 ? smallGlyph : (p.isCurrent ? currentGlyph : self.glyph)
        return (String(glyph), p.color)
    }

    /// Wraps text in the colour escape for the mode, and a reset.
    func colored(_ text: String, _ color: Color?) -> String {
        guard let color, colorMode != .none else { return text }
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
