import PageControlCore

/// What the dots show after one of a pager's events: the fractional page to follow, and whether a person is
/// moving the content. The pagers' event models (``PageViewControllerPager``, ``OrthogonalSectionPager``) keep
/// one; the host hands it to the control with `PageControl.follow(_:)` after each event.
package struct PagerPosition: Sendable, Hashable {
    /// The fractional page on screen, for `PageControl.followScroll(to:isUserScrolling:)`. Not clamped here: the
    /// control clamps (or wraps) it as its `position` does.
    package var position: Double
    /// Whether a person is moving the content (a finger on it, or a drag away from the page the dots chose),
    /// which ends the content's travel to a page chosen on the dots at once. The default is false.
    package var isUserScrolling: Bool

    /// A position to follow.
    ///
    /// - Parameters:
    ///   - position: The fractional page on screen.
    ///   - isUserScrolling: Whether a person is moving the content. The default is false.
    package init(_ position: Double, isUserScrolling: Bool = false) {
        self.position = position
        self.isUserScrolling = isUserScrolling
    }
}
