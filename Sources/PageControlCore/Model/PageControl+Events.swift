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
