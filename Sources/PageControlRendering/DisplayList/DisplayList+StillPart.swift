import PageControlCore

extension DisplayList {
    /// What a host keeps of a display list it drew, so that it can draw a later frame that differs from it only in
    /// its position by moving the mark alone (``movedMark(in:)``): the layout, the mark's place in the list, its
    /// colour and page, and the frame's opacity.
    ///
    /// The host must know that only the position changed since, and nothing else the frame holds
    /// (``PageControl/positionDependentParts``): this keeps no look, size or text to compare.
    package struct StillPart {
        let layout: IndicatorLayout
        let markStart: Int
        let markCount: Int
        let markColor: Color
        let currentPage: Int
        let opacity: Double

        /// What a host keeps of `list`, or nil when only a whole list can follow it: it has no mark, or it has
        /// what a moving mark does not leave alone (``DisplayList/movesMarkAlone``).
        package init?(_ list: borrowing DisplayList) {
            guard list.movesMarkAlone else { return nil }
            (layout, markStart, markCount) = (list.frame.layout, list.markStart, list.markCount)
            (markColor, currentPage) = (DisplayList.markColor(of: list.frame), list.frame.currentPage)
            opacity = list.frame.opacity
        }

        /// The mark in `layout`, when the list of the kept frame with `layout` in place of its own differs from
        /// the kept list only in its mark's primitives: the layout places the same dots
        /// (``IndicatorLayout/placesTheSameDots(as:)``: no scroll of the window, no longer current dot, no `swap`
        /// or scale effect) and the mark has as many pieces. Nil otherwise.
        ///
        /// - Complexity: O(1).
        package func movedMark(in layout: IndicatorLayout) -> MovedMark? {
            guard layout.placesTheSameDots(as: self.layout), let mark = layout.mark, mark.pieceCount == markCount
            else { return nil }
            return MovedMark(mark: mark, color: markColor, page: currentPage, opacity: opacity, start: markStart)
        }
    }

    /// The mark of a list that differs from a kept one only there (``StillPart/movedMark(in:)``): its primitives,
    /// as that list draws them.
    package struct MovedMark {
        let mark: IndicatorLayout.Mark
        let color: Color
        let page: Int
        let opacity: Double
        let start: Int

        /// The indices of the mark's primitives in the list: one per piece (two across a looping row's seam).
        package var primitives: Range<Int> { start..<start + mark.pieceCount }

        /// The list's primitive at `index`, one of ``primitives``: a piece of the mark.
        package func primitive(at index: Int) -> DisplayPrimitive {
            let piece = index == start ? mark.frame : mark.wrappedFrame ?? mark.frame
            return DisplayList.faded(DisplayList.markPiece(piece, color: color, page: page), by: opacity)
        }
    }

    /// The index of the mark's first primitive: after the platter, the dots (with their outlines), the open end's
    /// dots and the segments' fills; without a mark, the index it would have. A host that keeps its shapes may
    /// draw the primitives from here on in a layer of their own, so that moving the mark lays out nothing else.
    ///
    /// - Complexity: O(1).
    package var markStart: Int { platterCount + dotCount * primitivesPerDot + openEndCount + fillCount }

    /// Whether the list has a mark, one primitive per dot, and none of what ``StillPart`` does not keep, whose
    /// drawing may follow the position too: a label, a focus ring, a scrub preview, pages with states or content.
    /// (Tested with `hasValue`, not compared with `nil`, which would link their texts' `==`.)
    @inline(never)  // one copy for its callers, not one each: a smaller web module (Guides/Web.md)
    var movesMarkAlone: Bool {
        hasMark && primitivesPerDot == 1 && !frame.label.hasValue && !frame.focusRing.hasValue
            && !frame.preview.hasValue && !frame.contents.hasValue && frame.states.isEmpty
    }
}
