import PageControlCore

extension RandomOperationGenerator {
    /// Inputs the generator can leave out because they break an invariant in a way that is known and not
    /// fixed yet (see Guides/Reliability.md). Each has a regression test that turns red once it is fixed,
    /// so the exclusion can go.
    package struct Exclusions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        package let rawValue: Int

        /// Creates a set from raw bits.
        package init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Finite lengths and coordinates beyond ±``RandomOperationGenerator/largestFiniteLength`` in
        /// metrics, bounds and the minimum hit target: values such as `Double.greatestFiniteMagnitude` are
        /// kept as they are, and sums of them overflow to infinity in indicator frames, the content frame,
        /// the hit region and the intrinsic size.
        package static let hugeGeometry = Exclusions(rawValue: 1 << 0)

        /// Frame times more than ``RandomOperationGenerator/longestJogPause`` past the latest one while a scrub
        /// is under way: a jog takes every page step the pause is worth in one call, sending one
        /// `.valueChanged` each, and never stops in a wrapping row (an infinite pause hangs).
        package static let longPausesWhileJogging = Exclusions(rawValue: 1 << 2)

        /// Every known issue: what CI leaves out. None since #38 (every page count up to `Int.max` is exact), so the
        /// default run and `pagecontrol-stress --all` make the same inputs.
        package static let knownIssues: Exclusions = []
    }

    /// The largest magnitude of a finite length or coordinate made while ``Exclusions/hugeGeometry`` is
    /// excluded: 10^12 points.
    package static let largestFiniteLength = 1e12
    /// The longest pause between frames while scrubbing when ``Exclusions/longPausesWhileJogging`` is
    /// excluded: 10 seconds (at most 300 jog steps).
    package static let longestJogPause = 10.0
}
