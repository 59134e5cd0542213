import Onboarding
import PageControlCore
import PageControlTesting
import XCTest

/// The same page control, from XCTest: `assertSnapshot` and the driver work the same way.
final class OnboardingXCTests: XCTestCase {
    @MainActor
    func testVoiceOverSwipesThroughThePages() async {
        let flow = OnboardingFlow()
        let driver = PageControlDriver(flow.pageControl)
        driver.increment()
        driver.increment()
        XCTAssertEqual(driver.accessibilityValue, "Sync, page 3 of 5")
        XCTAssertEqual(driver.sentPages, [1, 2])
        driver.decrement()
        XCTAssertEqual(flow.page, 1)
        driver.settle()
        assertSnapshot(of: driver)
    }

    @MainActor
    func testLastPageAction() async {
        let flow = OnboardingFlow()
        let driver = PageControlDriver(flow.pageControl)
        XCTAssertTrue(driver.perform(actionNamed: "Last page"))
        XCTAssertEqual(flow.page, 4)
        XCTAssertEqual(driver.announcements, ["Ready, page 5 of 5"])
    }

    @MainActor
    func testADeliberateMismatchIsReported() async throws {
        let flow = OnboardingFlow()
        let driver = PageControlDriver(flow.pageControl)
        driver.key(.right)
        driver.settle()
        // What `assertSnapshot` would report as a failure, checked without failing this test.
        let outcome = PageControlSnapshot.verify(driver.control, as: .text, named: "deliberate-mismatch-xctest")
        XCTAssertTrue(outcome.isFailure)
        XCTAssertTrue(outcome.message?.contains("differs from .snapshots/OnboardingXCTests/") == true)
    }
}
