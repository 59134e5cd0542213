import Testing

@testable import PageControlRendering

@Suite struct CRC32Tests {
    @Test(
        "matches known CRC-32 values",
        arguments: [
            ("123456789", 0xCBF43926), ("IEND", 0xAE426082), ("", 0),
            ("The quick brown fox jumps over the lazy dog", 0x414FA339),
        ] as [(String, UInt32)]
    )
    func knownValues(text: String, crc: UInt32) {
        #expect(CRC32.checksum(Array(text.utf8)) == crc)
        #expect(CRC32.checksum(text.utf8) == crc)  // the non-contiguous path
    }

    @Test("gives the same value when fed in pieces")
    func incremental() {
        var crc = CRC32()
        crc.update(Array("1234".utf8))
        crc.update([UInt8]())
        crc.update(Array("56789".utf8))
        #expect(crc.value == 0xCBF43926)
    }

    @Test("starts at zero")
    func empty() {
        #expect(CRC32().value == 0)
    }

    @Test("builds the standard table")
    func table() {
        #expect(CRC32.table.count == 256)
        #expect(CRC32.table[0] == 0)
        #expect(CRC32.table[1] == 0x77073096)
        #expect(CRC32.table[255] == 0x2D02EF8D)
    }
}
