import Testing

/// The seed files' format, as `Scripts/fuzz/seeds.py` writes it and `FuzzRegressionTests` reads it.
@Suite struct SeedFileTests {
    @Test(
        "Bytes a text file would lose are escaped, and read back",
        arguments: [
            ([0x2D, 0x2D, 0x70], "--p"),
            ([0x00, 0x0A, 0x09, 0x5C], "\\x00\\n\\t\\\\"),
            ([0x1B, 0x5B, 0x41], "\\x1B[A"),
            ([0xE2, 0x80, 0xA6, 0xFF, 0x7F], "\\xE2\\x80\\xA6\\xFF\\x7F"),
            ([], ""),
        ] as [([UInt8], String)])
    func escaping(bytes: [UInt8], line: String) {
        #expect(SeedFile.escape(bytes) == line)
        #expect(SeedFile.unescape(line[...]) == bytes)
    }

    @Test(
        "A line that is not in the format is refused",
        arguments: ["\\q", "\\x0", "\\xff", "\\", "a\u{7}b", "é"])
    func refused(line: String) {
        #expect(SeedFile.unescape(line[...]) == nil)
    }

    @Test("Every line of every seed file is an input in the format's one spelling", arguments: SeedFile.targets)
    func seedFiles(target: String) throws {
        let file = try #require(SeedFile(target: target), "Fuzz/seeds/\(target).seeds cannot be read")
        #expect(file.lines.count > 50)
        for (number, seed) in file.seeds.enumerated() {
            let seed = try #require(seed, "line \(number + 1) is not in the format")
            #expect(SeedFile.escape(seed.bytes) == String(file.lines[number].split(separator: "\t").last ?? ""))
        }
    }
}
