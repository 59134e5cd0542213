import PageControlCore

/// Checks a ``PageControl``'s invariants around every operation a property test performs on it.
///
/// After each ``perform(_:)`` it checks:
///
/// - ``PageControl/numberOfPages`` is at least 0; ``PageControl/currentPage`` and
///   ``PageControl/displayedPage`` lie in `0...max(numberOfPages − 1, 0)`; ``PageControl/position`` is a
///   number in `0...max(numberOfPages − 1, 0)` (in `0..<numberOfPages` while the row wraps around);
/// - every indicator frame is finite with a non-negative size, scales and emphases lie in 0…1, the
///   visible pages are consecutive and in range (sampled at both ends of the window and around the current
///   page, so a billion pages cost the same as ten; while an animated page-count change runs, the dots of
///   removed pages may still show), and `indicatorFrame(forPage:)` answers nil outside the pages;
///   the content frame is finite, and so (every ``textCheckInterval`` steps) are the hit region, the
///   intrinsic size and the overflow label;
/// - an operation that stands for a person (``RandomOperation/isUserDriven``) sends
///   ``PageControlEvent/valueChanged`` exactly once per page change: each event carries a page other than
///   the one before it (starting from the page before the operation), the last event's page is the
///   current page after it, no event means the page did not change, and the delegate is told as often as
///   the actions run;
/// - a programmatic operation sends nothing, and the setters do what they promise (`numberOfPages`,
///   `currentPage` and `setCurrentPage(_:animated:)` pin to the pages, `position` clamps and picks the
///   nearest page, NaN positions and non-finite clock times change nothing);
/// - the accessibility value exists exactly when there are pages (every ``textCheckInterval`` steps), and a
///   timer's progress lies in 0…1;
/// - the look the control keeps between frames (its resolved appearance) matches one resolved afresh (every
///   ``textCheckInterval`` steps), so no setter forgot to clear it.
///
/// A trap (a failed precondition, an overflow, an index out of range) ends the process; ``run(seed:steps:)``
/// makes the process print the seed and step first.
///
/// ```swift
/// let report = InvariantChecker.run(seed: 0x5EED, steps: 10_000)
/// #expect(report.failure == nil, "\(report)")
/// ```
@MainActor
package final class InvariantChecker {
    /// The control under test.
    package let control: PageControl
    /// The most `.valueChanged` events one operation may send before the checker calls it a runaway (a jog
    /// that would walk a billion pages in one frame, say) and stops it. The default is 100,000.
    package var maximumEventsPerOperation = 100_000
    /// Every `.valueChanged` event the control has sent since the checker was made.
    package private(set) var totalEvents = 0

    /// Pages seen by the second observer during the current operation, one per event.
    private var eventPages: [Int] = []
    /// Events counted by the first observer during the current operation.
    private var eventCount = 0
    /// Problems noticed inside event handlers during the current operation.
    private var handlerViolations: [String] = []
    private let delegateObserver = DelegateObserver()
    /// Whether an animated page-count change may still run: from `setNumberOfPages(_:animated: true)` until
    /// the control stops animating.
    private var countAnimationMayRun = false
    /// The steps checked so far, to pace the costlier checks.
    private var stepsChecked = 0

    /// Starts watching `control`: registers two `.valueChanged` actions (one counts, one records each new
    /// page) and a delegate.
    ///
    /// The actions hold the checker weakly, so neither keeps the other alive.
    package init(control: PageControl) {
        self.control = control
        control.addAction(for: .valueChanged) { [weak self] control in
            guard let self else { return }
            self.eventCount += 1
            self.totalEvents += 1
            if self.eventCount == self.maximumEventsPerOperation {
                self.handlerViolations.append(
                    "runaway: one operation sent \(self.maximumEventsPerOperation) .valueChanged events; stopped it")
                // Stop a jog loop: with one page there is nowhere left to go.
                control.numberOfPages = 1
            }
        }
        control.addAction(for: .valueChanged) { [weak self] control in
            guard let self else { return }
            let page = control.currentPage
            self.eventPages.append(page)
            if page < 0 || page > max(control.numberOfPages - 1, 0) {
                self.handlerViolations.append(
                    ".valueChanged carried currentPage \(page) outside 0..<\(control.numberOfPages)")
            }
        }
        control.delegate = delegateObserver
    }

    /// Performs `operation` on the control and checks every invariant.
    ///
    /// - Returns: The broken invariants, each as one line; empty when all hold.
    package func perform(_ operation: RandomOperation) -> [String] {
        let pageBefore = control.currentPage
        let before = (position: control.position, displayed: control.displayedPage)
        let wasScrubbing = control.isScrubbing
        let stoppedTimer = control.timerProgress.flatMap { $0.isStoppedByPerson ? $0 : nil }
        eventPages.removeAll(keepingCapacity: true)
        eventCount = 0
        handlerViolations.removeAll(keepingCapacity: true)
        delegateObserver.count = 0
        operation.apply(to: control)
        if case .setNumberOfPagesAnimated(_, animated: true) = operation { countAnimationMayRun = true }
        if !control.isAnimating { countAnimationMayRun = false }
        var violations = handlerViolations
        checkEvents(userDriven: operation.isUserDriven, pageBefore: pageBefore, into: &violations)
        checkPostconditions(
            of: operation, before: (pageBefore, before.displayed, before.position), into: &violations)
        if case .endScrub = operation, wasScrubbing, let preview = control.scrubPreview {
            violations.append("after \(operation): a preview outlives the scrub: \(preview)")
        }
        // Once a person stops the slide show, nothing but a person starts it again.
        if let timer = stoppedTimer, !timer.isStoppedByPerson, !operation.isPersonsStart {
            violations.append("after \(operation): a person's stop was undone by something else")
        }
        checkState(into: &violations)
        return violations
    }

    /// What the documentation promises of the setters, beyond the invariants.
    private func checkPostconditions(
        of operation: RandomOperation, before: (page: Int, displayed: Int, position: Double),
        into violations: inout [String]
    ) {
        let c = control
        // The last page a screen can start on (the last page, with one page on screen).
        let last = c.wrapsAround ? max(c.numberOfPages - 1, 0) : max(c.numberOfPages - c.visiblePageCount, 0)
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { violations.append("after \(operation): \(message())") }
        }
        func unchanged() {
            let same = c.currentPage == before.page && c.displayedPage == before.displayed
            expect(same && c.position.bitPattern == before.position.bitPattern, "the state changed")
        }
        switch operation {
        case .setNumberOfPages(let count), .setNumberOfPagesAnimated(let count, _):
            expect(c.numberOfPages == max(count, 0), "numberOfPages is \(c.numberOfPages)")
        case .setCurrentPage(let page):
            let target = min(max(page, 0), last)
            expect(c.currentPage == target && c.displayedPage == target, "currentPage is \(c.currentPage)")
            expect(c.position == Double(target), "position is \(c.position)")
        case .setCurrentPageAnimated(let page, _):
            let target = min(max(page, 0), last)
            expect(c.currentPage == target && c.displayedPage == target, "currentPage is \(c.currentPage)")
        case .setPosition(let value) where value.isNaN:
            unchanged()
        case .setPosition(let value):
            expect(c.currentPage == c.displayedPage, "currentPage \(c.currentPage), displayed \(c.displayedPage)")
            guard !c.wrapsAround else { break }
            let clamped = min(max(value, 0), Double(last))
            expect(c.position == clamped, "position is \(c.position), expected \(clamped)")
            let nearest = clamped.rounded() >= Double(last) ? last : Int(clamped.rounded())
            expect(c.currentPage == nearest, "currentPage is \(c.currentPage)")
        case .updateCurrentPageDisplay:
            expect(c.displayedPage == c.currentPage, "displayedPage is \(c.displayedPage)")
        case .beginScrub where c.isScrubbing:
            let shown = c.layout.indicator(forPage: c.displayedPage) != nil
            expect((c.scrubPreview != nil) == shown, "scrubbing with preview \(String(describing: c.scrubPreview))")
        case .setIndicatorState(let state, let page) where page >= 0 && page < c.numberOfPages:
            expect(c.indicatorState(forPage: page) == state.canonical, "the state of page \(page) did not change")
        case .setIndicatorState(_, let page):
            expect(c.indicatorState(forPage: page) == .normal, "page \(page) out of range has a state")
        case .advanceAnimation(let time) where !time.isFinite:
            unchanged()
        default:
            break
        }
    }

    /// Checks the state invariants of the control as it is now (see ``InvariantChecker``).
    ///
    /// - Returns: The broken invariants, each as one line; empty when all hold.
    package func checkState() -> [String] {
        var violations: [String] = []
        checkState(into: &violations, thorough: true)
        return violations
    }

    private func checkEvents(userDriven: Bool, pageBefore: Int, into violations: inout [String]) {
        if delegateObserver.count != eventCount {
            violations.append("the delegate was told \(delegateObserver.count) times for \(eventCount) events")
        }
        if eventPages.count != eventCount {
            violations.append("the second observer ran \(eventPages.count) times for \(eventCount) events")
        }
        guard userDriven else {
            if eventCount != 0 {
                violations.append("a programmatic operation sent \(eventCount) .valueChanged (\(eventPages))")
            }
            return
        }
        var previous = pageBefore
        for page in eventPages {
            if page == previous {
                violations.append(".valueChanged sent for page \(page) without a change (events \(eventPages))")
                break
            }
            previous = page
        }
        let after = control.currentPage
        if previous != after {
            violations.append(
                eventPages.isEmpty
                    ? "the page changed \(pageBefore) → \(after) without .valueChanged"
                    : "the last .valueChanged said page \(previous) but the page is \(after) (events \(eventPages))")
        }
    }

    /// How often ``perform(_:)`` also checks the hit region, the intrinsic size and the strings (the
    /// accessibility value, the overflow label), which cost more than the rest: every fourth step.
    package static let textCheckInterval = 4

    private func checkState(into violations: inout [String], thorough: Bool = false) {
        let c = control
        let n = c.numberOfPages
        let last = max(n - 1, 0)
        let lastStart = c.wrapsAround ? last : max(n - c.visiblePageCount, 0)
        if n < 0 { violations.append("numberOfPages \(n) < 0") }
        if !(0...lastStart).contains(c.currentPage) {
            violations.append("currentPage \(c.currentPage) outside 0...\(lastStart)")
        }
        if !(0...lastStart).contains(c.displayedPage) {
            violations.append("displayedPage \(c.displayedPage) outside 0...\(lastStart)")
        }
        // A span never names a page outside 0..<n.
        if let span = c.visiblePages, !(0..<n).contains(span.first) || !(0..<n).contains(span.last) {
            violations.append("visible pages \(span) outside 0..<\(n)")
        }
        if c.pagesWithState.contains(where: { $0.page < 0 || $0.page >= n || $0.state == .normal }) {
            violations.append("a state is stored for a page outside 0..<\(n) or as normal")
        }
        // The preview exists only during a scrub, or in the second after a VoiceOver adjustment.
        if let preview = c.scrubPreview {
            if !c.isScrubbing && !c.holdsAdjustmentPreview {
                violations.append("a preview with no scrub: \(preview)")
            }
            if !Self.isValid(preview.frame) || !(0..<n).contains(preview.page) {
                violations.append("preview \(preview.frame) for page \(preview.page) of \(n)")
            }
        }
        let position = c.position
        if c.wrapsAround && n > 0 {
            if !(position >= 0 && position < Double(n)) {
                violations.append("position \(position) outside 0..<\(n) in a wrapping row")
            }
        } else if !(position >= 0 && position <= Double(lastStart)) {
            violations.append("position \(position) outside 0...\(lastStart)")
        }
        let layout = c.layout
        checkLayout(layout, pages: n, into: &violations)
        // A span emphasises at most its own pages and the one it slides towards, all within the layout's pages
        // (checked on rows of up to 64 dots; a looping row's copies of a page are left out).
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
        // At rest the window shows at most `visible` dots, starting on a whole page (UIKit's rule).
        if c.isDrawnAtRest, layout.count > layout.visibleCount || layout.windowStart != layout.windowStart.rounded() {
            violations.append(
                "at rest the layout shows \(layout.count) dots from \(layout.windowStart), visible \(layout.visibleCount)"
            )
        }
        for page in [c.currentPage, c.displayedPage] {
            if let frame = c.indicatorFrame(forPage: page), !Self.isValid(frame) {
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
        if !(c.idleOpacity >= 0 && c.idleOpacity <= 1) { violations.append("idleOpacity \(c.idleOpacity)") }
        if c.idleOpacity < 1, c.isAssistiveTechnologyRunning || c.hasKeyboardFocus || c.isPointerInside {
            violations.append("the row fades (\(c.idleOpacity)) under assistive technology, focus or hover")
        }
        if let timer = c.progress, !(timer.currentProgress >= 0 && timer.currentProgress <= 1) {
            violations.append("timer progress \(timer.currentProgress) outside 0...1")
        }
        stepsChecked += 1
        guard thorough || stepsChecked % Self.textCheckInterval == 0 else { return }
        if !c.hitRegion.isFinite { violations.append("hitRegion \(c.hitRegion) is not finite") }
        // `==` first; descriptions only to forgive NaN payloads in shapes (NaN is not equal to itself).
        let kept = c.resolvedAppearance
        let fresh = ResolvedAppearance(c)
        if kept != fresh, kept.description != fresh.description {
            violations.append("the kept appearance differs from one resolved now (a property did not clear it)")
        }
        let intrinsic = c.intrinsicContentSize
        if !(intrinsic.width >= 0 && intrinsic.height >= 0 && intrinsic.width.isFinite && intrinsic.height.isFinite) {
            violations.append("intrinsicContentSize \(intrinsic) is not a finite size")
        }
        if (c.accessibilityValue == nil) != (n == 0) {
            violations.append("accessibilityValue \(String(describing: c.accessibilityValue)) with \(n) pages")
        }
        if let label = c.overflowLabel, !(Self.isValid(label.frame) && label.fontSize.isFinite && label.fontSize >= 0) {
            violations.append("overflowLabel \(label) is not finite")
        }
    }

    /// How many indicators at each end of the window, and on each side of the current one, are checked.
    private static let sampleCount = 12

    private func checkLayout(_ layout: IndicatorLayout, pages n: Int, into violations: inout [String]) {
        // While an animated page-count change runs, removed dots shrink out, so the layout may hold more
        // pages than the control (and dots even while there are no pages left).
        let shrinking = countAnimationMayRun
        let showsDots = !control.isHidden && n > 0 && control.overflowStyle.showsDots(pageCount: n)
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
        let maxStart = Double(max(pages - layout.visibleCount, 0))
        let startInRange = layout.windowStart >= 0 && layout.windowStart <= maxStart
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
            let (sum, overflow) = firstPage.addingReportingOverflow(index)
            let expected = overflow ? -1 : layout.wrapsAround ? sum % pages : sum
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

    /// The effect's mark is finite, inside the row along its axis and inside the bounds (or the dots, where
    /// they stand outside small bounds) across it, and at a whole position it is the current dot (with a
    /// span of pages on screen, the frame over the span's dots).
    private func checkMark(_ layout: IndicatorLayout, into violations: inout [String]) {
        guard let mark = layout.mark?.frame else {
            if layout.effect.hasMark { violations.append("no mark for \(layout.effect) with \(layout.count) dots") }
            return
        }
        guard Self.isValid(mark) else { return violations.append("mark \(mark) is not a valid frame") }
        let row = layout.contentFrame
        let bounds = layout.bounds
        let slack = 1e-9 * max(1, abs(row.maxX), abs(row.maxY), abs(row.minX), abs(row.minY))
        let vertical = layout.direction.isVertical
        let (low, high) = vertical ? (mark.minY, mark.maxY) : (mark.minX, mark.maxX)
        let (rowLow, rowHigh) = vertical ? (row.minY, row.maxY) : (row.minX, row.maxX)
        let (crossLow, crossHigh) = vertical ? (mark.minX, mark.maxX) : (mark.minY, mark.maxY)
        let across =
            vertical
            ? (min(bounds.minX, row.minX), max(bounds.maxX, row.maxX))
            : (min(bounds.minY, row.minY), max(bounds.maxY, row.maxY))
        if low < rowLow - slack || high > rowHigh + slack || crossLow < across.0 - slack || crossHigh > across.1 + slack
        {
            violations.append("mark \(mark) leaves the row \(row) or the bounds \(bounds)")
        }
        let position = layout.position
        let inRow = { (f: Rect) in
            vertical ? f.minY >= rowLow && f.maxY <= rowHigh : f.minX >= rowLow && f.maxX <= rowHigh
        }
        let span = layout.visiblePageCount
        if position == position.rounded(), !layout.wrapsAround, let dot = layout.indicator(forPage: Int(position)),
            let end = layout.indicator(forPage: Int(position) + span - 1), inRow(dot.frame), inRow(end.frame)
        {
            // One dot exactly; a span's frame up to rounding (it is built from the dots' ends).
            let expected = span == 1 ? dot.frame : dot.frame.union(end.frame)
            let close = { (a: Double, b: Double) in abs(a - b) <= slack }
            let same =
                span == 1
                ? expected == mark
                : close(expected.minX, mark.minX) && close(expected.maxX, mark.maxX)
                    && close(expected.minY, mark.minY) && close(expected.maxY, mark.maxY)
            if !same { violations.append("at position \(position) the mark \(mark) is not the span \(expected)") }
        }
    }

    /// Whether a frame is finite with a non-negative width and height.
    private static func isValid(_ frame: Rect) -> Bool {
        frame.isFinite && frame.width >= 0 && frame.height >= 0
    }
}

/// The delegate the checker installs, counting calls.
@MainActor
private final class DelegateObserver: PageControlDelegate {
    var count = 0
    func pageControlPageDidChange(_ pageControl: PageControl) { count += 1 }
}
