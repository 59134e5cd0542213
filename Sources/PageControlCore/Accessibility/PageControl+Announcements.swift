extension PageControl {
    /// Hands the new value to ``announcementHandler``: at once, or throttled while scrubbing.
    func announcePageChange() {
        guard announcementHandler != nil, let value = accessibilityElement.value else { return }
        deliver(announcements.offer(value, throttled: session.isScrubbing, now: motion.lastClockTime))
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
