import PageControlCore

/// Decides what a host's own scrub preview (the UIKit view's label, the SwiftUI indicator's overlay) shows:
/// the control's `scrubPreview` (its text, font size, frame and corner radius), or nothing.
///
/// Hosts show the preview themselves because a callout drawn in the control would be cut off at its bounds;
/// when the control draws its own (`showsScrubPreview`, which a SwiftUI `configure` may turn on), the host
/// shows none, so there are never two.
package struct ScrubPreviewPresenter: Sendable, Hashable {
    /// Whether the host's preview showed after the last ``update(_:showsPreview:refreshRoom:)``. It starts
    /// false.
    package private(set) var isShowing = false

    /// Creates a presenter that shows nothing yet.
    package init() {}

    /// The preview the host shows now, or nil to hide it: nil while `showsPreview` (the host's setting, such as
    /// `showsScrubPreviewLabel`) is off, while the control draws its own, and while no one scrubs.
    ///
    /// When a preview starts showing, `refreshRoom` runs first (the view may have moved in its window, in a
    /// scroll, since the room was last given) and the preview is read after it.
    @MainActor
    package mutating func update(
        _ control: PageControl, showsPreview: Bool, refreshRoom: () -> Void = {}
    ) -> ScrubPreview? {
        guard var preview = Self.preview(of: control, showsPreview: showsPreview) else {
            isShowing = false
            return nil
        }
        if !isShowing {
            // A preview is starting: the room may have moved (a scroll) since the last layout, and the callout
            // with it. Only then is the preview built a second time.
            refreshRoom()
            guard let placed = Self.preview(of: control, showsPreview: showsPreview) else { return nil }
            preview = placed
        }
        isShowing = true
        return preview
    }

    /// The preview a host shows for `control` now, or nil: nil while `showsPreview` is off, while the control
    /// draws its own (`showsScrubPreview`) and while no one scrubs.
    @MainActor
    package static func preview(of control: PageControl, showsPreview: Bool) -> ScrubPreview? {
        guard showsPreview else { return nil }
        let frame = control.frame()
        return frame.drawsPreview ? nil : frame.preview
    }

    /// The room a SwiftUI indicator's preview may use, in the control's coordinates, from its top-left corner
    /// in the window (`globalOrigin`) and its size: from the window's left and top edges to the indicator's
    /// right and bottom edges. SwiftUI does not tell a view how far the window reaches to its right or below,
    /// so the callout stays within the indicator's own right and bottom edges; negative origins count as 0.
    /// Nil (change nothing) when the origin is not finite.
    package static func room(globalOrigin: Point, size: Size) -> Rect? {
        guard globalOrigin.x.isFinite, globalOrigin.y.isFinite else { return nil }
        let left = max(globalOrigin.x, 0)
        let top = max(globalOrigin.y, 0)
        return Rect(x: -left, y: -top, width: left + size.width, height: top + size.height)
    }
}

extension PageControl {
    /// Gives the scrub preview `room` (nil: the control's bounds), setting `scrubPreviewBounds` only when it
    /// changes.
    package func setScrubPreviewRoom(_ room: Rect?) {
        if interaction.scrubPreviewBounds != room { interaction.scrubPreviewBounds = room }
    }
}
