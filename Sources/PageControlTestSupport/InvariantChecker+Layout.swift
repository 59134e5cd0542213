import PageControlCore

/// The layout: the dots the control shows, where, how big and for which pages.
extension InvariantChecker {
    /// How many indicators at each end of the window, and on each side of the current one, are checked.
    private static let sampleCount = 12

    /// Checks the layout's dots against the control's `n` pages: dots exactly when they should show, for the
    /// right pages, with valid frames, scales and emphases (sampled at both ends of the window and around the
    /// current page), a finite content frame, a window start in range, and the effect's mark.
    ///
    /// - Complexity: O(1) in the number of pages; it samples at most 29 dots.
    func checkLayout(_ layout: IndicatorLayout, pages n: Int, into violations: inout [String]) {
        // While an animated page-count change runs, removed dots shrink out, so the layout may hold more
        // pages than the control (and dots even while there are no pages left).
        let shrinking = countAnimationMayRun
        let showsDots = !control.isHidden && n > 0 && control.window.overflowStyle.showsDots(pageCount: n)
        if !showsDots {
            if !layout.isEmpty && !shrinking {
                violations.append("layout has \(layout.count) dots while hidden, empty or labelled")
            }
            if layout.isEmpty { return }
        } else if layout.isEmpty {
            violations.append("layout is empty with \(n) pages")
            return
        }
        let pages = layout.numberOfPages
        let limit = shrinking ? pages : n
        if pages != n && !shrinking {
            violations.append("layout is for \(pages) pages, the control has \(n)")
        }
        if layout.count > limit || layout.count - 1 > layout.visibleCount {
            violations.append("layout shows \(layout.count) dots for \(limit) pages, \(layout.visibleCount) slots")
        }
        if !layout.contentFrame.isFinite { violations.append("contentFrame \(layout.contentFrame) is not finite") }
        // The open end's slots count as pages for where the window may go.
        let maxStart = Double(max(pages + layout.openSlots - layout.visibleCount, 0))
        checkOpenEnd(layout, into: &violations)
        // Far up a row of more than 2^53 pages both read back rounded: the start is its origin's nearest Double plus
        // the window's offset, rounded again, so it may stand one unit in the last place above the last start's.
        let startInRange = layout.windowStart >= 0 && layout.windowStart <= maxStart.nextUp
        if layout.wrapsAround ? !layout.windowStart.isFinite : !startInRange {
            violations.append("windowStart \(layout.windowStart) outside 0...\(maxStart)")
        }
        checkMark(layout, into: &violations)
        let count = layout.count
        let k = Self.sampleCount
        var indices = Array(0..<min(count, k))
        if count > k { indices += max(k, count - k)..<count }
        if !layout.wrapsAround, let first = layout.first?.page, control.currentPage >= first {
            let offset = control.currentPage - first
            if offset < count { indices += max(0, offset - 2)..<min(count, offset + 3) }
        }
        let firstPage = layout.first?.page ?? 0
        for index in indices {
            let indicator = layout[index]
            // The page `index` dots after the first, round the loop in a looping row (where `pages − firstPage`
            // dots reach the seam, so the sum never overflows even for `Int.max` pages).
            let expected: Int
            if layout.wrapsAround {
                let toSeam = pages - firstPage
                expected = index < toSeam ? firstPage + index : (index - toSeam) % pages
            } else {
                let (sum, overflow) = firstPage.addingReportingOverflow(index)
                expected = overflow ? -1 : sum
            }
            if indicator.page != expected || indicator.page < 0 || indicator.page >= limit {
                violations.append(
                    "indicator \(index) is page \(indicator.page), first visible \(firstPage), \(limit) pages")
            }
            if !Self.isValid(indicator.frame) {
                violations.append("indicator of page \(indicator.page) has frame \(indicator.frame)")
            }
            if !(indicator.scale >= 0 && indicator.scale <= 1) || !(indicator.emphasis >= 0 && indicator.emphasis <= 1)
            {
                violations.append(
                    "indicator of page \(indicator.page): scale \(indicator.scale), emphasis \(indicator.emphasis)")
            }
            if violations.count > 20 { return }
        }
    }

    /// Checks that a span emphasises at most its own pages and the one it slides towards, all within the
    /// layout's pages (on rows of up to 64 dots; a looping row's copies of a page are left out).
    func checkEmphasis(_ layout: IndicatorLayout, into violations: inout [String]) {
        if !layout.wrapsAround, layout.count <= 64 {
            let emphasised = layout.filter { $0.emphasis > 0 }
            let pages = 0..<layout.numberOfPages
            if emphasised.count > layout.visiblePageCount + 1
                || emphasised.contains(where: { !pages.contains($0.page) })
            {
                violations.append(
                    "\(emphasised.count) dots emphasised for a span of \(layout.visiblePageCount) pages")
            }
        }
    }

    /// Checks that at rest the window shows at most `visibleCount` dots, starting on a whole page (UIKit's
    /// rule).
    func checkWindowAtRest(_ layout: IndicatorLayout, into violations: inout [String]) {
        let c = control
        if c.isDrawnAtRest, layout.count > layout.visibleCount || layout.windowStart != layout.windowStart.rounded() {
            violations.append(
                "at rest the layout shows \(layout.count) dots from \(layout.windowStart), visible \(layout.visibleCount)"
            )
        }
    }

    /// Checks that the current and displayed pages' frames are valid, and that pages outside the control's
    /// `n` pages (or, while removed dots shrink out, outside the layout's) have none.
    func checkIndicatorFrames(_ layout: IndicatorLayout, pages n: Int, into violations: inout [String]) {
        let c = control
        for page in [c.currentPage, c.displayedPage] {
            if let frame = c.hitTesting.frame(forPage: page), !Self.isValid(frame) {
                violations.append("indicatorFrame(forPage: \(page)) is \(frame)")
            }
        }
        // While removed dots shrink out, their pages (n and up) still have frames.
        let beyond = countAnimationMayRun ? max(n, layout.numberOfPages) : n
        for page in [-1, beyond, Int.min, Int.max] {
            if let frame = layout.indicator(forPage: page)?.frame {
                violations.append("indicatorFrame(forPage: \(page)) is \(frame) with \(n) pages")
            }
        }
    }

    /// Checks the open end of a count that is still growing: only while the control says more pages may follow
    /// (and the row does not loop), at most its slots, only after the last page's dot, each dot valid and no
    /// bigger than a whole dot; and that the value never claims a final count meanwhile.
    func checkOpenEnd(_ layout: IndicatorLayout, into violations: inout [String]) {
        let c = control
        let opens = c.hasMorePages && !c.paging.wrapsAround && layout.numberOfPages > 0
        if layout.hasMorePages != opens, !layout.isEmpty {
            violations.append("the layout's hasMorePages is \(layout.hasMorePages), the control's open end \(opens)")
        }
        if layout.openEndCount > layout.openSlots || layout.openEndCount < 0 {
            violations.append("the layout shows \(layout.openEndCount) open slots of \(layout.openSlots)")
        }
        if layout.openEndCount > 0, layout.last?.page != layout.numberOfPages - 1 {
            violations.append("an open end follows page \(layout.last?.page ?? -1), not the last page")
        }
        for index in 0..<layout.openEndCount {
            let dot = layout.openEndIndicator(at: index)
            if !Self.isValid(dot.frame) || !(dot.scale > 0 && dot.scale <= 1) {
                violations.append("open end dot \(index) has frame \(dot.frame), scale \(dot.scale)")
            }
        }
        let element = c.accessibilityElement
        guard opens, c.numberOfPages > 0, let value = element.value else { return }
        let strings = element.strings
        let page = element.page
        // The value says the open count ("of at least 20"), which no final count's text contains in any language
        // (in some, such as Arabic, the final text is the open one's beginning, so looking for it would not do).
        var open = [
            strings.value(page: page, of: c.numberOfPages, atLeast: true),
            strings.value(title: element.title(ofPage: page) ?? "", page: page, of: c.numberOfPages, atLeast: true),
        ]
        if let span = element.visiblePages {
            open.append(strings.value(pages: span.first, through: span.last, of: c.numberOfPages, atLeast: true))
        }
        // After a title the value starts lower-case ("Welcome, pages 1 to 3 of at least 10"), so case is ignored.
        let said = value.lowercased()
        if !element.hasMorePages || !open.contains(where: { said.contains($0.lowercased()) }) {
            violations.append("the value '\(value)' claims a final count of \(c.numberOfPages) while more may follow")
        }
    }
}
