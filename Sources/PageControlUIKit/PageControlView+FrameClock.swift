#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlHostSupport
    import QuartzCore
    import UIKit

    extension PageControlView {
        /// Runs a display link while `FrameSchedule` says so.
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

    /// A display link's target, which holds the view weakly (a link retains its target) and stops without it.
    @MainActor
    final class DisplayLinkTarget: NSObject {
        private weak var view: PageControlView?

        init(view: PageControlView) {
            self.view = view
            super.init()
        }

        @objc func tick(_ link: CADisplayLink) {
            guard let view else { return link.invalidate() }
            view.control.advanceAnimation(to: view.frames.tick(link.targetTimestamp))
            view.refresh()
        }
    }
#endif
