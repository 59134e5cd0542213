import PageControlCore
import PageControlRendering

/// Folds the numbers a frame produced into a 64-bit value, so the optimiser cannot drop the work that
/// computed them.
///
/// Mixing adds bit patterns (one cycle each, no floating-point dependency chain), which keeps the
/// checksum's own cost small next to the work it guards.
struct Checksum {
    /// The running value.
    var value: UInt64 = 0

    /// Mixes in one number.
    @inline(__always)
    mutating func add(_ number: Double) {
        value = (value &+ number.bitPattern) &* 0x100_0000_01B3
    }

    /// Mixes in one integer.
    @inline(__always)
    mutating func add(_ number: Int) {
        value = (value &+ UInt64(bitPattern: Int64(number))) &* 0x100_0000_01B3
    }

    /// Mixes in a rectangle's origin and size.
    @inline(__always)
    mutating func add(_ rect: Rect) {
        value &+= rect.minX.bitPattern ^ (rect.minY.bitPattern &<< 1)
        value &+= rect.width.bitPattern ^ (rect.height.bitPattern &<< 1)
    }

    /// Mixes in a colour's four components.
    @inline(__always)
    mutating func add(_ color: Color) {
        value &+= color.red.bitPattern ^ (color.green.bitPattern &<< 1)
        value &+= color.blue.bitPattern ^ (color.alpha.bitPattern &<< 1)
    }
}

/// Where every benchmark leaves its checksum; written to standard error at the end so that it is observed.
@MainActor
enum Sink {
    /// The combined checksum of every frame measured so far.
    static var value: UInt64 = 0
}
