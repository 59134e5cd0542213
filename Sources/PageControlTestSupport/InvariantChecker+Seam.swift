import PageControlCore

/// The rules of a looping row's seam and of what is announced: the page spring takes the shorter arc, and a
/// one-page step across the seam is announced as any other.
extension InvariantChecker {
    /// After an operation in a looping row: a page spring that started or changed course aims within half a
    /// loop of the position (a tie goes forward), so from the last page to the first it moves one page on,
    /// never back across the row.
    func checkShortArc(targetBefore: Double?, into violations: inout [String]) {
        let c = control
        let n = Double(c.numberOfPages)
        guard c.paging.wrapsAround, n > 1, let target = c.positionTarget, target != targetBefore else { return }
        let ahead = target - c.position
        let slack = 1e-9 * max(1, n)
        if ahead <= -n / 2 - slack || ahead > n / 2 + slack {
            violations.append(
                "in a loop of \(c.numberOfPages) the spring aims at \(target) from \(c.position): the long way round")
        }
    }

    /// What was announced after an operation, by the ``PageControl/announcementPolicy``: a key press or a tap
    /// that changed pages without a scrub announced each change once (nothing under ``PageAnnouncementPolicy/never``);
    /// a frame outside a scrub announced nothing (the timer is never announced); the app's own change of page
    /// once under ``PageAnnouncementPolicy/afterAnyChange``, else nothing. VoiceOver speaks its own adjustments,
    /// and a scrub's announcements are throttled, so those are left out.
    func checkAnnouncements(
        of operation: RandomOperation, wasScrubbing: Bool, announcements: Int, events: Int, pageChanged: Bool,
        into violations: inout [String]
    ) {
        let policy = control.announcementPolicy
        guard !wasScrubbing, control.interactionState != .continuous else { return }
        let expected: Int
        switch operation {
        case .key, .tap: expected = policy == .never ? 0 : events
        case .advanceAnimation: expected = 0
        case .setCurrentPage, .setCurrentPageAnimated: expected = policy == .afterAnyChange && pageChanged ? 1 : 0
        default: return
        }
        if announcements != expected {
            violations.append(
                "\(events) page changes were announced \(announcements) times (expected \(expected), \(policy))")
        }
    }
}
