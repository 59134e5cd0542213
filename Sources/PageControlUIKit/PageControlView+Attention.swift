#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import UIKit

    /// What has a person's attention, as UIKit reports it: the core pauses a slide show and holds the idle fade
    /// while any of it lasts. Keyboard focus (`didUpdateFocus(in:with:)`) and the VoiceOver cursor
    /// (`accessibilityElementDidBecomeFocused()`) are overrides in ``PageControlView``; this file watches the rest.
    extension PageControlView {
        /// Watches VoiceOver and Switch Control starting and stopping, and the pointer hovering over the view.
        func installAttentionInputs() {
            let center = NotificationCenter.default
            let changes = [
                UIAccessibility.voiceOverStatusDidChangeNotification,
                UIAccessibility.switchControlStatusDidChangeNotification,
            ]
            for name in changes {
                center.addObserver(
                    self, selector: #selector(assistiveTechnologyStatusDidChange), name: name, object: nil)
            }
            #if !os(tvOS)
                // A hover recognizer recognizes only where a pointer or Apple Pencil hovers (iPadOS, Mac Catalyst,
                // visionOS); on iPhone it never begins. It takes no touches, so the control's tracking is untouched.
                addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(hoverDidChange(_:))))
            #endif
            updateAssistiveTechnology()
        }

        /// Tells the control whether VoiceOver or Switch Control runs (`isAssistiveTechnologyRunning`: the row
        /// then never fades). Changes nothing when the answer is the same.
        func updateAssistiveTechnology() {
            let running = UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning
            if control.isAssistiveTechnologyRunning != running { control.isAssistiveTechnologyRunning = running }
            // A cursor that goes away with its technology reports no loss of focus.
            if !running, control.hasAccessibilityFocus { control.hasAccessibilityFocus = false }
        }

        /// VoiceOver or Switch Control started or stopped.
        @objc func assistiveTechnologyStatusDidChange() {
            updateAssistiveTechnology()
            refresh()
        }

        /// The pointer entered, moved over or left the view (`isPointerInside`).
        @objc func hoverDidChange(_ recognizer: UIGestureRecognizer) {
            let inside: Bool
            switch recognizer.state {
            case .began, .changed: inside = true
            case .ended, .cancelled, .failed: inside = false
            default: return
            }
            guard control.isPointerInside != inside else { return }
            control.isPointerInside = inside
            refresh()
        }

        /// Forgets the pointer, keyboard focus and the VoiceOver cursor (the view left its window).
        func clearAttention() {
            if control.isPointerInside { control.isPointerInside = false }
            if control.hasKeyboardFocus { control.hasKeyboardFocus = false }
            if control.hasAccessibilityFocus { control.hasAccessibilityFocus = false }
        }
    }
#endif
