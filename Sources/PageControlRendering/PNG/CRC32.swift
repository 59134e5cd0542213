/// A table-driven CRC-32 (IEEE 802.3: reflected polynomial 0xEDB88320, initial value and final XOR all ones),
/// the checksum every PNG chunk carries over its type and data.
///
/// Feed bytes with ``update(_:)`` as often as needed, then read ``value``; ``checksum(_:)`` does it in one go.
struct CRC32: Sendable, Equatable {
    /// The 256 remainders of the reflected polynomial, one per byte value.
    static let table: [UInt32] = (0..<256).map { byte in
        var remainder = UInt32(byte)
        for _ in 0..<8 {
            remainder = remainder & 1 == 1 ? (remainder >> 1) ^ 0xEDB88320 : remainder >> 1
        }
        return remainder
    }

    /// The running register, pre-inverted as the algorithm requires.
    private var register: UInt32 = 0xFFFFFFFF

    /// Creates a checksum of no bytes (whose ``value`` is 0).
    init() {}

    /// The CRC-32 of all bytes fed so far; 0 when none were.
    var value: UInt32 {
        register ^ 0xFFFFFFFF
    }

    /// Feeds more bytes, in order; an empty sequence changes nothing.
    mutating func update(_ bytes: some Sequence<UInt8>) {
        var register = register
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            Self.table.withUnsafeBufferPointer { table in
                for byte in buffer {
                    register = table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
                }
            }
        }
        if done == nil {
            for byte in bytes {
                register = Self.table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
            }
        }
        self.register = register
    }

    /// Returns the CRC-32 of `bytes` (0 for none).
    static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}
