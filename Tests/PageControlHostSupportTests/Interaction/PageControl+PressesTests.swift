import PageControlCore
import Testing

@testable import PageControlHostSupport

/// The rule of `pressesBegan(_:with:)`: a key the core maps, or the Play/Pause button of a remote.
@MainActor
@Suite struct PageControlPressesTests {
    func control() -> (PageControl, PageControlTimerProgress) {
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        let timer = PageControlTimerProgress(preferredDuration: 1)
        control.progress = timer
        timer.resumeTimer()
        return (control, timer)
    }

    @Test("A mapped key changes the page: → (0x4F) moves one forward, End (0x4D) to the last")
    func keys() {
        let (control, _) = control()
        #expect(control.handlePress(hidUsage: 0x4F))
        #expect(control.currentPage == 1)
        #expect(control.handlePress(hidUsage: 0x4D))
        #expect(control.currentPage == 4)
    }

    @Test("Shift (1 << 17) turns Space (0x2C) into the previous page; Command (1 << 20) leaves it for the app")
    func modifiers() {
        let (control, _) = control()
        control.currentPage = 2
        #expect(control.handlePress(hidUsage: 0x2C, modifierFlags: 1 << 17))
        #expect(control.currentPage == 1)
        #expect(!control.handlePress(hidUsage: 0x2C, modifierFlags: 1 << 20))
        #expect(control.currentPage == 1)
    }

    @Test("A key the core does not map is not used")
    func unmapped() {
        let (control, _) = control()
        #expect(!control.handlePress(hidUsage: 0x04))  // A
        #expect(!control.handlePress(hidUsage: 0x04, isPlayPauseButton: true))
        #expect(control.currentPage == 0)
    }

    @Test("A press with no key is used only when it is the Play/Pause button, which stops the slide show")
    func playPauseButton() {
        let (control, timer) = control()
        #expect(!control.handlePress(hidUsage: nil))
        #expect(!timer.isStoppedByPerson)
        #expect(control.handlePress(hidUsage: nil, isPlayPauseButton: true))
        #expect(timer.isStoppedByPerson)
        #expect(control.handlePress(hidUsage: 0x13))  // P starts it again
        #expect(!timer.isStoppedByPerson)
    }
}
