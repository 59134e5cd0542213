import PageControlCore

/// Makes random ``RandomOperation``s from a seed: every public operation of ``PageControl``, with values
/// biased towards the edges (0, 1, negative and huge page counts, out-of-range pages, empty, negative, NaN
/// and infinite sizes, NaN and ±infinity positions, clock steps backwards and forwards).
///
/// The generator looks at the control to aim: taps and scrubs mostly land on or near the dots (and past
/// the row's ends, to jog), scrub moves follow a scrub that is under way, and per-page shapes name pages
/// that exist (the control asserts that, as UIKit does). The same seed and the same control give the same
/// operations.
///
/// ``next(for:)`` holds the mix of operations; the values it draws come from extensions, one per family:
/// page counts, pages, positions and caps on dots (`RandomOperationGenerator+Pages.swift`); lengths, bounds
/// and metrics (`+Geometry`); overflow styles, colours and shapes (`+Appearance`); tap and scrub points and
/// fling velocities (`+Pointer`). The inputs a run can leave out are in `+Exclusions`. Each value takes its
/// numbers from ``random`` in a fixed order, and the seed-replaying property tests depend on that order.
///
/// ```swift
/// var generator = RandomOperationGenerator(seed: 42)
/// let operation = generator.next(for: control)
/// operation.apply(to: control)
/// ```
package struct RandomOperationGenerator: Sendable {
    /// The random source.
    package var random: SplitMix64
    /// The frame clock, in seconds, that ``RandomOperation/advanceAnimation(to:)`` steps mostly move forward.
    package private(set) var clock: Double
    /// The latest finite frame time made so far.
    package private(set) var latestTime = -Double.infinity
    /// The inputs left out; the default is ``Exclusions/knownIssues``.
    package var exclusions: Exclusions

    /// Creates a generator; the same seed (and exclusions) give the same operations for the same control.
    package init(seed: UInt64, excluding exclusions: Exclusions = .knownIssues) {
        random = SplitMix64(seed: seed)
        clock = 0
        self.exclusions = exclusions
    }

    /// The next operation for `control`, which the generator reads (never changes) to aim taps and scrubs.
    @MainActor
    package mutating func next(for control: PageControl) -> RandomOperation {
        if control.interactionState == .continuous {
            // Mostly keep the gesture going: moves, frame ticks (jogging), then a release.
            switch roll(100) {
            case 0..<45: return .moveScrub(scrubPoint(control))
            case 45..<70: return .advanceAnimation(to: nextTime(scrubbing: true))
            case 70..<78: return .endScrub(velocity: velocity())
            default: break
            }
        }
        switch roll(1000) {
        case 0..<130: return .tap(tapPoint(control))
        case 130..<200: return .key(pick(PageControlKey.allCases))
        case 200..<250: return .beginScrub(scrubPoint(control))
        case 250..<275: return .moveScrub(scrubPoint(control))
        case 275..<290: return .endScrub(velocity: velocity())
        case 290..<310: return .accessibilityIncrement
        case 310..<325: return .accessibilityDecrement
        case 325..<335: return .accessibilityActivate
        case 335..<355: return .accessibilityAction(pick(AccessibilityCustomAction.Kind.allCases))
        case 355..<520: return .advanceAnimation(to: nextTime(scrubbing: (control.interactionState == .continuous)))
        case 520..<545: return .setNumberOfPages(pageCount(for: control))
        case 545..<562: return .setNumberOfPagesAnimated(pageCount(for: control), animated: roll(4) != 0)
        case 562..<570: return .setWrapsAround(roll(3) == 0)
        case 570..<600: return .setCurrentPage(page(for: control))
        case 600..<630: return .setCurrentPageAnimated(page(for: control), animated: roll(4) != 0)
        case 630..<670: return .setPosition(position(for: control))
        case 670..<685: return .setDefersCurrentPageDisplay(roll(3) == 0)
        case 685..<700: return .updateCurrentPageDisplay
        case 700..<710: return .setHidesForSinglePage(roll(2) == 0)
        case 710..<720: return .setEnabled(roll(5) != 0)
        case 720..<728: return .setAllowsContinuousInteraction(roll(4) != 0)
        case 728..<735: return .finishAnimations
        case 735..<770: return .setBounds(bounds())
        case 770..<785: return .setDirection(pick(PageControlDirection.allCases))
        case 785..<792: return .setLayoutDirection(pick(LayoutDirection.allCases))
        case 792..<800: return .setTapBehavior(pick(TapBehavior.allCases))
        case 800..<825: return .setMaximumVisibleIndicators(maximumVisible(for: control))
        case 825..<830: return .setMinimumHitTargetSize(Size(width: metricLength(), height: metricLength()))
        case 830..<835: return .setOverflowStyle(overflowStyle())
        case 835..<865: return .setMetrics(metrics())
        case 865..<875: return .setTints(current: color(), other: color(), platter: color())
        case 875..<885: return .setBackgroundStyle(roll(4) == 0 ? nil : pick(BackgroundStyle.allCases))
        case 885..<889: return .setPreferredShapes(shape(), current: shape())
        case 889..<893:
            return .setIndicatorEffect(
                roll(4) == 0
                    ? .scale(interesting(or: Double.random(in: 0...4, using: &random))) : pick(IndicatorEffect.all))
        case 893..<903:
            guard control.numberOfPages > 0 else { return .setPreferredShapes(shape(), current: nil) }
            return .setPageShape(
                shape(), page: Int.random(in: 0..<control.numberOfPages, using: &random),
                current: roll(2) == 0)
        case 903..<910: return .setReducesMotion(roll(3) == 0)
        case 910..<912: return .setTracksVisitedPages(roll(2) == 0)
        case 912..<915:
            switch roll(6) {
            case 0: return .setVisiblePageCount(pick([1, 1, 2, 3, 0, -4, 50, Int.max]))
            case 1: return .setStepsBySpan(roll(2) == 0)
            case 2: return .setShowsScrubPreview(roll(3) != 0)
            default:
                let states: [IndicatorState] = IndicatorState.builtIn + [.normal, .custom("x"), .custom("")]
                return .setIndicatorState(pick(states), page: page(for: control))
            }
        case 915..<922: return .setAccessibilityLanguage(pick([nil, "en", "ru", "ar-EG", "zh-Hant-TW", "xx", ""]))
        case 922..<930:
            return .setAccessibilityTitle(pick([nil, "Welcome", "", "Ünïcødé 🎉"]), page: page(for: control))
        case 930..<933: return .setAnnouncementInterval(interesting(or: Double.random(in: 0...2, using: &random)))
        case 933..<934: return .setHasMorePages(roll(2) == 0)
        case 934..<935: return .setAnnouncementPolicy(pick(PageAnnouncementPolicy.allCases))
        case 935..<955:
            return .attachTimer(duration: timerDuration(), resetsToStart: roll(2) == 0, running: roll(4) != 0)
        case 955..<965: return .detachTimer
        case 965..<973: return .setTimerRunning(roll(3) != 0)
        case 973..<985:
            switch roll(8) {
            case 0, 1:
                let reasons: [AutoplayPauseReasons] = [
                    .keyboardFocus, .pointer, .accessibilityFocus, .contentKeyboardFocus, .contentPointer,
                    .contentAccessibilityFocus, .reduceMotion,
                ]
                return .setAttention(pick(reasons), roll(2) == 0)
            case 2: return .setAssistiveTechnologyRunning(roll(3) == 0)
            case 3:
                return .setFadesWhenIdle(
                    roll(2) == 0, delay: interesting(or: Double.random(in: 0...3, using: &random)),
                    duration: interesting(or: Double.random(in: 0...1, using: &random)))
            case 4: return .setPageReady(roll(3) != 0)
            case 5: return .stopAutoplay
            default: return .startAutoplay
            }
        default: return .setTimerDuration(interesting(or: timerDuration()), page: page(for: control))
        }
    }

    // MARK: Values

    /// A number below `bound`, uniformly.
    mutating func roll(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &random)
    }

    /// One of `values`, uniformly; `values` must not be empty.
    mutating func pick<T>(_ values: [T]) -> T {
        values[roll(values.count)]
    }

    /// The edge values of `Double`.
    static let specialDoubles: [Double] = [
        .nan, .infinity, -.infinity, 0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, 1e300, -1e300, 1e-300, 0.5, -0.5, 1e18, -1e18,
    ]

    /// One time in eight an edge value of `Double`, else `typical`.
    mutating func interesting(or typical: Double) -> Double {
        roll(8) == 0 ? pick(Self.specialDoubles) : typical
    }

    // MARK: Time

    /// A duration for a slide-show timer: mostly 0.01 to 2 seconds, sometimes tiny, long or infinite.
    mutating func timerDuration() -> Double {
        switch roll(10) {
        case 0..<6: return Double.random(in: 0.01...2, using: &random)
        default: return pick([1e-9, .leastNonzeroMagnitude, 5, .infinity, .greatestFiniteMagnitude, 0.016])
        }
    }

    /// The next frame time: mostly a frame or a few forward, sometimes a long pause, sometimes backwards,
    /// sometimes not finite.
    mutating func nextTime(scrubbing: Bool = false) -> Double {
        var time = rawNextTime()
        if scrubbing, exclusions.contains(.longPausesWhileJogging), time.isFinite, latestTime.isFinite,
            time > latestTime + Self.longestJogPause
        {
            time = latestTime + 1.0 / 60
            clock = time
        }
        if time.isFinite { latestTime = max(latestTime, time) }
        return time
    }

    /// A frame time before ``nextTime(scrubbing:)`` holds back long pauses: the clock moves on (or back, or
    /// jumps), or a stray time comes out that the clock does not keep.
    mutating func rawNextTime() -> Double {
        switch roll(40) {
        case 0..<24: clock += pick([1.0 / 60, 1.0 / 120, 1.0 / 30, 0.001])
        case 24..<32: clock += Double.random(in: 0...0.5, using: &random)
        case 32..<34: clock += pick([0, 2, 10, 100])
        case 34..<36: return clock - Double.random(in: 0...5, using: &random)  // backwards, not kept
        case 36: clock -= Double.random(in: 0...1, using: &random)  // backwards, kept
        case 37: return pick([.nan, .infinity, -.infinity])
        case 38: return pick([-1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude])
        default: clock = pick([0, -50, clock + 1e6])
        }
        return clock
    }
}
