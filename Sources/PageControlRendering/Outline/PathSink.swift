import PageControlCore

/// Something that receives an outline as move, line, curve and close calls: a rasteriser's path, a cairo
/// context, a `CGMutablePath`, a SwiftUI `Path`.
///
/// ``OutlineBuilder`` turns every display-list primitive into these calls, so a renderer that draws
/// outlines only implements these four methods and fills what it receives with the non-zero winding rule.
/// Quadratic curves arrive as the equivalent cubic ones.
///
/// ```swift
/// struct PointCounter: PathSink {
///     var count = 0
///     mutating func move(to point: Point) { count += 1 }
///     mutating func line(to point: Point) { count += 1 }
///     mutating func curve(to point: Point, control1: Point, control2: Point) { count += 1 }
///     mutating func close() {}
/// }
/// ```
public protocol PathSink {
    /// Starts a new subpath at `point`.
    mutating func move(to point: Point)
    /// A straight line from the current point to `point`.
    mutating func line(to point: Point)
    /// A cubic Bézier curve from the current point to `point`.
    mutating func curve(to point: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line back to its start.
    mutating func close()
}
