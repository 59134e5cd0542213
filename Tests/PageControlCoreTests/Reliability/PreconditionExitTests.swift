import PageControlCore
import Testing

/// Every `precondition` in the core traps as documented (programmer errors, as UIKit asserts), and the
/// valid calls next to it do not.
@Suite struct PreconditionExitTests {
    @Test("A shape for a page outside 0..<numberOfPages traps, as UIKit's \"Page must be within 0 and n\"")
    func indicatorShapeOutOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let control = PageControl()
                control.numberOfPages = 3
                control.setIndicatorShape(.ring(lineWidth: 1), forPage: 3)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let control = PageControl()
                control.numberOfPages = 3
                control.setIndicatorShape(nil, forPage: -1)
            }
        }
    }

    @Test("A current-page shape for a page outside 0..<numberOfPages traps")
    func currentShapeOutOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let control = PageControl()
                control.setCurrentPageIndicatorShape(.capsule, forPage: 0)
            }
        }
    }

    // NaN cannot travel to the exit test's process as a captured value (its JSON has no NaN), so it has a test
    // of its own below.
    @Test("A timer of 0 seconds or less traps, at creation and when set later", arguments: [0.0, -1, -Double.ulpOfOne])
    func timerDuration(duration: Double) async {
        await #expect(processExitsWith: .failure) { [duration] in
            await MainActor.run { _ = PageControlTimerProgress(preferredDuration: duration) }
        }
        await #expect(processExitsWith: .failure) { [duration] in
            await MainActor.run {
                let timer = PageControlTimerProgress(preferredDuration: 1)
                timer.preferredDuration = duration
            }
        }
    }

    @Test("A timer of NaN seconds traps")
    func timerNaN() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = PageControlTimerProgress(preferredDuration: .nan) }
        }
    }

    @Test("Reading a layout outside its visible dots traps", arguments: [-1, 5])
    func layoutIndex(index: Int) async {
        await #expect(processExitsWith: .failure) { [index] in
            let layout = IndicatorLayout(
                numberOfPages: 5, position: 0, bounds: Rect(x: 0, y: 0, width: 320, height: 37))
            _ = layout[index]
        }
    }

    @Test("The valid calls beside each precondition do not trap")
    @MainActor
    func validCalls() {
        let control = PageControl()
        control.numberOfPages = 3
        control.setIndicatorShape(.ring(lineWidth: 1), forPage: 2)
        control.setCurrentPageIndicatorShape(.capsule, forPage: 0)
        #expect(control.indicatorShape(forPage: 2) == .ring(lineWidth: 1))
        let timer = PageControlTimerProgress(preferredDuration: 0.001)
        timer.preferredDuration = 5
        #expect(timer.preferredDuration == 5)
        let layout = IndicatorLayout(numberOfPages: 5, position: 0, bounds: Rect(x: 0, y: 0, width: 320, height: 37))
        #expect(layout[4].page == 4)
    }
}
