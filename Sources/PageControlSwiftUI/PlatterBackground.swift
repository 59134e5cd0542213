#if canImport(SwiftUI)
    import PageControlCore
    import PageControlRendering
    import SwiftUI

    /// The platter behind a ``PageIndicator``'s dots as the system draws it: Liquid Glass
    /// (`glassEffect(_:in:)`) in a capsule on iOS 26 and later, the thin material before. The display list
    /// leaves out its own platter primitive then; under Increase Contrast or Reduce Transparency the list draws
    /// an opaque platter instead and this view draws nothing (see `PlatterMaterial`).
    @available(tvOS, unavailable)
    struct PlatterBackground: View {
        /// How the platter shows.
        let material: PlatterMaterial
        /// The platter's capsule in the indicator's coordinates, or nil while it does not show.
        let frame: CGRect?
        /// The row's opacity (the idle fade): the material fades with the dots.
        let opacity: Double

        var body: some View {
            if let frame, !material.isDrawnByList {
                capsule
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
                    .opacity(opacity)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        }

        /// Whether `glassEffect(_:in:)` can be used: built with the iOS 26 SDK (Swift 6.2, Xcode 26; an Xcode 16
        /// build has no such symbol) and running on iOS, macOS or watchOS 26 or later. Never on visionOS, where
        /// the SDK marks it unavailable.
        static var isGlassAvailable: Bool {
            #if compiler(>=6.2) && !os(visionOS)
                if #available(iOS 26.0, macOS 26.0, watchOS 26.0, *) { return true }
            #endif
            return false
        }

        /// Glass where it exists, else the thin material.
        @ViewBuilder private var capsule: some View {
            #if compiler(>=6.2) && !os(visionOS)
                if material == .glass, #available(iOS 26.0, macOS 26.0, watchOS 26.0, *) {
                    SwiftUI.Color.clear.glassEffect(.regular, in: Capsule())
                } else {
                    SwiftUI.Color.clear.background(.thinMaterial, in: Capsule())
                }
            #else
                SwiftUI.Color.clear.background(.thinMaterial, in: Capsule())
            #endif
        }
    }
#endif
