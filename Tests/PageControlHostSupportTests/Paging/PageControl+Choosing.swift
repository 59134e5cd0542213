import PageControlCore

@testable import PageControlHostSupport

extension PageControl {
    /// A person chooses `page` on the dots: an iPad pointer's tap on its dot, which goes straight to it (the
    /// control is given 320 × 37-point bounds first if it has none).
    func chooseDot(_ page: Int) {
        if bounds.size.width == 0 { bounds = Rect(x: 0, y: 0, width: 320, height: 37) }
        guard let dot = hitTesting.frame(forPage: page) else { return }
        handleTap(at: dot.center, pointerKind: .mouse)
    }
}
