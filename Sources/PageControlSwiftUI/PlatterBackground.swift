#if canImport(SwiftUI)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import SwiftUI

    /// The platter behind a ``PageIndicator``'s dots as the system draws it: Liquid Glass
    /// (`glassEffect(_:in:)`) in a capsule on iOS 26 and later, the thin material before (watchOS 9, which has
    /// no materials, leaves the platter to the display list), at the placement
    /// `PlatterPlacement` decides (none when the display list draws an opaque platter, under Increase Contrast or
    /// Reduce Transparency, or when the platter does not show).
    @available(tvOS, unavailable)
    struct PlatterBackground: View {
        /// How the platter shows.
        let material: PlatterMaterial
        /// Where the capsule goes, in the indicator's coordinates, and its opacity; nil for none.
        let placement: PlatterPlacement?

        var body: some View {
            if let placement {
                let frame = CGRect(placement.frame)
                capsule
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
                    .opacity(placement.opacity)
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

        /// Whether SwiftUI has the thin material here: everywhere but watchOS 9 (materials are watchOS 10 and
        /// later), where the display list draws its own platter instead.
        static var isMaterialAvailable: Bool {
            if #available(watchOS 10.0, *) { return true }
            return false
        }

        /// Glass where it exists, else the thin material.
        @ViewBuilder private var capsule: some View {
            #if compiler(>=6.2) && !os(visionOS)
                if material == .glass, #available(iOS 26.0, macOS 26.0, watchOS 26.0, *) {
                    SwiftUI.Color.clear.glassEffect(.regular, in: Capsule())
                } else {
                    thinMaterial
                }
            #else
                thinMaterial
            #endif
        }

        /// The thin material in a capsule, where SwiftUI has it (see ``isMaterialAvailable``).
        @ViewBuilder private var thinMaterial: some View {
            if #available(watchOS 10.0, *) {
                SwiftUI.Color.clear.background(.thinMaterial, in: Capsule())
            }
        }
    }
#endif
