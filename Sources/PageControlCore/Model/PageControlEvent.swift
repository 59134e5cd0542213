/// An event that a ``PageControl`` sends to its actions, as `UIControl.Event` for `UIPageControl`.
public enum PageControlEvent: Int, Sendable, Hashable, CaseIterable {
    /// The current page changed through a person: a tap, a key, a scrub step, an accessibility action
    /// or a timer advance. Programmatic changes never send it.
    case valueChanged
}

/// The handle that ``PageControl/addAction(for:_:)`` returns, for ``PageControl/removeAction(_:)``.
public struct PageControlActionToken: Sendable, Hashable {
    let id: Int
}
