/// What a snapshot of a control holds: its text picture, its SVG or its PNG.
public enum SnapshotFormat: Sendable, Hashable {
    /// ``PageControlSnapshot/text(of:)``: the row as a terminal draws it, the spoken value and what else is
    /// on, in a `.txt` file. Compared line by line.
    case text
    /// The control drawn by `SVGRenderer` at scale 1, in an `.svg` file. Compared line by line.
    case svg
    /// The control drawn by `PNGRenderer` at `scale` pixels per point (2 by default; non-finite and
    /// non-positive scales become 1), in a `.png` file. Compared pixel by pixel, exactly: the renderer
    /// rasterises with its own code, so a picture is the same on every machine and no tolerance is needed.
    case png(scale: Double = 2)

    /// The file extension: `txt`, `svg` or `png`.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .svg: "svg"
        case .png: "png"
        }
    }
}
