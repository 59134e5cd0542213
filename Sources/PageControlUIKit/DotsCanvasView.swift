#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlRendering
    import UIKit

    /// The layer ``PageControlView`` draws its dots in: a subview above the platter's material view (a view's
    /// own drawing is below all its subviews, so the dots need one of their own to stand on the glass). It
    /// takes no touches and is no accessibility element; the page control view is both.
    final class DotsCanvasView: UIView {
        /// The view whose control is drawn.
        weak var owner: PageControlView?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            contentMode = .redraw
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        required init?(coder: NSCoder) { fatalError("DotsCanvasView is made in code only") }

        /// Draws the owner's display list (without the platter primitive when a material shows it).
        override func draw(_ rect: CGRect) {
            guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
            CoreGraphicsRenderer().draw(owner.displayList(), in: context)
        }
    }
#endif
