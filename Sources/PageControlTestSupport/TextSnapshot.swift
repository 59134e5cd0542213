import Foundation

/// Compares text with a snapshot file stored beside the test, swift-argument-parser style.
///
/// The file is `__Snapshots__/<suite>/<name>.txt` next to the test source. It is recorded when it is
/// missing or when the environment variable `RECORD_SNAPSHOTS=1` is set; otherwise a mismatch returns a
/// line diff.
package enum TextSnapshot {
    /// The result of a comparison.
    package enum Outcome: Equatable, Sendable {
        /// The text matched the stored snapshot.
        case matched
        /// The snapshot was written (missing, or recording was asked for).
        case recorded(path: String)
        /// The text differs; the message holds a line diff.
        case mismatched(message: String)
    }

    /// Compares `actual` with the snapshot `name` of `suite`, beside the test file `filePath`.
    package static func check(_ actual: String, named name: String, suite: String, filePath: String) -> Outcome {
        let testDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let directory = testDirectory.appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
        let file = directory.appendingPathComponent(name + ".txt")
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        if !record, let expected = try? String(contentsOf: file, encoding: .utf8) {
            return expected == actual ? .matched : .mismatched(message: diff(expected: expected, actual: actual))
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return .recorded(path: file.path)
        } catch {
            return .mismatched(message: "could not record \(file.path): \(error)")
        }
    }

    /// A line diff: each differing line as `- expected` / `+ actual` with its line number.
    package static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["Snapshot mismatch (expected -, actual +):"]
        for i in 0..<max(e.count, a.count) {
            let left = i < e.count ? String(e[i]) : nil
            let right = i < a.count ? String(a[i]) : nil
            guard left != right else { continue }
            if let left { lines.append("\(i + 1) - \(left)") }
            if let right { lines.append("\(i + 1) + \(right)") }
        }
        return lines.joined(separator: "\n")
    }
}
