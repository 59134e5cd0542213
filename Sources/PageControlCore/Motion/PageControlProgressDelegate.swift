/// An object told about a ``PageControlProgress``, as UIKit's `UIPageControlProgressDelegate`.
///
/// Every method has a default, so implement only what you need. A progress holds its delegate weakly. The
/// `pageControlTimerProgress` methods are asked only by a ``PageControlTimerProgress``; they are requirements
/// here, not downcasts to ``PageControlTimerProgressDelegate``, so the timer reaches them on every platform,
/// WebAssembly included.
#if !hasFeature(Embedded)
    @MainActor
#endif
public protocol PageControlProgressDelegate: AnyObject {
    /// The progress a page starts at, 0…1, asked on every page change. The default is 0.
    ///
    /// Values outside 0…1 are clamped; NaN counts as 0. A video that resumes where it was left returns
    /// how far it had played.
    func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Double
    /// Told when ``PageControlProgress/isProgressVisible`` changes: it is false while a person scrubs, so
    /// the app can pause its content. The default does nothing.
    func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress)
    /// Told after every change of ``PageControlProgress/currentProgress``, whoever made it (the app, a
    /// page change, a timer tick), so a host can redraw. Not told when a value sets the same progress
    /// again. The default does nothing.
    func pageControlProgressDidChange(_ progress: PageControlProgress)
    /// Asked when a page's time is up. Return false to stay (the timer then pauses). The default is true.
    func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
    /// Told after each tick that moved the timer's progress. The default does nothing.
    func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress)
    /// Asked at every frame while the timer runs whether a page is ready to be timed (its image or video
    /// has loaded); while it answers false the timer holds. Used unless the timer's
    /// ``PageControlTimerProgress/isPageReady`` closure is set. The default is true.
    func pageControlTimerProgress(_ progress: PageControlTimerProgress, isPageReady page: Int) -> Bool
}

extension PageControlProgressDelegate {
    /// Starts every page at 0.
    public func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Double {
        0
    }
    /// Does nothing.
    public func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress) {}
    /// Does nothing.
    public func pageControlProgressDidChange(_ progress: PageControlProgress) {}
    /// Allows every advance.
    public func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        true
    }
    /// Does nothing.
    public func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress) {}
    /// Every page is ready.
    public func pageControlTimerProgress(_ progress: PageControlTimerProgress, isPageReady page: Int) -> Bool {
        true
    }
}

/// An object that decides whether a ``PageControlTimerProgress`` may advance and hears its ticks, as
/// UIKit's `UIPageControlTimerProgressDelegate`.
///
/// Set it as the timer's ``PageControlProgress/delegate``. Its methods,
/// ``PageControlProgressDelegate/pageControlTimerProgress(_:shouldAdvanceToPage:)``,
/// ``PageControlProgressDelegate/pageControlTimerProgressDidChange(_:)`` and
/// ``PageControlProgressDelegate/pageControlTimerProgress(_:isPageReady:)``, are requirements of
/// ``PageControlProgressDelegate`` with defaults; this name says that a type means to time pages.
#if !hasFeature(Embedded)
    @MainActor
#endif
public protocol PageControlTimerProgressDelegate: PageControlProgressDelegate {}
