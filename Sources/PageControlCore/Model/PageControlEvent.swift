/// An event that a ``PageControl`` sends to its actions, as `UIControl.Event` for `UIPageControl`.
public enum PageControlEvent: Int, Sendable, Hashable, CaseIterable {
    /// The current page changed through a person: a tap, a key, a scrub step, an accessibility action
    /// or a timer advance. Programmatic changes never send it.
    case valueChanged
    /// A person asked to go past the last page of a count that is still growing (``PageControl/hasMorePages``):
    /// a step, a key, a tap on the row's open end, a flick or a jog. The page does not change and
    /// `.valueChanged` is not sent; the app loads the next batch and raises ``PageControl/numberOfPages``. Sent
    /// once per page count: asking again before the count changes sends nothing.
    case morePagesRequested
}

/// The handle that ``PageControl/addAction(for:_:)`` returns, for ``PageControl/removeAction(_:)``.
public struct PageControlActionToken: Sendable, Hashable {
    let id: Int
}
