import PageControlCore

/// The scrub preview: it shows only while a scrub is under way (or briefly after an assistive-technology
/// adjustment), for a page that exists, and goes when the scrub ends.
extension InvariantChecker {
    /// Checks that a preview exists only during a scrub, or in the second after a VoiceOver adjustment, with
    /// a valid frame, a page in `0..<n` and its text's characters counted right.
    ///
    /// - Parameter n: The control's `numberOfPages`.
    func checkScrubPreview(pages n: Int, into violations: inout [String]) {
        let c = control
        if let preview = c.scrubPreview {
            if c.interactionState != .continuous && !c.holdsAdjustmentPreview {
                violations.append("a preview with no scrub: \(preview)")
            }
            if !Self.isValid(preview.frame) || !(0..<n).contains(preview.page) {
                violations.append("preview \(preview.frame) for page \(preview.page) of \(n)")
            }
            if preview.characterCount != preview.text.count {
                violations.append("preview \"\(preview.text)\" counts \(preview.characterCount) characters")
            }
        }
    }

    /// Checks that ending a scrub that was under way leaves no preview behind.
    ///
    /// - Parameters:
    ///   - operation: The operation just performed.
    ///   - wasScrubbing: Whether a scrub was under way before it.
    func checkPreviewEnded(after operation: RandomOperation, wasScrubbing: Bool, into violations: inout [String]) {
        if case .endScrub = operation, wasScrubbing, let preview = control.scrubPreview {
            violations.append("after \(operation): a preview outlives the scrub: \(preview)")
        }
    }
}
