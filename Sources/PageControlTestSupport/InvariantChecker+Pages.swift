import PageControlCore

/// Pages and position: the page numbers, the span on screen, the per-page states and the continuous
/// position stay within the control's pages.
extension InvariantChecker {
    /// Checks that the page count is not negative, the current and displayed pages lie in `0...lastStart`,
    /// the visible span names pages that exist, and states are stored only for pages that exist.
    ///
    /// - Parameters:
    ///   - n: The control's `numberOfPages`.
    ///   - lastStart: The last page a screen can start on.
    func checkPages(pages n: Int, lastStart: Int, into violations: inout [String]) {
        let c = control
        if n < 0 { violations.append("numberOfPages \(n) is negative") }
        if !(0...lastStart).contains(c.currentPage) {
            violations.append("currentPage \(c.currentPage) outside 0...\(lastStart)")
        }
        if !(0...lastStart).contains(c.displayedPage) {
            violations.append("displayedPage \(c.displayedPage) outside 0...\(lastStart)")
        }
        // A span never names a page outside 0..<n.
        if let span = c.accessibilityElement.visiblePages, !(0..<n).contains(span.first) || !(0..<n).contains(span.last)
        {
            violations.append("visible pages \(span) outside 0..<\(n)")
        }
        if c.indicatorStates.pages.contains(where: { $0.page < 0 || $0.page >= n || $0.state == .normal }) {
            violations.append("a state is stored for a page outside 0..<\(n) or as normal")
        }
    }

    /// Checks that the position is a number in `0...lastStart`, or in `0..<n` while the row wraps around.
    ///
    /// - Parameters:
    ///   - n: The control's `numberOfPages`.
    ///   - lastStart: The last page a screen can start on.
    func checkPosition(pages n: Int, lastStart: Int, into violations: inout [String]) {
        let c = control
        let position = c.position
        if c.paging.wrapsAround && n > 0 {
            // The last page itself may round up to the count as a `Double` (beyond 2^53 pages).
            if !(position >= 0 && (position < Double(n) || position == Double(n - 1))) {
                violations.append("position \(position) outside 0..<\(n) in a wrapping row")
            }
        } else if !(position >= 0 && position <= Double(lastStart)) {
            violations.append("position \(position) outside 0...\(lastStart)")
        }
    }
}
