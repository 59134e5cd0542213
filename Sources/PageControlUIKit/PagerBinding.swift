#if canImport(UIKit) && !os(watchOS)
    /// What the view keeps of the pager it is bound to: it follows the pager's content by itself, and the view
    /// calls it when a person changed the page on the dots.
    @MainActor
    protocol PagerBinding: AnyObject {
        /// Shows the control's current page in the pager (animated unless scrubbing or under Reduce Motion).
        func scrollToCurrentPage(animated: Bool)
        /// Stops observing the pager and gives back what the binding took from it (a delegate, a data source).
        func unbind()
    }
#endif
