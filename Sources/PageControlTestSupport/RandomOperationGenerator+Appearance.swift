import PageControlCore

/// Overflow styles, colours and shapes, with edge values in their parameters.
extension RandomOperationGenerator {
    /// An overflow style: dots, a label or both, with a threshold of 0 to 39 or an edge value.
    mutating func overflowStyle() -> OverflowStyle {
        let threshold = roll(4) == 0 ? pick([0, -1, Int.min, Int.max]) : roll(40)
        switch roll(3) {
        case 0: return .dots
        case 1: return .label(threshold: threshold)
        default: return .dotsAndLabel(threshold: threshold)
        }
    }

    /// A tint: nil one time in four, else components in 0…1 that are sometimes edge values of `Double`.
    mutating func color() -> Color? {
        guard roll(4) != 0 else { return nil }
        return Color(
            red: interesting(or: Double.random(in: 0...1, using: &random)),
            green: interesting(or: Double.random(in: 0...1, using: &random)),
            blue: interesting(or: Double.random(in: 0...1, using: &random)),
            alpha: interesting(or: Double.random(in: 0...1, using: &random)))
    }

    /// A shape for the dots: nil, a built-in shape (with edge values in its parameters) or a path.
    mutating func shape() -> IndicatorShape? {
        switch roll(7) {
        case 0: return nil
        case 1: return .circle
        case 2: return .capsule
        case 3: return .roundedRectangle(cornerRadius: interesting(or: Double.random(in: 0...10, using: &random)))
        case 4: return .ring(lineWidth: interesting(or: Double.random(in: 0...5, using: &random)))
        case 5: return .path(.star)
        default:
            return .path(
                VectorPath().move(to: Point(x: interesting(or: 0.5), y: 0)).line(to: Point(x: 1, y: 1)).close())
        }
    }
}
