import PageControlCore

extension PageControlAudit {
    /// Where a page control ships: what decides its targets, their smallest size and how a person stops a slide
    /// show. Its raw value is the command line's spelling, as `pagecontrol audit --platform ios|web` takes it.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// UIKit and SwiftUI on iPhone and iPad (`PageControlView`, `PageIndicator`). Targets must be at least
        /// 44 × 44 pt, as Apple's Human Interface Guidelines ask (WCAG 2.5.8 asks for 24 × 24). With the default
        /// `TapBehavior.automatic` a finger steps from either side of the current dot, so the target is the
        /// control's whole touch area (its bounds, grown to `interaction.minimumHitTargetSize`); with
        /// `TapBehavior.jump` each dot is one. A tap does not stop a slide show, so one needs a Play/Pause button.
        case iOS = "ios"
        /// The `<page-control>` element. Its tabs (or its one slider) must be at least 24 × 24 CSS px, WCAG 2.5.8;
        /// the element scales a short pitch up and pads a thin row to give them that. Any change a person makes
        /// stops a slide show for good.
        case web

        /// The core's platform.
        var auditPlatform: AccessibilityAudit.Platform {
            switch self {
            case .iOS: .iOS
            case .web: .web
            }
        }
    }
}
