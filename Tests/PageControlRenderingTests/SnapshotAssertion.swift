import PageControlTestSupport
import Testing

/// Records an issue with a line diff when `text` differs from its snapshot under `__Snapshots__/<suite>/`.
func expectSnapshot(
    _ text: String, named name: String, suite: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let outcome = TextSnapshot.check(text, named: name, suite: suite, filePath: #filePath)
    if case .mismatched(let message) = outcome {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
