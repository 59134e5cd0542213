/// The progress of the current page, shown as a pill that fills from its leading edge, as UIKit's
/// `UIPageControlProgress` (iOS 17).
///
/// Use it directly for a progress source of your own, such as video playback: attach it with
/// ``PageControl/progress`` and set ``currentProgress`` as the content plays. For pages that advance on
/// their own after a time, use its kind ``PageControlTimerProgress``.
///
/// ```swift
/// let playback = PageControlProgress()
/// control.progress = playback
/// playback.currentProgress = player.elapsed / player.duration   // clamped to 0…1
/// ```
///
/// On every page change the progress restarts at the delegate's
/// ``PageControlProgressDelegate/pageControlProgress(_:initialProgressForPage:)`` (0 by default). While a
/// person scrubs the fill hides (``isProgressVisible`` is false) and the delegate is told.
#if !hasFeature(Embedded)
    @MainActor
#endif
public class PageControlProgress {
    #if hasFeature(Embedded)
        /// The delegate, unowned: Embedded Swift has no weak references, so it must outlive the progress.
        public unowned(unsafe) var delegate: (any PageControlProgressDelegate)?
    #else
        /// The weak delegate told about progress and visibility changes. The default is nil.
        public weak var delegate: (any PageControlProgressDelegate)?
    #endif

    /// The control this progress is attached to; see ``PageControl/progress``.
    #if hasFeature(Embedded)
        unowned(unsafe) var control: PageControl?
    #else
        weak var control: PageControl?
    #endif

    var storedCurrentProgress = 0.0

    /// How much of the current page is done, 0…1. The default is 0.
    ///
    /// Values below 0 become 0 and values above 1 become 1; NaN is ignored. Every change tells the
    /// delegate (``PageControlProgressDelegate/pageControlProgressDidChange(_:)``). It restarts at the
    /// delegate's initial progress whenever the page changes.
    public var currentProgress: Double {
        get { storedCurrentProgress }
        set {
            guard !newValue.isNaN else { return }
            setProgress(CoreMath.clamp(newValue, 0, 1))
            progressWasSet()
        }
    }

    /// Whether the fill shows: false while a person scrubs, true otherwise. The default is true.
    ///
    /// The delegate hears every change
    /// (``PageControlProgressDelegate/pageControlProgressVisibilityDidChange(_:)``).
    public internal(set) var isProgressVisible = true

    /// Creates a progress at 0, for a progress source of your own.
    public init() {}

    /// Stores a clamped progress and tells the delegate when it changed.
    func setProgress(_ value: Double) {
        guard value != storedCurrentProgress else { return }
        storedCurrentProgress = value
        delegate?.pageControlProgressDidChange(self)
    }

    /// Called after the app set ``currentProgress``; a timer keeps its elapsed time in step.
    func progressWasSet() {}

    /// Whether the control's frame clock must run for this progress: only a running timer needs it.
    var needsFrames: Bool { false }

    /// Lets time pass; a timer counts it.
    func advance(_ control: PageControl, by seconds: Double) {}

    /// Restarts at the delegate's initial progress for the new current page.
    func pageDidChange(_ control: PageControl) {
        let initial = delegate?.pageControlProgress(self, initialProgressForPage: control.currentPage) ?? 0
        setProgress(initial.isNaN ? 0 : CoreMath.clamp(initial, 0, 1))
        progressWasSet()
    }

    /// Keeps per-page data valid when pages come or go.
    func pageCountDidChange(_ control: PageControl) {}

    /// Hides the fill while scrubbing and tells the delegate.
    func scrubbingDidChange(_ control: PageControl) {
        let visible = !control.session.isScrubbing
        guard visible != isProgressVisible else { return }
        isProgressVisible = visible
        delegate?.pageControlProgressVisibilityDidChange(self)
    }
}
