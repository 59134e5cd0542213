#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import PageControlRendering
    import UIKit

    /// The scrub preview as a UIKit label: the core works out where it goes and what it says
    /// (`PageControl.scrubPreview`); the view only places a `UILabel` there, above the dots and over the content,
    /// in the room the window's safe area leaves.
    extension PageControlView {
        /// Gives the control the room the preview may use: the window's safe area, in the view's coordinates,
        /// so that the callout can stand above the row over the content and flips below only near the top. Nil
        /// (the control's bounds) out of a window.
        func updateScrubPreviewBounds() {
            control.setScrubPreviewRoom(window.map { Rect(convert($0.bounds.inset(by: $0.safeAreaInsets), from: $0)) })
        }

        /// Shows the label at the control's scrub preview, with its text, font size and corner radius, or hides
        /// it (see `ScrubPreviewPresenter`). Runs on every refresh and frame; it sets only what changed.
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

        /// Makes the label: the preview's dark background clipped to its rounded corners, white centred text,
        /// hidden from VoiceOver (the view's value says the page).
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
