/// Decides whether a ``TimerProgress`` may advance, as `UIPageControlTimerProgressDelegate`.
@MainActor
public protocol TimerProgressDelegate: AnyObject {
    /// Asked when a page's time is up. Return false to stay (the timer then pauses). The default is true.
    func timerProgress(_ progress: TimerProgress, shouldAdvanceToPage page: Int) -> Bool
    /// Told when ``TimerProgress/isProgressVisible`` changes (it is false while a person scrubs), so the
    /// app can pause its own content.
    func timerProgressVisibilityDidChange(_ progress: TimerProgress)
}

extension TimerProgressDelegate {
    /// Allows every advance.
    public func timerProgress(_ progress: TimerProgress, shouldAdvanceToPage page: Int) -> Bool { true }
    /// Does nothing.
    public func timerProgressVisibilityDidChange(_ progress: TimerProgress) {}
}

/// Auto-advancing pages with a progress fill on the current dot, as UIKit's `UIPageControlTimerProgress`
/// (iOS 17).
///
/// Attach it with ``PageControl/timerProgress`` and call ``resumeTimer()``. Time passes only through the
/// control's ``PageControl/advanceAnimation(to:)``; when a page's duration is up the control moves to the
/// next page with `.discrete` interaction and sends `.valueChanged`. The current dot becomes a wider pill
/// that fills from its leading edge.
///
/// ```swift
/// let timer = TimerProgress(preferredDuration: 5)
/// control.timerProgress = timer
/// timer.resumeTimer()
/// ```
@MainActor
public final class TimerProgress {
    /// The seconds each page shows unless it has its own duration. Must be above 0.
    public var preferredDuration: Double {
        didSet { precondition(preferredDuration > 0, "The preferred duration must be greater than 0.") }
    }
    /// Whether the timer goes back to the first page after the last one. The default is false: it pauses
    /// on the last page.
    public var resetsToInitialPageAfterEnd = false
    /// Whether the timer is counting. The default is false until ``resumeTimer()``.
    public private(set) var isRunning = false
    /// The fraction of the current page's time that has passed, 0…1.
    public private(set) var currentProgress = 0.0
    /// Whether the progress fill shows: false while a person scrubs. The default is true.
    public private(set) var isProgressVisible = true
    /// The weak delegate that may refuse an advance.
    public weak var delegate: TimerProgressDelegate?

    var durations: [Int: Double] = [:]
    var elapsed = 0.0
    weak var control: PageControl?

    /// Creates a timer whose pages each last `preferredDuration` seconds.
    ///
    /// - Precondition: `preferredDuration > 0`, as UIKit asserts.
    public init(preferredDuration: Double) {
        precondition(preferredDuration > 0, "The preferred duration must be greater than 0.")
        self.preferredDuration = preferredDuration
    }

    /// Gives one page its own duration. A duration of 0 or less (or NaN) removes the override.
    public func setDuration(_ duration: Double, forPage page: Int) {
        if duration > 0, duration.isFinite { durations[page] = duration } else { durations[page] = nil }
    }

    /// The duration of a page: its own, or ``preferredDuration``.
    public func duration(forPage page: Int) -> Double { durations[page] ?? preferredDuration }

    /// Starts or continues counting.
    public func resumeTimer() { isRunning = true }

    /// Stops counting; the progress stays where it is.
    public func pauseTimer() { isRunning = false }

    /// Adds elapsed time, advancing the page when its time is up.
    func advance(_ control: PageControl, by seconds: Double) {
        guard isRunning, isProgressVisible, control.acceptsInput, seconds > 0 else { return }
        let page = control.currentPage
        elapsed += seconds
        let duration = duration(forPage: page)
        currentProgress = min(elapsed / duration, 1)
        guard elapsed >= duration else { return }
        var next = page + 1
        if next == control.numberOfPages, resetsToInitialPageAfterEnd { next = 0 }
        if next < control.numberOfPages, delegate?.timerProgress(self, shouldAdvanceToPage: next) ?? true {
            control.changePageByUser(to: next, state: .discrete)
        } else {
            pauseTimer()
        }
    }

    /// Restarts the count for a new page.
    func pageDidChange(_ control: PageControl) {
        elapsed = 0
        currentProgress = 0
    }

    /// Keeps the count valid when pages come or go.
    func pageCountDidChange(_ control: PageControl) {
        durations = durations.filter { $0.key < control.numberOfPages }
    }

    /// Hides the fill while scrubbing and tells the delegate.
    func scrubbingDidChange(_ control: PageControl) {
        let visible = !control.isScrubbing
        guard visible != isProgressVisible else { return }
        isProgressVisible = visible
        delegate?.timerProgressVisibilityDidChange(self)
    }
}
