// Stub of Apple's ObjectiveC module for Scripts/apple-check/apple-check.py. Declarations copy the documented
// signatures of the iOS 17 SDK; bodies trap. Only what the adapters (directly or through the other stubs)
// use is declared. https://developer.apple.com/documentation/objectivec/nsobject-swift.class

/// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@objc public protocol NSObjectProtocol {
    func isEqual(_ object: Any?) -> Bool
    var hash: Int { get }
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    func responds(to aSelector: Selector!) -> Bool
}

/// The root class. Declared here, in a module named `ObjectiveC`, so that the compiler treats it as the
/// real `NSObject` (a nonisolated superclass that `@MainActor` subclasses such as `UIView` may have).
@objc open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
    public init() {}
    open func isEqual(_ object: Any?) -> Bool { fatalError() }
    open var hash: Int { fatalError() }
    open var description: String { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:)
    open func forwardingTarget(for aSelector: Selector!) -> Any? { fatalError() }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/selector
@frozen public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral {
    /// The selector's pointer, as the SDK's overlay stores it; SILGen needs the stored layout to pass a selector.
    var ptr: OpaquePointer
    public init(_ str: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

/// https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: Sendable, ExpressibleByBooleanLiteral {
    /// The stored boolean, as the SDK's overlay stores it on arm64.
    var _value: Bool
    public init(_ value: Bool) { fatalError() }
    public init(booleanLiteral value: Bool) { fatalError() }
    public var boolValue: Bool { fatalError() }
}

/// The bridging functions the compiler calls when it lowers an `@objc` entry point that takes or returns a `Bool`
/// (the ObjectiveC overlay declares them; without them SILGen stops with "unable to set up the ObjC bridge").
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
/// The reverse of ``_convertBoolToObjCBool(_:)``.
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }
