extension PageControl {
    /// Where a scrub will land, while one is under way (and for ``ScrubPreview/adjustmentHoldDuration``
    /// after a VoiceOver adjustment): the page, its title, "k / n" and a callout over its dot; nil
    /// otherwise. It is nil as soon as the scrub ends (the first frame after it draws no callout), and nil
    /// when the control is hidden or the page's dot is not in the window.
    ///
    /// It is there whether or not ``InteractionOptions/showsScrubPreview`` draws it, so a host can show it its own way (the
    /// UIKit and SwiftUI adapters use a label).
    package var scrubPreview: ScrubPreview? { scrubPreview(in: layout) }

    /// ``scrubPreview`` over `layout`, the control's layout as a frame read it (so the frame lays out once).
    func scrubPreview(in layout: IndicatorLayout) -> ScrubPreview? {
        guard hasScrubPreviewCause, !isHidden, pages.numberOfPages > 0
        else { return nil }
        let page = pages.displayedPage
        guard let dot = layout.indicator(forPage: page) else { return nil }
        var pageText = ""
        let pageCharacters = strings.writePageOfCount(page, of: pages.numberOfPages, into: &pageText)
        return ScrubPreview(
            page: page, title: accessibility.pageTitles[page], pageText: pageText, pageCharacters: pageCharacters,
            dot: dot.frame, bounds: interaction.scrubPreviewBounds.map(IndicatorLayout.sanitized) ?? layout.bounds,
            vertical: layout.direction.isVertical,
            prefersRight: effectiveLayoutDirection == .rightToLeft,
            fontSize: OverflowLabel.fontSize(forDiameter: layout.metrics.diameter))
    }

    /// Whether something asks for a preview: a scrub under way or an adjustment's hold (``scrubPreview`` is nil
    /// without one, so a frame can skip building it).
    var hasScrubPreviewCause: Bool { session.scrub != nil || session.adjustmentPreview != nil }

    /// Whether the preview is held after a VoiceOver adjustment (for the property test's invariant).
    package var holdsAdjustmentPreview: Bool { session.adjustmentPreview != nil }

    /// Starts (or restarts) the preview's hold after a VoiceOver adjustment changed the page.
    func holdPreviewAfterAdjustment() {
        session.holdPreview()
    }

    /// Ends the preview's hold once ``ScrubPreview/adjustmentHoldDuration`` of frame clock has passed since
    /// the first frame after the adjustment.
    func advanceAdjustmentPreview(to now: Double) {
        session.advancePreviewHold(to: now, duration: ScrubPreview.adjustmentHoldDuration)
    }
}
