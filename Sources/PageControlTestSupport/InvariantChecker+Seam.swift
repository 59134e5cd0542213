import PageControlCore

/// The rules of a looping row's seam: the page spring takes the shorter arc, and a one-page step across the
/// seam is announced once, as any other.
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

    /// After a key press, a tap or a frame that changed pages without a scrub, each change was announced once
    /// (VoiceOver speaks its own adjustments, and a scrub's announcements are throttled, so those are left
    /// out).
    func checkAnnouncements(
        of operation: RandomOperation, wasScrubbing: Bool, announcements: Int, events: Int,
        into violations: inout [String]
    ) {
        switch operation {
        case .key, .tap, .advanceAnimation:
            guard !wasScrubbing, control.interactionState != .continuous else { return }
            if announcements != events {
                violations.append("\(events) page changes were announced \(announcements) times")
            }
        default:
            break
        }
    }
}
