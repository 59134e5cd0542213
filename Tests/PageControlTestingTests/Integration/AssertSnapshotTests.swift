import Foundation
import PageControlCore
import PageControlTesting
import XCTest

/// `assertSnapshot` in XCTest, against a reference in `.snapshots/AssertSnapshotTests/` beside this file.
/// (A mismatch fails the test, and corelibs XCTest has no `XCTExpectFailure`, so `PageControlSnapshot.verify`
/// checks the mismatch.)
final class AssertSnapshotTests: XCTestCase {
    @MainActor
    func testFourPagesAfterATap() async throws {
        let control = PageControl()
        control.numberOfPages = 4
        let driver = PageControlDriver(control)
        driver.tap(page: 2)
        driver.settle()
        assertSnapshot(of: driver)
        assertSnapshot(of: control, as: .text, named: "testFourPagesAfterATap")
        driver.key(.end)
        driver.settle()
        let outcome = PageControlSnapshot.verify(control, as: .text, named: "testFourPagesAfterATap")
        guard case .mismatched(_, let actualPath, _) = outcome else {
            return XCTFail("expected a mismatch, got \(outcome)")
        }
        XCTAssertEqual(
            FileManager.default.contents(atPath: actualPath).map { String(decoding: $0, as: UTF8.self) },
            "○ ○ ○ ●\nPage 4 of 4\n")
        try FileManager.default.removeItem(atPath: actualPath)
    }
}
