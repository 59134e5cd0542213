/// A location in a two-dimensional coordinate space, in points.
///
/// The core's coordinates follow UIKit: x grows to the right and y grows downwards.
public struct Point: Sendable, Hashable {
    /// The horizontal coordinate. The default is 0.
    public var x: Double
    /// The vertical coordinate. The default is 0.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate. Any value is stored as given, including NaN.
    ///   - y: The vertical coordinate. Any value is stored as given, including NaN.
    @inlinable public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point()
}
