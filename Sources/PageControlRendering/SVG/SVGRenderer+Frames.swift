import PageControlCore

extension SVGRenderer {
    /// Several display lists of the same size as one document: a filmstrip, one frame below the other (or
    /// beside it) with `gap` points between them, each frame a `<g>` with its `data-frame` index.
    ///
    /// - Parameters:
    ///   - frames: The frames, top to bottom (or left to right). An empty list gives an empty document.
    ///   - title: The document's title, or nil for none.
    ///   - gap: The space between frames in points. The default is 4; negative and non-finite gaps become 0.
    ///   - sideBySide: Whether the frames stand left to right (for vertical rows). The default is false.
    /// - Complexity: O(frames × visible dots).
    public func filmstrip(_ frames: [DisplayList], title: String?, gap: Double = 4, sideBySide: Bool = false)
        -> String
    {
        let strip = Filmstrip(
            frame: frames.first?.size ?? .zero, count: frames.count, gap: gap, sideBySide: sideBySide)
        var out = header(width: strip.size.width, height: strip.size.height, title: title)
        for (index, frame) in frames.enumerated() {
            let offset = n(strip.offset(of: index))
            let translation = sideBySide ? "\(offset) 0" : "0 \(offset)"
            out += "  <g data-frame=\"\(index)\" transform=\"translate(\(translation))\">\n"
            for primitive in frame { out += "    " + element(primitive) + "\n" }
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }

    /// Several display lists of the same size as one animated document: each frame shows for an equal share
    /// of `duration` seconds in turn, repeating forever (SMIL `<animate>` of each frame's `visibility`, which
    /// browsers play without script; a viewer without SMIL shows the first frame).
    ///
    /// - Parameters:
    ///   - frames: The frames in time order. An empty list gives an empty document.
    ///   - title: The document's title, or nil for none.
    ///   - duration: Seconds for one pass. The default is 2; values that are not finite or not above 0
    ///     become 2.
    /// - Complexity: O(frames × visible dots).
    public func animation(_ frames: [DisplayList], title: String?, duration: Double = 2) -> String {
        let size = frames.first?.size ?? .zero
        let seconds = duration.isFinite && duration > 0 ? duration : 2
        var out = header(width: size.width, height: size.height, title: title)
        let count = frames.count
        for (index, frame) in frames.enumerated() {
            let shown = (0..<count).map { $0 == index ? "visible" : "hidden" }.joined(separator: ";")
            let times = (0..<count).map { n(Double($0) / Double(count)) }.joined(separator: ";")
            out += "  <g data-frame=\"\(index)\" visibility=\"\(index == 0 ? "visible" : "hidden")\">\n"
            out += "    <animate attributeName=\"visibility\" values=\"\(shown)\" keyTimes=\"\(times)\""
            out += " dur=\"\(n(seconds))s\" calcMode=\"discrete\" repeatCount=\"indefinite\"/>\n"
            for primitive in frame { out += "    " + element(primitive) + "\n" }
            out += "  </g>\n"
        }
        return out + "</svg>\n"
    }
}
