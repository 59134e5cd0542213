import PageControlCore

/// The checks that cost more than the rest (they measure, resolve the look afresh or build strings), paced
/// by ``InvariantChecker/textCheckInterval``.
extension InvariantChecker {
    /// How often ``perform(_:)`` also checks the hit region, the intrinsic size, what the control keeps for
    /// drawing and the strings
    /// (the accessibility value, the overflow label), which cost more than the rest: every fourth step.
    package static let textCheckInterval = 4

    /// Checks that the hit region, the intrinsic size and the overflow label are finite, that what the control
    /// keeps for drawing matches what it would build now, and that the accessibility value exists exactly when
    /// there are pages.
    ///
    /// - Parameter n: The control's `numberOfPages`.
    func checkCostlyState(pages n: Int, into violations: inout [String]) {
        let c = control
        if !c.hitTesting.region.isFinite { violations.append("hitRegion \(c.hitTesting.region) is not finite") }
        for stale in c.staleKeptDrawing {
            violations.append("the kept \(stale) differs from one built now (a change did not refresh it)")
        }
        let intrinsic = c.intrinsicContentSize
        if !(intrinsic.width >= 0 && intrinsic.height >= 0 && intrinsic.width.isFinite && intrinsic.height.isFinite) {
            violations.append("intrinsicContentSize \(intrinsic) is not a finite size")
        }
        if (c.accessibilityElement.value == nil) != (n == 0) {
            violations.append("accessibilityValue \(String(describing: c.accessibilityElement.value)) with \(n) pages")
        }
        if let label = c.compactLabel, !(Self.isValid(label.frame) && label.fontSize.isFinite && label.fontSize >= 0) {
            violations.append("overflowLabel \(label) is not finite")
        }
    }
}
