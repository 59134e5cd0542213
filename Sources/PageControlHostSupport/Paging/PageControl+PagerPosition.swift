import PageControlCore

extension PageControl {
    /// Follows a pager's event model: `followScroll(to:isUserScrolling:)` with the position it keeps.
    package func follow(_ pager: PagerPosition) {
        followScroll(to: pager.position, isUserScrolling: pager.isUserScrolling)
    }
}
