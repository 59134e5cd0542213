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
        self.init(control.frame(platter: material))
    }

    /// The placement of a frame's platter when its ``PageControlFrame/platter`` is a material the host shows:
    /// the layout's content frame, faded with the frame's opacity; nil as for a control.
    package init?(_ frame: PageControlFrame) {
        guard !frame.platter.isDrawnByList, !frame.layout.isEmpty, frame.showsPlatter else { return nil }
        let content = frame.layout.contentFrame
        self.init(frame: content, cornerRadius: min(content.width, content.height) / 2, opacity: frame.opacity)
    }
}
