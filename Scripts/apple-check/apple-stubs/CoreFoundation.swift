// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Stub of Apple's CoreFoundation module for Scripts/apple-check/apple-check.py: `CGFloat` (a real floating-point
// type, so that SE-0307's implicit Double <-> CGFloat conversion behaves as on Apple platforms, which the
// compiler allows for a `CGFloat` declared in a module named CoreFoundation), the geometry structures Apple
// documents under Core Foundation, and the few CF types the Core Graphics renderer uses.
// https://developer.apple.com/documentation/corefoundation/cgfloat
@_exported import ObjectiveC

public typealias CFTimeInterval = Double
public typealias CFIndex = Int
public typealias CFOptionFlags = UInt

/// https://developer.apple.com/documentation/corefoundation/cgfloat
@frozen public struct CGFloat: Sendable {
    public typealias NativeType = Double
    public var native: Double
    @_transparent public init() { native = 0 }
    @_transparent public init(_ value: Double) { native = value }
    @_transparent public init(_ value: Float) { native = Double(value) }
    @_transparent public init(_ value: CGFloat) { native = value.native }
    @_transparent public init(_ value: Int) { native = Double(value) }
}

extension Double {
    @_transparent public init(_ value: CGFloat) { self = value.native }
}

extension Float {
    @_transparent public init(_ value: CGFloat) { self = Float(value.native) }
}

extension Int {
    @_transparent public init(_ value: CGFloat) { self = Int(value.native) }
}

extension CGFloat: BinaryFloatingPoint {
    public typealias RawSignificand = UInt64
    public typealias RawExponent = UInt
    public typealias Exponent = Int
    public typealias Magnitude = CGFloat
    public typealias Stride = CGFloat
    public static var exponentBitCount: Int { Double.exponentBitCount }
    public static var significandBitCount: Int { Double.significandBitCount }
    public var sign: FloatingPointSign { native.sign }
    public var exponentBitPattern: UInt { native.exponentBitPattern }
    public var significandBitPattern: UInt64 { native.significandBitPattern }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
        native = Double(
            sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern)
    }
    #if arch(x86_64) || arch(i386)
        public init(_ value: Float80) { native = Double(value) }
    #endif
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    public init?<Source: BinaryInteger>(exactly value: Source) {
        guard let double = Double(exactly: value) else { return nil }
        native = double
    }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
        native = Double(sign: sign, exponent: exponent, significand: significand.native)
    }
    public init(signOf: CGFloat, magnitudeOf: CGFloat) {
        native = Double(signOf: signOf.native, magnitudeOf: magnitudeOf.native)
    }
    public var exponent: Int { native.exponent }
    public var significand: CGFloat { CGFloat(native.significand) }
    public var binade: CGFloat { CGFloat(native.binade) }
    public var significandWidth: Int { native.significandWidth }
    public var magnitude: CGFloat { CGFloat(native.magnitude) }
    public var ulp: CGFloat { CGFloat(native.ulp) }
    public var nextUp: CGFloat { CGFloat(native.nextUp) }
    public static var nan: CGFloat { CGFloat(Double.nan) }
    public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
    public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
    public static var pi: CGFloat { CGFloat(Double.pi) }
    public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
    public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
    public var isNormal: Bool { native.isNormal }
    public var isFinite: Bool { native.isFinite }
    public var isZero: Bool { native.isZero }
    public var isSubnormal: Bool { native.isSubnormal }
    public var isInfinite: Bool { native.isInfinite }
    public var isNaN: Bool { native.isNaN }
    public var isSignalingNaN: Bool { native.isSignalingNaN }
    public var isCanonical: Bool { native.isCanonical }
    public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
    public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) {
        native.formTruncatingRemainder(dividingBy: other.native)
    }
    public mutating func formSquareRoot() { native.formSquareRoot() }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
    public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
    public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool {
        native.isTotallyOrdered(belowOrEqualTo: other.native)
    }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
    public mutating func negate() { native.negate() }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public func distance(to other: CGFloat) -> CGFloat { CGFloat(other.native - native) }
    public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native + amount.native) }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
    public static func == (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native == rhs.native }
    public func hash(into hasher: inout Hasher) { hasher.combine(native) }
}

extension CGFloat: CustomStringConvertible {
    public var description: String { native.description }
}

/// https://developer.apple.com/documentation/corefoundation/cgpoint
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { fatalError() }
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
    public init(x: Int, y: Int) { fatalError() }
    public static var zero: CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgsize
public struct CGSize: Hashable, Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public init() { fatalError() }
    public init(width: CGFloat, height: CGFloat) { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
    public init(width: Int, height: Int) { fatalError() }
    public static var zero: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgrect
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init() { fatalError() }
    public init(origin: CGPoint, size: CGSize) { fatalError() }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError() }
    public static var zero: CGRect { fatalError() }
    public var width: CGFloat { fatalError() }
    public var height: CGFloat { fatalError() }
    public var midX: CGFloat { fatalError() }
    public var minX: CGFloat { fatalError() }
    public var minY: CGFloat { fatalError() }
    public var midY: CGFloat { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public func contains(_ point: CGPoint) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { fatalError() }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
    public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
    public static var identity: CGAffineTransform { fatalError() }
}

// Core Foundation objects. Toll-free bridging is modelled by making the Foundation stub's NSString and
// NSDictionary subclasses of these, so that `string as CFString` and `dictionary as CFDictionary` type-check
// through the Foundation stub's `_ObjectiveCBridgeable` conformances, as they do with the real SDK.

/// https://developer.apple.com/documentation/corefoundation/cfstring
open class CFString: NSObject {}
/// https://developer.apple.com/documentation/corefoundation/cfdictionary
open class CFDictionary: NSObject {}
/// https://developer.apple.com/documentation/corefoundation/cfattributedstring
open class CFAttributedString: NSObject {}
/// https://developer.apple.com/documentation/corefoundation/cfallocator
public final class CFAllocator {}

/// https://developer.apple.com/documentation/corefoundation/cfattributedstringcreate(_:_:_:)
public func CFAttributedStringCreate(
    _ alloc: CFAllocator!, _ str: CFString!, _ attributes: CFDictionary!
) -> CFAttributedString! { fatalError() }
