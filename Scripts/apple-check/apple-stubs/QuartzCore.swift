// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Stub of Apple's QuartzCore (Core Animation) module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's iOS 18.4 SDK signatures and availability; see UIKit.swift's header).
// https://developer.apple.com/documentation/quartzcore (not on watchOS: the check builds no QuartzCore there)
@_exported import CoreGraphics
@_exported import Foundation

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink (Sendable explicitly unavailable; on
/// macOS from 14, made by a view or screen)
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    /// The link retains `target` and sends it `sel` with the link as the only argument.
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    open func invalidate() { fatalError() }
    open var timestamp: CFTimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, tvOS 10.0, *)
    open var targetTimestamp: CFTimeInterval { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }
