/// A tiny seeded random number generator (SplitMix64) so that "random" test images are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    /// The generator state; any seed is fine.
    private var state: UInt64

    /// Creates a generator from a seed; equal seeds give equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    /// Returns the next 64 pseudo-random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Returns `count` pseudo-random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }
}
