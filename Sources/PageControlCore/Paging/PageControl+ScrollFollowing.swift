extension PageControl {
    /// Follows a paged scroll view's content: call it whenever the content moves, with the fractional page
    /// from ``PagingGeometry/fractionalPage(forContentOffset:)``.
    ///
    /// It sets ``position`` as the setter does (the nearest page becomes current, nothing is sent), with two
    /// exceptions that keep a host's binding from fighting the person:
    /// - During a scrub it does nothing: the scrub owns the page, and the host scrolls the content to it.
    /// - After a person changed the page (tap, key, VoiceOver, timer), while the content is still travelling
    ///   towards that page, only the dots move with the content: ``currentPage`` stays the chosen page, so
    ///   an animated scroll that starts half a page away does not pull the page back. This ends when the
    ///   content arrives, when it moves away from the page again, when `isUserScrolling` is true (a finger
    ///   is on the content), or when the page or position is set in code.
    ///
    /// A person's swipe (`isUserScrolling` true while a finger is on the content) that brings the pager to rest
    /// on another page is announced as ``PageAnnouncement/Reason/pager`` (see ``announcementPolicy``) when the
    /// position comes to rest on a whole page with no finger on it.
    ///
    /// NaN positions are ignored; others are clamped (or wrapped) as ``position`` clamps them.
    public func followScroll(to position: Double, isUserScrolling: Bool = false) {
        guard !position.isNaN, session.scrub == nil else { return }
        defer { announcePagerSwipe(isUserScrolling: isUserScrolling) }
        let p = pages.normalized(position)
        if !isUserScrolling,
            session.contentTravels(
                at: p, in: pages, arrival: Self.arrivalTolerance, takeover: Self.takeoverTolerance)
        {
            motion.stopPosition()
            pages.move(to: p)
            return
        }
        self.position = position
    }

    /// How close to the chosen page the content must come to count as arrived, in pages: 0.001.
    static let arrivalTolerance = 0.001
    /// How far the content may move back from the chosen page (a spring's overshoot, rounding) before it
    /// counts as turning away, in pages: 0.01.
    static let takeoverTolerance = 0.01

    /// Announces the page a person's swipe of a followed pager brought it to, once the pager rests on it.
    private func announcePagerSwipe(isUserScrolling: Bool) {
        let atRest = abs(pages.position - pages.position.rounded()) < Self.arrivalTolerance
        guard
            let start = session.followPager(from: pages.currentPage, isUserScrolling: isUserScrolling, atRest: atRest),
            start != pages.currentPage
        else { return }
        announcePageChange(.pager)
    }
}
