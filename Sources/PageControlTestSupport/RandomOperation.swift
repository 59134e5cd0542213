import PageControlCore

/// One call on a ``PageControl``'s public API, as the property tests and `pagecontrol-stress` drive it.
///
/// Operations are values, so a failing sequence can be printed and read back. ``isUserDriven`` tells
/// which ones stand for a person (taps, keys, scrubs, accessibility actions, frame ticks, which may advance
/// a timer or a jog) and so may send ``PageControlEvent/valueChanged``; every other operation is
/// programmatic and must send nothing. ``RandomOperationGenerator`` makes them from a seed.
package enum RandomOperation: Sendable, Hashable, CustomStringConvertible {
    // MARK: Pages and position (programmatic)

    /// `numberOfPages = value`.
    case setNumberOfPages(Int)
    /// `setNumberOfPages(count, animated:)`.
    case setNumberOfPagesAnimated(Int, animated: Bool)
    /// `wrapsAround = value`.
    case setWrapsAround(Bool)
    /// `currentPage = value`.
    case setCurrentPage(Int)
    /// `setCurrentPage(page, animated:)`.
    case setCurrentPageAnimated(Int, animated: Bool)
    /// `position = value`.
    case setPosition(Double)
    /// `defersCurrentPageDisplay = value`.
    case setDefersCurrentPageDisplay(Bool)
    /// `updateCurrentPageDisplay()`.
    case updateCurrentPageDisplay
    /// `hidesForSinglePage = value`.
    case setHidesForSinglePage(Bool)
    /// `isEnabled = value`.
    case setEnabled(Bool)
    /// `allowsContinuousInteraction = value`.
    case setAllowsContinuousInteraction(Bool)
    /// `finishAnimations()`.
    case finishAnimations

    // MARK: Layout (programmatic)

    /// `bounds = value`.
    case setBounds(Rect)
    /// `direction = value`.
    case setDirection(PageControlDirection)
    /// `layoutDirection = value`.
    case setLayoutDirection(LayoutDirection)
    /// `tapBehavior = value`.
    case setTapBehavior(TapBehavior)
    /// `maximumVisibleIndicators = value`.
    case setMaximumVisibleIndicators(Int?)
    /// `minimumHitTargetSize = value`.
    case setMinimumHitTargetSize(Size)
    /// `overflowStyle = value`.
    case setOverflowStyle(OverflowStyle)

    // MARK: Appearance (programmatic)

    /// `metrics = value`.
    case setMetrics(IndicatorMetrics?)
    /// `currentPageIndicatorTintColor`, `pageIndicatorTintColor` and `platterColor`.
    case setTints(current: Color?, other: Color?, platter: Color?)
    /// `backgroundStyle = value`.
    case setBackgroundStyle(BackgroundStyle?)
    /// Sets ``PageControl/indicatorEffect``.
    case setIndicatorEffect(IndicatorEffect)
    /// `preferredIndicatorShape` and `preferredCurrentPageIndicatorShape`.
    case setPreferredShapes(IndicatorShape?, current: IndicatorShape?)
    /// `setIndicatorShape(_:forPage:)` (or the current-page variant); the page is within range when made.
    case setPageShape(IndicatorShape?, page: Int, current: Bool)
    /// `reducesMotion = value`.
    case setReducesMotion(Bool)

    // MARK: States, spans and the preview (programmatic)

    /// `setIndicatorState(_:forPage:)`.
    case setIndicatorState(IndicatorState, page: Int)
    /// `tracksVisitedPages = value`.
    case setTracksVisitedPages(Bool)
    /// `visiblePageCount = value`.
    case setVisiblePageCount(Int)
    /// `stepsBySpan = value`.
    case setStepsBySpan(Bool)
    /// `showsScrubPreview = value`.
    case setShowsScrubPreview(Bool)

    // MARK: Attention and the idle fade (programmatic)

    /// One attention input (``PageControlEnvironment/hasKeyboardFocus`` and the others) or, for
    /// ``AutoplayPauseReasons/reduceMotion``, `pausesAutoplayWhenReducingMotion`.
    case setAttention(AutoplayPauseReasons, Bool)
    /// `isAssistiveTechnologyRunning = value`.
    case setAssistiveTechnologyRunning(Bool)
    /// `fadesWhenIdle = value` with a delay and a duration.
    case setFadesWhenIdle(Bool, delay: Double, duration: Double)
    /// `timerProgress?.isPageReady = { _ in ready }`.
    case setPageReady(Bool)

    // MARK: A person's slide-show control (user-driven)

    /// `stopAutoplay()`.
    case stopAutoplay
    /// `startAutoplay()`.
    case startAutoplay

    // MARK: Accessibility settings (programmatic)

    /// `accessibilityLanguage = value`.
    case setAccessibilityLanguage(String?)
    /// `setAccessibilityTitle(_:forPage:)`.
    case setAccessibilityTitle(String?, page: Int)
    /// `announcementInterval = value`.
    case setAnnouncementInterval(Double)
    /// `hasMorePages = value`.
    case setHasMorePages(Bool)
    /// `announcementPolicy = value`.
    case setAnnouncementPolicy(PageAnnouncementPolicy)

    // MARK: Timer (programmatic)

    /// Attaches a new ``PageControlTimerProgress`` with `duration` seconds per page, resuming it when `running`.
    case attachTimer(duration: Double, resetsToStart: Bool, running: Bool)
    /// `progress = nil`.
    case detachTimer
    /// `timerProgress?.resumeTimer()` when `true`, else `pauseTimer()`.
    case setTimerRunning(Bool)
    /// `timerProgress?.setDuration(_:forPage:)`.
    case setTimerDuration(Double, page: Int)

    // MARK: A person (user-driven)

    /// `handleTap(at:)`.
    case tap(Point)
    /// `handleKey(_:)`.
    case key(PageControlKey)
    /// `beginScrubbing(at:)`.
    case beginScrub(Point)
    /// `moveScrubbing(to:)`.
    case moveScrub(Point)
    /// `endScrubbing(velocity:)`.
    case endScrub(velocity: Point)
    /// `accessibilityIncrement()`.
    case accessibilityIncrement
    /// `accessibilityDecrement()`.
    case accessibilityDecrement
    /// `accessibilityActivate()`.
    case accessibilityActivate
    /// `performAccessibilityAction(_:)`.
    case accessibilityAction(AccessibilityCustomAction.Kind)
    /// `advanceAnimation(to:)`: a frame tick, which may move a jog or a timer (and so the page).
    case advanceAnimation(to: Double)

    /// Whether the operation stands for a person, and so may send `.valueChanged` (once per page change).
    package var isUserDriven: Bool {
        switch self {
        case .tap, .key, .beginScrub, .moveScrub, .endScrub, .accessibilityIncrement, .accessibilityDecrement,
            .accessibilityActivate, .accessibilityAction, .advanceAnimation, .stopAutoplay, .startAutoplay:
            return true
        default:
            return false
        }
    }

    /// Performs the operation on `control`.
    ///
    /// - Precondition: For ``setPageShape(_:page:current:)`` the page is within `0..<numberOfPages`, as
    ///   ``RandomOperationGenerator`` makes it (the control asserts it, as UIKit does).
    @MainActor
    package func apply(to control: PageControl) {
        switch self {
        case .setNumberOfPages(let value): control.numberOfPages = value
        case .setNumberOfPagesAnimated(let value, let animated): control.setNumberOfPages(value, animated: animated)
        case .setWrapsAround(let value): control.paging.wrapsAround = value
        case .setCurrentPage(let value): control.currentPage = value
        case .setCurrentPageAnimated(let page, let animated): control.setCurrentPage(page, animated: animated)
        case .setPosition(let value): control.position = value
        case .setDefersCurrentPageDisplay(let value): control.defersCurrentPageDisplay = value
        case .updateCurrentPageDisplay: control.updateCurrentPageDisplay()
        case .setHidesForSinglePage(let value): control.hidesForSinglePage = value
        case .setEnabled(let value): control.isEnabled = value
        case .setAllowsContinuousInteraction(let value): control.allowsContinuousInteraction = value
        case .finishAnimations: control.finishAnimations()
        case .setBounds(let value): control.bounds = value
        case .setDirection(let value): control.direction = value
        case .setLayoutDirection(let value): control.environment.layoutDirection = value
        case .setTapBehavior(let value): control.interaction.tapBehavior = value
        case .setMaximumVisibleIndicators(let value): control.window.maximumVisibleIndicators = value
        case .setMinimumHitTargetSize(let value): control.interaction.minimumHitTargetSize = value
        case .setOverflowStyle(let value): control.window.overflowStyle = value
        case .setMetrics(let value): control.metrics = value
        case .setTints(let current, let other, let platter):
            control.currentPageIndicatorTintColor = current
            control.pageIndicatorTintColor = other
            control.platterColor = platter
        case .setBackgroundStyle(let value): control.backgroundStyle = value
        case .setIndicatorEffect(let value): control.indicatorEffect = value
        case .setPreferredShapes(let shape, let current):
            control.preferredIndicatorShape = shape
            control.preferredCurrentPageIndicatorShape = current
        case .setPageShape(let shape, let page, let current):
            if current {
                control.setCurrentPageIndicatorShape(shape, forPage: page)
            } else {
                control.setIndicatorShape(shape, forPage: page)
            }
        case .setReducesMotion(let value): control.environment.reducesMotion = value
        case .setIndicatorState(let state, let page): control.indicatorStates[page] = state
        case .setTracksVisitedPages(let value): control.indicatorStates.tracksVisitedPages = value
        case .setVisiblePageCount(let value): control.paging.visiblePageCount = value
        case .setStepsBySpan(let value): control.paging.stepsBySpan = value
        case .setShowsScrubPreview(let value): control.interaction.showsScrubPreview = value
        case .setAttention(let reason, let value):
            if reason == .reduceMotion {
                control.autoplay.pausesWhenReducingMotion = value
            } else {
                let reason = reason.intersection(.attention)
                if value {
                    control.environment.attention.formUnion(reason)
                } else {
                    control.environment.attention.subtract(reason)
                }
            }
        case .setAssistiveTechnologyRunning(let value): control.environment.isScreenReaderRunning = value
        case .setFadesWhenIdle(let value, let delay, let duration):
            control.autoplay.fadesWhenIdle = value
            control.autoplay.idleFadeDelay = delay
            control.autoplay.idleFadeDuration = duration
        case .setPageReady(let ready): (control.progress as? PageControlTimerProgress)?.isPageReady = { _ in ready }
        case .stopAutoplay: (control.progress as? PageControlTimerProgress)?.stopForPerson()
        case .startAutoplay: (control.progress as? PageControlTimerProgress)?.startForPerson()
        case .setAccessibilityLanguage(let value): control.environment.language = value
        case .setAccessibilityTitle(let title, let page): control.accessibility.pageTitles[page] = title
        case .setAnnouncementInterval(let value): control.accessibility.announcementInterval = value
        case .setHasMorePages(let value): control.hasMorePages = value
        case .setAnnouncementPolicy(let value): control.announcementPolicy = value
        case .attachTimer(let duration, let resetsToStart, let running):
            let timer = PageControlTimerProgress(preferredDuration: duration)
            timer.resetsToInitialPageAfterEnd = resetsToStart
            if running { timer.resumeTimer() }
            control.progress = timer
        case .detachTimer: control.progress = nil
        case .setTimerRunning(let running):
            if running {
                (control.progress as? PageControlTimerProgress)?.resumeTimer()
            } else {
                (control.progress as? PageControlTimerProgress)?.pauseTimer()
            }
        case .setTimerDuration(let duration, let page):
            (control.progress as? PageControlTimerProgress)?.setDuration(duration, forPage: page)
        case .tap(let point): control.handleTap(at: point)
        case .key(let key): control.handleKey(key)
        case .beginScrub(let point): control.beginScrubbing(at: point)
        case .moveScrub(let point): control.moveScrubbing(to: point)
        case .endScrub(let velocity): control.endScrubbing(velocity: velocity)
        case .accessibilityIncrement: control.performAccessibilityAction(.increment)
        case .accessibilityDecrement: control.performAccessibilityAction(.decrement)
        case .accessibilityActivate: control.performAccessibilityAction(.activate)
        case .accessibilityAction(let kind): control.performAccessibilityAction(AccessibilityAction(kind))
        case .advanceAnimation(let time): control.advanceAnimation(to: time)
        }
    }

    /// The operation as a line of Swift-like text, such as `tap(x: 150.5, y: 18)`.
    package var description: String {
        switch self {
        case .setNumberOfPages(let value): return "numberOfPages = \(value)"
        case .setNumberOfPagesAnimated(let value, let animated):
            return "setNumberOfPages(\(value), animated: \(animated))"
        case .setWrapsAround(let value): return "wrapsAround = \(value)"
        case .setCurrentPage(let value): return "currentPage = \(value)"
        case .setCurrentPageAnimated(let page, let animated): return "setCurrentPage(\(page), animated: \(animated))"
        case .setPosition(let value): return "position = \(value)"
        case .setDefersCurrentPageDisplay(let value): return "defersCurrentPageDisplay = \(value)"
        case .updateCurrentPageDisplay: return "updateCurrentPageDisplay()"
        case .setHidesForSinglePage(let value): return "hidesForSinglePage = \(value)"
        case .setEnabled(let value): return "isEnabled = \(value)"
        case .setAllowsContinuousInteraction(let value): return "allowsContinuousInteraction = \(value)"
        case .finishAnimations: return "finishAnimations()"
        case .setBounds(let r):
            return "bounds = Rect(x: \(r.minX), y: \(r.minY), width: \(r.width), height: \(r.height))"
        case .setDirection(let value): return "direction = .\(value)"
        case .setLayoutDirection(let value): return "layoutDirection = .\(value)"
        case .setTapBehavior(let value): return "tapBehavior = .\(value)"
        case .setMaximumVisibleIndicators(let value): return "maximumVisibleIndicators = \(Self.text(value))"
        case .setMinimumHitTargetSize(let s):
            return "minimumHitTargetSize = Size(width: \(s.width), height: \(s.height))"
        case .setOverflowStyle(let value): return "overflowStyle = .\(value)"
        case .setMetrics(let m):
            guard let m else { return "metrics = nil" }
            return "metrics = IndicatorMetrics(diameter: \(m.diameter), spacing: \(m.spacing), horizontalPadding: "
                + "\(m.horizontalPadding), verticalPadding: \(m.verticalPadding), minimumHeight: \(m.minimumHeight), "
                + "currentIndicatorLength: \(Self.text(m.currentIndicatorLength)))"
        case .setTints(let current, let other, let platter):
            return "tints(current: \(Self.text(current?.hexString)), other: \(Self.text(other?.hexString)), "
                + "platter: \(Self.text(platter?.hexString)))"
        case .setBackgroundStyle(let value): return "backgroundStyle = \(value.map { ".\($0)" } ?? "nil")"
        case .setIndicatorEffect(let value): return "indicatorEffect = \(value)"
        case .setPreferredShapes(let shape, let current):
            return "preferredShapes(\(Self.text(shape)), current: \(Self.text(current)))"
        case .setPageShape(let shape, let page, let current):
            return current
                ? "setCurrentPageIndicatorShape(\(Self.text(shape)), forPage: \(page))"
                : "setIndicatorShape(\(Self.text(shape)), forPage: \(page))"
        case .setReducesMotion(let value): return "reducesMotion = \(value)"
        case .setIndicatorState(let state, let page): return "setIndicatorState(.\(state), forPage: \(page))"
        case .setTracksVisitedPages(let value): return "tracksVisitedPages = \(value)"
        case .setVisiblePageCount(let value): return "visiblePageCount = \(value)"
        case .setStepsBySpan(let value): return "stepsBySpan = \(value)"
        case .setShowsScrubPreview(let value): return "showsScrubPreview = \(value)"
        case .setAttention(let reason, let value): return "attention \(reason.rawValue) = \(value)"
        case .setAssistiveTechnologyRunning(let value): return "isAssistiveTechnologyRunning = \(value)"
        case .setFadesWhenIdle(let value, let delay, let duration):
            return "fadesWhenIdle = \(value), idleFadeDelay = \(delay), idleFadeDuration = \(duration)"
        case .setPageReady(let ready): return "timerProgress?.isPageReady = { _ in \(ready) }"
        case .stopAutoplay: return "stopAutoplay()"
        case .startAutoplay: return "startAutoplay()"
        case .setAccessibilityLanguage(let value): return "accessibilityLanguage = \(Self.text(value))"
        case .setAccessibilityTitle(let title, let page):
            return "setAccessibilityTitle(\(Self.text(title)), forPage: \(page))"
        case .setAnnouncementInterval(let value): return "announcementInterval = \(value)"
        case .setHasMorePages(let value): return "hasMorePages = \(value)"
        case .setAnnouncementPolicy(let value): return "announcementPolicy = .\(value)"
        case .attachTimer(let duration, let resets, let running):
            return
                "timerProgress = PageControlTimerProgress(preferredDuration: \(duration)) resets=\(resets) running=\(running)"
        case .detachTimer: return "progress = nil"
        case .setTimerRunning(let running): return running ? "timer.resumeTimer()" : "timer.pauseTimer()"
        case .setTimerDuration(let duration, let page): return "timer.setDuration(\(duration), forPage: \(page))"
        case .tap(let p): return "handleTap(at: Point(x: \(p.x), y: \(p.y)))"
        case .key(let key): return "handleKey(.\(key))"
        case .beginScrub(let p): return "beginScrubbing(at: Point(x: \(p.x), y: \(p.y)))"
        case .moveScrub(let p): return "moveScrubbing(to: Point(x: \(p.x), y: \(p.y)))"
        case .endScrub(let v): return "endScrubbing(velocity: Point(x: \(v.x), y: \(v.y)))"
        case .accessibilityIncrement: return "accessibilityIncrement()"
        case .accessibilityDecrement: return "accessibilityDecrement()"
        case .accessibilityActivate: return "accessibilityActivate()"
        case .accessibilityAction(let kind): return "performAccessibilityAction(.\(kind))"
        case .advanceAnimation(let time): return "advanceAnimation(to: \(time))"
        }
    }

    private static func text<T>(_ value: T?) -> String {
        value.map { "\($0)" } ?? "nil"
    }
}

extension RandomOperation {
    /// Whether the operation is a person starting the slide show: `startAutoplay()`, the Play/Pause key, or
    /// the "Start slide show" action.
    package var isPersonsStart: Bool {
        switch self {
        case .startAutoplay, .key(.playPause), .accessibilityAction(.startSlideShow): return true
        default: return false
        }
    }
}
