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
        control.environment.reducesMotion = true
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
        #expect((control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
        #expect(((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true))
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
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == .waitingForPage)
        #expect(control.accessibilityElement.value == "Page 1 of 5, loading")
        #expect(control.isAnimating)  // frames go on, to ask again
        ready = true
        frames(control, [2.25])  // the first frame after the wait starts the count
        #expect(timer.currentProgress == 0)
        #expect(control.accessibilityElement.value == "Page 1 of 5, 0%")
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
        control.environment.language = "de"
        #expect(control.accessibilityElement.value == "Seite 1 von 5, wird geladen")
    }

    /// Each attention input, as a host sets it.
    nonisolated static let reasons: [(String, AutoplayPauseReasons)] = [
        ("keyboard focus", .keyboardFocus), ("pointer", .pointer), ("accessibility focus", .accessibilityFocus),
        ("content keyboard focus", .contentKeyboardFocus), ("content pointer", .contentPointer),
        ("content accessibility focus", .contentAccessibilityFocus),
    ]

    func set(_ reason: AutoplayPauseReasons, on control: PageControl, _ value: Bool) {
        switch reason {
        case .keyboardFocus: control.environment.hasKeyboardFocus = value
        case .pointer: control.environment.isPointerHovering = value
        case .accessibilityFocus: control.environment.hasAccessibilityFocus = value
        case .contentKeyboardFocus: control.environment.contentHasKeyboardFocus = value
        case .contentPointer: control.environment.isPointerOverContent = value
        default: control.environment.contentHasAccessibilityFocus = value
        }
    }

    @Test(
        "Each attention reason alone pauses the timer, and it resumes with the remaining time kept", arguments: reasons)
    func attentionAlone(name: String, reason: AutoplayPauseReasons) {
        let (control, timer) = control()
        frames(control, [0.4])
        #expect(timer.currentProgress == 0.4)
        set(reason, on: control, true)
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == reason)
        #expect(!control.isAnimating)  // nothing moves: the host may stop its clock
        frames(control, [0.6, 1.0, 5.0])
        #expect(timer.currentProgress == 0.4)
        #expect(control.currentPage == 0)
        set(reason, on: control, false)
        #expect((control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
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
        control.environment.isPointerHovering = true
        control.environment.hasKeyboardFocus = true
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == [.pointer, .keyboardFocus])
        control.environment.isPointerHovering = false
        frames(control, [1, 2])
        #expect(timer.currentProgress == 0.5)
        control.environment.hasKeyboardFocus = false
        frames(control, [2.1, 2.35])
        #expect(timer.currentProgress == 0.75)
    }

    @Test("Reduce Motion keeps autoplay running with instant changes unless the app opts in to pausing")
    func reduceMotion() {
        let (control, timer) = control()
        frames(control, [0.5])
        #expect((control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
        control.autoplay.pausesWhenReducingMotion = true
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == .reduceMotion)
        frames(control, [1, 3])
        #expect(timer.currentProgress == 0.5)
        control.environment.reducesMotion = false
        #expect((control.progress as! PageControlTimerProgress).pauseReasons.isEmpty)
    }

    @Test("A person's stop stays: the app's resumeTimer does not restart it; only a person's start does")
    func stopByPerson() {
        let (control, timer) = control()
        frames(control, [0.3])
        #expect(control.accessibilityElement.customActions.map(\.name).last == "Stop slide show")
        #expect(control.performAccessibilityAction(.stopSlideShow) == false)
        #expect(timer.isStoppedByPerson)
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == .stoppedByPerson)
        #expect(!((control.progress as? PageControlTimerProgress)?.isSlideShowOn == true))
        timer.resumeTimer()  // code
        frames(control, [1, 2, 3])
        #expect(timer.currentProgress == 0.3)
        #expect(control.currentPage == 0)
        #expect(control.accessibilityElement.customActions.map(\.kind).last == .startSlideShow)
        #expect(control.accessibilityElement.customActions.map(\.name).last == "Start slide show")
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
        #expect(PageCommand(key: .playPause, direction: control.layout.direction) == nil)
        control.progress = nil
        #expect(!control.handleKey(.playPause))
        #expect(control.accessibilityElement.customActions.count == 2)
    }

    @Test("With stopsAutoplayOnKeyboardFocus, focus arriving is a person's stop, kept after it leaves")
    func focusStops() {
        let (control, timer) = control()
        control.autoplay.stopsOnKeyboardFocus = true
        control.environment.contentHasKeyboardFocus = true
        control.environment.contentHasKeyboardFocus = false
        #expect(timer.isStoppedByPerson)
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == .stoppedByPerson)
    }

    @Test("The slide show actions speak the control's language")
    func localisedActions() {
        let (control, _) = control()
        control.environment.language = "ru"
        #expect(
            control.accessibilityElement.customActions.last?.name
                == control.accessibilityElement.strings.stopSlideShowAction)
        #expect(control.accessibilityElement.strings.stopSlideShowAction != "Stop slide show")
    }

    // MARK: Fading when idle

    func fading() -> PageControl {
        PageControl.appearance().reset()
        let control = PageControl()
        control.numberOfPages = 5
        control.bounds = Rect(x: 0, y: 0, width: 320, height: 37)
        control.autoplay.fadesWhenIdle = true
        control.autoplay.idleFadeDelay = 3
        control.autoplay.idleFadeDuration = 0.5
        control.advanceAnimation(to: 0)
        return control
    }

    @Test("Off by default; on, the row fades after the delay over the duration, then the clock may stop")
    func fadeTimings() {
        #expect(!PageControl().autoplay.fadesWhenIdle)
        let control = fading()
        #expect(control.isAnimating)
        frames(control, [1, 3])
        #expect(control.currentOpacity == 1)
        frames(control, [3.25])
        #expect(control.currentOpacity == 0.5)
        frames(control, [3.5])
        #expect(control.currentOpacity == 0)
        #expect(!control.isAnimating)
        #expect(control.accessibilityElement.isElement)
        #expect(control.accessibilityElement.value == "Page 1 of 5")
    }

    @Test("Any change brings it back at once, and the delay starts again from the next frame")
    func fadeWakes() {
        let control = fading()
        frames(control, [4])
        #expect(control.currentOpacity == 0)
        control.handleKey(.right)
        #expect(control.currentOpacity == 1)
        #expect(control.isAnimating)
        frames(control, [5, 7.9])
        #expect(control.currentOpacity == 1)
        frames(control, [8.25])
        #expect(control.currentOpacity == 0.5)
        control.position = 2.5  // a scroll view moving the dots
        #expect(control.currentOpacity == 1)
        frames(control, [20])
        control.currentPage = 4  // code too
        #expect(control.currentOpacity == 1)
    }

    @Test(
        "It never fades under assistive technology, focus, hover, a scrub or a slide show",
        arguments: ["assistive technology", "keyboard focus", "accessibility focus", "pointer", "scrub", "autoplay"])
    func noFade(hold: String) {
        let control = fading()
        switch hold {
        case "assistive technology": control.environment.isScreenReaderRunning = true
        case "keyboard focus": control.environment.hasKeyboardFocus = true
        case "accessibility focus": control.environment.hasAccessibilityFocus = true
        case "pointer": control.environment.isPointerHovering = true
        case "scrub": control.beginScrubbing(at: Point(x: 160, y: 18), pointerKind: .mouse)
        default:
            let timer = PageControlTimerProgress(preferredDuration: 100)
            control.progress = timer
            timer.resumeTimer()
        }
        frames(control, [5, 10, 60])
        #expect(control.currentOpacity == 1)
        #expect(!control.idleFadeNeedsFrames)
    }

    @Test("When the hold ends, the full delay runs again before the row fades")
    func fadeAfterHold() {
        let control = fading()
        control.environment.isPointerHovering = true
        frames(control, [10])
        control.environment.isPointerHovering = false
        #expect(control.isAnimating)
        frames(control, [11, 13.9])
        #expect(control.currentOpacity == 1)
        frames(control, [14.5])
        #expect(control.currentOpacity == 0)
    }

    @Test("Hostile delays and durations are clamped as documented")
    func fadeClamping() {
        let control = fading()
        control.autoplay.idleFadeDelay = -1
        #expect(control.autoplay.idleFadeDelay == 0)
        control.autoplay.idleFadeDuration = .nan
        #expect(control.autoplay.idleFadeDuration == 0)
        frames(control, [0.5, 0.6])
        #expect(control.currentOpacity == 0)
        control.autoplay.idleFadeDelay = .infinity
        control.handleKey(.right)
        frames(control, [1, 1000])
        #expect(control.currentOpacity == 1)
        #expect(!control.isAnimating)
    }

    @Test("Reasons of different kinds together: attention leaving does not undo a person's stop")
    func attentionAndStop() {
        let (control, timer) = control()
        frames(control, [0.2])
        control.environment.isPointerOverContent = true
        (control.progress as? PageControlTimerProgress)?.stopForPerson()
        #expect(
            (control.progress as! PageControlTimerProgress).pauseReasons == [
                .contentPointer, .stoppedByPerson,
            ])
        control.environment.isPointerOverContent = false
        frames(control, [1, 2])
        #expect((control.progress as! PageControlTimerProgress).pauseReasons == .stoppedByPerson)
        #expect(timer.currentProgress == 0.2)
        (control.progress as? PageControlTimerProgress)?.startForPerson()
        frames(control, [2.1, 2.4])
        #expect(abs(timer.currentProgress - 0.5) < 1e-12)
    }

    @Test("Under Reduce Motion the timer's page change is instant: the position is on the new page at once")
    func reduceMotionInstant() {
        let (control, _) = control()
        #expect(control.environment.reducesMotion)
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
        #expect(control.currentOpacity == 0)
        switch input {
        case "hover": control.environment.isPointerHovering = true
        case "keyboard focus": control.environment.hasKeyboardFocus = true
        case "accessibility focus": control.environment.hasAccessibilityFocus = true
        default: control.environment.isScreenReaderRunning = true
        }
        #expect(control.currentOpacity == 1)
        frames(control, [100])
        #expect(control.currentOpacity == 1)
    }
}
