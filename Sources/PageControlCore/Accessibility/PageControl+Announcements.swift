extension PageControl {
    /// Why the page changed, as the announcement policy sees it: the reasons an app is told
    /// (``PageAnnouncement/Reason``) and the timer, which is never announced.
    enum AnnouncementCause {
        /// A person, through the control.
        case person
        /// The app's own change.
        case app
        /// A person's swipe of a bound pager, come to rest.
        case pager
        /// The timer of a slide show.
        case autoplay
    }

    /// Announces the current page for a change made for `cause`, when the ``announcementPolicy`` says so: hands
    /// ``announcementText``'s text (or the accessibility value) to ``announcementHandler``, at once, or throttled
    /// while scrubbing.
    func announcePageChange(_ cause: AnnouncementCause) {
        guard announcementHandler != nil, let reason = Self.announcedReason(cause, policy: announcementPolicy),
            let text = announcement(for: reason)
        else { return }
        deliver(announcements.offer(text, throttled: session.isScrubbing, now: motion.lastClockTime))
    }

    /// The reason a change made for `cause` is announced with under `policy`, or nil when it is not announced.
    static func announcedReason(
        _ cause: AnnouncementCause, policy: PageAnnouncementPolicy
    ) -> PageAnnouncement.Reason? {
        switch (cause, policy) {
        case (.autoplay, _), (_, .never), (.app, .afterPersonChanges): return nil
        case (.person, _): return .person
        case (.pager, _): return .pager
        case (.app, .afterAnyChange): return .app
        }
    }

    /// What is said for the current page: ``announcementText``'s text for the change, or the accessibility value
    /// without one; nil to stay silent.
    func announcement(for reason: PageAnnouncement.Reason) -> String? {
        let element = accessibilityElement
        guard let value = element.value else { return nil }
        guard let announcementText else { return value }
        return announcementText(
            PageAnnouncement(
                page: element.page, numberOfPages: element.numberOfPages, hasMorePages: element.hasMorePages,
                title: element.title(ofPage: element.page), reason: reason, defaultText: value))
    }

    /// Delivers a throttled announcement when its interval has passed, or at once when `force`.
    func flushAnnouncement(force: Bool) {
        deliver(announcements.flush(force: force, now: motion.lastClockTime))
    }

    private func deliver(_ text: String?) {
        guard let text else { return }
        announcementHandler?(text)
    }
}
