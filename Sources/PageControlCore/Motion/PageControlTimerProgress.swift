/// Pages that advance on their own after a time, with the current dot's pill filling as it passes, as
/// UIKit's `UIPageControlTimerProgress` (iOS 17): one kind of ``PageControlProgress``.
///
/// Attach it with ``PageControl/progress`` and call ``resumeTimer()``; before that it does not count.
/// Time passes only through the control's ``PageControl/advanceAnimation(to:)``; when a page's duration
/// is up the control moves to the next page with `.discrete` interaction and sends `.valueChanged`. A
/// ``PageControlTimerProgressDelegate`` set as ``PageControlProgress/delegate`` may refuse an advance.
///
/// ```swift
/// let timer = PageControlTimerProgress(preferredDuration: 5)
/// control.progress = timer
/// timer.resumeTimer()
/// ```
@MainActor
public final class PageControlTimerProgress: PageControlProgress {
    /// The seconds each page shows unless it has its own duration.
    ///
    /// - Precondition: Above 0, as UIKit asserts.
    public var preferredDuration: Double {
        didSet { precondition(preferredDuration > 0, "The preferred duration must be greater than 0.") }
    }
    /// Whether the timer goes back to the first page after the last one. The default is false: it pauses
    /// on the last page.
    public var resetsToInitialPageAfterEnd = false
    /// Whether the timer is counting. The default is false until ``resumeTimer()``.
    public private(set) var isRunning = false

    var durations: [Int: Double] = [:]
    /// The seconds of the current page that have passed.
    var elapsed = 0.0

    /// Creates a timer whose pages each last `preferredDuration` seconds.
    ///
    /// - Precondition: `preferredDuration > 0`, as UIKit asserts.
    public init(preferredDuration: Double) {
        precondition(preferredDuration > 0, "The preferred duration must be greater than 0.")
        self.preferredDuration = preferredDuration
        super.init()
    }

    /// Gives one page its own duration. A duration of 0 or less (or NaN or infinity) removes the override.
    public func setDuration(_ duration: Double, forPage page: Int) {
        if duration > 0, duration.isFinite { durations[page] = duration } else { durations[page] = nil }
    }

    /// The duration of a page: its own, or ``preferredDuration``.
    public func duration(forPage page: Int) -> Double { durations[page] ?? preferredDuration }

    /// Starts or continues counting.
    public func resumeTimer() { isRunning = true }

    /// Stops counting; the progress stays where it is.
    public func pauseTimer() { isRunning = false }

    override var needsFrames: Bool { isRunning }

    override func progressWasSet() {
        let duration = duration(forPage: control?.currentPage ?? 0)
        elapsed = currentProgress == 0 ? 0 : min(currentProgress * duration, duration)
    }

    /// Adds elapsed time, advancing the page when its time is up.
    override func advance(_ control: PageControl, by seconds: Double) {
        guard isRunning, isProgressVisible, control.acceptsInput, seconds > 0 else { return }
        let page = control.currentPage
        elapsed += seconds
        let duration = duration(forPage: page)
        let before = currentProgress
        let fraction = elapsed / duration
        setProgress(fraction.isNaN ? currentProgress : min(fraction, 1))
        if currentProgress != before {
            (delegate as? any PageControlTimerProgressDelegate)?.pageControlTimerProgressDidChange(self)
        }
        guard elapsed >= duration else { return }
        var next = page + 1
        if next > control.pages.lastPage, !control.pages.wrapsAround || next == control.numberOfPages,
            resetsToInitialPageAfterEnd
        {
            next = 0
        }
        let allowed =
            (delegate as? any PageControlTimerProgressDelegate)?.pageControlTimerProgress(
                self, shouldAdvanceToPage: next)
            ?? true
        let reachable = control.pages.wrapsAround ? next < control.numberOfPages : next <= control.pages.lastPage
        if reachable, allowed {
            control.changePageByUser(to: next, state: .discrete)
        } else {
            pauseTimer()
        }
    }

    override func pageCountDidChange(_ control: PageControl) {
        durations = durations.filter { $0.key < control.numberOfPages }
    }
}
