import PageControlCore

extension DisplayList {
    /// What a display list draws that its moving mark leaves alone: what a host keeps of the list it drew, so that
    /// it can ask the next list whether only the mark moved (``DisplayList/markPrimitives(since:)``).
    ///
    /// It keeps the layout, the look and the frame's numbers, not the frame itself (so keeping one copies no text):
    /// the accessible element's texts are the host's to compare, with the element it last spoke
    /// (``PageControlAccessibilityElement/writesTheSame(as:)``).
    package struct StillPart {
        let layout: IndicatorLayout
        /// The resolved look, compared by identity: the control keeps one until its appearance changes.
        let look: AnyObject
        let count: Int
        let markCount: Int
        let size: Size
        let currentPage: Int
        let progress: Double?
        let opacity: Double
        let showsPlatter: Bool
        let platter: PlatterMaterial
        let focusRing: FocusRing?
        let focusRingColor: Color?
        let isAnimating: Bool
        let minimumHitTargetSize: Size
        let stepButtons: StepButtonSettings?
        let stepSize: Int

        /// What `list` draws apart from its mark, or nil when only a whole list can follow it: it has no mark, or
        /// it has what ``DisplayList/markPrimitives(since:)`` does not compare.
        package init?(_ list: borrowing DisplayList) {
            guard list.movesMarkAlone else { return nil }
            let frame = list.frame
            (layout, look, count, markCount) = (frame.layout, frame.look.storage, list.count, list.markCount)
            (size, currentPage, progress, opacity) = (frame.size, frame.currentPage, frame.progress, frame.opacity)
            (showsPlatter, platter, focusRing, focusRingColor) =
                (frame.showsPlatter, frame.platter, frame.focusRing, frame.focusRingColor)
            (isAnimating, minimumHitTargetSize) = (frame.isAnimating, frame.minimumHitTargetSize)
            (stepButtons, stepSize) = (frame.stepButtonSettings, frame.stepSize)
        }
    }

    /// The primitives that can differ from those of the list `still` was kept from, when that list drew the same
    /// frame but for the position and the position moves nothing but the mark: the mark's primitives (rounded
    /// rectangles). A host that drew that list then makes and draws only these. Nil when anything else may differ
    /// (or `still` is nil), and then every primitive must be made again.
    ///
    /// It compares what the mark leaves alone: the dots (``IndicatorLayout/placesTheSameDots(as:)``: no scroll of
    /// the window, no longer current dot, no `swap` or scale effect), the size, the look (the same resolved look,
    /// not only an equal one), the current page, the timer's progress, the idle fade, the platter, the focus ring,
    /// whether the control animates and the step buttons; the host compares the accessible element's texts. Lists
    /// with what it does not compare (a label, a scrub preview, pages with states or content, Increase Contrast's
    /// outlines, whose current one follows the position) always give nil.
    ///
    /// - Complexity: O(1).
    package func markPrimitives(since still: StillPart?) -> Range<Int>? {
        guard let still, movesMarkAlone, count == still.count, markCount == still.markCount,
            frame.layout.placesTheSameDots(as: still.layout), frame.look.storage === still.look,
            frame.size == still.size, frame.currentPage == still.currentPage, frame.progress == still.progress,
            frame.opacity == still.opacity, frame.showsPlatter == still.showsPlatter, frame.platter == still.platter,
            frame.focusRing == still.focusRing, frame.focusRingColor == still.focusRingColor,
            frame.isAnimating == still.isAnimating, frame.minimumHitTargetSize == still.minimumHitTargetSize,
            frame.stepButtonSettings == still.stepButtons, frame.stepSize == still.stepSize
        else { return nil }
        return markStart..<markStart + markCount
    }

    /// The index of the mark's first primitive: after the platter, the dots (with their outlines), the open end's
    /// dots and the segments' fills; without a mark, the index it would have. A host that keeps its shapes may
    /// draw the primitives from here on in a layer of their own, so that moving the mark lays out nothing else.
    ///
    /// - Complexity: O(1).
    package var markStart: Int { platterCount + dotCount * primitivesPerDot + openEndCount + fillCount }

    /// Whether the list has a mark, one primitive per dot, and none of what ``markPrimitives(since:)`` does not
    /// compare: a label, a scrub preview, pages with states or content. (Matched as cases, not compared with
    /// `nil`, which would link their texts' `==`.)
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    var movesMarkAlone: Bool {
        guard hasMark, primitivesPerDot == 1 else { return false }
        if case .some = frame.label { return false }
        if case .some = frame.preview { return false }
        if case .some = frame.contents { return false }
        return frame.states.isEmpty
    }
}
