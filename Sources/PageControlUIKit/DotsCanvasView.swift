#if canImport(UIKit) && !os(watchOS)
    import PageControlCore
    import PageControlRendering
    import UIKit

    /// The subview the dots are drawn in, above the platter's material (a view's own drawing lies below its
    /// subviews). It takes no touches and is no accessibility element; the page control view is both.
    final class DotsCanvasView: UIView {
        weak var owner: PageControlView?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            contentMode = .redraw
            isUserInteractionEnabled = false
            isAccessibilityElement = false
        }

        required init?(coder: NSCoder) { fatalError("DotsCanvasView is made in code only") }

        override func draw(_ rect: CGRect) {
            guard let owner, let context = UIGraphicsGetCurrentContext() else { return }
            CoreGraphicsRenderer().draw(owner.displayList(), in: context)
        }
    }
#endif
