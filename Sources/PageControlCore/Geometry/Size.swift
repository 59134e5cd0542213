/// A width and a height, in points.
public struct Size: Sendable, Hashable {
    /// The width. The default is 0.
    public var width: Double
    /// The height. The default is 0.
    public var height: Double

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width. Any value is stored as given; layout treats negative and NaN widths as 0.
    ///   - height: The height. Any value is stored as given; layout treats negative and NaN heights as 0.
    @inlinable public init(width: Double = 0, height: Double = 0) {
        self.width = width
        self.height = height
    }

    /// A size of zero width and height.
    public static let zero = Size()
}
