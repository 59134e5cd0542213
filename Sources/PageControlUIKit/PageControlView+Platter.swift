#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    /// The platter as UIKit's own control shows it: a system material view behind the dots (see `PlatterMaterial`
    /// and `PlatterPlacement`).
    extension PageControlView {
        var platterMaterial: PlatterMaterial {
            PlatterMaterial.forSystemMaterials(
                glassAvailable: Self.isGlassAvailable,
                prefersIncreasedContrast: control.environment.prefersIncreasedContrast,
                reducesTransparency: UIAccessibility.isReduceTransparencyEnabled)
        }

        /// What the canvas draws: with the focus ring while focused, without the platter a material replaces.
        func displayList() -> DisplayList {
            DisplayList(control.frame(showsFocusRing: isFocused, platter: platterMaterial))
        }

        /// Places the material view at the platter's capsule, or hides it; sets only what changed.
        func updatePlatter() {
            let material = platterMaterial
            guard let placement = PlatterPlacement(control, material: material) else {
                platterView?.isHidden = true
                return
            }
            let view = platterView ?? makePlatterView()
            if appliedPlatterMaterial != material {
                appliedPlatterMaterial = material
                view.effect = Self.effect(for: material)
            }
            let frame = CGRect(placement.frame)
            if view.frame != frame { view.frame = frame }
            let radius = CGFloat(placement.cornerRadius)
            if view.layer.cornerRadius != radius { view.layer.cornerRadius = radius }
            let alpha = CGFloat(placement.opacity)
            if view.alpha != alpha { view.alpha = alpha }
            view.isHidden = false
        }

        /// Whether `UIGlassEffect` exists: built with Xcode 26 (Swift 6.2; Xcode 16.3's SDK has no such symbol),
        /// running on iOS or tvOS 26 or later, and never on visionOS, whose SDK marks it unavailable.
        static var isGlassAvailable: Bool {
            #if compiler(>=6.2) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *) { return true }
            #endif
            return false
        }

        /// Glass, else the thin system material (tvOS, which has none: the regular blur).
        static func effect(for material: PlatterMaterial) -> UIVisualEffect {
            #if compiler(>=6.2) && !os(visionOS)
                // `UIGlassEffect()` would be NSObject's `init()`, not the regular style: name the style.
                if material == .glass, #available(iOS 26.0, tvOS 26.0, *) { return UIGlassEffect(style: .regular) }
            #endif
            #if os(tvOS)
                return UIBlurEffect(style: .regular)
            #else
                return UIBlurEffect(style: .systemThinMaterial)
            #endif
        }

        private func makePlatterView() -> UIVisualEffectView {
            let view = UIVisualEffectView(effect: nil)
            view.isUserInteractionEnabled = false
            view.isAccessibilityElement = false
            view.clipsToBounds = true
            insertSubview(view, at: 0)
            platterView = view
            return view
        }
    }
#endif
