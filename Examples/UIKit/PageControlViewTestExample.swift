#if canImport(UIKit) && !os(watchOS) && canImport(Testing)
    import PageControlCore
    import PageControlTesting
    import PageControlUIKit
    import UIKit

    /// The body of a test of a screen's `PageControlView`, as an app's test target writes it inside
    /// `@Test @MainActor func pageControl()` (with `import Testing`): the driver takes the view's control, taps and
    /// scrubs it as a finger would, and the snapshot is the control as text, no simulator screenshot needed.
    @MainActor
    func pageControlViewTestBody() -> [Int] {
        let view = PageControlView(frame: CGRect(x: 0, y: 0, width: 320, height: 37))
        view.numberOfPages = 5
        let driver = PageControlDriver(view.control)
        driver.tap(page: 3)
        driver.scrub(from: 1, to: 4)
        driver.settle()
        expectSnapshot(of: driver, named: "page-control-view")
        return driver.sentPages
    }
#endif
