extension OutlineFont {
    /// Decodes a subset encoded as `Scripts/fonts/make-font-subset.py` describes: base-64 digits of 5 bits each,
    /// lowest first, the digit's value 32 meaning that another follows; other characters are skipped.
    ///
    /// - Complexity: O(n) in the encoded length.
    init(encoded: String) {
        var reader = Reader(bytes: encoded.utf8.makeIterator())
        let version = reader.unsigned()
        precondition(version == 1, "OutlineFontData has encoding \(version); regenerate it")
        unitsPerEm = reader.unsigned()
        ascender = reader.unsigned()
        descender = reader.unsigned()
        capHeight = reader.unsigned()
        var glyphs: [Glyph] = []
        var contourEnds: [Int32] = []
        var points: [GlyphPoint] = []
        let glyphCount = reader.unsigned()
        glyphs.reserveCapacity(glyphCount)
        for _ in 0..<glyphCount {
            let advance = reader.unsigned()
            let contourCount = reader.unsigned()
            let firstContour = contourEnds.count
            var (x, y) = (0, 0)
            for _ in 0..<contourCount {
                for _ in 0..<reader.unsigned() {
                    let xAndFlag = reader.unsigned()
                    x += Reader.unzigzag(xAndFlag >> 1)
                    y += reader.signed()
                    points.append(GlyphPoint(x: Int16(x), y: Int16(y), isOnCurve: xAndFlag & 1 == 1))
                }
                contourEnds.append(Int32(points.count))
            }
            glyphs.append(Glyph(advance: advance, contours: firstContour..<contourEnds.count))
        }
        var scalars: [UInt32] = []
        var glyphIndices: [Int32] = []
        let scalarCount = reader.unsigned()
        scalars.reserveCapacity(scalarCount)
        glyphIndices.reserveCapacity(scalarCount)
        var scalar = 0
        for _ in 0..<scalarCount {
            scalar += reader.unsigned()
            scalars.append(UInt32(scalar))
            glyphIndices.append(Int32(reader.unsigned()))
        }
        (self.glyphs, self.contourEnds, self.points) = (glyphs, contourEnds, points)
        (self.scalars, self.glyphIndices) = (scalars, glyphIndices)
    }

    /// Reads the encoded integers one by one.
    struct Reader {
        /// The encoded text's bytes.
        var bytes: String.UTF8View.Iterator

        /// The next unsigned integer, 0 at the end.
        mutating func unsigned() -> Int {
            var (value, shift) = (0, 0)
            while let byte = bytes.next() {
                guard let digit = Self.digit(byte) else { continue }
                value |= (digit & 31) << shift
                if digit & 32 == 0 { break }
                shift += 5
            }
            return value
        }

        /// The next zig-zag encoded signed integer.
        mutating func signed() -> Int { Self.unzigzag(unsigned()) }

        /// 0, 1, 2, 3 … as 0, −1, 1, −2 …
        static func unzigzag(_ n: Int) -> Int { n & 1 == 0 ? n >> 1 : -(n >> 1) - 1 }

        /// The value of a base-64 digit (A–Z, a–z, 0–9, +, /), nil for any other byte.
        static func digit(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return Int(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): return 62
            case UInt8(ascii: "/"): return 63
            default: return nil
            }
        }
    }
}
