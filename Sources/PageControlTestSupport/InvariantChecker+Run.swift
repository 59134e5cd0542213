import PageControlCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension InvariantChecker {
    /// How many operations a failure report lists: 40.
    package static let tailLength = 40

    /// Drives a fresh ``PageControl`` with `steps` random operations from `seed` and checks the invariants
    /// after each, stopping at the first failure.
    ///
    /// The control starts with 5 pages in 320 × 37 bounds. While the run lasts, a trap makes the process print
    /// the seed and the step before it dies.
    /// - Parameters:
    ///   - seed: The seed of the operations.
    ///   - steps: How many operations to perform.
    ///   - exclusions: Inputs left out; the default leaves out the known, unfixed issues.
    package static func run(
        seed: UInt64, steps: Int, excluding exclusions: RandomOperationGenerator.Exclusions = .knownIssues
    ) -> InvariantRunReport {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let checker = InvariantChecker(control: control)
        var generator = RandomOperationGenerator(seed: seed, excluding: exclusions)
        var recent: [RandomOperation] = []
        recent.reserveCapacity(tailLength)
        var report = InvariantRunReport(seed: seed, steps: 0, userDrivenSteps: 0, events: 0)
        TrapReporter.begin(seed: seed)
        defer { TrapReporter.end() }
        for step in 0..<max(steps, 0) {
            TrapReporter.step = step
            let operation = generator.next(for: control)
            if recent.count == tailLength { recent.removeFirst() }
            recent.append(operation)
            let violations = checker.perform(operation)
            report.steps = step + 1
            if operation.isUserDriven { report.userDrivenSteps += 1 }
            if !violations.isEmpty {
                report.failure = InvariantFailure(
                    seed: seed, step: step, operation: operation, violations: violations, tail: recent)
                break
            }
        }
        report.events = checker.totalEvents
        return report
    }

    /// A seed as `0x` and 16 hex digits.
    nonisolated package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
