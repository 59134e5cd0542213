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
#if !hasFeature(Embedded)
    @MainActor
#endif
public final class PageControlTimerProgress: PageControlProgress {
    /// The seconds each page shows unless it has its own duration.
    ///
    /// - Precondition: Above 0, as UIKit asserts.
    public var preferredDuration: Double {
        didSet { precondition(preferredDuration > 0, "The preferred duration must be greater than 0.") }
    }
    #if hasFeature(Embedded)
        /// False: the web element has no attribute for it (setting it does nothing; Guides/Web.md).
        public var resetsToInitialPageAfterEnd: Bool {
            get { false }
            set {}
        }
    #else
        /// Whether the timer goes back to the first page after the last one. The default is false: it pauses
        /// on the last page.
        public var resetsToInitialPageAfterEnd = false
    #endif
    /// Whether the app has the timer running. The default is false until ``resumeTimer()``. It may still be
    /// paused: see ``pauseReasons``.
    public private(set) var isRunning = false
    /// Whether a person stopped the slide show (``stopForPerson()``): the timer stands still until a person
    /// starts it again (``startForPerson()``); ``resumeTimer()`` does not clear it. The default is false.
    public internal(set) var isStoppedByPerson = false
    #if hasFeature(Embedded)
        /// Nil: the web element asks no readiness of a page (setting one does nothing; Guides/Web.md).
        public var isPageReady: ((Int) -> Bool)? {
            get { nil }
            set {}
        }
    #else
        /// Whether a page is ready to be timed, asked with the page's index at every frame while the timer
        /// runs; nil (the default) asks the delegate's
        /// ``PageControlProgressDelegate/pageControlTimerProgress(_:isPageReady:)``, which answers true
        /// unless implemented.
        ///
        /// While the current page is not ready the timer holds (at its start when the page has just come), its
        /// progress stays fixed, and the accessibility value says the page is loading ("Page 3 of 5, loading"),
        /// so a slow image or video never loses its time.
        public var isPageReady: (@MainActor (Int) -> Bool)?
    #endif
    /// Whether a frame was held for attention, a person's stop, Reduce Motion or the page's readiness, so the
    /// next counting frame starts the count instead of adding the time that passed while held.
    var wasHeld = false

    var durations = [Int: Double]()
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
        #if !hasFeature(Embedded)  // the web element has no page's own duration (Guides/Web.md)
            if duration > 0, duration.isFinite { durations[page] = duration } else { durations[page] = nil }
        #endif
    }

    /// The duration of a page: its own, or ``preferredDuration``.
    public func duration(forPage page: Int) -> Double {
        #if hasFeature(Embedded)
            return preferredDuration
        #else
            return durations[page] ?? preferredDuration
        #endif
    }

    /// Starts or continues counting (from where the timer stood). It does not undo a person's stop
    /// (``isStoppedByPerson``).
    public func resumeTimer() { isRunning = true }

    /// Stops counting; the progress stays where it is.
    public func pauseTimer() { isRunning = false }

    /// Whether the page at `index` is ready to be timed: ``isPageReady``, else the delegate, else true.
    func isPageReady(_ index: Int) -> Bool {
        if let isPageReady { return isPageReady(index) }
        return delegate?.pageControlTimerProgress(self, isPageReady: index)
            ?? true
    }

    /// Why the timer is not counting now; empty while it counts.
    ///
    /// Each reason is independent; the timer counts again, from where it was, when the last one goes. Without a
    /// control only the app's pause and a person's stop can hold it.
    public var pauseReasons: AutoplayPauseReasons {
        if let control { return control.autoplayPauseReasons(for: self) }
        var reasons: AutoplayPauseReasons = []
        if isStoppedByPerson { reasons.insert(.stoppedByPerson) }
        if !isRunning { reasons.insert(.pausedByApp) }
        return reasons
    }

    /// Whether the slide show is on: running and not stopped by a person (it may still be paused for
    /// attention or waiting for its page; see ``pauseReasons``).
    public var isSlideShowOn: Bool { isRunning && !isStoppedByPerson }

    /// Stops the slide show on behalf of a person (the "Stop slide show" action, the Play/Pause key, a host's
    /// Pause button): the timer stands still where it is, and nothing but ``startForPerson()`` — a person
    /// again — starts it; the app's ``resumeTimer()`` does not. A faded row shows again.
    ///
    /// Call it only for a person's action.
    public func stopForPerson() {
        if let control { return control.stopAutoplayForPerson() }
        isStoppedByPerson = true
    }

    /// Starts the slide show again on behalf of a person (the "Start slide show" action, the Play/Pause key,
    /// a host's Play button): clears a person's stop and runs the timer from where it stood.
    ///
    /// Call it only for a person's action.
    public func startForPerson() {
        if let control { return control.startAutoplayForPerson() }
        isStoppedByPerson = false
        resumeTimer()
    }

    /// Whether the timer is running but holding because its page is not ready.
    public var isWaitingForPage: Bool {
        guard isRunning, !isStoppedByPerson, let control else { return false }
        return !isPageReady(control.currentPage)
    }

    /// Frames run while the timer runs, except while it is held by attention, a person's stop, or Reduce
    /// Motion (nothing moves then, and whatever ends the hold is an input the host forwards); they keep running
    /// while it waits for its page, to ask again.
    override var needsFrames: Bool {
        guard isRunning, !isStoppedByPerson else { return false }
        guard let control else { return true }
        return control.autoplayPauseReasons(for: self).isDisjoint(
            with: AutoplayPauseReasons.attention.union(.reduceMotion))
    }

    override func progressWasSet() {
        let duration = duration(forPage: control?.currentPage ?? 0)
        elapsed = currentProgress == 0 ? 0 : min(currentProgress * duration, duration)
    }

    /// Adds elapsed time, advancing the page when its time is up.
    override func advance(_ control: PageControl, by seconds: Double) {
        guard control.acceptsInput else { return }
        // Held: no time passes. After attention, a person's stop, Reduce Motion or the page's readiness (holds
        // during which the host may stop its clock) the first frame starts the count again rather than adding
        // the hold; after the app's pause and a scrub the frame counts from the last one, as UIKit's timer
        // counts from its resume.
        let reasons = control.autoplayPauseReasons(for: self)
        guard reasons.isEmpty else {
            if !reasons.isSubset(of: [.pausedByApp, .scrubbing]) { wasHeld = true }
            return
        }
        if wasHeld {
            wasHeld = false
            return
        }
        guard seconds > 0 else { return }
        let page = control.currentPage
        elapsed += seconds
        let duration = duration(forPage: page)
        let before = currentProgress
        let fraction = elapsed / duration
        setProgress(fraction.isNaN ? currentProgress : min(fraction, 1))
        if currentProgress != before {
            delegate?.pageControlTimerProgressDidChange(self)
        }
        guard elapsed >= duration else { return }
        var next = page + 1
        if next > control.pages.lastPage, !control.pages.wrapsAround || next == control.numberOfPages,
            resetsToInitialPageAfterEnd
        {
            next = 0
        }
        let allowed =
            delegate?.pageControlTimerProgress(
                self, shouldAdvanceToPage: next)
            ?? true
        let reachable = control.pages.wrapsAround ? next < control.numberOfPages : next <= control.pages.lastPage
        if reachable, allowed {
            control.changePageByUser(to: next, state: .discrete, announcing: .autoplay)
        } else {
            pauseTimer()
        }
    }

    override func pageCountDidChange(_ control: PageControl) {
        #if !hasFeature(Embedded)
            durations = durations.filter { $0.key < control.numberOfPages }
        #endif
    }
}
