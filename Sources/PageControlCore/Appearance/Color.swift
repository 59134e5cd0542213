/// An sRGB colour with straight (not premultiplied) alpha.
///
/// Every component is a `Double` from 0 to 1. Values outside that range are clamped, and NaN
/// becomes 0, so a colour built from any numbers is always drawable.
///
/// ```swift
/// let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
/// let gray = Color(white: 0.5)
/// ```
public struct Color: Sendable, Hashable {
    /// The red component, 0…1.
    public let red: Double
    /// The green component, 0…1.
    public let green: Double
    /// The blue component, 0…1.
    public let blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    public let alpha: Double

    /// Creates a colour from sRGB components.
    ///
    /// - Parameters:
    ///   - red: Red, 0…1. Values outside the range are clamped; NaN becomes 0.
    ///   - green: Green, 0…1, clamped the same way.
    ///   - blue: Blue, 0…1, clamped the same way.
    ///   - alpha: Opacity, 0…1, clamped the same way. The default is 1 (opaque).
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.unit(red)
        self.green = Color.unit(green)
        self.blue = Color.unit(blue)
        self.alpha = Color.unit(alpha)
    }

    /// Creates a gray colour.
    ///
    /// - Parameters:
    ///   - white: Brightness, 0 (black) … 1 (white); clamped, NaN becomes 0.
    ///   - alpha: Opacity, 0…1; clamped. The default is 1 (opaque).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Clamps a component to 0…1; NaN becomes 0.
    #if hasFeature(Embedded)
        @inline(never)  // one copy for its callers in the web module only (Guides/Web.md)
    #endif
    @inlinable static func unit(_ value: Double) -> Double {
        guard value == value else { return 0 }
        return min(max(value, 0), 1)
    }
}

extension Color {
    /// Opaque white, the default colour of the current page's dot.
    public static let white = Color(white: 1)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// Translucent gray (50 % white at 50 % opacity), the default colour of the other pages' dots,
    /// as Apple's guide describes it ("translucent gray for the other page dots").
    public static let translucentGray = Color(white: 0.5, alpha: 0.5)
    /// Light gray (two thirds white), the other-page colour of the custom control in seed 004.
    public static let lightGray = Color(white: 2.0 / 3.0)
}
