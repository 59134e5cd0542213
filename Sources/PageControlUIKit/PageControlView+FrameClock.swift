#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import QuartzCore
    import UIKit

    extension PageControlView {
        /// Runs a display link exactly while the control animates and the view is in a window (see
        /// `FrameSchedule`).
        func updateDisplayLink() {
            guard frames.update(isAnimating: control.isAnimating, isInWindow: window != nil) else {
                displayLink?.invalidate()
                displayLink = nil
                return
            }
            guard displayLink == nil else { return }
            let link = CADisplayLink(
                target: DisplayLinkTarget(view: self), selector: #selector(DisplayLinkTarget.tick(_:)))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }
    }

    /// The target of a ``PageControlView``'s display link. A display link retains its target, so the target
    /// holds the view weakly: the link never keeps the view alive, and a link whose view has gone stops.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        private weak var view: PageControlView?

        init(view: PageControlView) {
            self.view = view
            super.init()
        }

        /// Advances the view's control to the frame's time.
        @objc func tick(_ link: CADisplayLink) {
            guard let view else { return link.invalidate() }
            view.control.advanceAnimation(to: view.frames.tick(link.targetTimestamp))
            view.refresh()
        }
    }
#endif
