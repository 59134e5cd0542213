#if canImport(SwiftUI)
    import PageControlCore
    import PageControlRendering
    import SwiftUI

    /// A ``PageIndicator``'s scrub preview: the core's callout ("Lisbon · 57 / 200" in a dark rounded
    /// rectangle) placed at its frame in the indicator's coordinates, which may lie outside the indicator (above
    /// the dots). It also reports where the indicator is in the window, so that the model can give the core the
    /// room around it.
    ///
    /// It takes no touches and is hidden from VoiceOver, which reads the page in the indicator's value.
    @available(tvOS, unavailable)
    struct ScrubPreviewOverlay: View {
        /// The preview to show, or nil for none.
        let preview: ScrubPreview?
        /// Called with the indicator's top-left corner in the global (window) coordinate space when it
        /// appears and whenever it moves.
        let originChanged: @MainActor (CGPoint) -> Void

        @MainActor
        var body: some View {
            GeometryReader { proxy in
                let origin = proxy.frame(in: .global).origin
                let tracker = Color.clear.onAppear { originChanged(origin) }
                // `onChange(of:perform:)` is deprecated from iOS 17, and its replacement is new in iOS 17.
                if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                    tracker.onChange(of: origin) { _, origin in originChanged(origin) }
                } else {
                    tracker.onChange(of: origin) { origin in originChanged(origin) }
                }
                if let preview {
                    let frame = CGRect(preview.frame)
                    Text(preview.text)
                        .font(.system(size: CGFloat(preview.fontSize)).monospacedDigit())
                        .foregroundStyle(SwiftUI.Color(ScrubPreview.textColor))
                        .lineLimit(1)
                        .frame(width: frame.width, height: frame.height)
                        .background(
                            SwiftUI.Color(ScrubPreview.backgroundColor),
                            in: RoundedRectangle(cornerRadius: CGFloat(preview.cornerRadius), style: .circular)
                        )
                        .position(x: frame.midX, y: frame.midY)
                }
            }
            .allowsHitTesting(false)
            .accessibilityHidden(true)
        }
    }
#endif
