extension PageControl {
    #if hasFeature(Embedded)
        /// The same as on other platforms, without the main actor (Embedded Swift has none).
        @discardableResult
        public func addAction(
            for event: PageControlEvent, _ handler: @escaping (PageControl) -> Void
        ) -> PageControlActionToken { appendAction(handler) }
    #else
        /// Registers a handler for an event, as `UIControl.addAction(_:for:)`.
        ///
        /// Handlers run in registration order, once per real change, before the delegate is told.
        ///
        /// - Parameters:
        ///   - event: The event; `.valueChanged` is the only one.
        ///   - handler: Called with the control after a person changed the page.
        /// - Returns: A token for ``removeAction(_:)``.
        @discardableResult
        public func addAction(
            for event: PageControlEvent, _ handler: @escaping @MainActor (PageControl) -> Void
        ) -> PageControlActionToken { appendAction(handler) }
    #endif

    /// Stores an action under a new token.
    private func appendAction(_ handler: @escaping ActionHandler) -> PageControlActionToken {
        let token = PageControlActionToken(id: nextActionID)
        nextActionID += 1
        actions.append((token, handler))
        return token
    }

    /// The object told after every page change a person makes, held weakly, as in the custom control of the
    /// source documents. The default is nil.
    ///
    /// The delegate is told after the same changes that send ``PageControlEvent/valueChanged`` (a tap, a key,
    /// a scrub, an accessibility action, a timer's advance), after the actions registered with
    /// ``addAction(for:_:)`` have run, and never for a change made in code. Use whichever fits: target-action
    /// (``addAction(for:_:)``), as `UIControl` does, or a delegate:
    ///
    /// ```swift
    /// final class Gallery: PageControlDelegate {
    ///     func pageControlPageDidChange(_ pageControl: PageControl) {
    ///         scrollView.scroll(toPage: pageControl.currentPage)
    ///     }
    /// }
    /// control.delegate = gallery
    /// ```
    public var delegate: PageControlDelegate? {
        get { delegateBox.value }
        set { delegateBox.value = newValue }
    }

    /// Removes a handler added with ``addAction(for:_:)``. Removing it twice, or a token of another
    /// control, does nothing.
    public func removeAction(_ token: PageControlActionToken) {
        actions.removeAll { $0.token == token }
    }

    /// Runs the actions and tells the delegate, after a person changed the page, and announces the new
    /// page unless `announces` is false (an assistive-technology adjustment, whose value the screen reader
    /// reads itself).
    func sendValueChanged(announces: Bool = true) {
        for action in actions { action.handler(self) }
        delegateBox.value?.pageControlPageDidChange(self)
        if announces { announcePageChange() }
    }
}

/// A weak reference to the delegate.
final class WeakDelegateBox {
    #if hasFeature(Embedded)
        unowned(unsafe) var value: PageControlDelegate?
    #else
        weak var value: PageControlDelegate?
    #endif
}
