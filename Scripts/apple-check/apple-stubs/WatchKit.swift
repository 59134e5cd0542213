// Stub of Apple's WatchKit module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's watchOS 11.4 SDK
// signatures and availability; see UIKit.swift's header). Built for watchOS passes only: our code imports it only
// under `#if os(watchOS)`. Only what the adapters use is declared; bodies trap.
// https://developer.apple.com/documentation/watchkit
@_exported import Foundation

/// https://developer.apple.com/documentation/watchkit/wkhaptictype
@available(watchOS 2.0, *)
public enum WKHapticType: Int, @unchecked Sendable {
    case notification = 0
    case directionUp = 1
    case directionDown = 2
    case success = 3
    case failure = 4
    case retry = 5
    case start = 6
    case stop = 7
    /// https://developer.apple.com/documentation/watchkit/wkhaptictype/click
    case click = 8
}

/// https://developer.apple.com/documentation/watchkit/wkinterfacedevice
@available(watchOS 2.0, *)
@MainActor open class WKInterfaceDevice: NSObject {
    /// https://developer.apple.com/documentation/watchkit/wkinterfacedevice/current()
    open class func current() -> WKInterfaceDevice { fatalError() }
    /// https://developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)
    open func play(_ type: WKHapticType) { fatalError() }
}
