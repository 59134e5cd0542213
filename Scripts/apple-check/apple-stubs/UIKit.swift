// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Stub of Apple's UIKit module for Scripts/apple-check/apple-check.py.
//
// Baseline: the Xcode 16.3 era, the iOS 18.4 SDK's headers (and tvOS 18.4's, visionOS 2.4's, watchOS 11.4's).
// Tools version 6.1 needs Xcode 16.3 (Swift 6.1), so these are the oldest headers the package is ever compiled
// against. What the iOS 26 SDK adds is in UIKit+26.swift; a declaration that changed in iOS 26 differs here under
// `#if compiler(>=6.2)` (the check decides it for each era). Declarations copy the headers' Swift signatures,
// actor isolation (NS_SWIFT_UI_ACTOR is @MainActor; UITraitCollection, UIPress, UIColor, UIFont and UIImage are
// not), Sendable (NS_SWIFT_SENDABLE), parameter defaults and availability on each platform: tvOS and visionOS
// as the headers say (clang carries iOS availability over to them unless a header says otherwise, so a plain
// iOS version is written for tvOS too where the header has no tvOS entry). Mac Catalyst is not checked. On
// watchOS UIKit has only colours, fonts, images and the drawing context; the rest is inside `#if !os(watchOS)`,
// as its headers are absent there. Bodies trap. Only what the adapters, the examples and the check's self-test
// use is declared; each declaration names the documentation page it was copied from.
// https://developer.apple.com/documentation/uikit
@_exported import CoreGraphics
@_exported import Foundation
#if !os(watchOS)
    @_exported import QuartzCore
#endif
@_exported import _UIKitStubC

// MARK: Colours, fonts, images and drawing (on every platform with UIKit, watchOS too)

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    public init(white: CGFloat, alpha: CGFloat) { fatalError() }
    open class var clear: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }
    open var cgColor: CGColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        public static let regular = Weight(rawValue: 0)
    }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
    @available(iOS 9.0, tvOS 9.0, *)
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
public func UIGraphicsGetCurrentContext() -> CGContext? { fatalError() }

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {}

#if !os(watchOS)

// MARK: Geometry and enumerations

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }
}

extension CGRect {
    /// UIKit's `UIEdgeInsetsInsetRect`. https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:)
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/<(_:_:) (iOS 11; the overlay's)
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { fatalError() }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// The overlay's conformance, from iOS 17 only. https://developer.apple.com/documentation/uikit/uicontentsizecategory
@available(iOS 17.0, tvOS 17.0, *)
extension UIContentSizeCategory: Comparable {}

// MARK: Accessibility

// UIAccessibilityTraits comes from C (include/UIKitStubC.h), as in the SDK, so that it is representable in
// Objective-C; UIKit's overlay makes it an option set.
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
extension UIAccessibilityTraits: OptionSet {}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
        public static let announcement = Notification(rawValue: 1008)
    }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
    @MainActor public static var isReduceTransparencyEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducetransparencystatusdidchangenotification
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning
    @MainActor public static var isVoiceOverRunning: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isswitchcontrolrunning
    @available(iOS 8.0, tvOS 9.0, *)
    @MainActor public static var isSwitchControlRunning: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification
    @available(iOS 11.0, tvOS 11.0, *)
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/switchcontrolstatusdidchangenotification
    @available(iOS 8.0, tvOS 9.0, *)
    public static let switchControlStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    @available(iOS 13.0, tvOS 13.0, *)
    public init(name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler) { fatalError() }
    public init(name: String, target: Any?, selector: Selector) { fatalError() }
    open var name: String {
        get { fatalError() }
        set { fatalError() }
    }
}

// The UIAccessibility informal protocols: declared on NSObject, main-actor isolated, overridable.
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
extension NSObject {
    @MainActor @objc open var isAccessibilityElement: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor @objc open var accessibilityLabel: String? {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor @objc open var accessibilityValue: String? {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor @objc open var accessibilityLanguage: String? {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor @objc open var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set { fatalError() }
    }
    @MainActor @objc open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { fatalError() }
        set { fatalError() }
    }
    // The UIAccessibilityContainer informal protocol.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @MainActor @objc open var accessibilityElements: [Any]? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @MainActor @objc open func accessibilityIncrement() { fatalError() }
    @MainActor @objc open func accessibilityDecrement() { fatalError() }
    @MainActor @objc open func accessibilityActivate() -> Bool { fatalError() }
    // The UIAccessibilityFocus informal protocol.
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidbecomefocused()
    @MainActor @objc open func accessibilityElementDidBecomeFocused() { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementdidlosefocus()
    @MainActor @objc open func accessibilityElementDidLoseFocus() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    @available(iOS 10.0, tvOS 10.0, *)
    open var accessibilityFrameInContainerSpace: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Traits

/// https://developer.apple.com/documentation/uikit/uitraitcollection (NS_SWIFT_SENDABLE, not NS_SWIFT_UI_ACTOR)
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    open var preferredContentSizeCategory: UIContentSizeCategory { fatalError() }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// https://developer.apple.com/documentation/uikit/uitraitdefinition-64c15
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// https://developer.apple.com/documentation/uikit/uitrait
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

/// https://developer.apple.com/documentation/uikit/uitraitpreferredcontentsizecategory
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// https://developer.apple.com/documentation/uikit/uitraitlayoutdirection
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// https://developer.apple.com/documentation/uikit/uitraitchangeregistration
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeRegistration: NSObjectProtocol {}

// MARK: Responders and views

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder
    open var canBecomeFirstResponder: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipressesevent
@MainActor open class UIPressesEvent: UIEvent {
}

/// https://developer.apple.com/documentation/uikit/uipress (no NS_SWIFT_UI_ACTOR: nonisolated)
open class UIPress: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipress/presstype (an NS_ENUM of NSInteger; one case)
    public enum PressType: Int, @unchecked Sendable {
        case playPause = 6
    }
    /// https://developer.apple.com/documentation/uikit/uipress/key
    @available(iOS 13.4, tvOS 13.4, *)
    open var key: UIKey? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipress/type
    open var type: UIPress.PressType { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikey
@available(iOS 13.4, tvOS 13.4, *)
@MainActor open class UIKey: NSObject {
    /// https://developer.apple.com/documentation/uikit/uikey/keycode
    open var keyCode: UIKeyboardHIDUsage { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uikey/modifierflags
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeymodifierflags
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/touchtype
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        /// iOS 13.4
        case indirectPointer = 3
    }
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/type
    open var type: UITouch.TouchType { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uikeyboardhidusage (an NS_ENUM of CFIndex; a few cases)
public enum UIKeyboardHIDUsage: Int, @unchecked Sendable {
    case keyboardSpacebar = 0x2C
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
}

/// https://developer.apple.com/documentation/uikit/uiappearance
@MainActor public protocol UIAppearance: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiappearance/appearance()
    static func appearance() -> Self
}

extension UIAppearance {
    public static func appearance() -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder, UIAppearance {
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
    }

    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/canbecomefocused
    open var canBecomeFocused: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/isfocused
    open var isFocused: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }

    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    open var isOpaque: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var contentMode: UIView.ContentMode {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    open var tintColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, *)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7irzk
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, tvOS 10.0, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var intrinsicContentSize: CGSize { fatalError() }
    open func invalidateIntrinsicContentSize() { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    open func setNeedsLayout() { fatalError() }
    open func layoutSubviews() { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func draw(_ rect: CGRect) { fatalError() }
    open func didMoveToWindow() { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set { fatalError() }
    }
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }

    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError() }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:action:)
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:target:action:)
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscreen: unavailable on visionOS. Declared for the check's
/// self-test (Scripts/apple-check/apple-check-selftest.py), which plants a use of `UIScreen.main`; our code uses no screen.
@available(visionOS, unavailable)
@MainActor open class UIScreen: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscreen/main: API_TO_BE_DEPRECATED in the iOS 18 SDK,
    /// deprecated in iOS and tvOS 26.
    #if compiler(>=6.2)
        @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use a UIScreen instance found through context")
        @available(tvOS, introduced: 9.0, deprecated: 26.0, message: "Use a UIScreen instance found through context")
        open class var main: UIScreen { fatalError() }
    #else
        open class var main: UIScreen { fatalError() }
    #endif
    /// https://developer.apple.com/documentation/uikit/uiscreen/scale
    open var scale: CGFloat { fatalError() }
}

// MARK: Auto Layout

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    open var topAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var bottomAnchor: NSLayoutYAxisAnchor { fatalError() }
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var centerXAnchor: NSLayoutXAxisAnchor { fatalError() }
    open var widthAnchor: NSLayoutDimension { fatalError() }
    open var heightAnchor: NSLayoutDimension { fatalError() }
}

// MARK: Controls

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// NS_UNAVAILABLE in UIAction.h: make an action with its handler.
    @available(*, unavailable)
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 13.0, tvOS 14.0, *)
    @preconcurrency
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/continuetracking(_:with:)
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)
    open func cancelTracking(with event: UIEvent?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
    }
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    @available(iOS 14.0, tvOS 14.0, *)
    @preconcurrency
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiswitch (iOS, Mac Catalyst and visionOS: not tvOS)
@available(tvOS, unavailable)
@MainActor open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uipagecontrol
@MainActor open class UIPageControl: UIControl {
    open var numberOfPages: Int {
        get { fatalError() }
        set { fatalError() }
    }
    open var currentPage: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uipagecontrol/pageindicatortintcolor
    open var pageIndicatorTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uipagecontrol/currentpageindicatortintcolor
    open var currentPageIndicatorTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    open var text: String? {
        get { fatalError() }
        set { fatalError() }
    }
    open var font: UIFont! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textColor: UIColor! {
        get { fatalError() }
        set { fatalError() }
    }
    open var textAlignment: NSTextAlignment {
        get { fatalError() }
        set { fatalError() }
    }
    open var numberOfLines: Int {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    open var arrangedSubviews: [UIView] { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0
        case scrollableAxes = 1
        case never = 2
        case always = 3
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (KVO-compliant)
    @objc open dynamic var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize (observed with KVO)
    @objc open dynamic var contentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    open var isTracking: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    open var isDecelerating: Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, tvOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    @available(iOS 11.0, tvOS 11.0, *)
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    @available(tvOS, unavailable)
    open var isPagingEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open var showsHorizontalScrollIndicator: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    @available(iOS 11.0, tvOS 11.0, *)
    open var frameLayoutGuide: UILayoutGuide { fatalError() }
    @available(iOS 11.0, tvOS 11.0, *)
    open var contentLayoutGuide: UILayoutGuide { fatalError() }
}

// MARK: Gesture recognizers

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    open var state: UIGestureRecognizer.State { fatalError() }
    open var view: UIView? { fatalError() }
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

extension UIEvent {
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uihovergesturerecognizer (recognizes only where a pointer
/// or Apple Pencil hovers: iPadOS, Mac Catalyst, visionOS)
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIHoverGestureRecognizer: UIGestureRecognizer {}

// MARK: View controllers

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    open func viewDidLoad() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uifocusupdatecontext
@MainActor
open class UIFocusUpdateContext: NSObject {}

/// https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator
@MainActor
open class UIFocusAnimationCoordinator: NSObject {}

// MARK: Visual effects (the platter's material)

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffect
@MainActor open class UIVisualEffect: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor open class UIBlurEffect: UIVisualEffect {
    /// https://developer.apple.com/documentation/uikit/uiblureffect/style-swift.enum
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// iOS 10, tvOS 10: https://developer.apple.com/documentation/uikit/uiblureffect/style-swift.enum/regular
        case regular = 4
        /// iOS 13: https://developer.apple.com/documentation/uikit/uiblureffect/style-swift.enum/systemthinmaterial
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        case systemThinMaterial = 7
    }
    /// https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public init(style: UIBlurEffect.Style) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor open class UIVisualEffectView: UIView {
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    open var effect: UIVisualEffect? {
        get { fatalError() }
        set { fatalError() }
    }
}

// MARK: Pagers: page view controllers and collection views

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
@available(iOS 11.0, tvOS 11.0, *)
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { fatalError() }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public static var zero: NSDirectionalEdgeInsets { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontroller
@MainActor open class UIPageViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.enum
    public enum NavigationOrientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationdirection-swift.enum
    public enum NavigationDirection: Int, @unchecked Sendable {
        case forward = 0
        case reverse = 1
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.enum
    public enum TransitionStyle: Int, @unchecked Sendable {
        case pageCurl = 0
        case scroll = 1
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey
    public struct OptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/interpagespacing
        @available(iOS 6.0, *)
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/optionskey/spinelocation
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/init(transitionstyle:navigationorientation:options:)
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/delegate
    weak open var delegate: (any UIPageViewControllerDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/datasource
    weak open var dataSource: (any UIPageViewControllerDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/transitionstyle-swift.property
    open var transitionStyle: UIPageViewController.TransitionStyle { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/navigationorientation-swift.property
    open var navigationOrientation: UIPageViewController.NavigationOrientation { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipageviewcontroller/setviewcontrollers(_:direction:animated:completion:)
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate
@MainActor @objc public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/pageviewcontroller(_:willtransitionto:)
    @available(iOS 6.0, *)
    @objc optional func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdelegate/pageviewcontroller(_:didfinishanimating:previousviewcontrollers:transitioncompleted:)
    @objc optional func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

/// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource
@MainActor @objc public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerbefore:)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uipageviewcontrollerdatasource/pageviewcontroller(_:viewcontrollerafter:)
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection
    @available(iOS 11.0, tvOS 11.0, *)
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    open var frame: CGRect { fatalError() }
    open var size: CGSize { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    open var minimumLineSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    open var itemSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { fatalError() }
        set { fatalError() }
    }
    open var sectionInset: UIEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0
        case horizontal = 1
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt, @unchecked Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, @unchecked Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    weak open var dataSource: (any UICollectionViewDataSource)? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
    open var indexPathsForVisibleItems: [IndexPath] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-89n9w
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() { fatalError() }
}

/// UIKit's additions to IndexPath: https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
extension IndexPath {
    public init(item: Int, section: Int) { fatalError() }
    public var item: Int { fatalError() }
    public var section: Int { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
@available(iOS 13.0, tvOS 13.0, *)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSize: NSObject {
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutItem: NSObject {
    public convenience init(layoutSize: NSCollectionLayoutSize) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem (it also inherits UIDynamicItem)
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var alpha: CGFloat { get set }
}

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
@available(iOS 13.0, tvOS 13.0, *)
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
    [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class NSCollectionLayoutSection: NSObject {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    public convenience init(group: NSCollectionLayoutGroup) { fatalError() }
    open var contentInsets: NSDirectionalEdgeInsets {
        get { fatalError() }
        set { fatalError() }
    }
    open var interGroupSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, tvOS 13.0, *)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    public init(section: NSCollectionLayoutSection) { fatalError() }
}

// MARK: Haptics

/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator (iOS and Mac Catalyst only: the header
/// makes it unavailable on tvOS, watchOS and visionOS). From iOS 17.5 a generator is made with the view it plays for
/// (`init(view:)`), and the view-less initialisers are API_TO_BE_DEPRECATED (Swift: deprecated in 100000, which no
/// deployment target reaches, so their calls do not warn).
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIFeedbackGenerator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init()
    @available(iOS, introduced: 10.0, deprecated: 100000)
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/init(view:) (`+feedbackGeneratorForView:`)
    @available(iOS 17.5, *)
    public convenience init(view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
    open func prepare() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
    open func selectionChanged() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged(at:)
    @available(iOS 17.5, *)
    open func selectionChanged(at location: CGPoint) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@available(iOS 10.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
    public enum FeedbackStyle: Int, @unchecked Sendable {
        case light = 0
        case medium = 1
        case heavy = 2
        @available(iOS 13.0, *)
        case soft = 3
        @available(iOS 13.0, *)
        case rigid = 4
    }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
    @available(iOS, introduced: 10.0, deprecated: 100000)
    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:view:)
    /// (`+feedbackGeneratorWithStyle:forView:`)
    @available(iOS 17.5, *)
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred()
    open func impactOccurred() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(at:)
    @available(iOS 17.5, *)
    open func impactOccurred(at location: CGPoint) { fatalError() }
}

#endif  // !os(watchOS)
