/// What comparing a control with its snapshot found.
public enum SnapshotOutcome: Sendable, Hashable {
    /// The control matches the reference file at `path`.
    case matched(path: String)
    /// The reference file at `path` was written: it was missing, or `PAGECONTROL_SNAPSHOTS=record` or
    /// `record: true` asked for it.
    case recorded(path: String)
    /// The control differs from the reference at `path`: `message` says how (a line diff, or the pixels that
    /// differ), and what was drawn instead is at `actualPath` (`<name>.actual.<ext>` beside the reference).
    case mismatched(path: String, actualPath: String, message: String)
    /// There is no reference at `path`, and `PAGECONTROL_SNAPSHOTS=require` forbids recording one: `message` says
    /// so, and what was drawn is at `actualPath`, to look at or to commit as the reference.
    case missing(path: String, actualPath: String, message: String)
    /// The reference could not be read or written, or the environment asks for no known mode (see
    /// `PAGECONTROL_SNAPSHOTS`): `message` says why.
    case failed(path: String, message: String)

    /// Whether a test should fail: a mismatch, a missing reference that had to be there, or a failure to read
    /// or write.
    public var isFailure: Bool {
        switch self {
        case .matched, .recorded: false
        case .mismatched, .missing, .failed: true
        }
    }

    /// The reference file's path.
    public var path: String {
        switch self {
        case .matched(let path), .recorded(let path), .mismatched(let path, _, _), .missing(let path, _, _),
            .failed(let path, _):
            path
        }
    }

    /// One line for a test's log: "Recorded snapshot …", or the message of a mismatch, a missing reference or a
    /// failure; nil for a match.
    public var message: String? {
        switch self {
        case .matched: nil
        case .recorded(let path): "Recorded snapshot \(path)"
        case .mismatched(_, _, let message), .missing(_, _, let message), .failed(_, let message): message
        }
    }
}
