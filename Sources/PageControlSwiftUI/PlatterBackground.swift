#if canImport(SwiftUI)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import SwiftUI

    /// The platter behind a ``PageIndicator``'s dots as the system draws it, where `PlatterPlacement` puts it:
    /// Liquid Glass on 26 and later, the thin material before (none on watchOS 9: the list draws it).
    @available(tvOS, unavailable)
    struct PlatterBackground: View {
        let material: PlatterMaterial
        let placement: PlatterPlacement?  // nil: no capsule

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

        /// Whether `glassEffect(_:in:)` exists: built with Xcode 26 (Swift 6.2), running on 26 or later, never on
        /// visionOS, whose SDK marks it unavailable.
        static var isGlassAvailable: Bool {
            #if compiler(>=6.2) && !os(visionOS)
                if #available(iOS 26.0, macOS 26.0, watchOS 26.0, *) { return true }
            #endif
            return false
        }

        /// Whether SwiftUI has the thin material: everywhere but watchOS 9 (materials are watchOS 10 and later).
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
