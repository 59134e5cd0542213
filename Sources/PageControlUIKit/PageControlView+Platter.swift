#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    /// The platter as UIKit's own control shows it: a system material behind the dots (Liquid Glass,
    /// `UIGlassEffect`, on iOS 26 and later; the thin material before), or an opaque platter under Increase
    /// Contrast or Reduce Transparency. It shows for `.prominent` and, for `.automatic`, while a person scrubs.
    extension PageControlView {
        /// How the platter shows now (see `PlatterMaterial.forSystemMaterials(glassAvailable:materialAvailable:prefersIncreasedContrast:reducesTransparency:)`).
        var platterMaterial: PlatterMaterial {
            PlatterMaterial.forSystemMaterials(
                glassAvailable: Self.isGlassAvailable, prefersIncreasedContrast: control.prefersIncreasedContrast,
                reducesTransparency: UIAccessibility.isReduceTransparencyEnabled)
        }

        /// The display list the canvas draws: with the focus ring while focused, and without the platter
        /// primitive when a material stands in for it.
        func displayList() -> DisplayList {
            DisplayList(control, showsFocusRing: isFocused, platter: platterMaterial)
        }

        /// Puts the material view behind the dots at the platter's capsule (see `PlatterPlacement`), or hides it.
        /// Runs on every refresh; it sets only what changed.
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

        /// Whether `UIGlassEffect` can be used: built with the iOS 26 SDK (Swift 6.2, Xcode 26, is the first
        /// compiler that ships it; an Xcode 16 build has no such symbol) and running on iOS or tvOS 26 or later.
        /// Never on visionOS, where the SDK marks it unavailable (visionOS has its own glass behind every view).
        static var isGlassAvailable: Bool {
            #if compiler(>=6.2) && !os(visionOS)
                if #available(iOS 26.0, tvOS 26.0, *) { return true }
            #endif
            return false
        }

        /// The material's effect: `UIGlassEffect` on iOS 26 and later, else the thin system material (tvOS,
        /// which has no system materials, the regular blur).
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

        /// Makes the material view, clipped to its capsule, behind the canvas.
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
