import PageControlCore

/// What a run did: the steps it took, the events it saw, and the first failure if any.
package struct InvariantRunReport: Sendable, CustomStringConvertible {
    /// The run's seed.
    package var seed: UInt64
    /// The steps performed (all that were asked for, unless one failed: then up to and including it).
    package var steps: Int
    /// The steps whose operation stood for a person.
    package var userDrivenSteps: Int
    /// The `.valueChanged` events the control sent.
    package var events: Int
    /// The first step that broke an invariant, or nil.
    package var failure: InvariantFailure?

    /// One line: `seed=0x… steps=… user=… events=… violations=0`, then the failure if any.
    package var description: String {
        let line =
            "seed=\(InvariantChecker.hex(seed)) steps=\(steps) user=\(userDrivenSteps) events=\(events)"
            + " violations=\(failure?.violations.count ?? 0)"
        return failure.map { line + "\n" + $0.description } ?? line
    }
}
