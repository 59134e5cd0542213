import PageControlCore

/// Where and why a run broke an invariant, with the operations that led there.
package struct InvariantFailure: Sendable, CustomStringConvertible {
    /// The run's seed.
    package var seed: UInt64
    /// The 0-based step whose operation broke an invariant.
    package var step: Int
    /// The operation of that step.
    package var operation: RandomOperation
    /// The broken invariants, one line each.
    package var violations: [String]
    /// The operations up to and including the failing one, oldest first (at most ``InvariantChecker/tailLength``).
    package var tail: [RandomOperation]

    /// Creates a failure record.
    package init(seed: UInt64, step: Int, operation: RandomOperation, violations: [String], tail: [RandomOperation]) {
        self.seed = seed
        self.step = step
        self.operation = operation
        self.violations = violations
        self.tail = tail
    }

    /// A report to print: seed, step, what broke, the last operations and how to replay.
    package var description: String {
        let first = step - tail.count + 1
        var lines = ["invariant broken: seed=\(InvariantChecker.hex(seed)) step=\(step) operation: \(operation)"]
        lines += violations.map { "  - \($0)" }
        lines.append("last \(tail.count) operations (steps \(first)...\(step)):")
        for (offset, operation) in tail.enumerated() { lines.append("  \(first + offset): \(operation)") }
        lines.append(
            "replay: PAGECONTROL_PROPERTY_SEED=\(InvariantChecker.hex(seed)) PAGECONTROL_PROPERTY_STEPS=\(step + 1)"
                + " swift test --filter PageControlPropertyTests")
        return lines.joined(separator: "\n")
    }
}
