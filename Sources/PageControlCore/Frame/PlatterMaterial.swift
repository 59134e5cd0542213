/// How a host shows the platter behind the dots: as the display list's primitive, or as a system material
/// (iOS's thin material, or Liquid Glass from iOS 26) that the host puts behind them.
///
/// Renderers without materials (SVG, PNG, ANSI, cairo, GTK) always draw the primitive (``drawn``). The UIKit
/// view and the SwiftUI indicator pick with
/// ``forSystemMaterials(glassAvailable:materialAvailable:prefersIncreasedContrast:reducesTransparency:)``,
/// as UIKit's own control does: glass on iOS 26 and later, the thin material before, and an opaque platter
/// under Increase Contrast or Reduce Transparency. Pass the result to ``PageControl/frame(showsFocusRing:platter:)``
/// so the list leaves out the primitive the material replaces.
public enum PlatterMaterial: Sendable, Hashable, CaseIterable {
    /// The platter primitive in the control's platter colour. This is the default.
    case drawn
    /// The platter primitive made opaque (its colour at full alpha): Increase Contrast or Reduce
    /// Transparency, where a translucent material would lower the dots' contrast.
    case opaque
    /// A system material behind the dots: `UIBlurEffect(style: .systemThinMaterial)`, SwiftUI's
    /// `.thinMaterial`; the list leaves out the primitive.
    case thinMaterial
    /// Liquid Glass behind the dots: `UIGlassEffect`, SwiftUI's `glassEffect(_:in:)` (iOS 26 and later); the
    /// list leaves out the primitive.
    case glass

    /// Whether the display list draws the platter primitive (``drawn`` and ``opaque``).
    public var isDrawnByList: Bool { self == .drawn || self == .opaque }

    /// The material a host with system materials uses: ``opaque`` when the person asked for more contrast or
    /// less transparency, else ``glass`` where Liquid Glass exists (iOS 26 and later), else ``thinMaterial``
    /// where the system has materials, else ``drawn`` (watchOS 9, whose SwiftUI has no materials before
    /// watchOS 10).
    ///
    /// - Parameters:
    ///   - glassAvailable: Whether Liquid Glass can be used: built with the iOS 26 SDK and running on 26 or later.
    ///   - materialAvailable: Whether the thin system material can be used. The default is true.
    ///   - prefersIncreasedContrast: Whether the person asked for more contrast.
    ///   - reducesTransparency: Whether the person asked for less transparency.
    public static func forSystemMaterials(
        glassAvailable: Bool, materialAvailable: Bool = true, prefersIncreasedContrast: Bool,
        reducesTransparency: Bool
    ) -> PlatterMaterial {
        if prefersIncreasedContrast || reducesTransparency { return .opaque }
        if glassAvailable { return .glass }
        return materialAvailable ? .thinMaterial : .drawn
    }
}
