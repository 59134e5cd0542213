import Foundation
import PageControlCore
import PageControlTestSupport
import Testing

/// Random sequences of every public operation, with the invariants of ``InvariantChecker`` checked after
/// each step.
///
/// CI runs ``stepsPerSeed`` steps for each of ``defaultSeeds`` (200,000 in all). To replay or dig deeper:
///
/// ```sh
/// PAGECONTROL_PROPERTY_SEED=0x00000000DEADBEEF PAGECONTROL_PROPERTY_STEPS=1000000 \
///     swift test --filter PageControlPropertyTests
/// ```
///
/// `swift run -c release pagecontrol-stress` runs ten million steps.
@MainActor
@Suite struct PageControlPropertyTests {
    /// The seeds CI runs: fixed, so a red CI always replays.
    nonisolated static let defaultSeeds: [UInt64] = [
        0x0000_0000_0000_0001, 0x5EED_0F_DA7A, 0xDEAD_BEEF, 0x0123_4567_89AB_CDEF,
        0xFFFF_FFFF_FFFF_FFFF, 0x2024_0611, 0xC0FF_EE00_C0FF_EE00, 0x0BAD_5EED,
    ]
    /// Steps per seed in CI: 25,000, so the eight seeds make 200,000.
    nonisolated static let defaultStepsPerSeed = 25_000

    nonisolated static let environment = ProcessInfo.processInfo.environment

    /// `PAGECONTROL_PROPERTY_SEED` (decimal or `0x` hex) replaces the fixed seeds with one.
    nonisolated static var seeds: [UInt64] {
        guard let text = environment["PAGECONTROL_PROPERTY_SEED"] else { return defaultSeeds }
        let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        return value.map { [$0] } ?? defaultSeeds
    }

    /// `PAGECONTROL_PROPERTY_STEPS` replaces the steps per seed.
    nonisolated static var stepsPerSeed: Int {
        environment["PAGECONTROL_PROPERTY_STEPS"].flatMap { Int($0) } ?? defaultStepsPerSeed
    }

    @Test("Random operations keep every invariant", arguments: seeds)
    func randomOperations(seed: UInt64) {
        let steps = Self.stepsPerSeed
        print("PageControlPropertyTests: seed=\(InvariantChecker.hex(seed)) steps=\(steps)")
        let start = ContinuousClock.now
        let report = InvariantChecker.run(seed: seed, steps: steps)
        print("PageControlPropertyTests: \(report) time=\(ContinuousClock.now - start)")
        #expect(report.failure == nil, "\(report)")
        #expect(report.steps == steps)
        // The generator reaches people's operations and page changes, not only setters.
        #expect(report.userDrivenSteps > steps / 3)
        #expect(report.events > steps / 20)
    }

    @Test("Seed 0x23BA, found by pagecontrol-stress, keeps every invariant past its step 96,337")
    func stressSeed0x23BA() {
        // A scrub outlived its pages: the scrub preview was nil while the fading dot was still laid out.
        let report = InvariantChecker.run(seed: 0x23BA, steps: 96_338)
        #expect(report.failure == nil, "\(report)")
        #expect(report.steps == 96_338)
    }

    @Test("Far up 2^62 pages the window's start may read back one unit in the last place above the last start's")
    func windowStartRoundedOnce() {
        // Found by pagecontrol-stress (seed 0x20261206D1DB, step 76,828): the start is its origin's nearest Double
        // plus the window's offset, rounded again, so it may stand one unit above the last start's nearest Double.
        let control = PageControl()
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.numberOfPages = 1 << 62 + 518
        control.currentPage = control.numberOfPages - 1
        let layout = control.frame().layout
        let lastStart = Double(layout.numberOfPages - layout.visibleCount)
        #expect(layout.windowStart == lastStart.nextUp)
        #expect(InvariantChecker(control: control).checkState() == [])
    }

    @Test("CI's budget is at least 200,000 steps")
    func budget() {
        #expect(Self.defaultSeeds.count * Self.defaultStepsPerSeed >= 200_000)
        #expect(Set(Self.defaultSeeds).count == Self.defaultSeeds.count)
    }

    @Test("The same seed gives the same operations")
    func deterministic() {
        let a = InvariantChecker.run(seed: 42, steps: 2_000)
        let b = InvariantChecker.run(seed: 42, steps: 2_000)
        #expect(a.events == b.events)
        #expect(a.userDrivenSteps == b.userDrivenSteps)
        var g1 = RandomOperationGenerator(seed: 7)
        var g2 = RandomOperationGenerator(seed: 7)
        let control = PageControl()
        control.numberOfPages = 12
        for _ in 0..<500 { #expect(g1.next(for: control).description == g2.next(for: control).description) }
    }

    @Test("The checker notices a programmatic .valueChanged and a page change without one")
    func checkerCatchesEvents() {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let checker = InvariantChecker(control: control)
        #expect(checker.perform(.key(.right)).isEmpty)
        #expect(control.currentPage == 1)
        #expect(checker.perform(.setCurrentPage(3)).isEmpty)
        #expect(checker.perform(.setNumberOfPages(-4)).isEmpty)
        #expect(control.numberOfPages == 0)
        #expect(checker.perform(.setPosition(.nan)).isEmpty)
        #expect(checker.perform(.advanceAnimation(to: -.infinity)).isEmpty)
        #expect(checker.totalEvents == 1)
        // An action that itself changes the page programmatically breaks "the last event's page is current".
        control.numberOfPages = 5
        control.addAction(for: .valueChanged) { $0.currentPage = 0 }
        let violations = checker.perform(.key(.end))
        #expect(violations.contains { $0.contains("the last .valueChanged said page 4 but the page is 0") })
    }

    @Test("A failure report names the seed, the step, the operation and the tail")
    func failureReport() {
        let failure = InvariantFailure(
            seed: 0xABC, step: 7, operation: .tap(Point(x: .nan, y: 1)), violations: ["currentPage 9 outside 0...4"],
            tail: [.key(.right), .tap(Point(x: .nan, y: 1))])
        let text = failure.description
        #expect(text.contains("seed=0x0000000000000ABC step=7 operation: handleTap(at: Point(x: nan, y: 1.0))"))
        #expect(text.contains("  6: handleKey(.right)"))
        #expect(text.contains("PAGECONTROL_PROPERTY_SEED=0x0000000000000ABC PAGECONTROL_PROPERTY_STEPS=8"))
    }
}
