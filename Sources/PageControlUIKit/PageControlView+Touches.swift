#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import QuartzCore
    import UIKit

    extension PageControlView {
        /// Forwards a touch (nil: cancelled) to the core, which decides taps, scrubs, flicks and claims.
        func forward(_ phase: PointerEvent.Phase, _ touch: UITouch?) -> Bool {
            let event =
                touch.map {
                    PointerEvent(
                        phase, at: Point($0.location(in: self)), time: $0.timestamp,
                        kind: PointerKind(touchType: $0.type.rawValue))
                } ?? PointerEvent(.cancel, at: .zero, time: CACurrentMediaTime())
            let response = perform { $0.handlePointer(event) }
            #if os(iOS)
                if HapticFeedbackPlan.preparesPlayers(after: event, response: response, on: control) {
                    haptics.prepare(for: self)
                }
            #endif
            if response.claimsPointer { claimFromScrollViews() }
            return response.isHandled
        }

        /// Takes a scrub's touch from enclosing scroll views: toggling a pan recogniser cancels its pan.
        func claimFromScrollViews() {
            var view = superview
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView.panGestureRecognizer.isEnabled {
                    scrollView.panGestureRecognizer.isEnabled = false
                    scrollView.panGestureRecognizer.isEnabled = true
                }
                view = current.superview
            }
        }
    }
#endif
