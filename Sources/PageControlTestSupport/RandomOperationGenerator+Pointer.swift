import PageControlCore

/// Pointer input: points for taps and scrubs, aimed at the dots, and fling velocities.
extension RandomOperationGenerator {
    /// A velocity for the end of a scrub: at rest, a random fling up to 3,000 points per second, or edge
    /// values.
    mutating func velocity() -> Point {
        switch roll(6) {
        case 0..<2: return .zero
        case 2..<5:
            return Point(
                x: Double.random(in: -3000...3000, using: &random), y: Double.random(in: -3000...3000, using: &random))
        default: return Point(x: interesting(or: 900), y: interesting(or: -900))
        }
    }

    /// A point on, near or between the dots, past the row's ends, anywhere in the bounds, or absurd.
    @MainActor
    mutating func tapPoint(_ control: PageControl) -> Point {
        let layout = control.layout
        switch roll(10) {
        case 0..<5 where !layout.isEmpty:
            let frame = layout[roll(layout.count)].frame
            return Point(
                x: frame.midX + Double.random(in: -12...12, using: &random),
                y: frame.midY + Double.random(in: -12...12, using: &random))
        case 5..<7:
            let region = control.hitTesting.region
            guard region.isFinite else { return Point(x: 0, y: 0) }
            return Point(
                x: region.minX + Double.random(in: -0.1...1.1, using: &random) * region.width,
                y: region.minY + Double.random(in: -0.1...1.1, using: &random) * region.height)
        case 7..<9:
            let b = control.bounds
            guard b.isFinite else { return Point(x: 160, y: 18) }
            return Point(
                x: b.minX + Double.random(in: -0.2...1.2, using: &random) * b.width,
                y: b.minY + Double.random(in: -0.2...1.2, using: &random) * b.height)
        default:
            return Point(x: interesting(or: Double.random(in: -1000...1000, using: &random)), y: interesting(or: 18))
        }
    }

    /// A point for a scrub: on a dot, or along the row up to five pitches past either end (to jog).
    @MainActor
    mutating func scrubPoint(_ control: PageControl) -> Point {
        let layout = control.layout
        guard !layout.isEmpty, roll(8) != 0 else { return tapPoint(control) }
        let first = layout[0].frame
        let last = layout[layout.count - 1].frame
        let pitch = max(layout.metrics.pitch, 1)
        let t = Double.random(in: -0.3...1.3, using: &random)
        let vertical = layout.direction.isVertical
        let from = vertical ? first.midY : first.midX
        let to = vertical ? last.midY : last.midX
        var along = from + (to - from) * t
        if roll(4) == 0 { along += Double.random(in: -5...5, using: &random) * pitch }
        let across = (vertical ? first.midX : first.midY) + Double.random(in: -10...10, using: &random)
        return vertical ? Point(x: across, y: along) : Point(x: along, y: across)
    }
}
