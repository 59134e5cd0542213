import PageControlCore

/// Lengths, bounds and metrics: mostly ordinary, sometimes empty, negative, huge or not finite.
extension RandomOperationGenerator {
    /// A length for sizes and metrics: mostly ordinary, sometimes 0, negative, huge or not finite.
    mutating func length() -> Double {
        switch roll(10) {
        case 0..<7: return Double.random(in: 0...60, using: &random)
        case 7: return -Double.random(in: 0...60, using: &random)
        default: return pick(Self.specialDoubles)
        }
    }

    /// Bounds for the control: usual horizontal and vertical rows, random rectangles, zero, negative, or built
    /// from edge values (kept within ±``largestFiniteLength`` while ``Exclusions/hugeGeometry`` is excluded).
    mutating func bounds() -> Rect {
        switch roll(12) {
        case 0..<4:
            let width = Double(pick([320, 375, 200, 100, 48, 1000]))
            return Rect(x: 0, y: 0, width: width, height: 37)
        case 4..<6:
            return Rect(x: 0, y: 0, width: 37, height: Double(pick([320, 200, 100, 1000])))
        case 6:
            return Rect(
                x: Double.random(in: -500...500, using: &random), y: Double.random(in: -500...500, using: &random),
                width: Double.random(in: 0...800, using: &random), height: Double.random(in: 0...800, using: &random))
        case 7: return .zero
        case 8: return Rect(x: 0, y: 0, width: -100, height: -37)
        default:
            return Rect(
                x: geometry(interesting(or: 0)), y: geometry(interesting(or: 0)),
                width: geometry(interesting(or: length())), height: geometry(interesting(or: length())))
        }
    }

    /// Metrics for the dots: nil (the defaults), ``IndicatorMetrics/classic``, ``IndicatorMetrics/modern``,
    /// ordinary random lengths, or ``metricLength()``s.
    mutating func metrics() -> IndicatorMetrics? {
        switch roll(10) {
        case 0..<3: return nil
        case 3: return .classic
        case 4: return .modern
        case 5..<8:
            return IndicatorMetrics(
                diameter: Double.random(in: 0...20, using: &random), spacing: Double.random(in: 0...20, using: &random),
                horizontalPadding: Double.random(in: 0...20, using: &random),
                verticalPadding: Double.random(in: 0...20, using: &random),
                minimumHeight: Double.random(in: 0...50, using: &random),
                currentIndicatorLength: roll(2) == 0 ? nil : Double.random(in: 0...40, using: &random))
        default:
            return IndicatorMetrics(
                diameter: metricLength(), spacing: metricLength(), horizontalPadding: metricLength(),
                verticalPadding: metricLength(), minimumHeight: metricLength(),
                currentIndicatorLength: roll(2) == 0 ? nil : metricLength())
        }
    }

    /// A ``length()`` that keeps within ±``largestFiniteLength`` while ``Exclusions/hugeGeometry`` is
    /// excluded.
    mutating func metricLength() -> Double {
        geometry(length())
    }

    /// `value`, brought within ±``largestFiniteLength`` when finite and ``Exclusions/hugeGeometry`` is
    /// excluded.
    func geometry(_ value: Double) -> Double {
        guard exclusions.contains(.hugeGeometry), value.isFinite else { return value }
        return min(max(value, -Self.largestFiniteLength), Self.largestFiniteLength)
    }
}
