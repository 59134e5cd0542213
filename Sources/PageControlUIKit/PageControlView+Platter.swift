#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlRendering
    import UIKit

    /// The platter as UIKit's own control shows it: a system material behind the dots (Liquid Glass,
    /// `UIGlassEffect`, on iOS 26 and later; the thin material before), or an opaque platter under Increase
    /// Contrast or Reduce Transparency. It shows for `.prominent` and, for `.automatic`, while a person scrubs.
    extension PageControlView {
        /// How the platter shows now (see `PlatterMaterial.forSystemMaterials(glassAvailable:prefersIncreasedContrast:reducesTransparency:)`).
        var platterMaterial: PlatterMaterial {
            var glass = false
            if #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) { glass = true }
            return PlatterMaterial.forSystemMaterials(
                glassAvailable: glass, prefersIncreasedContrast: control.prefersIncreasedContrast,
                reducesTransparency: UIAccessibility.isReduceTransparencyEnabled)
        }

        /// The display list the canvas draws: with the focus ring while focused, and without the platter
        /// primitive when a material stands in for it.
        func displayList() -> DisplayList {
            DisplayList(control, showsFocusRing: isFocused, platter: platterMaterial)
        }

        /// Puts the material view behind the dots at the platter's capsule, or hides it. Runs on every
        /// refresh; it sets only what changed.
        func updatePlatter() {
            let material = platterMaterial
            let layout = control.layout
            let shows =
                !material.isDrawnByList && !layout.isEmpty
                && control.resolvedAppearance.showsPlatter(in: control.interactionState)
            guard shows else {
                platterView?.isHidden = true
                return
            }
            let view = platterView ?? makePlatterView()
            if appliedPlatterMaterial != material {
                appliedPlatterMaterial = material
                view.effect = Self.effect(for: material)
            }
            let frame = CGRect(layout.contentFrame)
            if view.frame != frame { view.frame = frame }
            let radius = min(frame.width, frame.height) / 2
            if view.layer.cornerRadius != radius { view.layer.cornerRadius = radius }
            // The material fades with the dots when the row fades when idle (`fadesWhenIdle`).
            let alpha = CGFloat(control.idleOpacity)
            if view.alpha != alpha { view.alpha = alpha }
            view.isHidden = false
        }

        /// The material's effect: `UIGlassEffect` on iOS 26 and later, else the thin system material (tvOS,
        /// which has no system materials, the regular blur).
        static func effect(for material: PlatterMaterial) -> UIVisualEffect {
            if material == .glass, #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) { return UIGlassEffect() }
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
