import PageControlCore

/// What a run did: the steps it took, the events it saw, and the first failure if any.
public struct InvariantRunReport: Sendable, CustomStringConvertible {
    /// The run's seed.
    public var seed: UInt64
    /// The steps performed (all that were asked for, unless one failed: then up to and including it).
    public var steps: Int
    /// The steps whose operation stood for a person.
    public var userDrivenSteps: Int
    /// The `.valueChanged` events the control sent.
    public var events: Int
    /// The first step that broke an invariant, or nil.
    public var failure: InvariantFailure?

    /// One line: `seed=0x… steps=… user=… events=… violations=0`, then the failure if any.
    public var description: String {
        let line =
            "seed=\(InvariantChecker.hex(seed)) steps=\(steps) user=\(userDrivenSteps) events=\(events)"
            + " violations=\(failure?.violations.count ?? 0)"
        return failure.map { line + "\n" + $0.description } ?? line
    }
}
