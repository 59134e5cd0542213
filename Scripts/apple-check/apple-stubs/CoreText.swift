// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Stub of Apple's CoreText module for Scripts/apple-check/apple-check.py (the Xcode 16.3 era's iOS 18.4 SDK signatures and availability; see UIKit.swift's header).
// https://developer.apple.com/documentation/coretext
@_exported import CoreGraphics

/// https://developer.apple.com/documentation/coretext/ctfont
public final class CTFont {}
/// https://developer.apple.com/documentation/coretext/ctline
public final class CTLine {}

/// https://developer.apple.com/documentation/coretext/ctfontuifonttype
public enum CTFontUIFontType: UInt32, Sendable {
    case none = 4294967295
    case system = 2
}

/// https://developer.apple.com/documentation/coretext/ctlineboundsoptions
public struct CTLineBoundsOptions: OptionSet, Sendable {
    public var rawValue: CFOptionFlags
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/coretext/kctfontattributename
public let kCTFontAttributeName: CFString = CFString()
/// https://developer.apple.com/documentation/coretext/kctforegroundcolorattributename
public let kCTForegroundColorAttributeName: CFString = CFString()

/// https://developer.apple.com/documentation/coretext/ctfontcreateuifontforlanguage(_:_:_:)
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?)
    -> CTFont?
{ fatalError() }
/// https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{ fatalError() }
/// https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine { fatalError() }
/// https://developer.apple.com/documentation/coretext/ctlinegetboundswithoptions(_:_:)
public func CTLineGetBoundsWithOptions(_ line: CTLine, _ options: CTLineBoundsOptions) -> CGRect { fatalError() }
/// https://developer.apple.com/documentation/coretext/ctlinedraw(_:_:)
public func CTLineDraw(_ line: CTLine, _ context: CGContext) { fatalError() }
