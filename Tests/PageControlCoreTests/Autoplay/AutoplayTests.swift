import Testing

@testable import PageControlCore

/// Autoplay that respects people, on a stepped clock: every frame is an `advanceAnimation(to:)` at a chosen
/// time, so each rule is checked to the exact progress.
@MainActor
@Suite(.serialized) struct AutoplayTests {
    /// Five pages with a running timer of one second per page, at page 0, with a first frame at time 0.
    func control(duration: Double = 1) -> (PageControl, PageControlTimerProgress) {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.reducesMotion = true
        let timer = PageControlTimerProgress(preferredDuration: duration)
        control.progress = timer
        timer.resumeTimer()
        control.advanceAnimation(to: 0)
        return (control, timer)
    }

    /// Frames at each time, in order.
    func frames(_ control: PageControl, _ times: [Double]) {
        for time in times { control.advanceAnimation(to: time) }
    }

    @Test("Without a hold the timer counts every frame and advances when the page's time is up")
    func plain() {
        let (control, timer) = control()
        frames(control, [0.25, 0.5])
        #expect(timer.currentProgress == 0.5)
        #expect(control.autoplayPauseReasons.isEmpty)
        #expect(control.isAutoplayOn)
        frames(control, [1.0])
        #expect(control.currentPage == 1)
        #expect(timer.currentProgress == 0)
    }

    @Test("The timer holds at the start of a page until the page is ready; the value says it is loading")
    func waitsForThePage() {
        let (control, timer) = control()
        var ready = false
        timer.isPageReady = { page in page != 0 || ready }
        frames(control, [0.5, 1.0, 1.5, 2.0])
        #expect(timer.currentProgress == 0)
        #expect(control.currentPage == 0)
        #expect(timer.isWaitingForPage)
        #expect(control.autoplayPauseReasons == .waitingForPage)
        #expect(control.accessibilityValue == "Page 1 of 5, loading")
        #expect(control.isAnimating)  // frames go on, to ask again
        ready = true
        frames(control, [2.25])  // the first frame after the wait starts the count
        #expect(timer.currentProgress == 0)
        #expect(control.accessibilityValue == "Page 1 of 5, 0%")
        frames(control, [2.5, 3.0])
        #expect(timer.currentProgress == 0.75)
        frames(control, [3.25])
        #expect(control.currentPage == 1)
    }

    @Test("A delegate can report readiness too; the closure wins over it")
    func readinessDelegate() {
        final class Loader: PageControlTimerProgressDelegate {
            var loaded: Set<Int> = []
            func pageControlTimerProgress(_ progress: PageControlTimerProgress, isPageReady page: Int) -> Bool {
                loaded.contains(page)
            }
        }
        let (control, timer) = control()
        let loader = Loader()
        timer.delegate = loader
        frames(control, [0.5])
        #expect(timer.isWaitingForPage)
        loader.loaded = [0]
        #expect(!timer.isWaitingForPage)
        timer.isPageReady = { _ in false }
        #expect(timer.isWaitingForPage)
        control.accessibilityLanguage = "de"
        #expect(control.accessibilityValue == "Seite 1 von 5, wird geladen")
    }

    /// Each attention input, as a host sets it.
    nonisolated static let reasons: [(String, AutoplayPauseReasons)] = [
        ("keyboard focus", .keyboardFocus), ("pointer", .pointer), ("accessibility focus", .accessibilityFocus),
        ("content keyboard focus", .contentKeyboardFocus), ("content pointer", .contentPointer),
        ("content accessibility focus", .contentAccessibilityFocus),
    ]

    func set(_ reason: AutoplayPauseReasons, on control: PageControl, _ value: Bool) {
        switch reason {
        case .keyboardFocus: control.hasKeyboardFocus = value
        case .pointer: control.isPointerInside = value
        case .accessibilityFocus: control.hasAccessibilityFocus = value
        case .contentKeyboardFocus: control.contentHasKeyboardFocus = value
        case .contentPointer: control.isPointerOverContent = value
        default: control.contentHasAccessibilityFocus = value
        }
    }

    @Test(
        "Each attention reason alone pauses the timer, and it resumes with the remaining time kept", arguments: reasons)
    func attentionAlone(name: String, reason: AutoplayPauseReasons) {
        let (control, timer) = control()
        frames(control, [0.4])
        #expect(timer.currentProgress == 0.4)
        set(reason, on: control, true)
        #expect(control.autoplayPauseReasons == reason)
        #expect(!control.isAnimating)  // nothing moves: the host may stop its clock
        frames(control, [0.6, 1.0, 5.0])
        #expect(timer.currentProgress == 0.4)
        #expect(control.currentPage == 0)
        set(reason, on: control, false)
        #expect(control.autoplayPauseReasons.isEmpty)
        frames(control, [5.1])  // the first frame after the hold starts the count: the 4.1 s away are not counted
        #expect(timer.currentProgress == 0.4)
        frames(control, [5.3])
        #expect(abs(timer.currentProgress - 0.6) < 1e-12)
        frames(control, [5.7])
        #expect(control.currentPage == 1)
    }

    @Test("Reasons together: the timer resumes only when the last one goes")
    func attentionTogether() {
        let (control, timer) = control()
        frames(control, [0.5])
        control.isPointerInside = true
        control.hasKeyboardFocus = true
        #expect(control.autoplayPauseReasons == [.pointer, .keyboardFocus])
        control.isPointerInside = false
        frames(control, [1, 2])
        #expect(timer.currentProgress == 0.5)
        control.hasKeyboardFocus = false
        frames(control, [2.1, 2.35])
        #expect(timer.currentProgress == 0.75)
    }

    @Test("Reduce Motion keeps autoplay running with instant changes unless the app opts in to pausing")
    func reduceMotion() {
        let (control, timer) = control()
        frames(control, [0.5])
        #expect(control.autoplayPauseReasons.isEmpty)
        control.pausesAutoplayWhenReducingMotion = true
        #expect(control.autoplayPauseReasons == .reduceMotion)
        frames(control, [1, 3])
        #expect(timer.currentProgress == 0.5)
        control.reducesMotion = false
        #expect(control.autoplayPauseReasons.isEmpty)
    }

    @Test("A person's stop stays: the app's resumeTimer does not restart it; only a person's start does")
    func stopByPerson() {
        let (control, timer) = control()
        frames(control, [0.3])
        #expect(control.accessibilityCustomActions.map(\.name).last == "Stop slide show")
        #expect(control.performAccessibilityAction(.stopSlideShow) == false)
        #expect(timer.isStoppedByPerson)
        #expect(control.autoplayPauseReasons == .stoppedByPerson)
        #expect(!control.isAutoplayOn)
        timer.resumeTimer()  // code
        frames(control, [1, 2, 3])
        #expect(timer.currentProgress == 0.3)
        #expect(control.currentPage == 0)
        #expect(control.accessibilityCustomActions.map(\.kind).last == .startSlideShow)
        #expect(control.accessibilityCustomActions.map(\.name).last == "Start slide show")
        control.performAccessibilityAction(.startSlideShow)
        frames(control, [3.1, 3.3])
        #expect(abs(timer.currentProgress - 0.5) < 1e-12)
    }

    @Test("The Play/Pause key (P) is a person's stop and start, and is used only with a timer")
    func playPauseKey() {
        let (control, timer) = control()
        #expect(control.handleKey(.playPause))
        #expect(timer.isStoppedByPerson)
        #expect(control.handleKey(.playPause))
        #expect(!timer.isStoppedByPerson)
        #expect(!control.handleKey(.playPause, modifiers: .command))
        #expect(PageControlKey(hidUsage: 0x13) == .playPause)
        #expect(control.command(for: .playPause) == nil)
        control.progress = nil
        #expect(!control.handleKey(.playPause))
        #expect(control.accessibilityCustomActions.count == 2)
    }

    @Test("With stopsAutoplayOnKeyboardFocus, focus arriving is a person's stop, kept after it leaves")
    func focusStops() {
        let (control, timer) = control()
        control.stopsAutoplayOnKeyboardFocus = true
        control.contentHasKeyboardFocus = true
        control.contentHasKeyboardFocus = false
        #expect(timer.isStoppedByPerson)
        #expect(control.autoplayPauseReasons == .stoppedByPerson)
    }

    @Test("The slide show actions speak the control's language")
    func localisedActions() {
        let (control, _) = control()
        control.accessibilityLanguage = "ru"
        #expect(control.accessibilityCustomActions.last?.name == control.strings.stopSlideShowAction)
        #expect(control.strings.stopSlideShowAction != "Stop slide show")
    }

    // MARK: Fading when idle

    func fading() -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.fadesWhenIdle = true
        control.idleFadeDelay = 3
        control.idleFadeDuration = 0.5
        control.advanceAnimation(to: 0)
        return control
    }

    @Test("Off by default; on, the row fades after the delay over the duration, then the clock may stop")
    func fadeTimings() {
        #expect(!PageControl().fadesWhenIdle)
        let control = fading()
        #expect(control.isAnimating)
        frames(control, [1, 3])
        #expect(control.idleOpacity == 1)
        frames(control, [3.25])
        #expect(control.idleOpacity == 0.5)
        frames(control, [3.5])
        #expect(control.idleOpacity == 0)
        #expect(!control.isAnimating)
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityValue == "Page 1 of 5")
    }

    @Test("Any change brings it back at once, and the delay starts again from the next frame")
    func fadeWakes() {
        let control = fading()
        frames(control, [4])
        #expect(control.idleOpacity == 0)
        control.handleKey(.right)
        #expect(control.idleOpacity == 1)
        #expect(control.isAnimating)
        frames(control, [5, 7.9])
        #expect(control.idleOpacity == 1)
        frames(control, [8.25])
        #expect(control.idleOpacity == 0.5)
        control.position = 2.5  // a scroll view moving the dots
        #expect(control.idleOpacity == 1)
        frames(control, [20])
        control.currentPage = 4  // code too
        #expect(control.idleOpacity == 1)
    }

    @Test(
        "It never fades under assistive technology, focus, hover, a scrub or a slide show",
        arguments: ["assistive technology", "keyboard focus", "accessibility focus", "pointer", "scrub", "autoplay"])
    func noFade(hold: String) {
        let control = fading()
        switch hold {
        case "assistive technology": control.isAssistiveTechnologyRunning = true
        case "keyboard focus": control.hasKeyboardFocus = true
        case "accessibility focus": control.hasAccessibilityFocus = true
        case "pointer": control.isPointerInside = true
        case "scrub": control.beginScrub(at: Point(x: 160, y: 18), pointerKind: .mouse)
        default:
            let timer = PageControlTimerProgress(preferredDuration: 100)
            control.progress = timer
            timer.resumeTimer()
        }
        frames(control, [5, 10, 60])
        #expect(control.idleOpacity == 1)
        #expect(!control.idleFadeNeedsFrames)
    }

    @Test("When the hold ends, the full delay runs again before the row fades")
    func fadeAfterHold() {
        let control = fading()
        control.isPointerInside = true
        frames(control, [10])
        control.isPointerInside = false
        #expect(control.isAnimating)
        frames(control, [11, 13.9])
        #expect(control.idleOpacity == 1)
        frames(control, [14.5])
        #expect(control.idleOpacity == 0)
    }

    @Test("Hostile delays and durations are clamped as documented")
    func fadeClamping() {
        let control = fading()
        control.idleFadeDelay = -1
        #expect(control.idleFadeDelay == 0)
        control.idleFadeDuration = .nan
        #expect(control.idleFadeDuration == 0)
        frames(control, [0.5, 0.6])
        #expect(control.idleOpacity == 0)
        control.idleFadeDelay = .infinity
        control.handleKey(.right)
        frames(control, [1, 1000])
        #expect(control.idleOpacity == 1)
        #expect(!control.isAnimating)
    }

    @Test("Reasons of different kinds together: attention leaving does not undo a person's stop")
    func attentionAndStop() {
        let (control, timer) = control()
        frames(control, [0.2])
        control.isPointerOverContent = true
        control.stopAutoplay()
        #expect(control.autoplayPauseReasons == [.contentPointer, .stoppedByPerson])
        control.isPointerOverContent = false
        frames(control, [1, 2])
        #expect(control.autoplayPauseReasons == .stoppedByPerson)
        #expect(timer.currentProgress == 0.2)
        control.startAutoplay()
        frames(control, [2.1, 2.4])
        #expect(abs(timer.currentProgress - 0.5) < 1e-12)
    }

    @Test("Under Reduce Motion the timer's page change is instant: the position is on the new page at once")
    func reduceMotionInstant() {
        let (control, _) = control()
        #expect(control.reducesMotion)
        frames(control, [0.5, 1.0])
        #expect(control.currentPage == 1)
        #expect(control.position == 1)
        #expect(!control.layout.isEmpty && control.layout.position == 1)
    }

    @Test(
        "A faded row comes back at once on hover, focus or assistive technology starting",
        arguments: ["hover", "keyboard focus", "accessibility focus", "assistive technology"])
    func fadedWakes(input: String) {
        let control = fading()
        frames(control, [4])
        #expect(control.idleOpacity == 0)
        switch input {
        case "hover": control.isPointerInside = true
        case "keyboard focus": control.hasKeyboardFocus = true
        case "accessibility focus": control.hasAccessibilityFocus = true
        default: control.isAssistiveTechnologyRunning = true
        }
        #expect(control.idleOpacity == 1)
        frames(control, [100])
        #expect(control.idleOpacity == 1)
    }
}
