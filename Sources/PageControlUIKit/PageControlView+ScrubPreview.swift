#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    /// The scrub preview as a `UILabel` at the core's callout, in the room the window's safe area leaves.
    extension PageControlView {
        /// The preview's room: the window's safe area in the view's coordinates; nil out of a window.
        func updateScrubPreviewBounds() {
            control.setScrubPreviewRoom(window.map { Rect(convert($0.bounds.inset(by: $0.safeAreaInsets), from: $0)) })
        }

        /// Shows the label as `ScrubPreviewPresenter` says, or hides it; sets only what changed.
        func updateScrubPreviewLabel() {
            guard
                let preview = scrubPreviewPresenter.update(
                    control, showsPreview: showsScrubPreviewLabel, refreshRoom: { updateScrubPreviewBounds() })
            else {
                scrubPreviewLabel?.isHidden = true
                return
            }
            let label = scrubPreviewLabel ?? makeScrubPreviewLabel()
            if label.text != preview.text { label.text = preview.text }
            let fontSize = CGFloat(preview.fontSize)
            if label.font?.pointSize != fontSize {
                label.font = .monospacedDigitSystemFont(ofSize: fontSize, weight: .regular)
            }
            let frame = CGRect(preview.frame)
            if label.frame != frame { label.frame = frame }
            let radius = CGFloat(preview.cornerRadius)
            if label.layer.cornerRadius != radius { label.layer.cornerRadius = radius }
            label.isHidden = false
        }

        /// The label: the preview's colours, centred, hidden from VoiceOver (the value says the page).
        private func makeScrubPreviewLabel() -> UILabel {
            let label = UILabel()
            label.isHidden = true
            label.isAccessibilityElement = false
            label.backgroundColor = UIColor(ScrubPreview.backgroundColor)
            label.textColor = UIColor(ScrubPreview.textColor)
            label.textAlignment = .center
            label.numberOfLines = 1
            label.clipsToBounds = true
            addSubview(label)
            scrubPreviewLabel = label
            return label
        }
    }
#endif
