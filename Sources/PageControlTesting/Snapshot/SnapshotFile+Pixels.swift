import PageControlRendering

extension SnapshotFile {
    /// Compares two PNG files pixel by pixel, exactly: nil when their pixels are the same (whatever their
    /// encoding), else how many pixels differ, by how much at most in one channel (0–255) and where the first
    /// one is, or that the sizes differ.
    package static func pixelDifference(_ reference: [UInt8], _ actual: [UInt8]) -> String? {
        guard reference != actual else { return nil }
        let old: PNGDecoder.Image
        let new: PNGDecoder.Image
        do {
            old = try PNGDecoder.decode(reference)
        } catch {
            return "the reference is not a PNG this kit reads (\(error)); record it again."
        }
        do {
            new = try PNGDecoder.decode(actual)
        } catch {
            return "the picture drawn is not a readable PNG (\(error))."
        }
        guard old.width == new.width, old.height == new.height else {
            return "the picture is \(new.width)×\(new.height) pixels, the reference \(old.width)×\(old.height)."
        }
        var differing = 0
        var greatest = 0
        var first: (x: Int, y: Int)?
        for pixel in 0..<(old.width * old.height) {
            var largest = 0
            for channel in 0..<4 {
                let offset = 4 * pixel + channel
                largest = Swift.max(largest, abs(Int(old.rgba[offset]) - Int(new.rgba[offset])))
            }
            guard largest > 0 else { continue }
            differing += 1
            greatest = Swift.max(greatest, largest)
            if first == nil { first = (pixel % old.width, pixel / old.width) }
        }
        guard let first else { return nil }
        return "\(differing) of \(old.width * old.height) pixels differ, by at most \(greatest) in a channel "
            + "(of 255); the first at x \(first.x), y \(first.y)."
    }
}
