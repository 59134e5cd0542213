extension PageControl {
    #if hasFeature(Embedded)
        /// The same as on other platforms, without the main actor (Embedded Swift has none).
        @discardableResult
        public func addAction(
            for event: PageControlEvent, _ handler: @escaping (PageControl) -> Void
        ) -> PageControlActionToken { appendAction(handler, for: event) }
    #else
        /// Registers a handler for an event, as `UIControl.addAction(_:for:)`.
        ///
        /// Handlers run in registration order, once per event: for ``PageControlEvent/valueChanged`` once per
        /// real change, before the delegate is told.
        ///
        /// - Parameters:
        ///   - event: The event: ``PageControlEvent/valueChanged`` after a person changed the page,
        ///     ``PageControlEvent/morePagesRequested`` when a person asks for pages past the last of a count
        ///     that is still growing.
        ///   - handler: Called with the control.
        /// - Returns: A token for ``removeAction(_:)``.
        @discardableResult
        public func addAction(
            for event: PageControlEvent, _ handler: @escaping @MainActor (PageControl) -> Void
        ) -> PageControlActionToken { appendAction(handler, for: event) }
    #endif

    /// Stores an action under a new token.
    private func appendAction(_ handler: @escaping ActionHandler, for event: PageControlEvent) -> PageControlActionToken
    {
        let token = PageControlActionToken(id: nextActionID)
        nextActionID += 1
        actions.append((token, event, handler))
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

    /// Runs the `.valueChanged` actions and tells the delegate, after a person (or the timer) changed the page,
    /// and announces the new page for `cause` as the ``PageControl/announcementPolicy`` says; nil announces
    /// nothing (an assistive-technology adjustment, whose value the screen reader reads itself).
    func sendValueChanged(announcing cause: AnnouncementCause? = .person) {
        send(.valueChanged)
        delegateBox.value?.pageControlPageDidChange(self)
        if let cause { announcePageChange(cause) }
    }

    /// Runs the actions registered for `event`, in registration order.
    func send(_ event: PageControlEvent) {
        for action in actions where action.event == event { action.handler(self) }
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

extension PageControl {
    /// An action's handler: run on the main actor, which Embedded Swift (WebAssembly) does not have.
    #if hasFeature(Embedded)
        typealias ActionHandler = (PageControl) -> Void
    #else
        typealias ActionHandler = @MainActor (PageControl) -> Void
    #endif
}
