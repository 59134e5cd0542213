// Stub of Apple's CoreGraphics module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's iOS 18.4 SDK signatures and availability; see UIKit.swift's header).
// https://developer.apple.com/documentation/coregraphics
@_exported import CoreFoundation

/// https://developer.apple.com/documentation/coregraphics/cgpathfillrule
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public class CGColor: Hashable, @unchecked Sendable {
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
    init() {}
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    public init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) { fatalError() }
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    public var isEmpty: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgmutablepath
public class CGMutablePath: CGPath {
    public override init() { fatalError() }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { fatalError() }
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) { fatalError() }
    public func closeSubpath() { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgcontext
public class CGContext {
    public func saveGState() { fatalError() }
    public func restoreGState() { fatalError() }
    public func addPath(_ path: CGPath) { fatalError() }
    public func setFillColor(_ color: CGColor) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)
    public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }
    public var textMatrix: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    public var textPosition: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
}
