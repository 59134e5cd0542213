// Stub of Apple's Foundation module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's iOS 18.4 SDK signatures and availability; see UIKit.swift's header). It replaces
// swift-corelibs-foundation in the harness, whose NSObject is a plain Swift class and which has neither
// selector-based notifications nor key-value observing. https://developer.apple.com/documentation/foundation
@_exported import CoreFoundation
@_exported import ObjectiveC

public typealias TimeInterval = Double

/// https://developer.apple.com/documentation/foundation/date
public struct Date: Hashable, Comparable, Sendable {
    public init() { fatalError() }
    public init(timeIntervalSinceReferenceDate ti: TimeInterval) { fatalError() }
    public var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
    public static func < (lhs: Date, rhs: Date) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nsstringfromselector(_:)
public func NSStringFromSelector(_ aSelector: Selector) -> String { fatalError() }

/// https://developer.apple.com/documentation/foundation/locale
public struct Locale: Hashable, Sendable {
    public init(identifier: String) { fatalError() }
    public var identifier: String { fatalError() }
    public static var current: Locale { fatalError() }
}

/// Present so that PageControlDesignSystem's `load(contentsOf: URL)` and `init(jsonData: Data)` resolve.
public struct URL: Hashable, Sendable {}

/// https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Hashable, Sendable {}
/// https://developer.apple.com/documentation/foundation/data: a collection of bytes, built from any sequence of
/// them (PageControlTesting writes snapshot files with it). The real type is also mutable and range-replaceable.
public struct Data: Hashable, Sendable, RandomAccessCollection {
    public typealias Index = Int
    public typealias Element = UInt8
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/foundation/data/init(_:)-1ajtw
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> UInt8 { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/fileattributekey
public struct FileAttributeKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/foundation/filemanager: the path-based calls PageControlTesting
/// uses to read and write snapshot files.
open class FileManager: NSObject, @unchecked Sendable {
    open class var `default`: FileManager { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/fileexists(atpath:)
    open func fileExists(atPath path: String) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/contents(atpath:)
    open func contents(atPath path: String) -> Data? { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/createfile(atpath:contents:attributes:)
    open func createFile(atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil)
        -> Bool
    { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/createdirectory(atpath:withintermediatedirectories:attributes:)
    open func createDirectory(
        atPath path: String, withIntermediateDirectories createIntermediates: Bool,
        attributes: [FileAttributeKey: Any]? = nil
    ) throws { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/removeitem(atpath:)
    open func removeItem(atPath path: String) throws { fatalError() }
    /// https://developer.apple.com/documentation/foundation/filemanager/moveitem(atpath:topath:)
    open func moveItem(atPath srcPath: String, toPath dstPath: String) throws { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/processinfo
open class ProcessInfo: NSObject, @unchecked Sendable {
    open class var processInfo: ProcessInfo { fatalError() }
    /// https://developer.apple.com/documentation/foundation/processinfo/environment
    open var environment: [String: String] { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { fatalError() }
    /// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations
    open var preferredLocalizations: [String] { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nscoder
open class NSCoder: NSObject {}

/// https://developer.apple.com/documentation/foundation/nsstring
open class NSString: CFString {}
/// https://developer.apple.com/documentation/foundation/nsdictionary
open class NSDictionary: CFDictionary {}
/// https://developer.apple.com/documentation/foundation/nsarray
open class NSArray: NSObject {}
/// https://developer.apple.com/documentation/foundation/nsvalue
open class NSValue: NSObject {}
/// https://developer.apple.com/documentation/foundation/nsattributedstring
open class NSAttributedString: CFAttributedString {}

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] { fatalError() }
}

/// Not in the SDK: makes CGPoint representable in Objective-C, as the C struct it is there, so that the UIKit
/// stub can declare `@objc dynamic var contentOffset: CGPoint` (which key-value observing requires).
extension CGPoint: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { fatalError() }
}

/// Not in the SDK: the same for CGSize (`@objc dynamic var contentSize: CGSize`).
extension CGSize: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { fatalError() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?) {
        fatalError()
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout [Key: Value]?)
        -> Bool
    { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value] {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/foundation/nsnotification
open class NSNotification: NSObject {
    /// https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/foundation/notification
public struct Notification: Hashable, Sendable {
    public typealias Name = NSNotification.Name
    public var name: Notification.Name
}

/// https://developer.apple.com/documentation/foundation/notificationcenter
open class NotificationCenter: NSObject, @unchecked Sendable {
    open class var `default`: NotificationCenter { fatalError() }
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
    open func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
    open class var main: RunLoop { fatalError() }
    @available(*, noasync)
    open class var current: RunLoop { fatalError() }
    /// https://developer.apple.com/documentation/foundation/runloop/mode
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let common = Mode("kCFRunLoopCommonModes")
        public static let `default` = Mode("kCFRunLoopDefaultMode")
    }
}

// MARK: Key-value observing

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
    public var newValue: Value? { fatalError() }
    public var oldValue: Value? { fatalError() }
}

/// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    public func invalidate() { fatalError() }
}

/// The protocol through which `NSObject` gets `observe(_:options:changeHandler:)`, as in Apple's overlay.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
    /// The change handler is `@Sendable` in current SDKs (it runs on whichever thread changes the value).
    @preconcurrency
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError() }
}
