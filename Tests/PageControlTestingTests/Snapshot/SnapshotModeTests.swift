import Foundation
import PageControlCore
import PageControlTesting
import Testing

/// `PAGECONTROL_SNAPSHOTS`: recording missing references (unset), recording all (`record`), and recording
/// nothing, so that a missing reference fails (`require`, for CI). Each comparison is given its environment.
@MainActor
@Suite struct SnapshotModeTests {
    /// A test file's path in a fresh temporary folder, and that folder.
    func testFile() -> (file: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagecontrol-kit-\(UUID())")
        return (folder.appendingPathComponent("CITests.swift").path, folder)
    }

    func control(page: Int = 0) -> PageControl {
        let control = PageControl()
        control.numberOfPages = 3
        control.bounds = Rect(x: 0, y: 0, width: 120, height: 37)
        control.currentPage = page
        return control
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test(
        "The environment chooses the mode",
        arguments: [
            ([:], SnapshotMode.recordMissing),
            (["PAGECONTROL_SNAPSHOTS": ""], .recordMissing),
            (["PAGECONTROL_SNAPSHOTS": "record"], .recordAll),
            (["PAGECONTROL_SNAPSHOTS": "require"], .require),
            (["RECORD_SNAPSHOTS": "", "PAGECONTROL_SNAPSHOTS": "require"], .require),
            (["RECORD_SNAPSHOTS": "1"], .recordAll),
            (["RECORD_SNAPSHOTS": "1", "PAGECONTROL_SNAPSHOTS": "require"], .require),
        ])
    func modes(environment: [String: String], mode: SnapshotMode) {
        #expect(SnapshotMode.chosen(by: environment) == .success(mode))
    }

    @Test(
        "A value the kit does not know chooses no mode and says what to set",
        arguments: [
            (
                ["PAGECONTROL_SNAPSHOTS": "requir"],
                "PAGECONTROL_SNAPSHOTS is 'requir': use record, require, or leave it unset."
            ),
            (["PAGECONTROL_SNAPSHOTS": "1"], "PAGECONTROL_SNAPSHOTS is '1': use record, require, or leave it unset."),
        ])
    func problems(environment: [String: String], message: String) {
        guard case .failure(let problem) = SnapshotMode.chosen(by: environment) else {
            Issue.record("expected no mode for \(environment)")
            return
        }
        #expect(problem.message == message)
    }

    @Test("require: a missing reference fails, records nothing and leaves what was drawn beside it")
    func requireMissing() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = PageControlSnapshot.verify(
            control(), as: .text, named: "first", filePath: file, environment: ["PAGECONTROL_SNAPSHOTS": "require"])
        let snapshots = folder.appendingPathComponent(".snapshots/CITests")
        let reference = snapshots.appendingPathComponent("first.txt").path
        let actual = snapshots.appendingPathComponent("first.actual.txt").path
        #expect(
            outcome
                == .missing(
                    path: reference, actualPath: actual,
                    message: "Snapshot \"first\" has no reference .snapshots/CITests/first.txt, and "
                        + "PAGECONTROL_SNAPSHOTS=require records none (what was drawn is in first.actual.txt): "
                        + "record it without that setting and commit it."))
        #expect(outcome.isFailure)
        #expect(contents(reference) == nil)
        #expect(contents(actual) == "● ○ ○\nPage 1 of 3\n")
    }

    @Test("require: a committed reference is compared as usual, and record: true fails instead of recording")
    func requireExisting() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let require = ["PAGECONTROL_SNAPSHOTS": "require"]
        let reference = folder.appendingPathComponent(".snapshots/CITests/row.txt").path
        #expect(
            PageControlSnapshot.verify(control(), as: .text, named: "row", filePath: file, environment: [:])
                == .recorded(path: reference))
        #expect(
            PageControlSnapshot.verify(control(), as: .text, named: "row", filePath: file, environment: require)
                == .matched(path: reference))
        let moved = PageControlSnapshot.verify(
            control(page: 1), as: .text, named: "row", filePath: file, environment: require)
        #expect(moved.message?.hasPrefix("Snapshot \"row\" differs from .snapshots/CITests/row.txt") == true)
        let forced = PageControlSnapshot.verify(
            control(page: 2), as: .text, named: "row", record: true, filePath: file, environment: require)
        #expect(
            forced
                == .failed(
                    path: reference,
                    message: "Snapshot \"row\": record: true is set, and PAGECONTROL_SNAPSHOTS=require records "
                        + "nothing; remove record: true."))
        #expect(contents(reference) == "● ○ ○\nPage 1 of 3\n")
    }

    @Test("record: every reference is written again, whatever it held")
    func recordAll() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent(".snapshots/CITests/row.txt").path
        _ = PageControlSnapshot.verify(control(), as: .text, named: "row", filePath: file, environment: [:])
        let outcome = PageControlSnapshot.verify(
            control(page: 2), as: .text, named: "row", filePath: file,
            environment: ["PAGECONTROL_SNAPSHOTS": "record"])
        #expect(outcome == .recorded(path: reference))
        #expect(contents(reference) == "○ ○ ●\nPage 3 of 3\n")
    }

    @Test("A value the kit does not know fails every snapshot, and nothing is written")
    func unknownValue() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = PageControlSnapshot.verify(
            control(), as: .png(scale: 1), named: "dots", filePath: file,
            environment: ["PAGECONTROL_SNAPSHOTS": "yes"])
        #expect(
            outcome.message
                == "Snapshot \"dots\": PAGECONTROL_SNAPSHOTS is 'yes': use record, require, or leave it unset.")
        #expect(outcome.isFailure)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
