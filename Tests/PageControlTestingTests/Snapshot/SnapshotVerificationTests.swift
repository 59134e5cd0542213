import Foundation
import PageControlCore
import PageControlTesting
import Testing

/// Recording, matching and mismatching reference files, in a folder of their own for each test. Each comparison
/// is given an empty environment, so that CI's `PAGECONTROL_SNAPSHOTS=require` leaves these recordings alone;
/// the modes have tests of their own in `SnapshotModeTests`.
@MainActor
@Suite struct SnapshotVerificationTests {
    /// A test file's path in a fresh temporary folder (nothing is written there until a snapshot is).
    func testFile(_ name: String = "OnboardingTests") -> (file: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pagecontrol-kit-\(UUID())")
        return (folder.appendingPathComponent("\(name).swift").path, folder)
    }

    func control(page: Int = 0) -> PageControl {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 120, height: 37)
        control.currentPage = page
        return control
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("A missing reference is recorded under .snapshots/<test file>/, then matches")
    func recordThenMatch() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = PageControlSnapshot.verify(
            control(), as: .text, named: "five pages", filePath: file, environment: [:])
        let path = folder.appendingPathComponent(".snapshots/OnboardingTests/five pages.txt").path
        #expect(first == .recorded(path: path))
        #expect(!first.isFailure)
        #expect(first.message == "Recorded snapshot \(path)")
        #expect(contents(path) == "● ○ ○ ○ ○\nPage 1 of 5\n")
        #expect(
            PageControlSnapshot.verify(control(), as: .text, named: "five pages", filePath: file, environment: [:])
                == .matched(path: path))
    }

    @Test("A mismatch fails with a line diff and writes what was drawn beside the reference; a match removes it")
    func mismatch() throws {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = PageControlSnapshot.verify(control(), as: .text, named: "onboarding", filePath: file, environment: [:])
        let outcome = PageControlSnapshot.verify(
            control(page: 2), as: .text, named: "onboarding", filePath: file, environment: [:])
        let snapshots = folder.appendingPathComponent(".snapshots/OnboardingTests")
        let actual = snapshots.appendingPathComponent("onboarding.actual.txt").path
        let message = """
            Snapshot "onboarding" differs from .snapshots/OnboardingTests/onboarding.txt (what was drawn is in \
            onboarding.actual.txt):
            - reference, + actual:
            - 1\t● ○ ○ ○ ○
            - 2\tPage 1 of 5
            + 1\t○ ○ ● ○ ○
            + 2\tPage 3 of 5
              3\t
            """
        #expect(
            outcome
                == .mismatched(
                    path: snapshots.appendingPathComponent("onboarding.txt").path, actualPath: actual, message: message)
        )
        #expect(outcome.isFailure)
        #expect(contents(actual) == "○ ○ ● ○ ○\nPage 3 of 5\n")
        // The reference is kept; recording again replaces it and removes the actual.
        #expect(contents(snapshots.appendingPathComponent("onboarding.txt").path) == "● ○ ○ ○ ○\nPage 1 of 5\n")
        let again = PageControlSnapshot.verify(
            control(page: 2), as: .text, named: "onboarding", record: true, filePath: file, environment: [:])
        #expect(again == .recorded(path: snapshots.appendingPathComponent("onboarding.txt").path))
        #expect(contents(actual) == nil)
    }

    @Test("PNG references are compared pixel by pixel: the count of differing pixels and the largest difference")
    func pixels() throws {
        let (file, folder) = testFile("PictureTests")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorded = PageControlSnapshot.verify(
            control(), as: .png(scale: 1), named: "dots", filePath: file, environment: [:])
        #expect(recorded.path.hasSuffix(".snapshots/PictureTests/dots.png"))
        #expect(
            PageControlSnapshot.verify(control(), as: .png(scale: 1), named: "dots", filePath: file, environment: [:])
                .isFailure == false)
        let outcome = PageControlSnapshot.verify(
            control(page: 1), as: .png(scale: 1), named: "dots", filePath: file, environment: [:])
        guard case .mismatched(_, let actualPath, let message) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)")
            return
        }
        #expect(actualPath.hasSuffix("dots.actual.png"))
        // The current dot moves: its old and its new dot change colour.
        #expect(message.hasPrefix("Snapshot \"dots\" differs from .snapshots/PictureTests/dots.png"))
        #expect(
            message.hasSuffix(
                "104 of 4440 pixels differ, by at most 127 in a channel (of 255); the first at x 25, y 15."))
        let size = PageControlSnapshot.verify(
            control(), as: .png(scale: 2), named: "dots", filePath: file, environment: [:])
        #expect(size.message?.hasSuffix("the picture is 240×74 pixels, the reference 120×37.") == true)
    }

    @Test("A reference that is not a PNG is reported, not trusted")
    func unreadablePNG() throws {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent(".snapshots/OnboardingTests")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: snapshots.appendingPathComponent("broken.png"))
        let outcome = PageControlSnapshot.verify(
            control(), as: .png(), named: "broken", filePath: file, environment: [:])
        #expect(outcome.message?.contains("the reference is not a PNG this kit reads") == true)
    }

    @Test("SVG references are compared line by line")
    func svg() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = PageControlSnapshot.verify(control(), as: .svg, named: "row", filePath: file, environment: [:])
        let outcome = PageControlSnapshot.verify(
            control(page: 4), as: .svg, named: "row", filePath: file, environment: [:])
        #expect(outcome.message?.contains("\n- reference, + actual:\n") == true)
        #expect(outcome.message?.contains("row.actual.svg") == true)
    }

    @Test("A name cannot leave its folder: other characters become -")
    func names() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = PageControlSnapshot.verify(
            control(), as: .text, named: "../a/b: c", filePath: file, environment: [:])
        #expect(outcome.path.hasSuffix(".snapshots/OnboardingTests/..-a-b- c.txt"))
    }

    @Test("What a test does with each outcome: nothing for a match, a note for a recording, else a failure")
    func reports() {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(".snapshots/OnboardingTests/kept.txt").path
        let recorded = PageControlSnapshot.verify(control(), as: .text, named: "kept", filePath: file, environment: [:])
        #expect(recorded.report == .note("Recorded snapshot \(path)"))
        let matched = PageControlSnapshot.verify(control(), as: .text, named: "kept", filePath: file, environment: [:])
        #expect(matched.report == .none)
        let mismatched = PageControlSnapshot.verify(
            control(page: 3), as: .text, named: "kept", filePath: file, environment: [:])
        guard case .failure(let message) = mismatched.report else {
            Issue.record("expected a failure, got \(mismatched.report)")
            return
        }
        #expect(message.hasPrefix("Snapshot \"kept\" differs from .snapshots/OnboardingTests/kept.txt"))
        #expect(message == mismatched.message)
        let failed = SnapshotOutcome.failed(path: path, message: "Snapshot \"kept\": cannot read \(path).")
        #expect(failed.report == .failure("Snapshot \"kept\": cannot read \(path)."))
    }

    @Test("expectSnapshot's default name is the test function's: it matches a reference named after this test")
    func defaultName() throws {
        let (file, folder) = testFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshots = folder.appendingPathComponent(".snapshots/OnboardingTests")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data("● ○ ○ ○ ○\nPage 1 of 5\n".utf8).write(to: snapshots.appendingPathComponent("defaultName.txt"))
        // A match, so no issue in any mode; under another name it would record a second file, or fail.
        expectSnapshot(of: control(), filePath: file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.path) == ["defaultName.txt"])
    }
}
