import PageControlCore

/// Drives a `PageControl` the way a person and a host would, on a clock of its own, and
/// records what comes out: the pages sent with `.valueChanged`, what VoiceOver would hear, the haptics a phone
/// would play, the spoken value.
///
/// A driver forwards every input through the host input API (`PageControl.handlePointer(_:)`,
/// `PageControl.handleKey(_:modifiers:)`, `PageControl.advanceAnimation(to:)`
/// and the accessibility actions), so a test exercises the control's real rules: UIKit's tap step, the long
/// press that starts a touch scrub, the flick to the ends, throttled announcements, the spring's frames.
///
/// ```swift
/// let control = PageControl()
/// control.numberOfPages = 5
/// let driver = PageControlDriver(control)
/// driver.tap(page: 3)                      // a finger on the fourth dot: one page forward, as on a phone
/// #expect(driver.sentPages == [1])
/// #expect(driver.announcements == ["Page 2 of 5"])
/// driver.settle()                          // the dots finish moving
/// ```
///
/// Time passes only when the driver says so: each gesture advances the clock by what it takes (a tap 0.05 s,
/// a scrub its hold, travel and rest), ``advance(seconds:)`` by a given time and ``settle(limit:)`` until every
/// animation has finished, all in frames of 1/60 s. The clock starts where the control's last frame was, so a
/// driver can take over a control a host has been animating.
///
/// A host's control can be driven as it is: `PageControlDriver(view.control)` for a UIKit `PageControlView` or a
/// GTK `PageControlWidget`, and a SwiftUI `PageIndicator`'s `configure` closure receives its control.
///
/// A control with empty bounds is given its `PageControl.intrinsicContentSize` (a host lays it
/// out; a test may not), so its dots can be tapped.
///
/// To record, a driver adds a `.valueChanged` action to the control and wraps its
/// `PageControl.announcementHandler` and `PageControl.feedbackHandler`. It takes them off when it is done: at
/// ``finish()``, or when another driver takes the same control over (that driver finishes this one first). The
/// control then has exactly the handlers it had before, the host's announcement handler and the app's feedback
/// handler (or nil) included:
///
/// ```swift
/// let first = PageControlDriver(control)
/// first.tap(page: 1)
/// let second = PageControlDriver(control)  // first is finished: its action and wrapper are gone
/// second.finish()                          // the control is as the host left it
/// ```
@MainActor
public final class PageControlDriver {
    /// The control being driven.
    public let control: PageControl
    /// The driver's clock, in seconds: where the control's last frame was when the driver was made (0 for a
    /// control that has never had one), then moved on by every gesture, ``advance(seconds:)`` and ``settle(limit:)``.
    public private(set) var time: Double
    /// The page of each `.valueChanged` the control sent since the driver was made, in order.
    public private(set) var sentPages: [Int] = []
    /// What the control announced since the driver was made (what VoiceOver would speak), in order: one per
    /// page change a person makes, throttled while scrubbing, as the control's rules say.
    ///
    /// The control's own `PageControl.announcementHandler` (a host's) still receives every
    /// announcement.
    public private(set) var announcements: [String] = []
    /// The haptic feedback the control gave since the driver was made (what a phone would play), in order: one per
    /// page a scrub makes current, `PageControlFeedback.boundary` for the one that lands on the first or last page,
    /// as the control's rules say (see `PageControlFeedback`).
    ///
    /// The control's own `PageControl.feedbackHandler` (an app's) still receives every value, and so does the
    /// host's player of haptics.
    public private(set) var feedback: [PageControlFeedback] = []

    /// The length of one frame: 1/60 s.
    public static let frameInterval = 1.0 / 60

    /// What the driver put on the control, to take off at ``finish()``.
    private let installation: DriverInstallation

    /// Takes a control over: records its `.valueChanged` events, announcements and feedback from now on. A driver already
    /// on the control is finished first (see ``finish()``), so the two never record each other.
    ///
    /// - Parameter control: The control to drive. Empty bounds become its intrinsic content size.
    public init(_ control: PageControl) {
        self.control = control
        time = control.clockTime ?? 0
        if control.bounds.size.width <= 0 || control.bounds.size.height <= 0 {
            control.bounds = Rect(origin: control.bounds.origin, size: control.intrinsicContentSize)
        }
        installation = DriverInstallation.install(on: control)
        installation.addAction(on: control) { [weak self] control in self?.sentPages.append(control.currentPage) }
        installation.record(\.announcementHandler, on: control) { [weak self] text in self?.announcements.append(text) }
        installation.record(\.feedbackHandler, on: control) { [weak self] value in self?.feedback.append(value) }
    }

    /// Whether the driver is done: ``finish()`` has run, or another driver has taken the control over. A finished
    /// driver still moves the control (its gestures and clock work as before) but records nothing more.
    public var isFinished: Bool { installation.isFinished }

    /// Takes off what the driver put on the control: its `.valueChanged` action, and its wrappers around the
    /// control's `PageControl.announcementHandler` and `PageControl.feedbackHandler`, which become again exactly
    /// the handlers the control had when the driver took over (nil if it had none). What was recorded stays
    /// readable.
    ///
    /// Call it when a test is done with a control that lives on (a host's, a shared fixture's); a new driver on
    /// the same control calls it for you. Calling it again does nothing. A handler the host sets on the control
    /// while the driver runs replaces the driver's wrapper, and is itself replaced by the earlier one here: set a
    /// host's handlers before the driver takes over or after it finishes.
    public func finish() { installation.finish() }

    /// The value an assistive technology reads now: "Page 2 of 5" (with the page's title, state, content and
    /// the timer's progress as the control says them), nil with no pages.
    public var accessibilityValue: String? { control.frame().accessibilityElement.value }

    /// Forgets the pages sent, the announcements and the feedback recorded so far.
    public func clearRecords() {
        sentPages = []
        announcements = []
        feedback = []
    }

    /// Advances the clock by `seconds` in frames of 1/60 s, calling the control's
    /// `PageControl.advanceAnimation(to:)` on each, as a host's display link would; the last
    /// frame lands exactly `seconds` on.
    ///
    /// - Parameter seconds: How long. Negative and NaN values become 0; infinite values trap.
    public func advance(seconds: Double) {
        precondition(seconds.isFinite || seconds.isNaN, "PageControlDriver.advance(seconds:) needs a finite time.")
        let end = time + (seconds.isNaN ? 0 : Swift.max(seconds, 0))
        while time < end {
            time = Swift.min(time + Self.frameInterval, end)
            control.advanceAnimation(to: time)
        }
    }

    /// Advances frames until every animation has finished: the dots' spring, the window's glide, a touch
    /// scrub's steps, the preview held after an adjustment, the idle fade (`PageControl.fadesWhenIdle`).
    /// A running timer (autoplay, a story's progress) is not waited for: it runs for as long as it runs; use
    /// ``advance(seconds:)`` for it.
    ///
    /// - Parameter limit: The most time to advance, in seconds. The default is 30; after it, whatever still
    ///   moves is put where it is going (`PageControl.finishAnimations()`). Negative and
    ///   NaN values become 0.
    public func settle(limit: Double = 30) {
        let end = time + (limit.isNaN ? 0 : Swift.max(limit, 0))
        while control.isSettling, time < end {
            advance(seconds: Swift.min(Self.frameInterval, end - time))
        }
        if control.isSettling { control.finishAnimations() }
    }
}
