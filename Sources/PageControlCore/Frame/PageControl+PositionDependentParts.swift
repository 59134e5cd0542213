extension PageControl {
    /// What a change of position alone can alter in ``frame(showsFocusRing:platter:)`` besides its layout: the
    /// current and displayed page (and with them the accessible value and the label), the timer's progress as
    /// drawn and as spoken, the idle fade, the platter, whether the control animates and whether a scrub preview
    /// has a cause.
    ///
    /// Setting ``position`` or calling ``followScroll(to:isUserScrolling:)`` changes nothing else a frame
    /// reads. So a host that kept a frame, has changed nothing but the position since and finds these parts
    /// equal to the kept frame's may draw the next frame as the kept one with the new ``layout`` in place of its
    /// own: the web element does for a position update (`WebFrame.write`, Guides/Web.md).
    package struct PositionDependentParts: Equatable {
        let displayedPage: Int
        let currentPage: Int
        let progress: Double?
        let spokenProgress: PageControlAccessibilityElement.SpokenProgress
        let slideShowAction: AccessibilityCustomAction.Kind?
        let opacity: Double
        let showsPlatter: Bool
        let isAnimating: Bool
        let hasScrubPreviewCause: Bool
    }

    /// The parts of the frame the control would make now that a change of position can alter besides the
    /// layout; see ``PositionDependentParts``.
    ///
    /// - Complexity: O(1).
    package var positionDependentParts: PositionDependentParts {
        let progress = storedProgress
        return PositionDependentParts(
            displayedPage: pages.displayedPage, currentPage: pages.currentPage, progress: shownProgress,
            spokenProgress: progress.map(Self.spokenProgress) ?? .none,
            slideShowAction: progress.flatMap(Self.offeredSlideShowAction), opacity: attention.idleOpacity,
            showsPlatter: look.showsPlatter(in: interactionState), isAnimating: isAnimating,
            hasScrubPreviewCause: hasScrubPreviewCause)
    }

    /// The timer's progress on the current page as a frame draws it, or nil when none shows.
    var shownProgress: Double? {
        guard let progress = storedProgress, progress.isProgressVisible else { return nil }
        return progress.currentProgress
    }
}
