/// A small, fast, seedable random number generator (SplitMix64), so property tests can print their
/// seed and be replayed exactly.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The current state.
    package private(set) var state: UInt64

    /// Creates a generator from a seed; the same seed gives the same sequence.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
