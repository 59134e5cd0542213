#if canImport(SwiftUI)
    import PageControlCore
    import PageControlRendering
    import SwiftUI

    /// A ``PageIndicator``'s scrub preview: the core's callout at its frame (which may lie above the indicator),
    /// taking no touches and hidden from VoiceOver. It reports the indicator's origin in the window, for the room.
    @available(tvOS, unavailable)
    struct ScrubPreviewOverlay: View {
        let preview: ScrubPreview?  // nil: none
        let originChanged: @MainActor (CGPoint) -> Void  // the global origin, on appear and on change

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
