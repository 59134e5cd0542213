extension PageControl {
    /// Hands the new value to ``announcementHandler``: at once, or throttled while scrubbing.
    func announcePageChange() {
        guard announcementHandler != nil, let value = accessibilityValue else { return }
        pendingAnnouncement = value
        if !isScrubbing {
            deliverPendingAnnouncement()
            return
        }
        let now = lastClockTime
        if let now, let last = lastAnnouncementTime, now - last < announcementInterval { return }
        deliverPendingAnnouncement()
    }

    /// Delivers a throttled announcement when its interval has passed, or at once when `force`.
    func flushAnnouncement(force: Bool) {
        guard pendingAnnouncement != nil else { return }
        if !force, let now = lastClockTime, let last = lastAnnouncementTime, now - last < announcementInterval {
            return
        }
        deliverPendingAnnouncement()
    }

    private func deliverPendingAnnouncement() {
        guard let text = pendingAnnouncement else { return }
        pendingAnnouncement = nil
        lastAnnouncementTime = lastClockTime
        announcementHandler?(text)
    }
}
