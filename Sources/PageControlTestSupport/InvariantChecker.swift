import PageControlCore

/// Checks a ``PageControl``'s invariants around every operation a property test performs on it.
///
/// After each ``perform(_:)`` it checks:
///
/// - ``PageControl/numberOfPages`` is at least 0; ``PageControl/currentPage`` and
///   the page the dots show (`displayedPage`) lie in `0...max(numberOfPages − 1, 0)`; ``PageControl/position`` is a
///   number in `0...max(numberOfPages − 1, 0)` (in `0..<numberOfPages` while the row wraps around);
/// - every indicator frame is finite with a non-negative size, scales and emphases lie in 0…1, the
///   visible pages are consecutive and in range (sampled at both ends of the window and around the current
///   page, so a billion pages cost the same as ten; while an animated page-count change runs, the dots of
///   removed pages may still show), and `indicatorFrame(forPage:)` answers nil outside the pages;
///   the content frame is finite, and so (every ``textCheckInterval`` steps) are the hit region, the
///   intrinsic size and the overflow label;
/// - in a looping row a page spring that starts or changes course aims within half a loop of the position (a
///   tie goes forward), and a key press, tap or frame that changes pages outside a scrub announces each change
///   once (`InvariantChecker+Seam.swift`);
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
/// This file watches the control and checks the events; the other invariants live in extensions by concern:
/// the setters' promises (`InvariantChecker+Postconditions.swift`), pages and position (`+Pages`), the scrub
/// preview (`+ScrubPreview`), the layout and its dots (`+Layout`), the effect's mark (`+Mark`), autoplay and
/// the idle fade (`+Autoplay`), and the checks paced by ``textCheckInterval`` (`+CostlyChecks`). They run in
/// a fixed order, so the violations of one step always come out in the same order.
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
    /// Announcements the control made during the current operation.
    private var announcementCount = 0
    /// Problems noticed inside event handlers during the current operation.
    private var handlerViolations: [String] = []
    private let delegateObserver = DelegateObserver()
    /// Whether an animated page-count change may still run: from `setNumberOfPages(_:animated: true)` until
    /// the control stops animating.
    private(set) var countAnimationMayRun = false
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
        // Count the announcements (and so run the announcement paths), passing them on to any handler.
        let handler = control.announcementHandler
        control.announcementHandler = { [weak self] text in
            self?.announcementCount += 1
            handler?(text)
        }
        // Haptic feedback comes only from a scrub, and never with feedback off.
        let feedbackHandler = control.feedbackHandler
        control.feedbackHandler = { [weak self] feedback in
            guard let self else { return }
            if self.control.interactionState != .continuous {
                self.handlerViolations.append("feedback \(feedback) outside a scrub")
            }
            if !self.control.interaction.providesHapticFeedback {
                self.handlerViolations.append("feedback \(feedback) with providesHapticFeedback off")
            }
            feedbackHandler?(feedback)
        }
        control.delegate = delegateObserver
    }

    /// Performs `operation` on the control and checks every invariant.
    ///
    /// - Returns: The broken invariants, each as one line; empty when all hold.
    package func perform(_ operation: RandomOperation) -> [String] {
        let pageBefore = control.currentPage
        let before = (position: control.position, displayed: control.displayedPage)
        let wasScrubbing = (control.interactionState == .continuous)
        let stoppedTimer = (control.progress as? PageControlTimerProgress).flatMap { $0.isStoppedByPerson ? $0 : nil }
        eventPages.removeAll(keepingCapacity: true)
        eventCount = 0
        announcementCount = 0
        let targetBefore = control.positionTarget
        handlerViolations.removeAll(keepingCapacity: true)
        delegateObserver.count = 0
        operation.apply(to: control)
        if case .setNumberOfPagesAnimated(_, animated: true) = operation { countAnimationMayRun = true }
        if !control.isAnimating { countAnimationMayRun = false }
        var violations = handlerViolations
        checkEvents(userDriven: operation.isUserDriven, pageBefore: pageBefore, into: &violations)
        checkPostconditions(
            of: operation, before: (pageBefore, before.displayed, before.position), into: &violations)
        checkPreviewEnded(after: operation, wasScrubbing: wasScrubbing, into: &violations)
        checkPersonsStop(stoppedTimer, after: operation, into: &violations)
        checkShortArc(targetBefore: targetBefore, into: &violations)
        checkAnnouncements(
            of: operation, wasScrubbing: wasScrubbing, announcements: announcementCount, events: eventCount,
            pageChanged: control.currentPage != pageBefore, into: &violations)
        checkState(into: &violations)
        return violations
    }

    /// Checks the state invariants of the control as it is now (see ``InvariantChecker``).
    ///
    /// - Returns: The broken invariants, each as one line; empty when all hold.
    package func checkState() -> [String] {
        var violations: [String] = []
        checkState(into: &violations, thorough: true)
        return violations
    }

    /// Checks the `.valueChanged` events of one operation: the delegate and both actions heard each one, a
    /// programmatic operation sent none, and a person's operation sent one per page change, ending on the
    /// current page.
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

    /// Checks the state invariants, concern by concern, in the order the violations are listed; every
    /// ``textCheckInterval`` steps (or when `thorough`) the costlier ones too.
    private func checkState(into violations: inout [String], thorough: Bool = false) {
        let n = control.numberOfPages
        // The last page a screen can start on (the last page, with one page on screen).
        let lastStart = control.paging.wrapsAround ? max(n - 1, 0) : max(n - control.paging.visiblePageCount, 0)
        checkPages(pages: n, lastStart: lastStart, into: &violations)
        checkScrubPreview(pages: n, into: &violations)
        checkPosition(pages: n, lastStart: lastStart, into: &violations)
        let layout = control.layout
        checkLayout(layout, pages: n, into: &violations)
        checkEmphasis(layout, into: &violations)
        checkWindowAtRest(layout, into: &violations)
        checkIndicatorFrames(layout, pages: n, into: &violations)
        checkIdleFade(into: &violations)
        checkTimerProgress(into: &violations)
        stepsChecked += 1
        guard thorough || stepsChecked % Self.textCheckInterval == 0 else { return }
        checkCostlyState(pages: n, into: &violations)
    }

    /// Whether a frame is finite with a non-negative width and height.
    static func isValid(_ frame: Rect) -> Bool {
        frame.isFinite && frame.width >= 0 && frame.height >= 0
    }
}

/// The delegate the checker installs, counting calls.
@MainActor
private final class DelegateObserver: PageControlDelegate {
    var count = 0
    func pageControlPageDidChange(_ pageControl: PageControl) { count += 1 }
}
