// Stub of Apple's Accessibility module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's iOS 18.4 SDK signatures and availability; see UIKit.swift's header).
// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@_exported import Foundation

/// https://developer.apple.com/documentation/accessibility/accessibilitynotification
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
    /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement
    public struct Announcement {
        public init(_ announcement: String) { fatalError() }
        public init(_ announcement: NSAttributedString) { fatalError() }
        /// https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()
        public func post() { fatalError() }
    }
}
