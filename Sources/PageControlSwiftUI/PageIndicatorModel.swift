import PageControlCore
import PageControlDesignSystem
import PageControlHostSupport

/// The state behind one ``PageIndicator``: its core control, its frame clock, its press, and the bookkeeping
/// that tells a new binding value from the echo of a change the indicator made itself.
///
/// Platform-free (the SwiftUI shell, `PageIndicatorModel+SwiftUI.swift`, adds only `ObservableObject` and the
/// platform's announcement), so that every rule here is tested on Linux.
@MainActor
final class PageIndicatorModel {
    /// The core control, made on first use on the main actor.
    private(set) lazy var control: PageControl = makeControl()
    /// The `currentPage` binding's value last applied to the control.
    private(set) var appliedPage: Int?
    /// The `position` binding's value last applied to the control.
    private(set) var appliedPosition: Double?
    /// Whether a person changed the page since ``takePersonChange()`` last answered.
    private(set) var personChangedPage = false
    /// When the timeline runs and its clock: the sum of frame intervals of every run, so that idle time never
    /// reaches the core (which would count it as elapsed and jump a resumed timer or a new jog).
    private(set) var frames = FrameSchedule()
    /// Whether the current gesture's first change has been forwarded as a down.
    private(set) var isForwardingPress = false
    /// The indicator's top-left corner in the global (window) coordinate space, once the scrub preview's
    /// overlay has reported it.
    private(set) var globalOrigin: Point?
    /// Applies the indicator's look only when its inputs change (see ``PageIndicatorDresser``).
    private var dresser = PageIndicatorDresser()
    /// What presses the indicator: `.mouse` on the Mac, `.touch` elsewhere.
    let pointerKind: PointerKind
    /// Speaks the control's announcements (VoiceOver's).
    private let announce: @MainActor (String) -> Void
    /// What the indicator does when a person asks for pages past the last of a count that is still growing
    /// (`PageControlEvent.morePagesRequested`): the closure of the latest pass of `body`, or nil.
    private var morePagesRequested: (@MainActor () -> Void)?
    /// What the control's haptic feedback asked for so far: the triggers of the indicator's `sensoryFeedback`.
    private(set) var feedbackTriggers = HapticFeedbackTriggers()
    /// Plays haptics where `sensoryFeedback` is not available (UIKit's generators before iOS 17, the watch's click
    /// before watchOS 10): `prepare` when a finger goes down, `play` for each feedback.
    private let haptics: (prepare: @MainActor () -> Void, play: @MainActor (PageControlFeedback) -> Void)

    /// Creates the model; nonisolated, so that `@StateObject` can make it while SwiftUI builds the view.
    ///
    /// - Parameters:
    ///   - pointerKind: What presses the indicator. The default is `.touch`.
    ///   - announce: Speaks an announcement of the control. The default speaks nothing.
    ///   - haptics: Prepares and plays haptics the platform's `sensoryFeedback` cannot. The default plays nothing.
    nonisolated init(
        pointerKind: PointerKind = .touch, announce: @escaping @MainActor (String) -> Void = { _ in },
        haptics: (prepare: @MainActor () -> Void, play: @MainActor (PageControlFeedback) -> Void) = ({}, { _ in })
    ) {
        self.pointerKind = pointerKind
        self.announce = announce
        self.haptics = haptics
    }

    private func makeControl() -> PageControl {
        let control = PageControl()
        control.addAction(for: .valueChanged) { [weak self] _ in self?.personChangedPage = true }
        control.addAction(for: .morePagesRequested) { [weak self] _ in self?.morePagesRequested?() }
        control.announcementHandler = announce
        control.hostFeedbackHandler = { [weak self] feedback in self?.play(feedback) }
        return control
    }

    /// Counts `feedback` on its trigger and plays it where the triggers cannot.
    private func play(_ feedback: PageControlFeedback) {
        feedbackTriggers.record(feedback)
        haptics.play(feedback)
    }

    /// Prepares the control for one pass of the indicator's `body` and returns it: the page count (and whether more
    /// pages may follow, and what to do when a person asks for them), the environment (what `observe` writes, the language, Increase Contrast and the text size of `look`, in one
    /// assignment), the end of a cancelled press, the language, the look (only when it changed: `body` runs on
    /// every frame of an animation), the bindings, the bounds (the control's intrinsic size) and the scrub
    /// preview's room.
    ///
    /// - Parameters:
    ///   - isPressing: Whether the press gesture is under way; false while a press is forwarded means SwiftUI
    ///     cancelled it without calling `onEnded`.
    func update(
        numberOfPages: Int, hasMorePages: Bool = false, onMorePagesRequested: (@MainActor () -> Void)? = nil,
        options: HostEnvironment = HostEnvironment(),
        observe: (inout PageControlEnvironment) -> Void = { _ in }, language: String?, look: PageIndicatorLook,
        configure: Style<PageControl>?, page: Int, position: Double?, isPressing: Bool
    ) -> PageControl {
        control.numberOfPages = numberOfPages
        control.hasMorePages = hasMorePages
        morePagesRequested = onMorePagesRequested
        options.apply(to: control) { environment in
            observe(&environment)
            environment.language = language
            environment.prefersIncreasedContrast = look.prefersIncreasedContrast
            environment.contentSizeCategory = look.contentSizeCategory
        }
        if !isPressing { cancelPress() }
        dresser.dress(control, in: look, configure: configure)
        apply(page: page, position: position)
        control.bounds = Rect(origin: .zero, size: control.intrinsicContentSize)
        updateScrubPreviewBounds()
        return control
    }

    /// Applies the bindings: a new page animates the dots to it (at once the first time), a new position
    /// moves them there at once. Values the indicator wrote itself change nothing.
    func apply(page: Int, position: Double?) {
        if page != appliedPage {
            let isFirst = appliedPage == nil
            appliedPage = page
            if page != control.currentPage { control.setCurrentPage(page, animated: !isFirst) }
        }
        if let position, position != appliedPosition {
            appliedPosition = position
            control.followScroll(to: position)
        }
    }

    /// A page a person chose on the indicator, to write to the bindings.
    struct PageWrite: Equatable {
        /// The page.
        var page: Int
        /// Whether the write animates (in a `withAnimation` transaction): a pager bound to `currentPage` (a
        /// `TabView`) then animates its turn, and nothing else does.
        var animates: Bool
    }

    /// The page to write to the bindings when a person changed it since the last call, else nil; the page then
    /// counts as applied, so its echo changes nothing. The write animates unless the change was a scrub's step
    /// (the HIG advises against animating page turns while a person scrubs) or Reduce Motion is on, as the UIKit
    /// view's bound pagers (`animatesBoundScroll`).
    func takePersonChange() -> PageWrite? {
        guard personChangedPage else { return nil }
        personChangedPage = false
        appliedPage = control.currentPage
        appliedPosition = Double(control.currentPage)
        return PageWrite(page: control.currentPage, animates: control.animatesBoundScroll)
    }

    /// VoiceOver's swipe: up (`step` 1) moves a page forward, down (−1) a page back; 0 (a direction unknown to
    /// this version) does nothing.
    /// VoiceOver activated a step button: the core steps as for a tap on it, or does nothing at an end.
    func tapStepButton(_ button: PageControlStepButton) {
        control.activateStepButton(button)
    }

    func adjust(by step: Int) {
        if step > 0 { control.performAccessibilityAction(.increment) }
        if step < 0 { control.performAccessibilityAction(.decrement) }
    }

    /// Whether the indicator needs frames: while the control animates, and while a haptic waits for the next update
    /// (see ``HapticFeedbackTriggers``).
    var runsFrames: Bool { control.isAnimating || feedbackTriggers.hasWaiting }

    /// Advances the control to a frame's timestamp, in seconds; a haptic that waited for this update plays.
    func tick(at timestamp: Double) {
        feedbackTriggers.releaseWaiting()
        control.advanceAnimation(to: frames.tick(timestamp))
    }

    /// Ends an input (one update of the view): pauses the frame clock when no frames are needed (the timeline
    /// pauses then); the next haptic may change a trigger again.
    func didChange() {
        feedbackTriggers.endUpdate()
        frames.update(isAnimating: runsFrames)
    }

    /// Records where the indicator is in its window and updates the scrub preview's room.
    func setGlobalOrigin(_ origin: Point) {
        globalOrigin = origin
        updateScrubPreviewBounds()
    }

    /// Gives the control the room its scrub preview may use (see `ScrubPreviewPresenter.room(globalOrigin:size:)`),
    /// so the callout stands above the dots over the content instead of covering them. Nil (the control's
    /// bounds) until the origin is known; a non-finite origin changes nothing.
    func updateScrubPreviewBounds() {
        guard let globalOrigin,
            let room = ScrubPreviewPresenter.room(globalOrigin: globalOrigin, size: control.bounds.size)
        else { return }
        control.setScrubPreviewRoom(room)
    }

    /// Forwards a change of the press gesture: its first change is the down (at the gesture's start), every
    /// change a move. The core decides taps, scrubs and flicks.
    func pressChanged(from start: Point, to point: Point, at time: Double) {
        if !isForwardingPress {
            isForwardingPress = true
            let down = PointerEvent(.down, at: start, time: time, kind: pointerKind)
            let response = control.handlePointer(down)
            if HapticFeedbackPlan.preparesPlayers(after: down, response: response, on: control) { haptics.prepare() }
        }
        control.handlePointer(PointerEvent(.move, at: point, time: time, kind: pointerKind))
    }

    /// Forwards the end of the press gesture as the up.
    func pressEnded(at point: Point, time: Double) {
        isForwardingPress = false
        control.handlePointer(PointerEvent(.up, at: point, time: time, kind: pointerKind))
    }

    /// Ends a press whose gesture was cancelled (SwiftUI calls no `onEnded` then), as UIKit cancels one.
    func cancelPress() {
        guard isForwardingPress else { return }
        isForwardingPress = false
        control.handlePointer(PointerEvent(.cancel, at: .zero, time: 0, kind: pointerKind))
    }
}
