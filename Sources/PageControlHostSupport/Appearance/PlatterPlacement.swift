import PageControlCore
import PageControlRendering

/// Where a host puts the system material behind the dots (the UIKit view's `UIVisualEffectView`, the SwiftUI
/// indicator's capsule), when the platter is a material rather than the display list's primitive.
package struct PlatterPlacement: Sendable, Hashable {
    /// The platter's capsule in the control's coordinates: the layout's content frame.
    package var frame: Rect
    /// The capsule's corner radius: half its shorter side.
    package var cornerRadius: Double
    /// The material's opacity: the control's `idleOpacity`, so that it fades with the dots.
    package var opacity: Double

    /// Creates a placement.
    package init(frame: Rect, cornerRadius: Double, opacity: Double) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.opacity = opacity
    }

    /// The placement of `control`'s platter shown as `material`, or nil when the host shows none: the display
    /// list draws it (``PageControlRendering/PlatterMaterial/isDrawnByList``), the control lays out no dots,
    /// or its background style hides the platter now (`.automatic` while no one scrubs, `.minimal`).
    @MainActor
    package init?(_ control: PageControl, material: PlatterMaterial) {
        let layout = control.layout
        guard !material.isDrawnByList, !layout.isEmpty, control.showsPlatter else { return nil }
        let frame = layout.contentFrame
        self.init(frame: frame, cornerRadius: min(frame.width, frame.height) / 2, opacity: control.currentOpacity)
    }
}
