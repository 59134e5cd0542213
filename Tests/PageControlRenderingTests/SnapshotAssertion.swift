import PageControlTesting
import Testing

/// Records an issue with a line diff when `text` differs from its snapshot under `__Snapshots__/<suite>/`.
func expectSnapshot(
    _ text: String, named name: String, suite: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = SnapshotFile.verifyText(text, named: name, folder: suite, testFile: #filePath)
    if outcome.isFailure, let message = outcome.message {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
