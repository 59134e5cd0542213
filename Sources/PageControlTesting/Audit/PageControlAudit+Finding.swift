import PageControlCore

extension PageControlAudit {
    /// One thing to change in a page control's configuration: the WCAG 2.2 success criterion it fails, the page it
    /// concerns and a sentence saying what to change.
    ///
    /// ```swift
    /// finding.criterion    // "2.5.8"
    /// finding.page         // 2, the third page; nil for the whole control
    /// finding.message      // "Give page 3's dot a target of at least the 44 × 44 pt Apple's Human Interface …"
    /// print(finding)       // "2.5.8 Target Size (Minimum), page 3: Give page 3's dot …"
    /// ```
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// The WCAG 2.2 success criterion's number: "1.4.1" (Use of Color), "1.4.11" (Non-text Contrast), "2.2.2"
        /// (Pause, Stop, Hide), "2.5.8" (Target Size (Minimum), which on iOS also stands for Apple's 44 × 44 pt,
        /// named in the message) or "4.1.2" (Name, Role, Value).
        public let criterion: String
        /// The page the finding concerns, 0-based, or nil for the whole control (its colours, its touch area, its
        /// label, its slide show).
        public let page: Int?
        /// One sentence saying what to change, naming the property to set; pages in it count from 1, as people
        /// count them.
        public let message: String

        /// A finding, for comparing with the audit's in a test. Nothing is clamped.
        ///
        /// - Parameters:
        ///   - criterion: The success criterion's number, such as "2.5.8".
        ///   - page: The page, 0-based, or nil (the default) for the whole control.
        ///   - message: What to change.
        public init(criterion: String, page: Int? = nil, message: String) {
            self.criterion = criterion
            self.page = page
            self.message = message
        }

        /// A finding of the core's audit.
        init(_ finding: AccessibilityAudit.Finding) {
            self.init(criterion: finding.criterion, page: finding.page, message: finding.message)
        }

        /// The success criterion's name, "Non-text Contrast" for "1.4.11"; empty for a number the audit does not
        /// check.
        public var criterionName: String {
            AccessibilityAudit.Finding(criterion: criterion, page: page, message: message).criterionName
        }

        /// One line for people, as `pagecontrol audit` prints it: the criterion's number and name, the page counted
        /// from 1, then the message, as in `2.5.8 Target Size (Minimum), page 3: Give page 3's dot …`.
        public var description: String {
            AccessibilityAudit.Finding(criterion: criterion, page: page, message: message).description
        }
    }
}
