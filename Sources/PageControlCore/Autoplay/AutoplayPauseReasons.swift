/// Why a timer (``PageControlTimerProgress``) is not counting now; see ``PageControlTimerProgress/pauseReasons``.
///
/// The first six are attention, each a separate input a host sets when it knows it: the W3C ARIA
/// Authoring Practices carousel pattern asks that rotation stop while keyboard focus or the pointer is in the
/// carousel, and a screen reader's focus counts the same. Autoplay resumes where it was when the last one
/// goes.
public struct AutoplayPauseReasons: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The control has keyboard focus (``PageControlEnvironment/hasKeyboardFocus``).
    public static let keyboardFocus = AutoplayPauseReasons(rawValue: 1 << 0)
    /// The pointer is over the control (``PageControlEnvironment/isPointerHovering``).
    public static let pointer = AutoplayPauseReasons(rawValue: 1 << 1)
    /// Assistive technology's focus (VoiceOver's cursor, an AT-SPI screen reader's) is on the control
    /// (``PageControlEnvironment/hasAccessibilityFocus``).
    public static let accessibilityFocus = AutoplayPauseReasons(rawValue: 1 << 2)
    /// The content the control pages has keyboard focus (``PageControlEnvironment/contentHasKeyboardFocus``).
    public static let contentKeyboardFocus = AutoplayPauseReasons(rawValue: 1 << 3)
    /// The pointer is over the content (``PageControlEnvironment/isPointerOverContent``).
    public static let contentPointer = AutoplayPauseReasons(rawValue: 1 << 4)
    /// Assistive technology's focus is in the content (``PageControlEnvironment/contentHasAccessibilityFocus``).
    public static let contentAccessibilityFocus = AutoplayPauseReasons(rawValue: 1 << 5)
    /// Reduce Motion is on and the app asked to pause for it
    /// (``AutoplayOptions/pausesWhenReducingMotion``).
    public static let reduceMotion = AutoplayPauseReasons(rawValue: 1 << 6)
    /// A person stopped the slide show (``PageControlTimerProgress/stopForPerson()``); only a person starts it again.
    public static let stoppedByPerson = AutoplayPauseReasons(rawValue: 1 << 7)
    /// The current page has not reported ready (``PageControlTimerProgress/isPageReady``): the timer holds at
    /// its start.
    public static let waitingForPage = AutoplayPauseReasons(rawValue: 1 << 8)
    /// A person is scrubbing (the fill hides, as UIKit's).
    public static let scrubbing = AutoplayPauseReasons(rawValue: 1 << 9)
    /// The app paused the timer (``PageControlTimerProgress/pauseTimer()``) or never resumed it.
    public static let pausedByApp = AutoplayPauseReasons(rawValue: 1 << 10)

    /// The six attention reasons.
    public static let attention: AutoplayPauseReasons = [
        .keyboardFocus, .pointer, .accessibilityFocus, .contentKeyboardFocus, .contentPointer,
        .contentAccessibilityFocus,
    ]
}
