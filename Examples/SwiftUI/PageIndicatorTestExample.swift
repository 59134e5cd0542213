#if canImport(SwiftUI) && !os(tvOS) && canImport(Testing)
    import PageControlCore
    import PageControlSwiftUI
    import PageControlTesting
    import SwiftUI

    /// Where a test of a SwiftUI screen finds the indicator's control: its `configure` closure hands it over when
    /// the indicator first appears (host the view, for example in a `UIHostingController`, and lay it out).
    @MainActor
    final class CapturedPageControl {
        /// The indicator's control, once it has appeared.
        var control: PageControl?
    }

    /// The set-up of such a test: an indicator whose `configure` closure captures its control for a driver.
    ///
    /// ```swift
    /// let (indicator, captured) = pageIndicatorForATest()
    /// // … host `indicator` and lay it out, then:
    /// let driver = PageControlDriver(captured.control!)
    /// driver.tap(page: 3)
    /// expectSnapshot(of: driver, named: "indicator")
    /// ```
    @MainActor
    func pageIndicatorForATest() -> (some View, CapturedPageControl) {
        let captured = CapturedPageControl()
        let indicator = PageIndicator(numberOfPages: 5, currentPage: .constant(0)) { control in
            captured.control = control
        }
        return (indicator, captured)
    }
#endif
