extension PageControlFrame {
    /// One visible page as a host exposes it: a tab, a button or a link for the page.
    public struct Page: Sendable, Hashable {
        /// The page, 0-based.
        public let page: Int
        /// The page's title (``AccessibilityOptions/pageTitles``), or nil.
        public let title: String?
        /// What the page is called on its own: "Welcome, page 1 of 4" with a title, else "Page 1 of 4".
        public let name: String
        /// Whether it is the current page, the one the accessible value names (while a deferred change waits
        /// for ``PageControl/updateCurrentPageDisplay()``, the dots still show ``PageControlFrame/currentPage``).
        public let isSelected: Bool
        /// Where a tap chooses this page, in bounds coordinates: one dot's pitch along the row, centred on its dot
        /// (at the row's ends, at least half ``PageControlFrame/minimumHitTargetSize`` beyond the dot's centre),
        /// and across the row the larger of the minimum hit target and the pitch; a track's share of its length
        /// for the number and short segments. Pages of a window next to each other have frames that touch, and
        /// every frame lies within where the control takes taps (its bounds, grown around the dots to the
        /// minimum hit target), as ``HitTesting/page(at:)`` answers.
        public let hitFrame: Rect
    }

    /// The visible pages of a frame, in the order of the row, each one page at most once: the window's
    /// ``IndicatorLayout/visibleCount`` pages from its first visible page (the dot sliding in between pages is
    /// left out), or for a track (``IndicatorLayout/isTrack``) the displayed page alone.
    ///
    /// A lazy collection: each page's name is written when it is read.
    ///
    /// - Complexity: O(1) to make and to read a page (a page's title is a dictionary lookup).
    public struct Pages: Sendable, RandomAccessCollection {
        /// The frame's layout.
        let layout: IndicatorLayout
        /// The frame's accessibility element (the titles, the names, the page count).
        let element: PageControlAccessibilityElement
        /// The selected page.
        let selected: Int
        /// The frame's minimum hit target.
        let target: Size

        /// The visible pages of `frame`.
        init(_ frame: PageControlFrame) {
            layout = frame.layout
            element = frame.accessibilityElement
            selected = frame.accessibilityElement.page
            target = frame.minimumHitTargetSize
            endIndex = layout.isEmpty ? 0 : Swift.min(layout.visibleCount, layout.count)
        }

        /// The index of the first page, 0.
        public var startIndex: Int { 0 }
        /// The number of pages.
        public let endIndex: Int

        /// The page at `index` (0 is the first visible page).
        ///
        /// - Precondition: `0 <= index < count`.
        public subscript(index: Int) -> Page {
            precondition(index >= 0 && index < endIndex, "Page index is outside the visible pages.")
            let dot = layout[index]
            return Page(
                page: dot.page, title: element.title(ofPage: dot.page), name: element.name(ofPage: dot.page),
                isSelected: dot.page == selected, hitFrame: hitFrame(of: dot, at: index))
        }

        /// What the visible pages' hit frames share, worked out once: for a host that places its tabs on every
        /// frame (``HitFrameRule/frame(of:at:)`` with `self[index]`'s dot, `layout[index]`) and names them only
        /// when the names change.
        package var hitFrameRule: HitFrameRule { HitFrameRule(self) }

        /// Where a tap chooses the dot at `index`.
        func hitFrame(of dot: IndicatorLayout.Indicator, at index: Int) -> Rect {
            hitFrameRule.frame(of: dot, at: index)
        }
    }

    /// What the hit frames of one frame's visible pages share, worked out once for all of them: the row's
    /// direction, how far a frame reaches along the row from its dot's centre (and at the ends), how far across,
    /// and the region that takes taps (``HitTesting/region(of:minimumTarget:)``), which every frame lies within.
    package struct HitFrameRule {
        let vertical: Bool
        let reversed: Bool
        /// Half a pitch along the row (half a page's share on a track).
        let reach: Double
        /// At the row's two ends: at least half the minimum hit target.
        let endReach: Double
        /// Half the larger of the minimum hit target and the pitch, across the row.
        let across: Double
        let region: Rect
        let lastIndex: Int

        init(_ pages: Pages) {
            let layout = pages.layout
            vertical = layout.direction.isVertical
            reversed = layout.direction.isReversed
            let (alongTarget, acrossTarget) =
                vertical ? (pages.target.height, pages.target.width) : (pages.target.width, pages.target.height)
            reach = layout.isTrack ? layout.rowLength / 2 : layout.metrics.pitch / 2
            endReach = Swift.max(reach, alongTarget / 2)
            across = Swift.max(acrossTarget, layout.metrics.pitch) / 2
            region = HitTesting.region(of: layout, minimumTarget: pages.target)
            lastIndex = pages.endIndex - 1
        }

        /// Where a tap chooses `dot`, the visible page at `index`.
        package func frame(of dot: IndicatorLayout.Indicator, at index: Int) -> Rect {
            let center = vertical ? dot.frame.midY : dot.frame.midX
            let before = index == 0 ? endReach : reach
            let after = index == lastIndex ? endReach : reach
            // `before` and `after` in the row's own sense: a reversed row runs against the axis.
            let (low, high) = reversed ? (center - after, center + before) : (center - before, center + after)
            let middle = vertical ? dot.frame.midX : dot.frame.midY
            let frame =
                vertical
                ? Rect(x: middle - across, y: low, width: 2 * across, height: high - low)
                : Rect(x: low, y: middle - across, width: high - low, height: 2 * across)
            return frame.intersection(region)
        }
    }
}
