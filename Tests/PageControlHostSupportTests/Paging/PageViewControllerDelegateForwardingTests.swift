import Testing

@testable import PageControlHostSupport

/// Which of the app's delegate methods reach it while the binding is the page view controller's delegate.
@Suite struct PageViewControllerDelegateForwardingTests {
    @Test(
        "3. Every delegate method reaches the app's delegate, those Apple adds later too",
        arguments: [
            "pageViewController:willTransitionToViewControllers:",
            "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:",
            "pageViewController:spineLocationForInterfaceOrientation:",
            "pageViewControllerSupportedInterfaceOrientations:",
            "pageViewControllerPreferredInterfaceOrientationForPresentation:",
            "pageViewController:didSomethingNewWithViewControllers:",
        ])
    func delegateMethods(selector: String) {
        #expect(PageViewControllerDelegateForwarding.forwards(selector))
    }

    @Test(
        "The data source's methods and other protocols' never do, even when the app's delegate implements them",
        arguments: [
            "pageViewController:viewControllerBeforeViewController:",
            "pageViewController:viewControllerAfterViewController:",
            "presentationCountForPageViewController:", "presentationIndexForPageViewController:",
            "scrollViewDidScroll:", "viewDidLoad", "collectionView:numberOfItemsInSection:", "",
        ])
    func otherMethods(selector: String) {
        #expect(!PageViewControllerDelegateForwarding.forwards(selector))
    }
}
