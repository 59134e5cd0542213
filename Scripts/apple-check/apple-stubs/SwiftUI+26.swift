// What the Xcode 26 era's SwiftUI adds to SwiftUI.swift (the iOS 26, macOS 26, tvOS 26 and watchOS 26 SDKs):
// Liquid Glass. Compiled into the SwiftUI stub only in that era, so that an Xcode 16.3 build, which has none of
// it, fails on any use outside `#if compiler(>=6.2)`. visionOS has no `Glass` and no `glassEffect(_:in:)`.

/// https://developer.apple.com/documentation/swiftui/glass
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct Glass: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/glass/regular
    public static var regular: Glass { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/defaultglasseffectshape
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
public struct DefaultGlassEffectShape: Shape {
    public init() { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
    public typealias Body = Never
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@available(visionOS, unavailable)
extension View {
    /// https://developer.apple.com/documentation/swiftui/view/glasseffect(_:in:)
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    { fatalError() }
}
