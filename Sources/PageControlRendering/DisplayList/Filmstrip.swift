import PageControlCore

/// Where the frames of a filmstrip go: `count` frames of one size, one below the other (or beside it),
/// `gap` points apart. The SVG and PNG filmstrips share it.
struct Filmstrip {
    /// The size of one frame in points.
    let frame: Size
    /// The number of frames.
    let count: Int
    /// The space between frames: negative and non-finite gaps become 0.
    let gap: Double
    /// Whether the frames stand left to right instead of top to bottom.
    let sideBySide: Bool

    init(frame: Size, count: Int, gap: Double, sideBySide: Bool = false) {
        self.frame = frame
        self.count = Swift.max(count, 0)
        self.gap = gap.isFinite && gap > 0 ? gap : 0
        self.sideBySide = sideBySide
    }

    /// The distance from one frame's leading edge to the next one's.
    var step: Double { (sideBySide ? frame.width : frame.height) + gap }

    /// The size of the whole strip in points (zero for no frames).
    var size: Size {
        let length = count == 0 ? 0 : Double(count) * step - gap
        return sideBySide
            ? Size(width: length, height: count == 0 ? 0 : frame.height)
            : Size(width: count == 0 ? 0 : frame.width, height: length)
    }

    /// How far frame `index` is from the first, along the strip.
    func offset(of index: Int) -> Double { Double(index) * step }
}
