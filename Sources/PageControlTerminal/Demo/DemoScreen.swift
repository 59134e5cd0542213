/// Turns screens into terminal output, redrawing only the lines that changed.
package struct DemoScreen: Sendable {
    var previous: [String] = []

    /// Creates a screen with nothing drawn yet.
    package init() {}

    /// The escape sequences that bring the terminal from the last frame to `lines`: each changed line is
    /// written at its row and cleared to its end. The first frame clears the screen.
    package mutating func update(to lines: [String]) -> String {
        var out = previous.isEmpty ? "\u{1B}[2J" : ""
        for (index, line) in lines.enumerated() where index >= previous.count || previous[index] != line {
            out += "\u{1B}[\(index + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        if lines.count < previous.count {
            for index in lines.count..<previous.count { out += "\u{1B}[\(index + 1);1H\u{1B}[K" }
        }
        previous = lines
        return out
    }

    /// Forgets the last frame, so the next update redraws everything (after a resize).
    package mutating func invalidate() { previous = [] }
}
