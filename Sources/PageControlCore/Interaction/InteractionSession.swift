/// What a person is doing with a control right now: a scrub and the press behind it, the last tap (for
/// UIKit's quick repeat), the page a person chose that a followed scroll view is travelling to, and
/// continuous scrolling not yet turned into a page.
struct InteractionSession: Sendable {
    /// The scrub under way.
    var scrub: ScrubState?
    /// The press under way that ``PageControl/handlePointer(_:)`` is following.
    var pointerSession: PointerSession?
    /// The last tap that decided a step: where, when, and which way (+1 or −1).
    var lastTap: (point: Point, time: Double, step: Int)?
    /// The page a person chose that a followed scroll view is travelling to, and its last distance in pages.
    var contentTarget: (page: Int, distance: Double)?
    /// Continuous scrolling not yet turned into a page, in points (positive forward).
    var scrollRemainder = 0.0
    /// While the scrub preview is held after a VoiceOver adjustment: the frame-clock time of the first
    /// frame after it, NaN until that frame comes; nil when no hold runs.
    var adjustmentPreview: Double?

    /// Whether a scrub is under way.
    var isScrubbing: Bool { scrub != nil }

    /// Ends what a person was doing because the control has no page left to act on (no pages, or hidden for a
    /// single page), as UIKit cancels a control's tracking when its content goes: the press, the scrub, the tap
    /// a repeat would count from and the preview's hold go. A scrub must never outlive its pages: a later
    /// `beginScrub` is refused, and a scrub kept over no pages would show no preview over a dot that is still
    /// fading out (the property test's seed 0x23BA, step 96,337).
    ///
    /// - Returns: The scrub that was under way, for the control to finish (window, progress, announcement), or
    ///   nil when there was none.
    mutating func endForLostPages() -> ScrubState? {
        let ended = scrub
        scrub = nil
        pointerSession = nil
        lastTap = nil
        adjustmentPreview = nil
        return ended
    }
}
