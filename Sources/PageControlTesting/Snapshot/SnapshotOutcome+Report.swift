extension SnapshotOutcome {
    /// What a test does with an outcome: nothing, a note on standard output, or a failure at the caller's line.
    package enum Report: Sendable, Hashable {
        /// Nothing: the control matches its reference.
        case none
        /// A line on standard output while the test passes: a reference was recorded.
        case note(String)
        /// A failed expectation with this message: a mismatch, a missing reference that had to be there, or a
        /// file that could not be read or written.
        case failure(String)
    }

    /// What ``expectSnapshot(of:as:named:record:fileID:filePath:function:line:column:)-(PageControl,_,_,_,_,_,_,_,_)``
    /// and ``assertSnapshot(of:as:named:record:file:function:line:)-(PageControl,_,_,_,_,_,_)`` do with this
    /// outcome; they only carry it out, with `Issue.record` or `XCTFail`.
    package var report: Report {
        switch self {
        case .matched: .none
        case .recorded: .note(message ?? "")
        case .mismatched(_, _, let message), .missing(_, _, let message), .failed(_, let message): .failure(message)
        }
    }
}
