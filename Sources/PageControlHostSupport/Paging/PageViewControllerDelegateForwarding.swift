/// Which messages the page view controller binding hands on to the delegate it took the place of: every
/// `UIPageViewControllerDelegate` method the app's delegate implements, including those the binding does not
/// implement itself (`pageViewController(_:spineLocationFor:)`, `pageViewControllerSupportedInterfaceOrientations(_:)`,
/// `pageViewControllerPreferredInterfaceOrientationForPresentation(_:)`) and any Apple adds later. The binding
/// answers `responds(to:)` and `forwardingTarget(for:)` with this rule, by the selector's Objective-C name.
///
/// The binding is the page view controller's data source too, so the data source's methods are never handed on:
/// an app delegate that is also the old data source (and implements `presentationCount(for:)`) would otherwise
/// bring back UIKit's own page dots.
package enum PageViewControllerDelegateForwarding {
    /// The data source's methods (`UIPageViewControllerDataSource`), by their Objective-C selectors: never handed
    /// on, whoever implements them.
    package static let dataSourceSelectors: Set<String> = [
        "pageViewController:viewControllerBeforeViewController:",
        "pageViewController:viewControllerAfterViewController:",
        "presentationCountForPageViewController:",
        "presentationIndexForPageViewController:",
    ]

    /// Whether a message is the delegate's, by its selector's Objective-C name: every method of
    /// `UIPageViewControllerDelegate` starts with `pageViewController` (as UIKit names a delegate's methods after
    /// the object that sends them), and is not one of ``dataSourceSelectors``.
    package static func forwards(_ selector: String) -> Bool {
        selector.hasPrefix("pageViewController") && !dataSourceSelectors.contains(selector)
    }
}
