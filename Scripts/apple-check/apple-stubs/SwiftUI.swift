// Stub of Apple's SwiftUI module for Scripts/apple-check/apple-check.py: the Xcode 16.3 era (the iOS 18.4 SDK and its
// siblings; see UIKit.swift's header). What the iOS 26 SDK adds is in SwiftUI+26.swift. Declarations copy the
// documented Swift signatures, isolation and availability on every platform; bodies trap. Only what the adapters
// and examples use is declared. https://developer.apple.com/documentation/swiftui
//
// Isolation: from the iOS 18 SDK on (every SDK the package builds with) the whole `View` protocol is
// `@MainActor @preconcurrency` and its modifiers are `nonisolated`.
@_exported import Combine
@_exported import CoreGraphics
@_exported import Foundation

// MARK: View and builders

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public init(_ value: T) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: State and environment

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

extension Binding: DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    public init() { fatalError() }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var layoutDirection: LayoutDirection {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var dynamicTypeSize: DynamicTypeSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency
    public var accessibilityReduceTransparency: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorschemecontrast
    public var colorSchemeContrast: ColorSchemeContrast { fatalError() }
    public var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    public var locale: Locale {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilityVoiceOverEnabled: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityswitchcontrolenabled
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public var accessibilitySwitchControlEnabled: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
    @propertyWrapper @frozen public struct Binding {
        init(_never: Never) {}
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set { fatalError() }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
    public init() where Value == Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/colorschemecontrast
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
    case standard
    case increased
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light
    case dark
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
}

// MARK: Values

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    fatalError()
}

/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public static let center = UnitPoint()
    public static let topLeading = UnitPoint()
    public static let leading = UnitPoint()
    public static let top = UnitPoint()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// https://developer.apple.com/documentation/swiftui/coordinatespace
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
}

// MARK: Colours, text and shapes

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
/// The View conformance is in an extension, as in the SDK, so that even with a @MainActor `View` protocol the
/// colour's own members stay nonisolated (usable in a Canvas renderer).
public struct Color: Hashable, ShapeStyle, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) { fatalError() }
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let pink = Color(red: 1, green: 0.4, blue: 0.7)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A SwiftUI type whose name is also a PageControlCore type: present so that an unqualified use is ambiguous
/// here as it is with the real SDK. https://developer.apple.com/documentation/swiftui/backgroundstyle
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

/// Also a PageControlCore name. https://developer.apple.com/documentation/swiftui/accessibilitytraits
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/updatesfrequently
    public static let updatesFrequently = AccessibilityTraits()
    /// https://developer.apple.com/documentation/swiftui/accessibilitytraits/isbutton
    public static let isButton = AccessibilityTraits()
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        init() {}
    }
    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/font/monospaceddigit()
    public func monospacedDigit() -> Font { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
/// `@frozen struct Text: Equatable, Sendable`; the View conformance is in an extension, as in the SDK.
public struct Text: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { fatalError() }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/path
public struct Path: Equatable, Sendable {
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)-3j6ld
    public init(_ path: CGPath) { fatalError() }
    public init(_ rect: CGRect) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/material (iOS 15)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: ShapeStyle, Sendable {
    /// https://developer.apple.com/documentation/swiftui/material/thin
    public static let thin: Material = { fatalError() }()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thinmaterial
    public static var thinMaterial: Material { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias Body = Never
}

// MARK: Geometry

/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/frame(in:)-4d7dw
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen public struct GeometryReader<Content>: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: Drawing

/// https://developer.apple.com/documentation/swiftui/graphicscontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct GraphicsContext {
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading
    public struct Shading: Sendable {
        /// https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)-1wzi0
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext
    public struct ResolvedText {
        /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/shading
        public var shading: GraphicsContext.Shading
        public func measure(in size: CGSize) -> CGSize { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/firstbaseline(in:)
        public func firstBaseline(in size: CGSize) -> CGFloat { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)-4dx65
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)-5dgmd
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:)-5opqf
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:linewidth:)
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/canvas
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols>: View where Symbols: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/colorrenderingmode
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// https://developer.apple.com/documentation/swiftui/timelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol TimelineSchedule {}

/// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// https://developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context {
        /// https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension TimelineView: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}

/// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// MARK: Containers

/// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyhstack
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct LazyHStack<Content: View>: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {}

extension ForEach: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy3
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct TabView<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tabviewstyle
@MainActor @preconcurrency
public protocol TabViewStyle {}

/// https://developer.apple.com/documentation/swiftui/pagetabviewstyle
@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
public struct PageTabViewStyle: TabViewStyle {
    /// https://developer.apple.com/documentation/swiftui/pagetabviewstyle/indexdisplaymode-swift.struct
    public struct IndexDisplayMode: Sendable {
        public static let automatic = IndexDisplayMode()
        public static let always = IndexDisplayMode()
        public static let never = IndexDisplayMode()
        init() {}
    }
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) { fatalError() }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
@available(macOS, unavailable)
extension TabViewStyle where Self == PageTabViewStyle {
    /// https://developer.apple.com/documentation/swiftui/tabviewstyle/page(indexdisplaymode:)
    @MainActor @preconcurrency
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/tabviewstyle/page
    @MainActor @preconcurrency
    public static var page: PageTabViewStyle { fatalError() }
}

// MARK: Scrolling (iOS 17 and 18)

/// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol ScrollTargetBehavior {}

/// https://developer.apple.com/documentation/swiftui/pagingscrolltargetbehavior
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// https://developer.apple.com/documentation/swiftui/scrolltargetbehavior/paging
    public static var paging: PagingScrollTargetBehavior { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    /// https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
}

/// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Equatable, Sendable {
    case idle
    case tracking
    case interacting
    case decelerating
    case animating
    /// https://developer.apple.com/documentation/swiftui/scrollphase/isscrolling
    public var isScrolling: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
    /// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry
    public var geometry: ScrollGeometry { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewreader
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) { fatalError() }
}

// MARK: Gestures

/// https://developer.apple.com/documentation/swiftui/gesture
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    /// https://developer.apple.com/documentation/swiftui/gesture/body-swift.property
    @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

/// https://developer.apple.com/documentation/swiftui/gesturemask
public struct GestureMask: OptionSet, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let all = GestureMask(rawValue: 3)
}

/// https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)-5sudu
    @MainActor @preconcurrency
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/sequencegesture
public struct SequenceGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    /// https://developer.apple.com/documentation/swiftui/sequencegesture/value
    @frozen public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var body: Never { fatalError() }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// https://developer.apple.com/documentation/swiftui/exclusivegesture
public struct ExclusiveGesture<First, Second>: Gesture where First: Gesture, Second: Gesture {
    @frozen public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content>: Gesture where Content: Gesture {
    public typealias Value = Content.Value
    public var body: Never { fatalError() }
}

extension Gesture {
    /// https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/gesture/exclusively(before:)
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
    public init() { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    public init(wrappedValue: Value) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/gesturestategesture
@frozen public struct GestureStateGesture<Base, State>: Gesture where Base: Gesture {
    public typealias Value = Base.Value
    public var body: Never { fatalError() }
}

extension Gesture {
    /// https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    @MainActor @preconcurrency
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> { fatalError() }
}

extension Gesture where Self.Value: Equatable {
    /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { fatalError() }
}

// MARK: View modifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:)
    nonisolated public func tag<V: Hashable>(_ tag: V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tabviewstyle(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    @available(
        iOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        macOS, introduced: 11.0, deprecated: 14.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 17.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 10.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 1.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some View
    { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/containerrelativeframe(_:alignment:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetlayout(isenabled:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrolltargetbehavior(_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:) (the overload with the context)
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    nonisolated public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
            -> Void
    ) -> some View { fatalError() }

    // Accessibility

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-8fqd4
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        fatalError()
    }

    // Pointer, layering and placement

    /// https://developer.apple.com/documentation/swiftui/view/onhover(perform:) (iOS 13.4)
    @available(iOS, introduced: 13.4)
    @available(macOS, introduced: 10.15)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
    nonisolated public func lineLimit(_ number: Int?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
    public static let `default` = AccessibilityActionKind()
    public init(named name: Text) { fatalError() }
    init() {}
}

/// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment
    case decrement
}

// MARK: Sensory feedback
//
// iOS 17, macOS 14, tvOS 17 and watchOS 10 in both eras; on visionOS the Xcode 26 era's SDK introduces it in 26.0,
// and the Xcode 16.3 era's (visionOS 2.4) has none of it. SwiftUI plays selection and impact feedback only on iOS
// and watchOS.

#if compiler(>=6.2)
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    public struct SensoryFeedback: Equatable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight
        public struct Weight: Equatable, Sendable {
            public static let light: SensoryFeedback.Weight = { fatalError() }()
            public static let medium: SensoryFeedback.Weight = { fatalError() }()
            public static let heavy: SensoryFeedback.Weight = { fatalError() }()
        }
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
        public static let selection: SensoryFeedback = { fatalError() }()
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact
        public static let impact: SensoryFeedback = { fatalError() }()
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)
        public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
            fatalError()
        }
    }

    extension View {
        /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
        nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
            fatalError()
        }
    }
#else
    /// https://developer.apple.com/documentation/swiftui/sensoryfeedback
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @available(visionOS, unavailable)
    public struct SensoryFeedback: Equatable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight
        public struct Weight: Equatable, Sendable {
            public static let light: SensoryFeedback.Weight = { fatalError() }()
            public static let medium: SensoryFeedback.Weight = { fatalError() }()
            public static let heavy: SensoryFeedback.Weight = { fatalError() }()
        }
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/selection
        public static let selection: SensoryFeedback = { fatalError() }()
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact
        public static let impact: SensoryFeedback = { fatalError() }()
        /// https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)
        public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
            fatalError()
        }
    }

    extension View {
        /// https://developer.apple.com/documentation/swiftui/view/sensoryfeedback(_:trigger:)
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        @available(visionOS, unavailable)
        nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
            fatalError()
        }
    }
#endif
